import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { FileKind } from './files.ts';
import type { ModuleName } from './modules.ts';
import { text, type LengthMessages } from './text.ts';

export type FormMode = 'create' | 'edit';

interface FieldBase {
  label: string;
  /** Defaults to true. On edit a field may be left out; if sent, it must still be valid. */
  required?: boolean;
  /** The field exists in this form only; absent: in both. */
  only?: FormMode;
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
}

export interface ColorField extends FieldBase {
  kind: 'color';
  default?: string;
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly { value: string; label: string }[];
  /** The value is a number on the wire and in the database (an admin's role); options still list it as text. */
  numeric?: true;
}

/** A record of another resource, sent as its `_id` and read back populated with `display`. */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  target: ModuleName;
  /** Fields of the target that travel with the reference; the first is its label. */
  display: readonly [string, ...string[]];
  /** The reference may be empty (`null`), shown with this label (spec 000 §3: a null GTA is 'Todos'). */
  nullLabel?: string;
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
  messages?: { required?: string };
}

export type FieldDef =
  | TextField
  | EmailField
  | NumberField
  | ColorField
  | SelectField
  | ReferenceField
  | FileField
  | PlaceField;

export const isFileField = (field: FieldDef): field is FileField => field.kind === 'image' || field.kind === 'pdf';

export const appliesTo = (field: FieldDef, mode: FormMode) => field.only === undefined || field.only === mode;

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Multipart forms send every value as text; an empty one means "not given". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)) ? Number(b) : b;
};

/** The zod schema of one field's value in the given form; undefined for file fields (they are not JSON). */
export function fieldSchema(field: FieldDef, mode: FormMode) {
  const required = field.required !== false;
  const requiredMessage = ('messages' in field && field.messages?.required) || es.validation.required;
  const missingOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? requiredMessage : other);
  const optional = <T extends z.ZodType>(schema: T) => (required ? schema : schema.optional());
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const limits = mode === 'edit' && field.editLimits ? field.editLimits : field;
      return optional(text({ min: limits.min, max: limits.max, required, messages: field.messages }));
    }
    case 'number':
      return z.preprocess(
        numeric,
        optional(
          z
            .number({ error: missingOr(es.validation.number) })
            .int({ error: es.validation.integer })
            .min(field.min, { error: es.validation.minValue(field.min) })
            .max(field.max, { error: es.validation.maxValue(field.max) }),
        ),
      );
    case 'color':
      return z.preprocess(blank, optional(z.string({ error: missingOr(es.validation.color) }).regex(COLOR, { error: es.validation.color })));
    case 'select': {
      const values = field.options.map((o) => o.value) as [string, ...string[]];
      const choice = z.enum(values, { error: missingOr(es.validation.invalidValue) });
      if (field.numeric) {
        // A number or its text ('1', as multipart sends it) is the same choice; it leaves as a number.
        const asText = (v: unknown) => (typeof v === 'number' ? String(v) : blank(v));
        return z.preprocess(asText, optional(choice.transform(Number)));
      }
      return z.preprocess(blank, optional(choice));
    }
    case 'reference': {
      const id = z.uuid({ error: missingOr(es.validation.invalidId) });
      // A nullable reference sends '' or 'null' for "none"; it is then required only to be present.
      if (field.nullLabel !== undefined) {
        return z.preprocess((v) => (v === '' || v === 'null' ? null : v), optional(id.nullable()));
      }
      return z.preprocess(blank, optional(id));
    }
    case 'email': {
      const invalid = (mode === 'edit' && field.messages?.invalidOnEdit) || field.messages?.invalid || es.validation.emailInvalid;
      return optional(
        text({ max: field.max ?? 254, required, messages: { required: requiredMessage, max: invalid } })
          .pipe(z.union([z.literal(''), z.email({ error: invalid })]))
          .transform((e) => e.toLowerCase()),
      );
    }
    case 'country':
    case 'state':
    case 'city':
      return optional(text({ max: 100, required, messages: { required: requiredMessage } }));
    case 'image':
    case 'pdf':
      return undefined;
  }
}
