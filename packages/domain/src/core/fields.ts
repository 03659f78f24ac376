import type { FileKind } from './files.ts';
import type { ModuleName, ResourceName } from './modules.ts';
import type { LengthMessages } from './clean-text.ts';

export type FormMode = 'create' | 'edit';

interface FieldBase {
  label: string;
  /** Defaults to true. On edit a field may be left out; if sent, it must still be valid. */
  required?: boolean;
  /** The field exists in this form only; absent: in both. */
  only?: FormMode;
  /**
   * Shown, filterable and sortable, but never written by a client: the server sets it (a card's number and status,
   * its author). A body that carries it has it ignored.
   */
  serverOwned?: true;
}

/** A text field: its limits and messages drive the zod schema, the form and the list. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  min?: number;
  max?: number;
  /** Other limits in the edit form (spec 000 §5: a GTA's position is 5–50 on create, up to 250 on edit). */
  editLimits?: { min?: number; max?: number };
  /** Searched by the list's `search` query. */
  search?: boolean;
  messages?: LengthMessages;
  /** Free text, with the names of this module's records offered as suggestions (an admin's company). */
  suggestFrom?: ModuleName;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
  default?: number;
  /** Decimals allowed (coordinates); whole numbers otherwise. */
  decimal?: true;
  /** Read and chosen as a row of stars from 1 to `max` (spec 001: a vote's 0–5 scores); a number input otherwise. */
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
  /** How a status reads at a glance: the chip's colour. */
  tone?: 'default' | 'info' | 'success' | 'warning' | 'error';
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly SelectOption[];
  /** The value is a number on the wire and in the database (an admin's role); options still list it as text. */
  numeric?: true;
}

/**
 * A sibling field whose value narrows the options of this one (a work axis among those of the chosen GTA, a state
 * among those of the chosen country). Changing the sibling clears this field.
 */
export interface DependsOn {
  field: string;
  /** The target's filter the sibling's value goes to (`/api/workAxes/all?gta=<id>`), when it is a reference. */
  param?: string;
}

/** A record of another resource, sent as its `_id` and read back populated with `display`. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  target: ResourceName;
  /** Fields of the target that travel with the reference; the first is its label. */
  display: readonly [string, ...string[]];
  /** The reference may be empty (`null`), shown with this label (spec 000 §3: a null GTA is 'Todos'). */
  nullLabel?: string;
  dependsOn?: DependsOn;
  messages?: { required?: string };
}

/** Several records of another resource, sent as an array of `_id`s, kept in a join table, read back populated. */
export interface ReferencesField extends FieldBase {
  kind: 'references';
  target: ResourceName;
  display: readonly [string, ...string[]];
  /** At least this many (spec 001 §5: at least one implementation scope). */
  min?: number;
  max?: number;
  messages?: { required?: string; min?: string };
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
  /** How the two answers read in forms and lists (spec 001 §5: volunteers yes / no). */
  labels?: { true: string; false: string };
}

/** A calendar day, `YYYY-MM-DD` on the wire. */
export interface DateField extends FieldBase {
  kind: 'date';
  messages?: { required?: string };
}

/** An e-mail address, stored lower-cased; spec 000 §5 words its format message differently on edit. */
export interface EmailField extends FieldBase {
  kind: 'email';
  max?: number;
  /** Taken by no other record (case-insensitive): the server answers 409 with this message. */
  uniqueMessage?: string;
  messages?: { required?: string; invalid?: string; invalidOnEdit?: string };
}

/** An uploaded file; its URL under /uploads/ is what the record keeps. */
export interface FileField extends FieldBase {
  kind: FileKind;
  /** The `Aviso` shown, and the 400 answered, when a required file is missing on create. */
  missingMessage?: string;
}

/** A place, by the name the bundled location data gives it (CONTRACT "Places travel as names"). */
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

/** The field type of one kind (`FieldFor<'textarea'>` is TextField, whose kind is 'text' or 'textarea'). */
export type FieldFor<K extends FieldKind> = FieldDef extends infer F ? (F extends { kind: infer FK } ? (K extends FK ? F : never) : never) : never;

export const isFileField = (field: FieldDef): field is FileField => field.kind === 'image' || field.kind === 'pdf';

export const appliesTo = (field: FieldDef, mode: FormMode) => field.only === undefined || field.only === mode;

/** Whether a client may send this field in this form. */
export const isWritable = (field: FieldDef, mode: FormMode) => field.serverOwned !== true && appliesTo(field, mode);

/** A reference to one or several records: both keep their targets' `_id`s and read back populated. */
export const isReferenceKind = (field: FieldDef): field is ReferenceField | ReferencesField =>
  field.kind === 'reference' || field.kind === 'references';

/** The fields that depend on `name`, directly or through another (a country's state, then its city). */
export function dependentsOf(fields: Record<string, FieldDef>, name: string): string[] {
  const direct = Object.entries(fields)
    .filter(([, f]) => 'dependsOn' in f && f.dependsOn?.field === name)
    .map(([n]) => n);
  return direct.flatMap((n) => [n, ...dependentsOf(fields, n)]);
}
