/**
 * `npm run bench:web` (after the build): the web app's JavaScript as a browser receives it, eager and lazy (gzip and
 * brotli, from the files the build precompressed), and Lighthouse's mobile performance (simulated slow 4G and 4× CPU,
 * median of 3) for the login, a list and a detail, on the product serving the demo data. Debian's Chromium, headless;
 * no browser is downloaded. With the scores, Lighthouse's gauge of this machine's speed (`benchmarkIndex`): its
 * simulation scales the tasks it observed here, so a score is comparable only with others from a like machine.
 *
 * BENCH_BASE=<git rev>: the same figures for that commit, in the same run (`base.ts`): its web built in its own
 * worktree and served by its own product, on a database of its own (`bench_web_base`) seeded by its own code with
 * its own demo data. Its rows follow the product's, and each page is audited on both in turns.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { createDiskStorage } from '../src/uploads/storage.ts';
import { addBaseWorktree, buildBaseWeb, createSiblingDatabase, dropSiblingDatabase, installBase, removeBaseWorktree, seedBase, type Base } from './base.ts';
import { cleanupStack } from './cleanup.ts';
import { freePort, startServer, stopServer } from './load.ts';

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BASE = process.env.BENCH_BASE || undefined;
const BASE_DATABASE = 'bench_web_base';
const PASSWORD = 'Bench-12345';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const routeSets: [string, string[]][] = [
  ['login (/)', ['src/app/public-frame.tsx']],
  ['lista (/companies)', ['src/app/protected-routes.tsx', 'src/app/protected-layout.tsx', 'src/engine/list-page.tsx']],
  ['detalle (/companies/:id)', ['src/app/protected-routes.tsx', 'src/app/protected-layout.tsx', 'src/engine/detail-page.tsx']],
];
interface Weight {
  name: string;
  gz: number;
  br: number;
  raw: number;
  n: number;
}

/** A build's JavaScript: the initial set, each route's deferred part, all that is deferred; a route its build lacks is left out. */
function weighBuild(dist: string): Weight[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const size = (file: string, ext: '' | '.gz' | '.br') => {
    try {
      return statSync(join(dist, file + ext)).size;
    } catch {
      return statSync(join(dist, file)).size; // below the compression threshold: sent as it is
    }
  };
  /** A chunk and everything it imports statically: what arrives before it runs. */
  function closure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into;
    into.add(key);
    for (const k of manifest[key]!.imports ?? []) closure(k, into);
    return into;
  }
  const weigh = (name: string, keys: Iterable<string>): Weight => {
    const files = [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).map((k) => manifest[k]!.file);
    const sum = (ext: '' | '.gz' | '.br') => files.reduce((s, f) => s + size(f, ext), 0);
    return { name, gz: sum('.gz'), br: sum('.br'), raw: sum(''), n: files.length };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const initial = closure(entry);
  return [
    weigh('inicial (index.html y sus imports)', initial),
    ...routeSets.flatMap(([name, keys]) => {
      if (!keys.every((k) => manifest[k])) return [];
      const lazy = new Set<string>();
      for (const k of keys) closure(k, lazy);
      for (const k of initial) lazy.delete(k);
      return [weigh(`+ diferido de ${name}`, lazy)];
    }),
    weigh('todo lo diferido', Object.keys(manifest).filter((k) => !initial.has(k))),
  ];
}

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
const cleanups = cleanupStack(log);
cleanups.push('directorio temporal', () => rm(dataDir, { recursive: true, force: true }), { kind: 'dir', dir: dataDir });
try {
  let base: Base | undefined;
  let baseDist: string | undefined;
  if (BASE) {
    const dir = join(dataDir, 'base');
    cleanups.push('worktree de la base', () => removeBaseWorktree(dir), { kind: 'worktree', dir });
    log(`base ${BASE}: worktree, npm ci y build de su web`);
    base = await addBaseWorktree(BASE, dir);
    await installBase(base);
    baseDist = await buildBaseWeb(base);
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const product = weighBuild(dist);
  const baseWeights = baseDist ? weighBuild(baseDist) : [];
  const weightRow = (w: Weight, label = '', vs?: Weight) =>
    `| ${w.name}${label} | ${w.n} | ${kb(w.raw)} | ${kb(w.gz)} | ${kb(w.br)} |${base ? ` ${vs ? `${(w.br / vs.br).toFixed(2)}×` : '—'} |` : ''}`;
  const sizeLines = [
    `| JS | archivos | sin comprimir | gzip | brotli |${base ? ' producto / base (brotli) |' : ''}`,
    `| --- | --- | --- | --- | --- |${base ? ' --- |' : ''}`,
    ...product.map((w) => weightRow(w, '', baseWeights.find((b) => b.name === w.name))),
    ...baseWeights.map((w) => weightRow(w, ` — base ${base!.short}`)),
  ];
  process.stdout.write(`\nnpm run bench:web — ${new Date().toISOString()}\n\n${sizeLines.join('\n')}\n\n`);

  const pgRoot = join(dataDir, 'pg-root');
  const embedded = await (await import('../src/db/embedded/start.ts')).startEmbeddedPostgres({ dataDir: pgRoot });
  cleanups.push('PostgreSQL embebido', () => embedded.stop(), { kind: 'postgres', dir: pgRoot });
  const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: embedded.url, TWO_FACTOR: 'false' }), adminPassword: PASSWORD };
  const database = await openDatabase({ databaseUrl: embedded.url, dataDir, log: () => {} });
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: PASSWORD, storage });
  await seedDemoData(database.db, storage);
  const [company] = await database.sql<{ id: string }[]>`select id from companies order by created_at desc limit 1`;
  await database.close();

  /** A product serving a database, signed in as the web app is after a login. */
  interface Site {
    name: string;
    origin: string;
    company: string;
    session: { token: string; user: unknown };
  }
  async function serve(name: string, env: { DATABASE_URL: string; DATA_DIR: string }, company: string, from?: Base): Promise<Site> {
    const port = await freePort();
    const server = await startServer('product.ts', { ...env, PORT: String(port) }, [], from);
    cleanups.push(`producto${name}`, () => stopServer(server), { kind: 'process', pid: server.serverPid, script: server.file });
    const origin = `http://localhost:${port}`;
    const res = await fetch(`${origin}/api/auth/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.adminEmail, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`${name}: login ${res.status} ${await res.text()}`);
    return { name, origin, company, session: ((await res.json()) as { data: { token: string; user: unknown } }).data };
  }
  const sites = [await serve('', { DATABASE_URL: embedded.url, DATA_DIR: dataDir }, company!.id)];
  if (base) {
    const baseUrl = await createSiblingDatabase(embedded.url, BASE_DATABASE);
    cleanups.push(`base de datos ${BASE_DATABASE}`, () => dropSiblingDatabase(embedded.url, BASE_DATABASE), { kind: 'database', url: embedded.url, name: BASE_DATABASE });
    const baseDir = join(dataDir, 'base-data');
    await mkdir(baseDir);
    log(`base ${base.short}: sus migraciones, datos de referencia y de demostración, con su propio código`);
    const env = { DATABASE_URL: baseUrl, DATA_DIR: baseDir };
    const seeded = await seedBase(base, { ...env, ADMIN_EMAIL: config.adminEmail, ADMIN_PASSWORD: PASSWORD }, true);
    sites.push(await serve(` — base ${base.short}`, env, seeded.company!, base));
  }

  const debugPort = await freePort();
  const browser = await chromium.launchPersistentContext(join(dataDir, 'chromium'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  cleanups.push('Chromium', () => browser.close());
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(sites[0]!.origin);

  /** One Lighthouse run: the score, its metrics, where the main thread went and what held the largest paint back. */
  const audit = async (url: string) => {
    // Lighthouse's reset would keep localStorage too; skipping it keeps the HTTP and code caches: a returning admin's load, as the goals were set.
    const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const { audits, categories, runtimeError, environment } = result!.lhr;
    const items = (id: string) => (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const work = items('mainthread-work-breakdown') as { groupLabel: string; duration: number }[];
    // The element, then its phases (time to first byte, load delay and time, render delay).
    const [element, phases] = items('largest-contentful-paint-element') as { items?: Record<string, unknown>[] }[];
    const node = element?.items?.[0]?.node as { nodeLabel?: string } | undefined;
    const phaseText = (phases?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`).join(', ');
    return {
      work: work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(', '),
      lcpElement: node?.nodeLabel ? `«${node.nodeLabel.slice(0, 60)}»: ${phaseText}` : '',
      score: Math.round((categories.performance!.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']!.numericValue!,
      lcp: audits['largest-contentful-paint']!.numericValue!,
      tbt: audits['total-blocking-time']!.numericValue!,
      cls: audits['cumulative-layout-shift']!.numericValue!,
      cpu: environment.benchmarkIndex,
      // A run Lighthouse could not measure scores 0: what stopped it is printed, not left to guess.
      error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
    };
  };
  /** A run Lighthouse could not measure (a lost trace: NO_NAVSTART) scored nothing real: it is run again, at most twice. */
  const measure = async (url: string) => {
    const retried: string[] = [];
    let run = await audit(url);
    while (run.error && retried.length < 2) {
      retried.push(run.error);
      run = await audit(url);
    }
    return { ...run, retried };
  };
  type Run = Awaited<ReturnType<typeof measure>>;
  const summary = (runs: Run[]) => {
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    return {
      median: sorted[Math.floor(sorted.length / 2)]!,
      runs,
      scores: sorted.map((r) => r.score),
      errors: sorted.flatMap((r) => (r.error ? [r.error] : [])),
      retried: runs.flatMap((r) => r.retried),
    };
  };
  const pages: [string, (site: Site) => string][] = [
    ['login (/)', () => '/'],
    ['lista (/companies)', () => '/companies'],
    ['detalle (/companies/:id)', (site) => `/companies/${site.company}`],
  ];
  const results: { site: Site; page: string; result: ReturnType<typeof summary> }[] = [];
  for (const [i, [name, path]] of pages.entries()) {
    if (i === 1) {
      // Signed in after the login page's audit: the token and the admin where the app keeps them, on each origin.
      for (const site of sites) {
        await page.goto(site.origin);
        await page.evaluate((session) => {
          // Runs in the page: its storage is the browser's.
          const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
          storage.setItem('auth_token', session.token);
          storage.setItem('auth_user', JSON.stringify(session.user));
        }, site.session);
      }
    }
    // Each page opened twice first: an admin's everyday load finds its scripts in the HTTP cache and in V8's code
    // cache, which Chromium writes on a script's second load; unwarmed, the first audited runs were a first visit.
    for (const site of sites) for (let visit = 0; visit < 2; visit++) await page.goto(`${site.origin}${path(site)}`, { waitUntil: 'networkidle' });
    // Run by run in turns, so that the machine's slower minutes fall on the product and the base alike.
    const runs = new Map<Site, Run[]>(sites.map((site) => [site, []]));
    for (let run = 0; run < RUNS; run++) for (const site of sites) runs.get(site)!.push(await measure(`${site.origin}${path(site)}`));
    for (const site of sites) results.push({ site, page: name, result: summary(runs.get(site)!) });
  }

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const middle = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
  const ordered = sites.flatMap((site) => results.filter((r) => r.site === site));
  process.stdout.write(
    [
      `Lighthouse ${RUNS}× por página, móvil (simulado), mediana; meta ≥ 90`,
      `Velocidad de esta máquina según Lighthouse (benchmarkIndex, mediana de las corridas): ${middle(results.flatMap(({ result }) => result.runs.map((r) => r.cpu)))}`,
      '',
      '| página | puntuación (mediana; corridas) | FCP | LCP | TBT | CLS | cumple |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...ordered.map(
        ({ site, page, result: { median, scores } }) =>
          `| ${page}${site.name} | ${median.score} (${scores.join(', ')}) | ${s(median.fcp)} | ${s(median.lcp)} | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ${site.name ? '—' : median.score >= 90 ? 'sí' : 'NO'} |`,
      ),
      '',
      'Trabajo del hilo principal (corrida mediana, CPU simulada 4×):',
      ...ordered.map(({ site, page, result: { median } }) => `- ${page}${site.name}: ${median.work}`),
      '',
      'Elemento del LCP y sus fases (corrida mediana):',
      ...ordered.map(({ site, page, result: { median } }) => `- ${page}${site.name}: ${median.lcpElement || '—'}`),
      ...ordered.flatMap(({ site, page, result: { errors } }) => errors.map((error) => `- ${page}${site.name}, corrida sin medir: ${error}`)),
      ...ordered.flatMap(({ site, page, result: { retried } }) => retried.map((error) => `- ${page}${site.name}, corrida repetida: ${error}`)),
      '',
    ].join('\n'),
  );
} finally {
  await cleanups.run();
}
