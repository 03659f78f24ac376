import type { Resource } from '@app/domain/core/define-resource';
import { isFileField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import { parsePermissionChangeField } from '@app/domain/core/permissions';
import { moduleLabel } from '@app/domain/resources/record-text';
import type { TFunction } from 'i18next';
import { fieldLabel, formatFieldValue } from './field-format.ts';

/** One field's change as the server stored it: references already by their label, a replaced file only as such (its old and new URLs mean nothing to the reader). */
export function changeText(def: Resource, change: FieldChange, t: TFunction): string {
  const field = def.fields[change.field];
  if (field && isFileField(field)) return t('files.replaced');
  return `${formatFieldValue(def, change.field, change.from, t)} → ${formatFieldValue(def, change.field, change.to, t)}`;
}

/** What a change is about: the field's label, or for an admin's permission row its module and column as the matrix names them (`Áreas responsables · Consultar`); the server keeps the field as `permisos.<module>.<action>`. */
export function changeLabel(def: Resource, change: FieldChange, t: TFunction): string {
  const permission = parsePermissionChangeField(change.field);
  if (permission) return `${moduleLabel(permission.module)} · ${t(`permissions.actions.${permission.action}`)}`;
  return fieldLabel(def, change.field, t);
}
