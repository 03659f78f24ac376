import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errCode, fsyncDir, fsyncFile } from './files.ts';
import { run } from './run.ts';
import { DB_USER, PASSWORD_FILE, type Cluster } from './settings.ts';

/** Persisted before initdb, so a crash never leaves a cluster whose password nobody knows. */
export async function ensurePassword(file: string): Promise<{ password: string; isNew: boolean }> {
  try {
    const [text, st] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    if ((st.mode & 0o077) !== 0) await chmod(file, 0o600);
    const password = text.trim();
    if (password) return { password, isNew: false };
  } catch (err) {
    if (errCode(err) !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('base64url');
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${password}\n`, { mode: 0o600 });
  await fsyncFile(tmp);
  await rename(tmp, file);
  await fsyncDir(dirname(file));
  return { password, isNew: true };
}

/** Single-user mode needs no password to set a new one. */
export async function resetRolePassword(c: Cluster, password: string): Promise<void> {
  const r = await run(c.bin.postgres, ['--single', '-D', c.pgDir, 'postgres'], {
    as: c.user,
    input: `ALTER ROLE ${DB_USER} PASSWORD '${password}';\n`,
  });
  if (r.code !== 0 || /\b(ERROR|FATAL|PANIC):/.test(r.output)) {
    throw new Error(`No se pudo restablecer la contraseña de PostgreSQL:\n${r.output}`);
  }
  c.log(`Contraseña de PostgreSQL regenerada (faltaba ${PASSWORD_FILE})`);
}
