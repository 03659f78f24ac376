import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import argon2 from 'argon2';
import postgres from 'postgres';
import { e2eDataDir } from './outbox.ts';

export type Sql = postgres.Sql;

export type PermissionFlags = Partial<Record<'read' | 'create' | 'update' | 'destroy' | 'approve', boolean>>;

export interface TestAdmin {
  id: string;
  name: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A connection to the embedded PostgreSQL of the server under test: its port is line 4 of
 * `pg/postmaster.pid`, its password the `pg-password` file, both in E2E_DATA_DIR.
 */
export async function connectDb(): Promise<Sql> {
  const dataDir = e2eDataDir();
  const pid = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No port on line 4 of ${dataDir}/pg/postmaster.pid`);
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  return postgres({ host: '127.0.0.1', port, user: 'app', password, database: 'app', max: 2, onnotice: () => {} });
}

/** A unique suffix for names and addresses, so that reruns against one database never collide. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Inserts a validated admin (role 1 unless given, every GTA unless given) with the given permission
 * rows. Modules missing from `permissions` get no row (all actions denied).
 */
export async function createAdmin(
  sql: Sql,
  opts: {
    name: string;
    lastName: string;
    email: string;
    password: string;
    permissions?: Record<string, PermissionFlags>;
    /** 1 unless given. */
    role?: 0 | 1 | 2;
    /** The GTA that scopes the admin; every GTA unless given. */
    gta?: string;
  },
): Promise<TestAdmin> {
  const passwordHash = await argon2.hash(opts.password, { type: argon2.argon2id });
  return sql.begin(async (tx) => {
    const [admin] = await tx<{ id: string }[]>`
      insert into admins (name, last_name, email, role, password_hash, validated, gta_id)
      values (${opts.name}, ${opts.lastName}, ${opts.email}, ${opts.role ?? 1}, ${passwordHash}, true, ${opts.gta ?? null})
      returning id`;
    if (!admin) throw new Error(`admin ${opts.email} not inserted`);
    for (const [module, flags] of Object.entries(opts.permissions ?? {})) {
      const inserted = await tx`
        insert into permissions (admin_id, module_id, read, "create", update, destroy, approve)
        select ${admin.id}, id, ${flags.read ?? false}, ${flags.create ?? false}, ${flags.update ?? false},
               ${flags.destroy ?? false}, ${flags.approve ?? false}
        from modules where name = ${module}`;
      if (inserted.count !== 1) throw new Error(`no module named ${module}`);
    }
    return { id: admin.id, name: opts.name, lastName: opts.lastName, email: opts.email, password: opts.password };
  });
}

/** Changes one permission row of an admin, as another super user would while that admin is signed in. */
export async function setPermission(sql: Sql, adminId: string, module: string, flags: PermissionFlags): Promise<void> {
  const [current] = await sql<Required<PermissionFlags>[]>`
    select p.read, p."create", p.update, p.destroy, p.approve
    from permissions p join modules m on m.id = p.module_id
    where p.admin_id = ${adminId} and m.name = ${module}`;
  if (!current) throw new Error(`admin ${adminId} has no permission row for ${module}`);
  const next = { ...current, ...flags };
  await sql`
    update permissions p
    set read = ${next.read}, "create" = ${next.create}, update = ${next.update}, destroy = ${next.destroy},
        approve = ${next.approve}, updated_at = now()
    from modules m
    where m.id = p.module_id and p.admin_id = ${adminId} and m.name = ${module}`;
}

/** Inserts sectors straight into the table (no history rows): fixtures for lists and paging. */
export async function insertSectors(
  sql: Sql,
  rows: { name: string; description: string; active?: boolean }[],
): Promise<string[]> {
  const values = rows.map((row) => ({ name: row.name, description: row.description, active: row.active ?? true }));
  const inserted = await sql<{ id: string }[]>`insert into sectors ${sql(values)} returning id`;
  return inserted.map((row) => row.id);
}

/** Inserts business types (the companies' 'Ámbito de implementación') straight into the table. */
export async function insertBusinessTypes(
  sql: Sql,
  rows: { name: string; description: string; active?: boolean }[],
): Promise<string[]> {
  const values = rows.map((row) => ({ name: row.name, description: row.description, active: row.active ?? true }));
  const inserted = await sql<{ id: string }[]>`insert into business_types ${sql(values)} returning id`;
  return inserted.map((row) => row.id);
}

/** Inserts app users (the people who download GTA guides): name, last name and a unique email. */
export async function insertUsers(sql: Sql, rows: { name: string; lastName: string; email: string }[]): Promise<string[]> {
  const values = rows.map((row) => ({ name: row.name, last_name: row.lastName, email: row.email }));
  const inserted = await sql<{ id: string }[]>`insert into users ${sql(values)} returning id`;
  return inserted.map((row) => row.id);
}

/** Inserts a GTA without files (no history rows): a target for guide downloads. */
export async function insertGta(sql: Sql, opts: { title: string; nomenclature?: string }): Promise<string> {
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${opts.title}, 'Objetivo de prueba', 'Líneas de prueba', ${opts.nomenclature ?? 'E2E'}, 'Equipo E2E',
            'Posición de prueba')
    returning id`;
  if (!gta) throw new Error(`GTA ${opts.title} not inserted`);
  return gta.id;
}

/**
 * Inserts guide downloads: each of a GTA by a user (or by nobody: a deleted user), `minutesAgo`
 * before now.
 */
export async function insertGtaDownloads(
  sql: Sql,
  rows: { gtaId: string; userId: string | null; minutesAgo: number }[],
): Promise<void> {
  for (const row of rows) {
    await sql`
      insert into gta_doc_downloads (gta_id, user_id, created_at)
      values (${row.gtaId}, ${row.userId}, now() - make_interval(mins => ${row.minutesAgo}))`;
  }
}
