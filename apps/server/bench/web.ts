/**
 * `npm run bench:web` (after the build): the web app's JavaScript as a browser receives it, eager and lazy (gzip and
 * brotli, from the files the build precompressed), and Lighthouse's mobile performance (simulated slow 4G and 4× CPU,
 * median of 3) for the login, a list and a detail, on the product serving the demo data. Debian's Chromium, headless;
 * no browser is downloaded.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
import { freePort, startServer, stopServer } from './load.ts';

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PASSWORD = 'Bench-12345';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
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
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const js = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k]!.file.endsWith('.js'));
const weigh = (keys: Iterable<string>) => {
  const files = js(keys).map((k) => manifest[k]!.file);
  return { gz: files.reduce((s, f) => s + size(f, '.gz'), 0), br: files.reduce((s, f) => s + size(f, '.br'), 0), raw: files.reduce((s, f) => s + size(f, ''), 0), n: files.length };
};
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = closure(entry);
const routeSets: [string, string[]][] = [
  ['login (/)', ['src/app/public-frame.tsx']],
  ['lista (/companies)', ['src/app/protected-routes.tsx', 'src/app/protected-layout.tsx', 'src/engine/list-page.tsx']],
  ['detalle (/companies/:id)', ['src/app/protected-routes.tsx', 'src/app/protected-layout.tsx', 'src/engine/detail-page.tsx']],
];
const sizeLines = [
  `| JS | archivos | sin comprimir | gzip | brotli |`,
  `| --- | --- | --- | --- | --- |`,
  ...(() => {
    const w = weigh(initial);
    return [`| inicial (index.html y sus imports) | ${w.n} | ${kb(w.raw)} | ${kb(w.gz)} | ${kb(w.br)} |`];
  })(),
  ...routeSets.map(([name, keys]) => {
    const lazy = new Set<string>();
    for (const k of keys) closure(k, lazy);
    for (const k of initial) lazy.delete(k);
    const w = weigh(lazy);
    return `| + diferido de ${name} | ${w.n} | ${kb(w.raw)} | ${kb(w.gz)} | ${kb(w.br)} |`;
  }),
  ...(() => {
    const w = weigh(Object.keys(manifest).filter((k) => !initial.has(k)));
    return [`| todo lo diferido | ${w.n} | ${kb(w.raw)} | ${kb(w.gz)} | ${kb(w.br)} |`];
  })(),
];
process.stdout.write(`\nnpm run bench:web — ${new Date().toISOString()}\n\n${sizeLines.join('\n')}\n\n`);

const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
const embedded = await (await import('../src/db/embedded/start.ts')).startEmbeddedPostgres({ dataDir: join(dataDir, 'pg-root') });
const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: embedded.url, TWO_FACTOR: 'false' }), adminPassword: PASSWORD };
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | undefined;
try {
  const database = await openDatabase({ databaseUrl: embedded.url, dataDir, log: () => {} });
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: PASSWORD, storage });
  await seedDemoData(database.db, storage);
  const [company] = await database.sql<{ id: string }[]>`select id from companies order by created_at desc limit 1`;
  await database.close();

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  server = await startServer('product.ts', { DATABASE_URL: embedded.url, DATA_DIR: dataDir, PORT: String(port) });
  const login = (await (
    await fetch(`${origin}/api/auth/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.adminEmail, password: PASSWORD }),
    })
  ).json()) as { data: { token: string; user: unknown } };

  const debugPort = await freePort();
  browser = await chromium.launchPersistentContext(join(dataDir, 'chromium'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(origin);

  const audit = async (path: string) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}${path}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
      const lhr = result!.lhr;
      const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
      runs.push({
        work: work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(', '),
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint']!.numericValue!,
        lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
        tbt: lhr.audits['total-blocking-time']!.numericValue!,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
        // A run Lighthouse could not measure scores 0: what stopped it is printed, not left to guess.
        error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      });
    }
    runs.sort((a, b) => a.score - b.score);
    return { median: runs[Math.floor(runs.length / 2)]!, scores: runs.map((r) => r.score), errors: runs.flatMap((r) => (r.error ? [r.error] : [])) };
  };
  const results: [string, Awaited<ReturnType<typeof audit>>][] = [];
  results.push(['login (/)', await audit('/')]);
  // Signed in as the web app is after a login: the token and the admin where the app keeps them.
  await page.evaluate((session) => {
    // Runs in the page: its storage is the browser's.
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
    storage.setItem('auth_token', session.token);
    storage.setItem('auth_user', JSON.stringify(session.user));
  }, login.data);
  results.push(['lista (/companies)', await audit('/companies')]);
  results.push(['detalle (/companies/:id)', await audit(`/companies/${company!.id}`)]);

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    [
      `Lighthouse ${RUNS}× por página, móvil (simulado), mediana; meta ≥ 95`,
      '',
      '| página | puntuación (mediana; corridas) | FCP | LCP | TBT | CLS | cumple |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...results.map(
        ([name, { median, scores }]) =>
          `| ${name} | ${median.score} (${scores.join(', ')}) | ${s(median.fcp)} | ${s(median.lcp)} | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ${median.score >= 95 ? 'sí' : 'NO'} |`,
      ),
      '',
      'Trabajo del hilo principal (corrida mediana, CPU simulada 4×):',
      ...results.map(([name, { median }]) => `- ${name}: ${median.work}`),
      ...results.flatMap(([name, { errors }]) => errors.map((error) => `- ${name}, corrida sin medir: ${error}`)),
      '',
    ].join('\n'),
  );
} finally {
  await browser?.close();
  if (server) await stopServer(server);
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
