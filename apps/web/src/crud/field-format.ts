import type { Resource } from '@app/domain/core/define-resource';
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

/** The label of a field, column or history change: the definition's, else the shared ones. */
export function fieldLabel(def: Resource, name: string, t: TFunction): string {
  const field = def.fields[name];
  if (field) return field.label;
  return isSystemField(name) ? t(SYSTEM_FIELDS[name]) : name;
}

/** A stored value as text: dates DD/MM/YYYY, the active flag as Activo/Inactivo, references by name. */
export function formatFieldValue(name: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('common.empty');
  if (name === 'active' && typeof value === 'boolean') return value ? t('common.active') : t('common.inactive');
  if (name === 'createdAt' || name === 'updatedAt') return formatDate(String(value));
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (Array.isArray(value)) return value.map((v) => formatFieldValue(name, v, t)).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown };
    const text = named.name ?? named.title;
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return String(value);
}
