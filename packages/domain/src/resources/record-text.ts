import type { Resource } from '../core/define-resource.ts';
import { isFileField, type ReferenceField, type ReferencesField } from '../core/fields.ts';
import type { FieldChange } from '../core/history.ts';
import { parsePermissionChangeField, type Action } from '../core/permissions.ts';
import { resourceByModule, resources } from './registry.ts';

/** One reading of records as text, so a title, a list, the history and an export agree. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const part = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export function fullName(value: unknown): string {
  if (!isRecord(value)) return '';
  return [part(value.name), part(value.lastName)].filter((p) => p !== '').join(' ');
}

export function recordTitle(def: Pick<Resource, 'titleField' | 'titleFields'>, record: Readonly<Record<string, unknown>>): string {
  const names = def.titleFields ?? [def.titleField];
  return names.map((name) => part(record[name])).filter((p) => p !== '').join(' ');
}

/** History rows already hold the label as text. */
export function referenceText(field: Pick<ReferenceField | ReferencesField, 'target' | 'display'>, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  const titleFields = resourceByModule(field.target)?.titleFields;
  if (titleFields && titleFields.every((name) => field.display.includes(name))) {
    const title = titleFields.map((name) => part(value[name])).filter((p) => p !== '').join(' ');
    if (title !== '') return title;
  }
  const label = value[field.display[0]];
  if (typeof label !== 'string' && typeof label !== 'number') return undefined;
  const second = field.display[1] !== undefined && field.target === 'climbs' ? value[field.display[1]] : undefined;
  return typeof second === 'string' ? `${label} · ${second}` : String(label);
}

/** The matrix, the history and the dashboard name modules the way the menu does. */
export function moduleLabel(module: string): string {
  const own = resourceByModule(module);
  if (own) return own.viewDefs.find((v) => v.module === module)?.label ?? own.label.plural;
  return resources.flatMap((r) => r.views ?? []).find((v) => v.module === module)?.label ?? module;
}

export const SYSTEM_FIELD_LABELS: Readonly<Record<'createdAt' | 'updatedAt' | 'active', string>> = {
  createdAt: 'Creado',
  updatedAt: 'Modificado',
  active: 'Estatus',
};

const isSystemField = (name: string): name is keyof typeof SYSTEM_FIELD_LABELS => name in SYSTEM_FIELD_LABELS;

export function columnLabel(def: Resource, name: string): string {
  const field = def.fields[name] ?? def.computed?.[name];
  if (field) return field.label;
  return isSystemField(name) ? SYSTEM_FIELD_LABELS[name] : name;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(iso: string, timeZone = 'UTC'): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

export function valueText(def: Resource, name: string, value: unknown, opts: { timeZone?: string } = {}): string {
  if (name === 'active' && typeof value === 'boolean') return value ? 'Activo' : 'Inactivo';
  if ((name === 'createdAt' || name === 'updatedAt') && typeof value === 'string') return formatDay(value, opts.timeZone);
  const field = def.fields[name];
  if (field?.kind === 'reference' && value === null && field.nullLabel !== undefined) return field.nullLabel;
  if (value === null || value === undefined || value === '') return '';
  const decimals = def.computed?.[name]?.decimals;
  if (decimals !== undefined && typeof value === 'number') return value.toFixed(decimals);
  switch (field?.kind) {
    case 'select':
      return field.options.find((o) => o.value === String(value))?.label ?? String(value);
    case 'reference':
      return referenceText(field, value) ?? '';
    case 'references':
      return Array.isArray(value) ? value.map((v) => referenceText(field, v) ?? '').filter((v) => v !== '').join(', ') : '';
    case 'boolean':
      return value === true ? (field.labels?.true ?? 'Sí') : (field.labels?.false ?? 'No');
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : String(value);
    default:
      if (typeof value === 'boolean') return value ? 'Sí' : 'No';
      return typeof value === 'object' ? '' : String(value);
  }
}

const PERMISSION_ACTION_LABELS: Readonly<Record<Action, string>> = {
  read: 'Consultar',
  create: 'Crear',
  update: 'Actualizar',
  destroy: 'Eliminar',
  approve: 'Aprobar',
};

/** A history change as the audit log's export writes it: `Estado de revisión: Enviado → Rechazado`. */
export function changeLine(module: string, change: FieldChange): string {
  const permission = parsePermissionChangeField(change.field);
  if (permission) return `${moduleLabel(permission.module)} · ${PERMISSION_ACTION_LABELS[permission.action]}: ${change.from === true ? 'Sí' : 'No'} → ${change.to === true ? 'Sí' : 'No'}`;
  const def = resourceByModule(module);
  if (!def) return `${change.field}: ${String(change.from ?? '—')} → ${String(change.to ?? '—')}`;
  const field = def.fields[change.field];
  if (field && isFileField(field)) return `${columnLabel(def, change.field)}: archivo reemplazado`;
  const text = (value: unknown) => valueText(def, change.field, value) || '—';
  return `${columnLabel(def, change.field)}: ${text(change.from)} → ${text(change.to)}`;
}
