import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, FormMode } from '@app/domain/core/fields';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { InputProps } from '../inputs/input-props.ts';
import type { ResourceRecord } from '../resource-keys.ts';

/** What the form holds, by field: text for text-like kinds, arrays of ids for lists, booleans for flags. */
export type FormValues = Record<string, unknown>;
/** What the schema makes of it: trimmed text, numbers as numbers, nulls for "none". */
export type ParsedValues = Record<string, unknown>;

export interface KindInputProps<F extends FieldDef = FieldDef> {
  def: Resource;
  name: string;
  field: F;
  mode: FormMode;
  /** The form, for inputs that follow another field (a work axis its GTA, a state its country). */
  control: Control<FormValues, unknown, ParsedValues>;
  record: ResourceRecord | undefined;
  input: InputProps<unknown>;
  /** Tells the form the value is taken by another record (a unique e-mail), so it is not sent. */
  onTaken: (taken: boolean) => void;
}

export interface KindValueProps<F extends FieldDef = FieldDef> {
  def: Resource;
  name: string;
  field: F;
  value: unknown;
}

/** Everything the web app does with one field kind but its input: how the form holds it, its list cell, its detail value and its text. */
export interface FieldKindView<F extends FieldDef = FieldDef> {
  /** What the form holds at the start: the record's value, or the definition's default on create. */
  initial: (field: F, value: unknown, creating: boolean) => unknown;
  /** Whether the form's value is still where it started (an edit sends only what changed). */
  same?: (value: unknown, initial: unknown) => boolean;
  /** The value as text (history, titles); undefined: the generic text. */
  format?: (field: F, value: unknown, t: TFunction) => string | undefined;
  Cell?: ComponentType<KindValueProps<F>>;
  Detail?: ComponentType<KindValueProps<F>>;
}

export const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
