import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Operation } from '@app/domain/core/define-resource';
import type { ReferenceField } from '@app/domain/core/fields';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Row, Wire } from '../store.ts';
import { gtaOf, permits } from './actor.ts';
import { on, type RecordContext } from './context.ts';

/** Rows of the actor's GTA, through the parent record when the GTA is a parent's. */
export function gtaCondition(ctx: RecordContext): SQL | undefined {
  const { def, codec } = ctx.resource;
  const gta = gtaOf(ctx.actor);
  if (!def.gtaField || gta === null) return undefined;
  const field = def.fields[def.gtaField] as ReferenceField;
  const column = codec.fieldColumn(def.gtaField);
  if (field.target === 'gtas') return eq(column, gta);
  const parent = on(ctx, field.target);
  return inArray(column, ctx.db.select({ id: parent.resource.codec.col('id') }).from(parent.resource.table).where(gtaCondition(parent)));
}

/** What the public site sees of a module: its active records holding the definition's values; nothing otherwise. */
export function publicCondition(ctx: RecordContext): SQL {
  const { def, codec } = ctx.resource;
  const shown = def.publicSite?.read;
  if (!shown) return sql`false`;
  return and(eq(codec.col('active'), true), ...Object.entries(shown).map(([name, value]) => eq(codec.fieldColumn(name), value)))!;
}

/** What the actor may see: its GTA, its own records where the module keeps them apart; the public site's share. */
export function scope(ctx: RecordContext, options: { everyone?: boolean } = {}): SQL | undefined {
  const { def, codec } = ctx.resource;
  const { actor } = ctx;
  if (actor.kind === 'user') return publicCondition(ctx);
  const own = def.ownerScope && def.ownerField && !options.everyone && actor.kind === 'admin';
  return and(gtaCondition(ctx), own ? eq(codec.fieldColumn(def.ownerField!), actor.id) : undefined);
}

/** An admin's own record of a `selfRecord` module; a public user's own record where the definition lets them. */
const isSelf = (ctx: RecordContext, id: string) => {
  const { def } = ctx.resource;
  return ctx.actor.kind !== 'system' && ctx.actor.id === id && (ctx.actor.kind === 'admin' ? def.selfRecord === true : def.publicSite?.own === true);
};

/** The public site reads what the definition shows it and creates where it lets visitors or signed-in users. */
function publicPermits(ctx: RecordContext, operation: Operation): boolean {
  const site = ctx.resource.def.publicSite;
  if (operation === 'list' || operation === 'get') return site?.read !== undefined;
  if (operation !== 'create') return false;
  return site?.create === 'visitor' || (site?.create === 'user' && ctx.actor.kind === 'user' && ctx.actor.id !== null);
}

const permitsTo = (ctx: RecordContext, operation: Operation) =>
  ctx.actor.kind === 'user' ? publicPermits(ctx, operation) : permits(ctx.actor, ctx.resource.def.access[operation]);

/** Everyone reaches their own record (see `isSelf`); otherwise the operation's permission decides. */
export const permitsOn = (ctx: RecordContext, operation: Operation, id: string) => isSelf(ctx, id) || permitsTo(ctx, operation);

export function assertPermits(ctx: RecordContext, operation: Operation, id?: string): void {
  if (!(id === undefined ? permitsTo(ctx, operation) : permitsOn(ctx, operation, id))) throw forbidden();
}

/** The row if the actor may see it (404 otherwise, as if it did not exist); `lock` holds it for the change. */
export async function findRow(ctx: RecordContext, id: string, lock = false): Promise<Row> {
  const { table, codec } = ctx.resource;
  const self = isSelf(ctx, id);
  const where = and(eq(codec.col('id'), id), self ? undefined : gtaCondition(ctx), ctx.actor.kind === 'user' && !self ? publicCondition(ctx) : undefined);
  const query = ctx.db.select().from(table).where(where);
  const [row] = (await (lock ? query.for('update') : query).prepare('row').execute()) as Row[];
  if (!row) throw notFound();
  return row;
}

/** A new record, or a change of its GTA, must land inside the actor's GTA. */
export async function assertWritableScope(ctx: RecordContext, values: Readonly<Record<string, unknown>>): Promise<void> {
  const { def } = ctx.resource;
  const gta = gtaOf(ctx.actor);
  if (!def.gtaField || gta === null) return;
  const field = def.fields[def.gtaField] as ReferenceField;
  const value = values[def.gtaField];
  if (field.target === 'gtas') {
    if (value !== gta) throw forbidden();
    return;
  }
  if (typeof value === 'string') await findRow(on(ctx, field.target), value).catch(() => Promise.reject(forbidden()));
}

export const wire = (ctx: RecordContext, rows: Row[]): Promise<Wire[]> => ctx.resource.codec.toWire(ctx.db, rows);
export const wireOne = async (ctx: RecordContext, row: Row): Promise<Wire> => (await wire(ctx, [row]))[0]!;
