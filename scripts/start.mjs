// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the server (TypeScript, through tsx) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

// One DATA_DIR, one server: refused before the build below can touch the files a running server serves.
register();
const { lockDataDir, DataDirInUseError } = await import('../apps/server/src/lib/data-dir-lock.ts');
const dataDir = resolve(process.env.DATA_DIR || './data');
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
try {
  lockDataDir(dataDir);
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const sourcesChanged = Math.max(...sources.map((path) => newestMtime(join(root, path))));
if (!existsSync(built) || statSync(built).mtimeMs < sourcesChanged) {
  console.log('Compilando la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/main.ts');
