/**
 * `npm run bench`: list and totals latency of a catalogue with 100k rows, through the real app (inject),
 * on the embedded server (or DATABASE_URL). Prints p50/p95 per query and the plans PostgreSQL chose.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { createDiskStorage } from '../src/uploads/storage.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, TWO_FACTOR: 'false', DATABASE_URL: process.env.DATABASE_URL }), adminPassword: 'Bench-12345' };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, log: () => {} });
try {
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, storage });
  const { sql } = database;
  await sql`truncate companies, sectors, business_types`;
  await sql`
    insert into sectors (name, description, active, created_at, updated_at)
    select 'Sector ' || i, 'Descripción del sector número ' || i, i % 5 <> 0,
           now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${ROWS}) as i`;
  await sql`insert into business_types (name, description) select 'Ámbito ' || i, 'Descripción ' || i from generate_series(1, 10) as i`;
  await sql`
    insert into companies (name, description, business_type_id, sector_id, country, state, city, image, created_at, updated_at)
    select 'Empresa ' || i, 'Descripción de la empresa ' || i,
           (select id from business_types order by name offset (i % 10) limit 1),
           (select id from sectors order by name offset (i % 10) limit 1),
           'México', 'Jalisco', 'Guadalajara', null, now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${ROWS}) as i`;
  await sql`analyze sectors`;
  await sql`analyze companies`;

  const app = await buildApp(config, database, { logger: false, requestsPerMinute: 1_000_000, storage });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/admins/login',
    payload: { email: config.adminEmail, password: config.adminPassword },
  });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;

  const cases: [string, string][] = [
    ['list page 1', '/api/sectors?page=1&limit=10'],
    ['list active page 1', '/api/sectors?page=1&limit=10&active=true'],
    ['list inactive page 50', '/api/sectors?page=50&limit=10&active=false'],
    ['list sorted by name', '/api/sectors?sort=name&limit=10'],
    ['list search', '/api/sectors?search=numero%2012345&limit=10'],
    ['totals', '/api/sectors/totals'],
    ['companies page 1 (2 refs)', '/api/companies?page=1&limit=10'],
    ['companies by sector', '/api/companies?limit=10&sector=SECTOR'],
    ['companies totals', '/api/companies/totals'],
  ];
  const [sector] = await sql<{ id: string }[]>`select id from sectors order by name limit 1`;
  console.log(`${ROWS} filas, ${RUNS} peticiones por caso\n`);
  for (const [name, rawUrl] of cases) {
    const url = rawUrl.replace('SECTOR', sector!.id);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${name.padEnd(28)} p50 ${p(0.5).padStart(7)} ms   p95 ${p(0.95).padStart(7)} ms`);
  }

  console.log('\nPlanes:');
  for (const query of [
    sql`explain select * from sectors order by created_at desc, id desc limit 10`,
    sql`explain select * from sectors where active = false order by created_at desc, id desc limit 10 offset 490`,
    sql`explain select count(*) from sectors where active = true`,
  ]) {
    const plan = (await query) as unknown as { 'QUERY PLAN': string }[];
    console.log(plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n'), '\n');
  }
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
