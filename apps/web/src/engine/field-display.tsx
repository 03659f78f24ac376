import type { Resource } from '@app/domain/core/define-resource';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFieldValue } from './field-format.ts';
import { viewOf } from './fields/registry.ts';

interface FieldValueProps {
  def: Resource;
  name: string;
  value: unknown;
  /** `list`: a table cell (70×70 images, one line); `detail`: a card of the detail page (190×190). */
  variant: 'list' | 'detail';
}

/** One stored value shown the way its field kind reads best (see `fields/registry.ts`); its text otherwise. */
export function FieldValue({ def, name, value, variant }: FieldValueProps): ReactNode {
  const { t } = useTranslation();
  const field = def.fields[name];
  const text = formatFieldValue(def, name, value, t);
  if (!field) return text;
  const view = viewOf(field);
  const Component = variant === 'detail' ? (view.Detail ?? view.Cell) : view.Cell;
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (!Component || empty) return text;
  return createElement(Component, { def, name, field, value });
}
