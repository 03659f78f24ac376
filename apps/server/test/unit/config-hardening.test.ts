import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

describe('issue 11 variables', () => {
  it('by default: 5 code mails per account and window, no proxy trusted (no HSTS)', () => {
    expect(loadConfig({ DATA_DIR })).toMatchObject({ authCodeMails: 5, trustProxy: false });
  });

  it('TRUST_PROXY: true, a number of hops, or addresses', () => {
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('AUTH_CODE_MAILS must be a whole number above 0', () => {
    expect(loadConfig({ DATA_DIR, AUTH_CODE_MAILS: '20' }).authCodeMails).toBe(20);
    expect(() => loadConfig({ DATA_DIR, AUTH_CODE_MAILS: '0' })).toThrow(/AUTH_CODE_MAILS/);
  });
});
