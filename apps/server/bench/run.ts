/**
 * `npm run bench`: the product side by side with bare baselines in one run, printed as the table of issue 12.
 *
 * One PostgreSQL (embedded in a temp dir, or DATABASE_URL: its sectors and history are emptied), one sectors table
 * grown 10k → 100k → 1M rows. At 100k: autocannon with 10 clients against bare node:http, bare Fastify replaying the
 * product's recorded statements (list page 1, edit), and the product (its list also compressed, as a browser asks for
 * it); then `/api/health` probed idle and while 20 clients load lists, and a rare term's search after 3,000 edits and
 * after VACUUM. At each size: list page 1 latency; at 1M: the
 * last page, a search and the totals.
 * The bare Fastify and the product are compared in turns (`compare`): BENCH_ROUNDS (3) rounds each.
 * BENCH_SECONDS (8) sets each load's length, BENCH_MAX_ROWS (1000000) stops the growth earlier.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { createDiskStorage } from '../src/uploads/storage.ts';
import { capture } from './capture.ts';
import { compare, freePort, load, probe, sequential, startServer, stopServer, type Load } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_ROWS = Number(process.env.BENCH_MAX_ROWS ?? 1_000_000);
const PASSWORD = 'Bench-12345';
const LIST = '/api/sectors?page=1&limit=10';
// The term of the issue's figure: every row has the word «numero», so the index must read that word's trigrams for
// all of them; a term of rare trigrams alone shows the index's best case.
const SEARCH_TERM = 'numero 12345';
const RARE_TERM = '12345';

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const embedded = process.env.DATABASE_URL
  ? undefined
  : await (await import('../src/db/embedded/start.ts')).startEmbeddedPostgres({ dataDir: join(dataDir, 'pg-root') });
const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TWO_FACTOR: 'false' }), adminPassword: PASSWORD };
const children: Awaited<ReturnType<typeof startServer>>[] = [];
const log = (line: string) => process.stderr.write(`· ${line}\n`);

try {
  const database = await openDatabase({ databaseUrl, dataDir, log: () => {} });
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: PASSWORD, storage: createDiskStorage(join(dataDir, 'uploads')) });
  await database.close();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`truncate sectors, historicals cascade`;

  /** Adds sectors up to `rows`, as a bulk load does: the search index rebuilt after, statistics refreshed. */
  async function grow(rows: number) {
    const n = (await sql<{ n: number }[]>`select count(*)::int as n from sectors`)[0]!.n;
    if (n >= rows) return;
    log(`sectores: ${n} → ${rows}`);
    await sql`drop index if exists sectors_search_idx`;
    await sql`
      insert into sectors (name, description, active, created_at, updated_at)
      select 'Sector ' || i, 'Descripción del sector número ' || i, i % 5 <> 0,
             now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(${n + 1}::int, ${rows}::int) as i`;
    await sql`set maintenance_work_mem = '256MB'`;
    await sql`create index sectors_search_idx on sectors using gin (search_text gin_trgm_ops) with (fastupdate = false)`;
    await sql`vacuum analyze sectors`;
  }

  /** The rare term's search under load on a product started now, stopped after. */
  async function rareSearchOnFreshProduct(): Promise<Load> {
    const port = await freePort();
    const server = await startServer('product.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port) });
    try {
      return await load({ url: `http://127.0.0.1:${port}/api/sectors?search=${RARE_TERM}&limit=10`, connections: 10, seconds: SECONDS, token });
    } finally {
      await stopServer(server);
    }
  }

  const productPort = await freePort();
  const product = `http://127.0.0.1:${productPort}`;
  const growth: Record<number, number> = {};
  await grow(10_000);
  // BENCH_PROFILE=<dir>: the product writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const productServer = await startServer('product.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(productPort) }, profile);
  children.push(productServer);
  const login = await fetch(`${product}/api/auth/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  growth[10_000] = (await sequential(`${product}${LIST}`, token, 200)).p50;

  await grow(Math.min(100_000, MAX_ROWS));
  growth[100_000] = (await sequential(`${product}${LIST}`, token, 200)).p50;

  // The bare servers replay what the product sends for these two requests.
  const ids = (await sql<{ id: string }[]>`select id from sectors order by created_at desc limit 2000`).map((r) => r.id);
  const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
  const edit = { name: 'Sector editado', description: 'Descripción editada durante la prueba de carga', historical: { description: 'Prueba de carga' } };
  const captured = await capture(config, token, {
    list: { method: 'GET', url: LIST },
    edit: { method: 'PUT', url: `/api/sectors/${ids[0]}`, payload: edit, recordedId: ids[0] },
  });
  const captureFile = join(dataDir, 'capture.json');
  await writeFile(captureFile, JSON.stringify(captured));
  const [nodePort, fastifyPort] = [await freePort(), await freePort()];
  children.push(await startServer('bare-node.ts', { PORT: String(nodePort) }));
  const bareServer = await startServer('bare-fastify.ts', { PORT: String(fastifyPort), DATABASE_URL: databaseUrl, CAPTURE_FILE: captureFile });
  children.push(bareServer);
  const bareFastify = `http://127.0.0.1:${fastifyPort}`;

  log('carga: node:http');
  const bareNode = await load({ url: `http://127.0.0.1:${nodePort}/`, connections: 10, seconds: SECONDS });
  log('carga: lista');
  // Each server's CPU per request beside its rate: on these two cores the product's own process is what saturates.
  const [bareList, list] = await compare(
    { url: `${bareFastify}/list`, connections: 10, seconds: SECONDS, pid: bareServer.serverPid },
    { url: `${product}${LIST}`, connections: 10, seconds: SECONDS, token, pid: productServer.serverPid },
    ROUNDS,
  );
  const compressed = await load({ url: `${product}${LIST}`, connections: 10, seconds: SECONDS, token, encoding: 'gzip, deflate, br', pid: productServer.serverPid });
  log('carga: edición');
  const body = JSON.stringify(edit);
  const [bareEdit, productEdit] = await compare(
    { url: bareFastify, connections: 10, seconds: SECONDS, method: 'PUT', body, path: () => `/edit/${pick()}`, pid: bareServer.serverPid },
    { url: product, connections: 10, seconds: SECONDS, method: 'PUT', body, token, path: () => `/api/sectors/${pick()}`, pid: productServer.serverPid },
    ROUNDS,
  );

  log('aislamiento: /api/health');
  const idle = await probe(`${product}/api/health`, 4);
  const [busy, underLoad] = await Promise.all([
    new Promise<Awaited<ReturnType<typeof probe>>>((resolve, reject) => setTimeout(() => probe(`${product}/api/health`, SECONDS - 2).then(resolve, reject), 1000)),
    load({ url: `${product}${LIST}`, connections: 20, seconds: SECONDS, token }),
  ]);

  // Edits fill a search index's pending list, if it keeps one, until a vacuum: a rare term's search is measured on a
  // product started after 3,000 edits (its connections plan the search afresh), then again after VACUUM.
  log('búsqueda rara tras 3.000 ediciones');
  await sql`vacuum sectors`;
  const EDITS = 3000;
  let edited = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (edited < EDITS) {
        edited += 1;
        const res = await fetch(`${product}/api/sectors/${pick()}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
      }
    }),
  );
  const rareAfterEdits = await rareSearchOnFreshProduct();
  await sql`vacuum sectors`;
  const rareAfterVacuum = await rareSearchOnFreshProduct();

  let deep: { p50: number } | undefined;
  let search: { p50: number } | undefined;
  let rare: { p50: number } | undefined;
  let totals: { p50: number } | undefined;
  if (MAX_ROWS >= 1_000_000) {
    await grow(1_000_000);
    growth[1_000_000] = (await sequential(`${product}${LIST}`, token, 200)).p50;
    const n = (await sql<{ n: number }[]>`select count(*)::int as n from sectors`)[0]!.n;
    log('1M: última página, búsqueda, totales');
    deep = await sequential(`${product}/api/sectors?page=${Math.ceil(n / 10)}&limit=10`, token);
    search = await sequential(`${product}/api/sectors?search=${encodeURIComponent(SEARCH_TERM)}&limit=10`, token);
    rare = await sequential(`${product}/api/sectors?search=${encodeURIComponent(RARE_TERM)}&limit=10`, token);
    totals = await sequential(`${product}/api/sectors/totals`, token);
  }
  await sql.end();

  const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toFixed(v < 10 ? 2 : 1)} ms`);
  const cpu = (l: Load) => (l.cpuUs === undefined ? '' : `, CPU ${Math.round(l.cpuUs).toLocaleString('en')} µs/sol.`);
  const rps = (l: Load) => `${Math.round(l.rps).toLocaleString('en')} req/s, p99 ${ms(l.p99)}${cpu(l)}${l.errors ? `, ${l.errors} errores` : ''}`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const check = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'sí' : 'NO');
  const rows: [string, string, string, string, string][] = [
    ['bare node:http, c=10 (ancla de la máquina)', rps(bareNode), '—', '—', '—'],
    [
      'lista página 1, 100k filas, c=10',
      `Fastify, mismo SQL: ${rps(bareList)}`,
      `${rps(list)} (${ratio(list.rps, bareList.rps)} del bare)`,
      'p99 ≤ 25 ms y ≥ 1/1.2 del bare',
      check(list.p99 <= 25 && list.rps >= bareList.rps / 1.2),
    ],
    ['lista página 1 como la pide un navegador (br)', '—', `${rps(compressed)} (${ratio(compressed.rps, list.rps)} de la lista sin comprimir)`, '—', '—'],
    ['edición (update + historia), c=10', `Fastify, mismo SQL: ${rps(bareEdit)}`, `${rps(productEdit)} (${ratio(productEdit.rps, bareEdit.rps)})`, '≥ 0.75× bare', check(productEdit.rps >= 0.75 * bareEdit.rps)],
    [
      'lista página 1 p50 a 10k → 100k → 1M',
      '—',
      [10_000, 100_000, 1_000_000].map((k) => ms(growth[k])).join(' → '),
      '1M ≤ 2× 10k',
      check(growth[1_000_000] === undefined ? undefined : growth[1_000_000]! <= 2 * growth[10_000]!),
    ],
    ['última página a 1M filas (p50)', '—', ms(deep?.p50), '≤ 20 ms', check(deep && deep.p50 <= 20)],
    [`búsqueda «${SEARCH_TERM}» a 1M filas (p50)`, '—', ms(search?.p50), '≤ 25 ms', check(search && search.p50 <= 25)],
    [`búsqueda «${RARE_TERM}» a 1M filas (p50, informativo)`, '—', ms(rare?.p50), '—', '—'],
    [
      `búsqueda «${RARE_TERM}» a 100k filas tras 3.000 ediciones, conexiones nuevas, c=10`,
      `tras VACUUM: ${rps(rareAfterVacuum)}`,
      `${rps(rareAfterEdits)} (${ratio(rareAfterEdits.rps, rareAfterVacuum.rps)})`,
      '≥ 0.8× tras VACUUM',
      check(rareAfterEdits.rps >= 0.8 * rareAfterVacuum.rps),
    ],
    ['totales a 1M filas (p50)', '—', ms(totals?.p50), '≤ 5 ms', check(totals && totals.p50 <= 5)],
    [
      '/api/health p99 con 20 clientes cargando listas',
      `en reposo: p99 ${ms(idle.p99)}`,
      `p99 ${ms(busy.p99)} (${ratio(busy.p99, idle.p99)}); la carga: ${rps(underLoad)}`,
      '≤ 10× reposo',
      check(busy.p99 <= 10 * idle.p99),
    ],
  ];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((r) => r[i]!.length), 6));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    [
      '',
      `npm run bench — ${new Date().toISOString()}, ${SECONDS} s por carga (bare y producto por turnos, ${ROUNDS} rondas cada uno), autocannon en loopback, PostgreSQL ${embedded ? 'embebido' : 'de DATABASE_URL'}`,
      '',
      line(['qué', 'bare / ancla', 'producto', 'meta', 'cumple']),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      '',
    ].join('\n'),
  );
} finally {
  for (const child of children) await stopServer(child);
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
