import type { Stats } from 'node:fs';
import { chmod, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { run } from './run.ts';
import type { OsUser } from './settings.ts';

const OS_USER = 'postgres';

/** PostgreSQL refuses to run as root. */
export async function serverUser(log: (msg: string) => void): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookupUser(OS_USER);
  if (existing) return existing;
  // A system account without a home, tolerating a `postgres` group that already exists.
  const group = await run('groupadd', ['--system', OS_USER]);
  if (group.code !== 0 && group.code !== 9) throw new Error(`No se pudo crear el grupo ${OS_USER}:\n${group.output}`);
  const user = await run('useradd', ['--system', '--gid', OS_USER, '--no-create-home', '--home-dir', '/nonexistent', OS_USER]);
  if (user.code !== 0 && user.code !== 9) throw new Error(`No se pudo crear el usuario ${OS_USER}:\n${user.output}`);
  const created = await lookupUser(OS_USER);
  if (!created) throw new Error(`El usuario ${OS_USER} no existe tras crearlo`);
  log(`Creado el usuario del sistema ${OS_USER} (uid ${created.uid}) para ejecutar PostgreSQL`);
  return created;
}

async function lookupUser(name: string): Promise<OsUser | undefined> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  if (uid.code !== 0 || gid.code !== 0) return undefined;
  return { name, uid: Number.parseInt(uid.output, 10), gid: Number.parseInt(gid.output, 10) };
}

/** A DATA_DIR under /root or made by `mktemp -d` blocks the server's account: it gets search-only permission. */
export async function grantTraversal(dirs: string[], user: OsUser, log: (msg: string) => void): Promise<void> {
  const chain = [...new Set(dirs.flatMap(ancestors))];
  // As the account itself, so ACLs and groups count exactly as the kernel will count them.
  const probe = await run('/bin/sh', ['-c', 'for d do [ -x "$d" ] || printf "%s\\n" "$d"; done', 'sh', ...chain], { as: user });
  for (const dir of probe.output.split('\n').filter(Boolean)) {
    const st = await stat(dir);
    if (modeAllowsSearch(st, user)) continue;
    const acl = await run('setfacl', ['-m', `u:${user.uid}:x`, dir]).catch(() => undefined);
    if (acl?.code === 0) {
      log(`Permiso de paso (ACL u:${user.name}:x) en ${dir} para PostgreSQL`);
    } else {
      await chmod(dir, (st.mode & 0o7777) | 0o001);
      log(`Permiso de paso (o+x) en ${dir} para PostgreSQL`);
    }
  }
}

function modeAllowsSearch(st: Stats, user: OsUser): boolean {
  if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === user.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

function ancestors(dir: string): string[] {
  const chain = [dir];
  for (let d = dir; dirname(d) !== d; d = dirname(d)) chain.unshift(dirname(d));
  return chain;
}
