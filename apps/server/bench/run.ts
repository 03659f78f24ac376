/**
 * `npm run bench`: the product side by side with bare baselines in one run, printed as the table of issue 12.
 *
 * One PostgreSQL (embedded in a temp dir, or DATABASE_URL: its sectors, flashcards and history are emptied).
 * First the public site's card list at 10,000 approved cards, beside the back-office's and revalidated (`public.ts`).
 * Then one sectors table grown 10k → 100k → 1M rows (BENCH_ONLY=public skips it). At 100k: autocannon with 10 clients
 * against bare node:http, bare Fastify replaying the product's recorded statements (list page 1, edit), and the product
 * (its list also compressed, as a browser asks for it); then `/api/health` probed idle and while 20 clients load
 * lists, and a rare term's search after 3,000 edits and after VACUUM. At each size: list page 1 latency; at 1M: the last page, two searches and the totals.
 * Then an edit's rate with one active webhook subscription beside none (`webhooks.ts`; BENCH_ONLY=webhooks runs it alone, at 10k rows).
 * The loads compared are run in turns (`compare`): BENCH_ROUNDS (3) rounds each.
 * BENCH_SECONDS (8) sets each load's length, BENCH_MAX_ROWS (1000000) stops the growth earlier.
 *
 * BENCH_BASE=<git rev> (the commit a piece of work started from) measures that commit too, in the same run (`base.ts`):
 * its own product, from a worktree with its own dependencies, on a database of its own (`bench_base`) on the same
 * server, migrated and seeded by its own code and grown with the same rows. Every product figure then has the base's
 * beside it, and the throughput goals are relative to it. The worktree and that database are removed at the end.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { createDiskStorage } from '../src/uploads/storage.ts';
import { addBaseWorktree, createSiblingDatabase, dropSiblingDatabase, installBase, removeBaseWorktree, seedBase, type Base } from './base.ts';
import { capture } from './capture.ts';
import { cleanupStack } from './cleanup.ts';
import { compare, freePort, load, probe, sequential, startServer, stopServer, type Load, type Server } from './load.ts';
import { CARDS, CLIENTS, measurePublic, seedCards, type PublicFigures } from './public.ts';
import { measureWebhooks } from './webhooks.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_ROWS = Number(process.env.BENCH_MAX_ROWS ?? 1_000_000);
const BASE = process.env.BENCH_BASE || undefined;
const BASE_DATABASE = 'bench_base';
const PASSWORD = 'Bench-12345';
const LIST = '/api/sectors?page=1&limit=10';
// The term of the issue's figure: every row has the word «numero», so the index must read that word's trigrams for
// all of them; a term of rare trigrams alone shows the index's best case.
const SEARCH_TERM = 'numero 12345';
const RARE_TERM = '12345';
const EDITS = 3000;
const ONLY = process.env.BENCH_ONLY;

const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toFixed(v < 10 ? 2 : 1)} ms`);
const cpu = (l: Load) => (l.cpuUs === undefined ? '' : `, CPU ${Math.round(l.cpuUs).toLocaleString('en')} µs/sol.`);
const rps = (l: Load) => `${Math.round(l.rps).toLocaleString('en')} req/s, p99 ${ms(l.p99)}${cpu(l)}${l.errors ? `, ${l.errors} errores` : ''}`;
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}×`);
const check = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'sí' : 'NO');

interface Row {
  what: string;
  bare?: string;
  product?: string;
  base?: string;
  /** Product / base: above 1× a rate is higher, below 1× a time is shorter. */
  vs?: string;
  goal?: string;
  ok?: boolean;
}

const started = performance.now();
const log = (line: string) => process.stderr.write(`· ${Math.round((performance.now() - started) / 1000)} s: ${line}\n`);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));

const cleanups = cleanupStack(log);
cleanups.push('directorio temporal', () => rm(dataDir, { recursive: true, force: true }), { kind: 'dir', dir: dataDir });

/** A database the bench grows: the product's, or the base's. */
interface Db {
  base?: Base;
  databaseUrl: string;
  dataDir: string;
  sql: postgres.Sql;
}
/** A product serving a Db: this checkout's, or the base's own. */
interface Side extends Db {
  origin: string;
  server: Server;
  token: string;
  /** Sectors the edits pick from. */
  ids: string[];
}

