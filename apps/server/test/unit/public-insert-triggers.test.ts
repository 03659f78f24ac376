/**
 * The engine tells a row's insert apart from one another program wrote only on the tables the public site writes to:
 * those, and only those, must carry the public-insert trigger, or a row would be notified twice or not at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '@app/domain/resources/registry';

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

describe('public-insert triggers', () => {
  it('are on exactly the tables of the resources the public site creates', () => {
    const sql = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(migrations, file), 'utf8'))
      .join('\n');
    const triggered = [...sql.matchAll(/EXECUTE FUNCTION app_public_insert\('(\w+)'\)/g)].map((m) => m[1]).sort();
    const created = resources
      .filter((def) => def.publicSite?.create !== undefined)
      .map((def) => def.module)
      .sort();
    expect(triggered).toEqual(created);
  });
});
