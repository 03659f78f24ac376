import type { Resource } from '@app/domain/core/define-resource';
import { recordTitle } from '@app/domain/resources/record-text';
import type { TFunction } from 'i18next';
import { formatDate } from '../lib/format-date.ts';
import { viewOf } from './fields/registry.ts';

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

/** The label of a field, column or history change: the definition's (computed values too), else the shared ones. */
export function fieldLabel(def: Resource, name: string, t: TFunction): string {
  const field = def.fields[name] ?? def.computed?.[name];
  if (field) return field.label;
  return isSystemField(name) ? t(SYSTEM_FIELDS[name]) : name;
}

/** A stored value as text, by the kind its definition gives it (see `fields/registry.ts`): dates DD/MM/YYYY, the active flag as Activo/Inactivo, references by their label, select values by their option's label. */
export function formatFieldValue(def: Resource, name: string, value: unknown, t: TFunction): string {
  const field = def.fields[name];
  const byKind = field ? viewOf(field).format?.(field, value, t) : undefined;
  if (byKind !== undefined) return byKind;
  const decimals = def.computed?.[name]?.decimals;
  if (decimals !== undefined && typeof value === 'number') return value.toFixed(decimals);
  if (value === null || value === undefined || value === '') return t('common.empty');
  if (name === 'active' && typeof value === 'boolean') return value ? t('common.active') : t('common.inactive');
  if (name === 'createdAt' || name === 'updatedAt') return formatDate(String(value));
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (Array.isArray(value)) return value.map((v) => formatFieldValue(def, name, v, t)).join(', ');
  if (isRecord(value)) {
    const text = value.name ?? value.title;
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return String(value);
}

/** A record's title as pages and confirmations name it: a person by full name, else its title field's value as text. */
export function titleOf(def: Resource, record: Readonly<Record<string, unknown>>, t: TFunction): string {
  const full = def.titleFields ? recordTitle(def, record) : '';
  return full || formatFieldValue(def, def.titleField, record[def.titleField], t);
}
