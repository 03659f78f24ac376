import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';
import { z } from 'zod';

export const FORMAT = 1;

/** What an archive holds besides the data: enough to refuse one this version cannot read. */
export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  /** How many migrations the database had: a restore needs at least as many of its own. */
  migrations: z.number().int().nonnegative(),
  // A table's name also names its file in data/.
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), columns: z.array(z.string()) })),
  /** 'disk': the archive's uploads/ folder; 's3': the files stayed in the bucket. */
  uploads: z.enum(['disk', 's3']),
});

export type Manifest = z.infer<typeof manifestSchema>;

interface TableInfo {
  name: string;
  columns: string[];
}

/** The app's tables and their stored (not generated) columns, in an order where every table follows those it references. */
export async function appTables(sql: postgres.Sql | postgres.TransactionSql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[]; refs: string[] | null }[]>`
    select c.relname as name,
           array(select a.attname::text from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                 order by a.attnum) as columns,
           array(select distinct r.relname::text from pg_constraint k join pg_class r on r.oid = k.confrelid
                 where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as refs
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`;
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const ref of byName.get(name)?.refs ?? []) visit(ref, path);
    placed.add(name);
    const row = byName.get(name);
    if (row) ordered.push({ name: row.name, columns: row.columns });
  };
  for (const row of rows) visit(row.name, new Set());
  return ordered;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function migrationCount(sql: postgres.Sql | postgres.TransactionSql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
  return row?.n ?? 0;
}

/** Every table's rows, one COPY file each, from one consistent snapshot. */
export async function dumpTables(sql: postgres.Sql, dir: string): Promise<Pick<Manifest, 'migrations' | 'tables'>> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const tables = await appTables(tx);
    for (const table of tables) {
      const columns = table.columns.map(ident).join(', ');
      const source = await tx.unsafe(`copy ${ident(table.name)} (${columns}) to stdout`).readable();
      await pipeline(source, createWriteStream(join(dir, `${table.name}.copy`)));
    }
    return { migrations: await migrationCount(tx), tables };
  });
}

/**
 * Loads the dumped rows into a freshly migrated database, in one transaction: what the migrations seeded is replaced,
 * and the public site's insert triggers stay quiet (these are past records, not news).
 */
export async function loadTables(sql: postgres.Sql, dir: string, manifest: Manifest): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await sql.begin(async (tx) => {
    const current = await appTables(tx);
    const known = new Set(current.map((t) => t.name));
    const missing = manifest.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new Error(`tiene tablas que esta versión no conoce: ${missing.join(', ')}`);
    await tx.unsafe(`truncate ${current.map((t) => ident(t.name)).join(', ')} cascade`);
    await tx.unsafe(`set local app.skip_public_inserts = 'on'`);
    const order = new Map(current.map((t, i) => [t.name, i]));
    for (const table of [...manifest.tables].sort((a, b) => order.get(a.name)! - order.get(b.name)!)) {
      const columns = table.columns.map(ident).join(', ');
      const target = await tx.unsafe(`copy ${ident(table.name)} (${columns}) from stdin`).writable();
      await pipeline(createReadStream(join(dir, `${table.name}.copy`)), target);
      const [row] = await tx.unsafe<{ n: number }[]>(`select count(*)::int as n from ${ident(table.name)}`);
      counts[table.name] = row?.n ?? 0;
    }
    // Rows copied with their identity values leave the sequences behind: new rows must number after them.
    const identities = await tx<{ table: string; column: string }[]>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`;
    for (const { table, column } of identities) {
      await tx.unsafe(`select setval(pg_get_serial_sequence($1, $2), coalesce(max(${ident(column)}), 0) + 1, false) from ${ident(table)}`, [ident(table), column]);
    }
  });
  return counts;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/** The archive's manifest as written, if there is one that parses as JSON. */
export async function readManifest(dir: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
