import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/errors.ts';
import { writeHistory } from '../history.ts';
import { validatePlaces } from '../places.ts';
import type { Row, Wire } from '../store.ts';
import { authorOf, editRefusalOf } from './actor.ts';
import { checkDependents, checkReferences, checkRules, checkUnique, checkVersion, dependentTouched } from './checks.ts';
import { change, emit, type ChangeContext, type RecordContext } from './context.ts';
import { assertPermits, assertWritableScope, findRow, wireOne } from './scope.ts';

export interface ChangeOptions {
  /** The `updatedAt` the change was based on: an older one answers 409. */
  version?: string;
  reason?: string;
}

export async function updateRow(ctx: ChangeContext, id: string, values: Record<string, unknown>): Promise<Row> {
  const { table, codec } = ctx.resource;
  const [row] = (await ctx.tx.update(table).set(values).where(eq(codec.col('id'), id)).returning().prepare('update').execute()) as Row[];
  if (!row) throw notFound();
  return row;
}

export async function update(ctx: RecordContext, id: string, patch: Record<string, unknown>, opts: ChangeOptions): Promise<Wire> {
  const { def, codec, uploads, hooks } = ctx.resource;
  assertPermits(ctx, 'update', id);
  await checkReferences(ctx, patch);
  await checkUnique(ctx, patch, id);
  const stored = await uploads.store(ctx.request);
  let replaced: unknown[] = [];
  try {
    const updated = await change(ctx, async (tx) => {
      const before = await findRow(tx, id, true);
      checkVersion(before, opts.version);
      const previous = codec.fieldValues(before);
      const refusal = editRefusalOf(ctx.actor, def, previous);
      if (refusal) throw new HttpError(403, refusal);
      if (def.gtaField && def.gtaField in patch) await assertWritableScope(tx, patch);
      const merged = { ...previous, ...patch };
      const normalized = def.normalize ? def.normalize({ ...merged }) : merged;
      // What the client sent plus what the definition's rules derived from it.
      const changes = { ...patch, ...pick(normalized, changedBy(merged, normalized)) };
      checkRules(def, { ...previous, ...changes });
      if (dependentTouched(def, changes)) await checkDependents(tx, { ...previous, ...changes });
      validatePlaces(def, changes, before);
      await hooks.beforeUpdate?.(tx, before, changes);
      const fieldChanges = await codec.changes(tx.tx, before, { ...changes, ...stored.values });
      replaced = Object.keys(stored.values).map((name) => before[name]);
      const [row] = await Promise.all([
        updateRow(tx, before.id, { ...codec.toRow(changes), ...stored.values, updatedAt: new Date() }),
        writeHistory(tx.tx, { cause: 'edit', description: opts.reason, document: before.id, module: def.module, changes: fieldChanges, ...authorOf(ctx.actor) }),
      ]);
      await codec.writeLists(tx.tx, row.id, changes);
      await hooks.afterUpdate?.(tx, row, before);
      const record = await wireOne(tx, row);
      await emit(tx, { operation: 'update', record, previous, reason: opts.reason });
      return record;
    });
    await uploads.removeReplaced(replaced);
    return updated;
  } catch (err) {
    await stored.discard();
    throw err;
  }
}

function pick(values: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((n) => n in values).map((n) => [n, values[n]]));
}

function changedBy(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((name) => after[name] !== before[name]);
}
