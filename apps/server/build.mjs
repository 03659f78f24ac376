// Compiles the server to JavaScript in dist/ for `npm start`: one ES module per entry point with the server's own
// code and `@app/domain` (TypeScript source) bundled in; every package the server depends on stays an import.
import { cpSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const { dependencies } = JSON.parse(readFileSync(here('package.json'), 'utf8'));

await build({
  absWorkingDir: here('.'),
  // data-dir-lock: scripts/start.mjs takes the DATA_DIR lock before it builds the web app and imports main.
  // webhook-thread: the delivery thread, which spawn.ts starts by this file name.
  entryPoints: { main: 'src/main.ts', 'data-dir-lock': 'src/lib/data-dir-lock.ts', 'webhook-thread': 'src/modules/webhooks/thread.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Native addons (argon2, sharp), the PostgreSQL binaries and the rest load from node_modules as they do under tsx.
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
// connect.ts reads the migrations next to itself (`new URL('./migrations', import.meta.url)`): next to main.js now.
cpSync(here('src/db/migrations'), here('dist/migrations'), { recursive: true });
