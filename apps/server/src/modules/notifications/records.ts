import { eq } from 'drizzle-orm';
import { idOf } from '@app/domain/core/actions';
import type { ReferenceField } from '@app/domain/core/fields';
import { shortTitle } from '@app/domain/core/notifications';
import type { Executor } from '../../db/connect.ts';
import type { ResourceRuntime } from '../../engine/records/index.ts';
import type { Row } from '../../engine/store.ts';

export type ResourceLookup = (module: string) => ResourceRuntime | undefined;

/** Whoever asks: a notification is computed for the system; the recipients' filters apply the scope afterwards. */
export async function rowById(executor: Executor, resource: ResourceRuntime, id: string): Promise<Row | undefined> {
  const [row] = (await executor.select().from(resource.table).where(eq(resource.codec.col('id'), id)).prepare('row_by_id').execute()) as Row[];
  return row;
}

export async function gtaOf(
  executor: Executor,
  resources: ResourceLookup,
  resource: ResourceRuntime,
  values: Readonly<Record<string, unknown>>,
): Promise<string | null> {
  const { def } = resource;
  if (!def.gtaField) return null;
  const id = idOf(values[def.gtaField]);
  if (id === undefined) return null;
  const field = def.fields[def.gtaField] as ReferenceField;
  if (field.target === 'gtas') return id;
  const parent = resources(field.target);
  const row = parent ? await rowById(executor, parent, id) : undefined;
  return parent && row ? gtaOf(executor, resources, parent, parent.codec.fieldValues(row)) : null;
}

export function ownerOf(resource: ResourceRuntime, values: Readonly<Record<string, unknown>>): string | undefined {
  return resource.def.ownerField ? idOf(values[resource.def.ownerField]) : undefined;
}

export async function ownerThrough(
  executor: Executor,
  resources: ResourceLookup,
  resource: ResourceRuntime,
  values: Readonly<Record<string, unknown>>,
  field: string,
): Promise<string | undefined> {
  const target = (resource.def.fields[field] as ReferenceField).target;
  const parent = resources(target)!;
  const id = idOf(values[field]);
  const row = id === undefined ? undefined : await rowById(executor, parent, id);
  return row ? ownerOf(parent, parent.codec.fieldValues(row)) : undefined;
}

export function titleOf(resource: ResourceRuntime, record: Readonly<Record<string, unknown>>): string {
  const { def } = resource;
  const value = record[def.titleField];
  const field = def.fields[def.titleField];
  if (field?.kind === 'reference' && typeof value === 'object' && value !== null) {
    const shown = (value as Record<string, unknown>)[field.display[0] ?? ''];
    return shown === undefined || shown === null ? '' : shortTitle(String(shown));
  }
  return typeof value === 'string' || typeof value === 'number' ? shortTitle(String(value)) : '';
}

export function assertRuleFits(resources: ResourceLookup, resource: ResourceRuntime, recipients: { kind: string; field?: string }): void {
  const { def } = resource;
  if (recipients.kind === 'owner' && !def.ownerField) throw new Error(`${def.module}: la regla de notificación pide un dueño y no lo tiene`);
  if (recipients.kind === 'ownerOf') {
    const field = def.fields[recipients.field ?? ''];
    const parent = field?.kind === 'reference' ? resources(field.target) : undefined;
    if (!parent?.def.ownerField) throw new Error(`${def.module}.${recipients.field}: no lleva a un registro con dueño`);
  }
}
