import { idOf, inActionState } from '@app/domain/core/actions';
import { es } from '@app/domain/messages/es';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeHistory } from '../history.ts';
import type { Wire } from '../store.ts';
import { authorOf, mayActAs } from './actor.ts';
import { checkVersion } from './checks.ts';
import { change, emit, type RecordContext } from './context.ts';
import { findRow, wireOne } from './scope.ts';
import { updateRow, type ChangeOptions } from './update.ts';

/** A named action of the definition (accept, send, deactivate…): who may, from which state, to which. */
export async function act(ctx: RecordContext, id: string, name: string, opts: ChangeOptions = {}): Promise<Wire> {
  const { def, codec, hooks } = ctx.resource;
  const action = def.actionDefs[name];
  if (!action) throw notFound();
  const field = action.field ?? def.status;
  if (!field) throw new Error(`${def.module}.${name}: sin campo de estado`);
  if (action.reason === 'required' && !opts.reason) throw badRequest(es.api.validation, [{ path: 'historical', msg: es.validation.reasonRequired }]);
  return change(ctx, async (tx) => {
    const before = await findRow(tx, id, true);
    const previous = codec.fieldValues(before);
    const target = { state: previous, owner: def.ownerField ? idOf(previous[def.ownerField]) : undefined };
    if (!mayActAs(ctx.actor, action, target)) throw forbidden();
    await hooks.beforeAction?.(tx, name, before);
    checkVersion(before, opts.version);
    if (!inActionState(action, def.status, target)) throw conflict(action.conflict);
    const [row] = await Promise.all([
      updateRow(tx, before.id, { ...(field === 'active' ? { active: action.to } : codec.toRow({ [field]: action.to })), updatedAt: new Date() }),
      writeHistory(tx.tx, {
        cause: action.cause,
        description: opts.reason || action.description || '',
        document: before.id,
        module: def.module,
        changes: [{ field, from: previous[field] ?? null, to: action.to }],
        ...authorOf(ctx.actor),
      }),
    ]);
    await hooks.afterAction?.(tx, name, row);
    const record = await wireOne(tx, row);
    await emit(tx, { operation: name, record, previous, reason: opts.reason });
    return record;
  });
}
