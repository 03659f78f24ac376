// `npm start`: compiles the server and builds the web app when their output is missing or older than their sources,
// then runs the compiled server (plain JavaScript, apps/server/dist/main.js) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/domain/src', 'package-lock.json'];
const outputs = {
  server: { built: 'apps/server/dist/main.js', sources: ['apps/server/src', 'apps/server/build.mjs', ...shared] },
  web: { built: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared] },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

function buildIfChanged({ built, sources }, message, command) {
  const output = join(root, built);
  const sourcesChanged = Math.max(...sources.map((path) => newestMtime(join(root, path))));
  if (existsSync(output) && statSync(output).mtimeMs >= sourcesChanged) return;
  console.log(message);
  const build = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfChanged(outputs.server, 'Compilando el servidor…', [process.execPath, 'apps/server/build.mjs']);

// One DATA_DIR, one server: refused before the web build below can touch the files a running server serves.
const { lockDataDir, DataDirInUseError } = await import('../apps/server/dist/data-dir-lock.js');
const dataDir = resolve(process.env.DATA_DIR || './data');
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
try {
  lockDataDir(dataDir);
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}

buildIfChanged(outputs.web, 'Compilando la aplicación web…', ['npm', 'run', 'build', '-w', 'apps/web']);

await import('../apps/server/dist/main.js');
