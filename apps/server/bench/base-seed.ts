/**
 * Run by the base commit's own tsx with the base's worktree as its directory (`base.ts`): opens DATABASE_URL with the
 * base's own code, which applies the base's migrations, and seeds the base's reference data with the admin
 * ADMIN_EMAIL / ADMIN_PASSWORD; with `--demo`, the base's demo data too. It imports only the base's modules, by path,
 * so that nothing of this checkout's code reaches the base's database. Prints, as its last line, a JSON object with
 * the newest company's id when `--demo` seeded some.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const env = Object.fromEntries(
  ['DATABASE_URL', 'DATA_DIR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].map((name) => {
    const value = process.env[name];
    if (!value) throw new Error(`base-seed: falta ${name}`);
    return [name, value];
  }),
) as Record<'DATABASE_URL' | 'DATA_DIR' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD', string>;
const demo = process.argv.includes('--demo');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the base's modules, typed as the base wrote them, not as this checkout does
const from = async (path: string): Promise<any> => import(pathToFileURL(join(process.cwd(), 'apps/server/src', path)).href);

const { openDatabase } = await from('db/connect.ts');
const { seedReferenceData } = await from('db/seed.ts');
const { createDiskStorage } = await from('uploads/storage.ts');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log: () => {} });
try {
  const storage = createDiskStorage(join(env.DATA_DIR, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, storage });
  let company: string | undefined;
  if (demo) {
    const { seedDemoData } = await from('db/demo/seed-demo.ts');
    await seedDemoData(database.db, storage);
    company = ((await database.sql`select id from companies order by created_at desc limit 1`) as { id: string }[])[0]?.id;
  }
  process.stdout.write(`\n${JSON.stringify({ company })}\n`);
} finally {
  await database.close();
}
