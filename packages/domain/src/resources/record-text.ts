import type { Resource } from '../core/define-resource.ts';
import type { ReferenceField, ReferencesField } from '../core/fields.ts';
import { resourceByModule, resources } from './registry.ts';

/**
 * How records and their values read as text, the same in a title, a list, the history and an export (CONTRACT: dates
 * DD/MM/YYYY; references by their label; people by name and last name).
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const part = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** `{ name, lastName }` (a comment's author, a volunteer) as one name; '' without either. */
export function fullName(value: unknown): string {
  if (!isRecord(value)) return '';
  return [part(value.name), part(value.lastName)].filter((p) => p !== '').join(' ');
}

/** A record's title: its title fields joined by a space (a person's full name), else its title field's text. */
export function recordTitle(def: Pick<Resource, 'titleField' | 'titleFields'>, record: Readonly<Record<string, unknown>>): string {
  const names = def.titleFields ?? [def.titleField];
  return names.map((name) => part(record[name])).filter((p) => p !== '').join(' ');
}

/**
 * A reference read back populated (`{ _id, name }`, a GTA `{ _id, title, … }`, an admin `{ _id, name, lastName }`) as
 * its label: the target's title fields when it travels with them (a person's full name), else the first `display`
 * field; a CLIMB by its nomenclature and name together. History rows already hold the label as text.
 */
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

/**
 * A permission module by its Spanish name: the label of the list it governs (the sidebar's: `formCards` is
 * "Flashcards", `flashcards` the "Galería de flashcards"), else its resource's plural label. The matrix, the history and
 * the dashboard name modules the way the menu does.
 */
export function moduleLabel(module: string): string {
  const own = resourceByModule(module);
  if (own) return own.viewDefs.find((v) => v.module === module)?.label ?? own.label.plural;
  // A module that only governs another resource's declared list (formCards: the cards' table).
  return resources.flatMap((r) => r.views ?? []).find((v) => v.module === module)?.label ?? module;
}

/** The columns every record has, as the lists head them. */
export const SYSTEM_FIELD_LABELS: Readonly<Record<'createdAt' | 'updatedAt' | 'active', string>> = {
  createdAt: 'Creado',
  updatedAt: 'Modificado',
  active: 'Estatus',
};

const isSystemField = (name: string): name is keyof typeof SYSTEM_FIELD_LABELS => name in SYSTEM_FIELD_LABELS;

/** A list column's heading: the field's label (a computed value's too), else the shared one of the record's dates. */
export function columnLabel(def: Resource, name: string): string {
  const field = def.fields[name] ?? def.computed?.[name];
  if (field) return field.label;
  return isSystemField(name) ? SYSTEM_FIELD_LABELS[name] : name;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as DD/MM/YYYY on the calendar of `timeZone` (spec 000 §9). */
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

/**
 * One stored value as a list shows it, in words a spreadsheet keeps (an export's cell): selects by their option's label,
 * references by their label, lists of them joined by commas, yes / no in words, dates DD/MM/YYYY in `timeZone`, the
 * record's state as Activo / Inactivo, files as their URL. Nothing ('') for an empty value.
 */
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
