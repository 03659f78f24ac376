import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, processStart } from '../../src/lib/data-dir-lock.ts';
import { isDatabaseUnavailable, postgresCode } from '../../src/lib/database-errors.ts';
import { MemoryFailureLimiter } from '../../src/lib/failure-limiter.ts';
import { SignInLimits } from '../../src/lib/sign-in-limits.ts';
import { unstorablePaths } from '../../src/plugins/app/input-guard.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'unit-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('unstorablePaths', () => {
  it('finds NUL and lone surrogates in values and keys, with their paths; pairs and controls pass', () => {
    expect(unstorablePaths({ a: 'ok', b: { c: ['x', 'y\u0000'] }, ['k\ud800']: 1, d: '😀', e: 'tab\t' })).toEqual(['b.c.1', 'k\ud800']);
    expect(unstorablePaths('\udc00')).toEqual(['']);
    expect(unstorablePaths([1, null, true, { x: '\ud83d' }])).toEqual(['3.x']);
    expect(unstorablePaths(undefined)).toEqual([]);
  });
});

describe('database errors', () => {
  const pg = (code: string) => Object.assign(new Error('x'), { code, severity: 'FATAL' });
  it('connection losses and a server that is stopping or starting are "unavailable"; data errors are not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('r'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('c'), { code: 'CONNECTION_CLOSED' }) }))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300']) expect(isDatabaseUnavailable(pg(code))).toBe(true);
    expect(isDatabaseUnavailable(pg('22021'))).toBe(false);
    expect(isDatabaseUnavailable(pg('23505'))).toBe(false);
    // A five-letter Node code is no SQLSTATE.
    expect(postgresCode(Object.assign(new Error('p'), { code: 'EPIPE' }))).toBeUndefined();
    expect(postgresCode(new Error('w', { cause: pg('22021') }))).toBe('22021');
  });
});

describe('SignInLimits', () => {
  const limits = (slowDownMs = 50) =>
    new SignInLimits({ pair: new MemoryFailureLimiter(2, 60_000), address: new MemoryFailureLimiter(4, 60_000), email: new MemoryFailureLimiter(2, 60_000), slowDownMs });

  it('refuses a client past the pair limit, never another client on the same e-mail', async () => {
    const l = limits(1);
    expect(await l.attempt('login', '1.1.1.1', 'a@x')).toBe(true);
    expect(await l.attempt('login', '1.1.1.1', 'a@x')).toBe(true);
    expect(await l.attempt('login', '1.1.1.1', 'a@x')).toBe(false);
    expect(await l.attempt('login', '2.2.2.2', 'a@x')).toBe(true);
  });

  it('refuses a client past its own limit across e-mails', async () => {
    const l = limits(1);
    for (const email of ['a@x', 'b@x', 'c@x', 'd@x']) expect(await l.attempt('login', '3.3.3.3', email)).toBe(true);
    expect(await l.attempt('login', '3.3.3.3', 'e@x')).toBe(false);
  });

});

describe('lockDataDir', () => {
  it('takes the lock, finds it its own again, and releases it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8'))).toEqual({ pid: process.pid, start: processStart(process.pid) });
    lockDataDir(dir);
    release();
    expect(() => readFileSync(join(dir, 'server.lock'))).toThrow();
  });

  it('takes over a lock whose process is gone, or whose pid now runs something that started at another time', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, start: '1' }));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: 1, start: 'otro-arranque' }));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'server.lock'), 'basura');
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: child.pid, start: processStart(child.pid!) }));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });
});
