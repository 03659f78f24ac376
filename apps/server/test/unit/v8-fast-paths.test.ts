import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** V8's protectors: each stays on until some code does what its fast path cannot allow, and then is off for good. */
const PROTECTORS = [
  'ArraySpeciesProtector',
  'ArrayIteratorProtector',
  'TypedArraySpeciesProtector',
  'MapIteratorProtector',
  'SetIteratorProtector',
  'StringIteratorProtector',
  'PromiseSpeciesProtector',
  'RegExpSpeciesProtector',
];

describe('V8 fast paths', () => {
  it('loading the whole server (every dependency) leaves them all on', { timeout: 60_000 }, () => {
    // A dependency's feature test once assigned `constructor` on a typed array (typedarray.prototype.slice, through
    // exceljs), which turned off the typed-array fast path for the whole process; patched in patches/.
    const app = fileURLToPath(new URL('../../src/app.ts', import.meta.url));
    const script = `await import(${JSON.stringify(app)});
      console.log(JSON.stringify(${JSON.stringify(PROTECTORS)}.filter((name) => !globalThis.eval('%' + name + '()'))));`;
    const off = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(JSON.parse(off.trim().split('\n').at(-1)!)).toEqual([]);
  });
});
