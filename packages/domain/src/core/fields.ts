import type { FileKind } from './files.ts';
import type { ModuleName, ResourceName } from './modules.ts';
import type { LengthMessages } from './clean-text.ts';

export type FormMode = 'create' | 'edit';

interface FieldBase {
  label: string;
  /** On edit a field may be left out; if sent, it must still be valid. */
  required?: boolean;
  only?: FormMode;
  /** The server sets it (a card's number, its author); a body that carries it has it ignored. */
  serverOwned?: true;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  min?: number;
  max?: number;
  editLimits?: { min?: number; max?: number };
  search?: boolean;
  messages?: LengthMessages;
  suggestFrom?: ModuleName;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
  default?: number;
  decimal?: true;
  stars?: true;
  messages?: { required?: string; range?: string };
}

export interface ColorField extends FieldBase {
  kind: 'color';
  default?: string;
}

export interface SelectOption {
  value: string;
  label: string;
  tone?: 'default' | 'info' | 'success' | 'warning' | 'error';
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly SelectOption[];
  numeric?: true;
}

/** Changing the sibling clears this field. */
export interface DependsOn {
  field: string;
  param?: string;
}

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  target: ResourceName;
  /** The first is its label. */
  display: readonly [string, ...string[]];
  nullLabel?: string;
  dependsOn?: DependsOn;
  messages?: { required?: string };
}

export interface ReferencesField extends FieldBase {
  kind: 'references';
  target: ResourceName;
  display: readonly [string, ...string[]];
  min?: number;
  max?: number;
  messages?: { required?: string; min?: string };
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
  labels?: { true: string; false: string };
}

export interface DateField extends FieldBase {
  kind: 'date';
  messages?: { required?: string };
}

/** Its format message is worded differently on edit. */
export interface EmailField extends FieldBase {
  kind: 'email';
  max?: number;
  uniqueMessage?: string;
  messages?: { required?: string; invalid?: string; invalidOnEdit?: string };
}

export interface FileField extends FieldBase {
  kind: FileKind;
  missingMessage?: string;
}

export interface PlaceField extends FieldBase {
  kind: 'country' | 'state' | 'city';
  dependsOn?: DependsOn;
  messages?: { required?: string };
}

export type FieldDef =
  | TextField
  | EmailField
  | NumberField
  | ColorField
  | SelectField
  | ReferenceField
  | ReferencesField
  | BooleanField
  | DateField
  | FileField
  | PlaceField;

export type FieldKind = FieldDef['kind'];

export type FieldFor<K extends FieldKind> = FieldDef extends infer F ? (F extends { kind: infer FK } ? (K extends FK ? F : never) : never) : never;

export const isFileField = (field: FieldDef): field is FileField => field.kind === 'image' || field.kind === 'pdf';

export const appliesTo = (field: FieldDef, mode: FormMode) => field.only === undefined || field.only === mode;

export const isWritable = (field: FieldDef, mode: FormMode) => field.serverOwned !== true && appliesTo(field, mode);

export const isReferenceKind = (field: FieldDef): field is ReferenceField | ReferencesField =>
  field.kind === 'reference' || field.kind === 'references';

export function dependentsOf(fields: Record<string, FieldDef>, name: string): string[] {
  const direct = Object.entries(fields)
    .filter(([, f]) => 'dependsOn' in f && f.dependsOn?.field === name)
    .map(([n]) => n);
  return direct.flatMap((n) => [n, ...dependentsOf(fields, n)]);
}
