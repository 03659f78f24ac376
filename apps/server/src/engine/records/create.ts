import { sql } from 'drizzle-orm';
import { writeHistory } from '../history.ts';
import { validatePlaces } from '../places.ts';
import type { Row, Wire } from '../store.ts';
import { authorOf } from './actor.ts';
import { checkDependents, checkReferences, checkRules, checkUnique } from './checks.ts';
import { change, emit, type ChangeContext, type RecordContext } from './context.ts';
import { assertPermits, assertWritableScope, wireOne } from './scope.ts';

/** Checks what the actor sent, stores its files, then inserts in one change. */
export async function create(ctx: RecordContext, body: Record<string, unknown>): Promise<Wire> {
  const { def, uploads } = ctx.resource;
  assertPermits(ctx, 'create');
  const values = def.normalize ? def.normalize({ ...body }) : { ...body };
  await assertWritableScope(ctx, values);
  uploads.requireOnCreate(ctx.request);
  checkRules(def, values);
  await checkReferences(ctx, values);
  await checkDependents(ctx, values);
  await checkUnique(ctx, values);
  validatePlaces(def, values);
  const stored = await uploads.store(ctx.request);
  try {
    return await change(ctx, (tx) => insert(tx, { ...values, ...stored.values }));
  } catch (err) {
    await stored.discard();
    throw err;
  }
}

/** The insert itself, with its lists, module hooks, history row and events, inside the caller's change. */
export async function insert(ctx: ChangeContext, input: Record<string, unknown>): Promise<Wire> {
  const { def, codec, table, hooks } = ctx.resource;
  const values = def.ownerField && ctx.actor.kind === 'admin' ? { ...input, [def.ownerField]: ctx.actor.id } : input;
  await hooks.beforeCreate?.(ctx, values);
  // The tables the public site writes to carry a trigger for rows other programs insert: this one is told by its own event below.
  if (def.publicSite?.create) await ctx.tx.execute(sql`select set_config('app.skip_public_inserts', 'on', true)`);
  const [row] = (await ctx.tx.insert(table).values(codec.toRow(values)).returning()) as Row[];
  await codec.writeLists(ctx.tx, row!.id, values);
  await hooks.afterCreate?.(ctx, row!, values);
  await writeHistory(ctx.tx, { cause: 'create', description: def.messages?.createdHistory, document: row!.id, module: def.module, ...authorOf(ctx.actor) });
  const record = await wireOne(ctx, row!);
  await emit(ctx, { operation: 'create', record });
  return record;
}
