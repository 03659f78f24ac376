import { and, sql } from 'drizzle-orm';
import type { Resource } from '@app/domain/core/define-resource';
import type { ReferenceField } from '@app/domain/core/fields';
import { es } from '@app/domain/messages/es';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Row } from '../store.ts';
import { runtimeOf, type RecordContext } from './context.ts';

type Values = Readonly<Record<string, unknown>>;

export function checkRules(def: Resource, values: Values): void {
  const errors = def.check?.(values) ?? [];
  if (errors.length > 0) throw badRequest(errors[0]!.msg, errors);
}

export async function checkReferences(ctx: RecordContext, values: Values): Promise<void> {
  const missing = await ctx.resource.codec.missingReferences(ctx.db, values);
  if (missing.length > 0) throw badRequest(es.api.validation, missing.map((path) => ({ path, msg: es.api.referenceNotFound })));
}

/** A reference that depends on another (a sub-type on its type) must belong to it. */
export async function checkDependents(ctx: RecordContext, values: Values): Promise<void> {
  const { def, codec } = ctx.resource;
  const wrong = await codec.mismatchedDependents(ctx.db, values, (field) => {
    const target = runtimeOf(ctx.app, field.target);
    const param = field.dependsOn?.param ?? field.dependsOn!.field;
    const filter = target.def.filterParams.find((f) => f.param === param);
    if (!filter) throw new Error(`${def.module}: ${field.target} no filtra por ${param}`);
    return target.codec.fieldColumn(filter.field);
  });
  if (wrong.length === 0) return;
  throw badRequest(
    es.api.validation,
    wrong.map((path) => ({ path, msg: es.api.dependentMismatch(def.fields[(def.fields[path] as ReferenceField).dependsOn!.field]!.label) })),
  );
}

export const dependentTouched = (def: Resource, changes: Values): boolean =>
  Object.entries(def.fields).some(([name, field]) => field.kind === 'reference' && field.dependsOn && (name in changes || field.dependsOn.field in changes));

export async function checkUnique(ctx: RecordContext, values: Values, exceptId?: string): Promise<void> {
  const { def, codec, table } = ctx.resource;
  for (const [name, field] of Object.entries(def.fields)) {
    const value = values[name];
    if (field.kind !== 'email' || !field.uniqueMessage || typeof value !== 'string' || value === '') continue;
    const column = codec.fieldColumn(name);
    const [taken] = await ctx.db
      .select({ id: codec.col('id') })
      .from(table)
      .where(and(sql`lower(${column}) = ${value.toLowerCase()}`, exceptId ? sql`${codec.col('id')} <> ${exceptId}` : undefined))
      .limit(1);
    if (taken) throw conflict(field.uniqueMessage);
  }
}

/** The `updatedAt` a change was based on: an older one answers 409. */
export function checkVersion(row: Row, version: string | undefined): void {
  if (version !== undefined && row.updatedAt.getTime() !== Date.parse(version)) throw conflict(es.api.stale);
}