try {
  let base: Base | undefined;
  if (BASE) {
    const dir = join(dataDir, 'base');
    cleanups.push('worktree de la base', () => removeBaseWorktree(dir), { kind: 'worktree', dir });
    log(`base ${BASE}: worktree y npm ci`);
    base = await addBaseWorktree(BASE, dir);
    await installBase(base);
  }

  const pgRoot = join(dataDir, 'pg-root');
  const embedded = process.env.DATABASE_URL ? undefined : await (await import('../src/db/embedded/start.ts')).startEmbeddedPostgres({ dataDir: pgRoot });
  if (embedded) cleanups.push('PostgreSQL embebido', () => embedded.stop(), { kind: 'postgres', dir: pgRoot });
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TWO_FACTOR: 'false' }), adminPassword: PASSWORD };
  const connect = (url: string) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    cleanups.push('conexión', () => sql.end({ timeout: 5 }));
    return sql;
  };

  const database = await openDatabase({ databaseUrl, dataDir, log: () => {} });
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: PASSWORD, storage: createDiskStorage(join(dataDir, 'uploads')) });
  await database.close();
  const dbs: Db[] = [{ databaseUrl, dataDir, sql: connect(databaseUrl) }];
  if (base) {
    const baseUrl = await createSiblingDatabase(databaseUrl, BASE_DATABASE);
    cleanups.push(`base de datos ${BASE_DATABASE}`, () => dropSiblingDatabase(databaseUrl, BASE_DATABASE), { kind: 'database', url: databaseUrl, name: BASE_DATABASE });
    const baseDir = join(dataDir, 'base-data');
    await mkdir(baseDir);
    log(`base ${base.short}: sus migraciones y datos de referencia, con su propio código`);
    await seedBase(base, { DATABASE_URL: baseUrl, DATA_DIR: baseDir, ADMIN_EMAIL: config.adminEmail, ADMIN_PASSWORD: PASSWORD });
    dbs.push({ base, databaseUrl: baseUrl, dataDir: baseDir, sql: connect(baseUrl) });
  }
  for (const { sql } of dbs) await sql`truncate sectors, flashcards, historicals cascade`;
  for (const { sql } of dbs) await seedCards(sql);
  const sql = dbs[0]!.sql;

  /**
   * Adds sectors up to `rows` in every database, as a bulk load does: the search indexes rebuilt after, each as its
   * database's own migrations defined it, statistics refreshed.
   */
  const searchIndexes = new Map<Db, string[]>();
  async function grow(rows: number) {
    for (const db of dbs) {
      const n = (await db.sql<{ n: number }[]>`select count(*)::int as n from sectors`)[0]!.n;
      if (n >= rows) continue;
      log(`sectores${db.base ? ' (base)' : ''}: ${n} → ${rows}`);
      if (!searchIndexes.has(db)) {
        const found = await db.sql<{ name: string; definition: string }[]>`
          select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = 'sectors' and indexdef ~* 'using gin'`;
        searchIndexes.set(db, found.map((i) => i.definition));
        for (const { name } of found) await db.sql`drop index ${db.sql(name)}`;
      }
      await db.sql`
        insert into sectors (name, description, active, created_at, updated_at)
        select 'Sector ' || i, 'Descripción del sector número ' || i, i % 5 <> 0,
               now() - make_interval(secs => i), now() - make_interval(secs => i)
        from generate_series(${n + 1}::int, ${rows}::int) as i`;
      await db.sql`set maintenance_work_mem = '256MB'`;
      for (const definition of searchIndexes.get(db)!) await db.sql.unsafe(definition);
      searchIndexes.delete(db);
      await db.sql`vacuum analyze sectors`;
    }
  }

  async function signIn(origin: string): Promise<string> {
    const res = await fetch(`${origin}/api/auth/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.adminEmail, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`${origin}: login ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  async function startProduct(db: Db, nodeArgs: string[] = []) {
    const port = await freePort();
    const server = await startServer('product.ts', { DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir, PORT: String(port) }, nodeArgs, db.base);
    cleanups.push(db.base ? 'producto de la base' : 'producto', () => stopServer(server), { kind: 'process', pid: server.serverPid, script: server.file });
    return { server, origin: `http://127.0.0.1:${port}` };
  }

  /** The rare term's search under load on a product started now (its connections plan the search afresh), stopped after. */
  async function rareSearchOnFreshProduct(side: Side): Promise<Load> {
    const { server, origin } = await startProduct(side);
    try {
      return await load({ url: `${origin}/api/sectors?search=${RARE_TERM}&limit=10`, connections: 10, seconds: SECONDS, token: side.token });
    } finally {
      await stopServer(server);
    }
  }

  /** A figure of each side in turn: the product's, then the base's. */
  async function each<T>(measure: (side: Side) => Promise<T>): Promise<T[]> {
    const out: T[] = [];
    for (const side of sides) out.push(await measure(side));
    return out;
  }

  const growth: Record<number, number[]> = {};
  const listLatency = (rows: number) => each(async (s) => (await sequential(`${s.origin}${LIST}`, s.token, 200)).p50).then((p50) => (growth[rows] = p50));

  await grow(10_000);
  // BENCH_PROFILE=<dir>: the product writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const sides: Side[] = [];
  for (const db of dbs) {
    const { server, origin } = await startProduct(db, db.base ? [] : profile);
    sides.push({ ...db, server, origin, token: await signIn(origin), ids: [] });
  }
  const product = sides[0]!;

  if (ONLY !== 'webhooks') log(`carga: listas de flashcards, ${CARDS.toLocaleString('en')} aprobadas, c=${CLIENTS}`);
  const cards = ONLY === 'webhooks' ? undefined : await measurePublic(sides.map((s) => ({ ...s, pid: s.server.serverPid })), SECONDS, ROUNDS);

  /** This checkout's edit with one active webhook subscription beside none, on a product of its own. */
  async function webhookRows(): Promise<Row[]> {
    log('carga: edición con una suscripción de webhooks y sin ninguna');
    const figures = await measureWebhooks({ ...product, signIn }, SECONDS, ROUNDS, profile);
    const ratioOf = figures.with.rps / figures.without.rps;
    return [
      { what: 'edición sin suscripciones de webhooks, c=10', product: rps(figures.without) },
      {
        what: 'edición con una suscripción activa (receptor en loopback), c=10',
        product: `${rps(figures.with)} (${ratio(figures.with.rps, figures.without.rps)} de sin suscripción); entregas guardadas ${figures.stored}, recibidas ${figures.received}, pendientes ${figures.pending}`,
        goal: '≥ 0.90× sin suscripción',
        ok: ratioOf >= 0.9,
      },
    ];
  }

  /** The back-office figures on sectors, from 10k rows on; their rows of the table. */
  async function sectorRows(): Promise<Row[]> {
    await listLatency(10_000);

    await grow(Math.min(100_000, MAX_ROWS));
    await listLatency(100_000);

    // The bare servers replay what the product sends for these two requests.
    for (const side of sides) side.ids = (await side.sql<{ id: string }[]>`select id from sectors order by created_at desc limit 2000`).map((r) => r.id);
    const pick = (side: Side) => side.ids[Math.floor(Math.random() * side.ids.length)]!;
    const edit = { name: 'Sector editado', description: 'Descripción editada durante la prueba de carga', historical: { description: 'Prueba de carga' } };
    const captured = await capture(config, product.token, {
      list: { method: 'GET', url: LIST },
      edit: { method: 'PUT', url: `/api/sectors/${product.ids[0]}`, payload: edit, recordedId: product.ids[0] },
    });
    const captureFile = join(dataDir, 'capture.json');
    await writeFile(captureFile, JSON.stringify(captured));
    const [nodePort, fastifyPort] = [await freePort(), await freePort()];
    const bareNodeServer = await startServer('bare-node.ts', { PORT: String(nodePort) });
    cleanups.push('bare node:http', () => stopServer(bareNodeServer), { kind: 'process', pid: bareNodeServer.serverPid, script: bareNodeServer.file });
    const bareServer = await startServer('bare-fastify.ts', { PORT: String(fastifyPort), DATABASE_URL: databaseUrl, CAPTURE_FILE: captureFile });
    cleanups.push('bare Fastify', () => stopServer(bareServer), { kind: 'process', pid: bareServer.serverPid, script: bareServer.file });
    const bareFastify = `http://127.0.0.1:${fastifyPort}`;

    log('carga: node:http');
    const bareNode = await load({ url: `http://127.0.0.1:${nodePort}/`, connections: 10, seconds: SECONDS });
    log('carga: lista');
    // Each server's CPU per request beside its rate: on these two cores the product's own process is what saturates.
    const [bareList, ...lists] = await compare(
      [
        { url: `${bareFastify}/list`, connections: 10, seconds: SECONDS, pid: bareServer.serverPid },
        ...sides.map((s) => ({ url: `${s.origin}${LIST}`, connections: 10, seconds: SECONDS, token: s.token, pid: s.server.serverPid })),
      ],
      ROUNDS,
    );
    const compressed = await load({ url: `${product.origin}${LIST}`, connections: 10, seconds: SECONDS, token: product.token, encoding: 'gzip, deflate, br', pid: product.server.serverPid });
    log('carga: edición');
    const body = JSON.stringify(edit);
    const [bareEdit, ...edits] = await compare(
      [
        { url: bareFastify, connections: 10, seconds: SECONDS, method: 'PUT', body, path: () => `/edit/${pick(product)}`, pid: bareServer.serverPid },
        ...sides.map((s) => ({ url: s.origin, connections: 10, seconds: SECONDS, method: 'PUT' as const, body, token: s.token, path: () => `/api/sectors/${pick(s)}`, pid: s.server.serverPid })),
      ],
      ROUNDS,
    );

    log('aislamiento: /api/health');
    const health = await each(async (s) => {
      const idle = await probe(`${s.origin}/api/health`, 4);
      const [busy, underLoad] = await Promise.all([
        new Promise<Awaited<ReturnType<typeof probe>>>((resolve, reject) => setTimeout(() => probe(`${s.origin}/api/health`, Math.max(1, SECONDS - 2)).then(resolve, reject), 1000)),
        load({ url: `${s.origin}${LIST}`, connections: 20, seconds: SECONDS, token: s.token }),
      ]);
      return { idle, busy, underLoad };
    });

    // Edits fill a search index's pending list, if it keeps one, until a vacuum: a rare term's search is measured on a
    // product started after 3,000 edits, then again after VACUUM. Each side's search follows its own edits at once.
    log('búsqueda rara tras 3.000 ediciones');
    const rareAfterEdits = await each(async (s) => {
      log(`${s.base ? `base ${s.base.short}` : 'producto'}: ediciones`);
      await s.sql`vacuum sectors`;
      let edited = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (edited < EDITS) {
            edited += 1;
            const res = await fetch(`${s.origin}/api/sectors/${pick(s)}`, { method: 'PUT', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body });
            await res.arrayBuffer();
          }
        }),
      );
      return rareSearchOnFreshProduct(s);
    });
    log('búsqueda rara tras VACUUM');
    const rareAfterVacuum = await each(async (s) => {
      await s.sql`vacuum sectors`;
      return rareSearchOnFreshProduct(s);
    });

    let deep: { p50: number }[] = [];
    let search: { p50: number }[] = [];
    let rare: { p50: number }[] = [];
    let totals: { p50: number }[] = [];
    if (MAX_ROWS >= 1_000_000) {
      await grow(1_000_000);
      await listLatency(1_000_000);
      const n = (await sql<{ n: number }[]>`select count(*)::int as n from sectors`)[0]!.n;
      log('1M: última página, búsquedas, totales');
      deep = await each((s) => sequential(`${s.origin}/api/sectors?page=${Math.ceil(n / 10)}&limit=10`, s.token));
      search = await each((s) => sequential(`${s.origin}/api/sectors?search=${encodeURIComponent(SEARCH_TERM)}&limit=10`, s.token));
      rare = await each((s) => sequential(`${s.origin}/api/sectors?search=${encodeURIComponent(RARE_TERM)}&limit=10`, s.token));
      totals = await each((s) => sequential(`${s.origin}/api/sectors/totals`, s.token));
    }

    const [list, baseList] = lists as [Load, Load | undefined];
    const [productEdit, baseEdit] = edits as [Load, Load | undefined];
    const [{ idle, busy, underLoad }, baseHealth] = health as [(typeof health)[0], (typeof health)[0] | undefined];
    const sizes = [10_000, 100_000, 1_000_000];
    const p50s = (side: number) => sizes.map((k) => ms(growth[k]?.[side])).join(' → ');
    const atOneM = (figures: { p50: number }[], goal: number) => ({
      product: ms(figures[0]?.p50),
      base: ms(figures[1]?.p50),
      vs: ratio(figures[0]?.p50, figures[1]?.p50),
      goal: `≤ ${goal} ms`,
      ok: figures[0] && figures[0].p50 <= goal,
    });
    const withBase = (goal: string) => (base ? goal : `${goal} (con BENCH_BASE)`);
    const rows: Row[] = [
      { what: 'bare node:http, c=10 (ancla de la máquina)', bare: rps(bareNode) },
      {
        what: 'lista página 1, 100k filas, c=10',
        bare: `Fastify, mismo SQL: ${rps(bareList!)}`,
        product: `${rps(list)} (${ratio(list.rps, bareList!.rps)} del bare)`,
        base: baseList && rps(baseList),
        vs: baseList && `req/s ${ratio(list.rps, baseList.rps)}, p99 ${ratio(list.p99, baseList.p99)}`,
        goal: `p99 ≤ 60 ms; ${withBase('req/s ≥ 0.5× base')}`,
        ok: list.p99 <= 60 && (baseList === undefined || list.rps >= 0.5 * baseList.rps),
      },
      { what: 'lista página 1 como la pide un navegador (br)', product: `${rps(compressed)} (${ratio(compressed.rps, list.rps)} de la lista sin comprimir)` },
      {
        what: 'edición (update + historia), 100k filas, c=10',
        bare: `Fastify, mismo SQL: ${rps(bareEdit!)}`,
        product: `${rps(productEdit)} (${ratio(productEdit.rps, bareEdit!.rps)} del bare)`,
        base: baseEdit && rps(baseEdit),
        vs: baseEdit && `req/s ${ratio(productEdit.rps, baseEdit.rps)}`,
        goal: withBase('req/s ≥ 0.5× base'),
        ok: baseEdit && productEdit.rps >= 0.5 * baseEdit.rps,
      },
      {
        what: 'lista página 1 p50 a 10k → 100k → 1M',
        product: p50s(0),
        base: base && p50s(1),
        vs: base && sizes.map((k) => ratio(growth[k]?.[0], growth[k]?.[1])).join(' → '),
        goal: '1M ≤ 50 ms',
        ok: growth[1_000_000] && growth[1_000_000][0]! <= 50,
      },
      { what: 'última página a 1M filas (p50)', ...atOneM(deep, 300) },
      { what: `búsqueda «${SEARCH_TERM}» a 1M filas (p50)`, ...atOneM(search, 150) },
      { what: `búsqueda «${RARE_TERM}» a 1M filas (p50)`, ...atOneM(rare, 150) },
      {
        what: `búsqueda «${RARE_TERM}» a 100k filas tras 3.000 ediciones, conexiones nuevas, c=10`,
        bare: `tras VACUUM: ${rps(rareAfterVacuum[0]!)}`,
        product: `${rps(rareAfterEdits[0]!)} (${ratio(rareAfterEdits[0]!.rps, rareAfterVacuum[0]!.rps)})`,
        base: rareAfterEdits[1] && `${rps(rareAfterEdits[1])}; tras VACUUM: ${rps(rareAfterVacuum[1]!)} (${ratio(rareAfterEdits[1].rps, rareAfterVacuum[1]!.rps)})`,
        vs: rareAfterEdits[1] && `req/s ${ratio(rareAfterEdits[0]!.rps, rareAfterEdits[1].rps)} (tras ediciones)`,
        goal: '≥ 0.8× tras VACUUM',
        ok: rareAfterEdits[0]!.rps >= 0.8 * rareAfterVacuum[0]!.rps,
      },
      { what: 'totales a 1M filas (p50)', ...atOneM(totals, 100) },
      {
        what: '/api/health p99 con 20 clientes cargando listas',
        bare: `en reposo: p99 ${ms(idle.p99)}`,
        product: `p99 ${ms(busy.p99)} (${ratio(busy.p99, idle.p99)}); la carga: ${rps(underLoad)}`,
        base: baseHealth && `en reposo p99 ${ms(baseHealth.idle.p99)}; p99 ${ms(baseHealth.busy.p99)} (${ratio(baseHealth.busy.p99, baseHealth.idle.p99)}); la carga: ${rps(baseHealth.underLoad)}`,
        vs: baseHealth && `p99 ${ratio(busy.p99, baseHealth.busy.p99)}`,
        goal: '≤ 10× reposo',
        ok: busy.p99 <= 10 * idle.p99,
      },
    ];
    return rows;
  }

  const publicRow = (what: string, mine: Load, theirs: Load | undefined, note?: string): Row => ({
    what: `${what}, c=${CLIENTS}`,
    product: note ? `${rps(mine)} (${note})` : rps(mine),
    base: theirs && rps(theirs),
    vs: theirs && `req/s ${ratio(mine.rps, theirs.rps)}, p99 ${ratio(mine.p99, theirs.p99)}`,
  });
  const cardRows = (figures: PublicFigures[]): Row[] => {
    const [now, before] = figures as [PublicFigures, PublicFigures | undefined];
    const [full, built, revalidated] = [now.full!, now.built!, now.revalidated!];
    return [
      publicRow(`flashcards del back-office (admin), ${CARDS.toLocaleString('en')} aprobadas`, now.backOffice, before?.backOffice),
      {
        ...publicRow(`flashcards públicas (anónimo), ${CARDS.toLocaleString('en')} aprobadas`, full, before?.full, `${ratio(full.rps, now.backOffice.rps)} del back-office`),
        goal: 'p99 ≤ 50 ms',
        ok: full.p99 <= 50,
      },
      publicRow('flashcards públicas, una URL nueva en cada petición (respuesta construida)', built, before?.built, `${ratio(built.rps, now.backOffice.rps)} del back-office`),
      {
        ...publicRow('flashcards públicas revalidadas (If-None-Match → 304)', revalidated, before?.revalidated, `${ratio(revalidated.rps, built.rps)} de la construida, ${ratio(revalidated.rps, full.rps)} de la completa de memoria`),
        goal: '≥ 3× la respuesta construida',
        ok: revalidated.rps >= 3 * built.rps,
      },
    ];
  };
  const rows = [...(ONLY ? [] : await sectorRows()), ...(ONLY === 'public' ? [] : await webhookRows()), ...(cards ? cardRows(cards) : [])];

  const header: Row = { what: 'qué', bare: 'bare / ancla', product: 'producto', base: `base (${base?.short})`, vs: 'producto / base', goal: 'meta', ok: undefined };
  const cells = (r: Row, head = false) => [r.what, r.bare ?? '—', r.product ?? '—', ...(base ? [r.base ?? '—', r.vs ?? '—'] : []), r.goal ?? '—', head ? 'cumple' : check(r.ok)];
  const table = [cells(header, true), ...rows.map((r) => cells(r))];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length), 6));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const turns = base ? `bare, producto y base ${base.short} por turnos` : 'bare y producto por turnos';
  process.stdout.write(
    [
      '',
      `npm run bench — ${new Date().toISOString()}, ${SECONDS} s por carga (${turns}, ${ROUNDS} rondas cada uno), autocannon en loopback, PostgreSQL ${embedded ? 'embebido' : 'de DATABASE_URL'}${base ? `, la base en su propia base de datos (${BASE_DATABASE}) del mismo servidor` : ''}`,
      '',
      line(table[0]!),
      line(widths.map((w) => '-'.repeat(w))),
      ...table.slice(1).map(line),
      ...(base ? ['', 'producto / base: por encima de 1× un ritmo es mayor (mejor), por debajo de 1× un tiempo es menor (mejor).'] : []),
      '',
    ].join('\n'),
  );
} finally {
  await cleanups.run();
}
