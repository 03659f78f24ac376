import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, ReferenceField, SelectField } from '@app/domain/core/fields';
import type { TFunction } from 'i18next';
import { formatDate } from '../lib/format-date.ts';

const SYSTEM_FIELDS = {
  createdAt: 'crud.fields.createdAt',
  updatedAt: 'crud.fields.updatedAt',
  active: 'crud.fields.active',
} as const;

function isSystemField(name: string): name is keyof typeof SYSTEM_FIELDS {
  return name in SYSTEM_FIELDS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The label of a field, column or history change: the definition's, else the shared ones. */
export function fieldLabel(def: Resource, name: string, t: TFunction): string {
  const field = def.fields[name];
  if (field) return field.label;
  return isSystemField(name) ? t(SYSTEM_FIELDS[name]) : name;
}

/**
 * A reference read back populated (`{ _id, name }`, a GTA `{ _id, title, … }`) by the first of its
 * `display` fields. History rows already hold that label as text.
 */
export function referenceLabel(field: ReferenceField, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  const label = value[field.display[0]];
  return typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
}

/** The `_id` of a populated reference (or the id itself). */
export function referenceId(value: unknown): string {
  if (typeof value === 'string') return value;
  return isRecord(value) && typeof value._id === 'string' ? value._id : '';
}

export function optionLabel(field: SelectField, value: unknown): string | undefined {
  // Numeric selects (an admin's role) hold numbers on the wire; options compare as text.
  return field.options.find((o) => String(o.value) === String(value))?.label;
}

/** A stored file URL, or undefined when the record has none. */
export function fileUrl(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function formatByKind(field: FieldDef, value: unknown, t: TFunction): string | undefined {
  switch (field.kind) {
    case 'reference':
      return referenceLabel(field, value);
    case 'select':
      return optionLabel(field, value);
    case 'image':
    case 'pdf':
      return fileUrl(value) ? t('files.replaced') : undefined;
    default:
      return undefined;
  }
}

/**
 * A stored value as text, by the kind its definition gives it: dates DD/MM/YYYY, the active flag as
 * Activo/Inactivo, references by their label, select values by their option's label.
 */
export function formatFieldValue(def: Resource, name: string, value: unknown, t: TFunction): string {
  const field = def.fields[name];
  // A nullable reference's "none" has its own label (spec 000 §3: a null GTA reads 'Todos').
  if (value === null && field?.kind === 'reference' && field.nullLabel !== undefined) return field.nullLabel;
  if (value === null || value === undefined || value === '') return t('common.empty');
  if (name === 'active' && typeof value === 'boolean') return value ? t('common.active') : t('common.inactive');
  if (name === 'createdAt' || name === 'updatedAt') return formatDate(String(value));
  const byKind = field ? formatByKind(field, value, t) : undefined;
  if (byKind !== undefined) return byKind;
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (Array.isArray(value)) return value.map((v) => formatFieldValue(def, name, v, t)).join(', ');
  if (isRecord(value)) {
    const text = value.name ?? value.title;
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return String(value);
}
