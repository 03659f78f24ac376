import { eq, sql } from 'drizzle-orm';
import type { ResourceName } from '@app/domain/core/modules';
import { isReferenceKind, type ReferenceField, type ReferencesField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import { restorableChanges } from '@app/domain/core/revert';
import { es } from '@app/domain/messages/es';
import { referenceText } from '@app/domain/resources/record-text';
import { historicals } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import type { Row, Wire } from '../store.ts';
import { runtimeOf, type RecordContext } from './context.ts';
import { assertPermits, findRow } from './scope.ts';
import { update } from './update.ts';

interface RevertOptions {
  /** The history row (an edit of this record) whose replaced values go back. */
  history: string;
  reason: string;
  version?: string;
}

const AT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Puts back the values an edit replaced: an edit like any other, whose history row names the edit it undoes. */
export async function revert(ctx: RecordContext, id: string, opts: RevertOptions): Promise<Wire> {
  const { def, codec } = ctx.resource;
  assertPermits(ctx, 'update', id);
  const current = await findRow(ctx, id);
  const [entry] = await ctx.db.select().from(historicals).where(eq(historicals.id, opts.history)).limit(1);
  if (!entry) throw new HttpError(404, es.revert.historyNotFound);
  if (entry.document !== id || entry.module !== def.module || entry.cause !== 'edit') {
    throw badRequest(es.revert.notAnEdit, [{ path: 'history', msg: es.revert.notAnEdit }]);
  }
  const { changes, refusal } = restorableChanges(def, entry.changes);
  if (refusal) throw conflict(refusal);
  const values: Record<string, unknown> = {};
  for (const change of changes) values[change.field] = await storedValue(ctx, change);
  const parsed = def.updateSchema.safeParse(values);
  if (!parsed.success) throw badRequest(es.api.validation, parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), msg: i.message })));
  if ((await codec.changes(ctx.db, current, parsed.data)).length === 0) throw conflict(es.revert.already);
  const fields = changes.map((change) => `«${def.fields[change.field]!.label}»`).join(', ');
  const note = es.revert.description(fields, AT.format(entry.createdAt).replace(',', ''));
  return update(ctx, id, parsed.data, { version: opts.version, reason: `${note}\n${opts.reason}` });
}

/** The value to write back: the history holds a reference by its label, so it is found again by that label. */
async function storedValue(ctx: RecordContext, change: FieldChange): Promise<unknown> {
  const field = ctx.resource.def.fields[change.field]!;
  if (!isReferenceKind(field)) return change.from;
  const label = typeof change.from === 'string' ? change.from : '';
  if (field.kind === 'reference') return label === '' ? null : idOf(ctx, field, label);
  const labels = label === '' ? [] : label.split(', ');
  return Promise.all(labels.map((one) => idOf(ctx, field, one)));
}

async function idOf(ctx: RecordContext, field: ReferenceField | ReferencesField, label: string): Promise<string> {
  const target = runtimeOf(ctx.app, field.target as ResourceName);
  const first = target.codec.fieldColumn(field.display[0]!);
  const candidates = (await ctx.db
    .select()
    .from(target.table)
    .where(sql`starts_with(${label}, ${first}::text)`)
    .limit(50)) as Row[];
  const ids = candidates.map((row) => target.codec.fieldValues(row)).filter((values) => referenceText(field, values) === label);
  if (ids.length === 0) throw conflict(es.revert.referenceGone(field.label, label));
  if (ids.length > 1) throw conflict(es.revert.referenceAmbiguous(field.label, label));
  return String(ids[0]!._id);
}
