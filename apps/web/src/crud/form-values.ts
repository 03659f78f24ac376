import type { Resource } from '@app/domain/core/define-resource';
import { appliesTo, isFileField, type FieldDef, type FileField, type FormMode } from '@app/domain/core/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { es } from '@app/domain/messages/es';
import type { Resolver } from 'react-hook-form';
import { referenceId } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';

/** What the form holds: every non-file field as text (a reference as its `_id`, a number as digits). */
export type FormValues = Record<string, string>;
/** What the schema makes of it: trimmed text, numbers as numbers. */
export type ParsedValues = Record<string, unknown>;

type FormResolver = Resolver<FormValues, unknown, ParsedValues>;

/** The fields of the definition that this form shows, in their order. */
export function formFields(def: Resource, mode: FormMode): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, field]) => appliesTo(field, mode));
}

export function valueFields(def: Resource, mode: FormMode): [string, FieldDef][] {
  return formFields(def, mode).filter(([, field]) => !isFileField(field));
}

export function fileFields(def: Resource, mode: FormMode): [string, FileField][] {
  return formFields(def, mode).filter((entry): entry is [string, FileField] => isFileField(entry[1]));
}

/** What a nullable reference holds in the form for "none" (`Todos`); the schema reads it as `null`. */
export const NULL_REFERENCE = 'null';

function initialValue(field: FieldDef, value: unknown, creating: boolean): string {
  if (field.kind === 'reference') {
    return field.nullLabel !== undefined && value === null && !creating ? NULL_REFERENCE : referenceId(value);
  }
  if (typeof value === 'string') return value;
  // A text read back populated (an admin's company `{ _id, name }`) is edited as its name.
  if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
  if (typeof value === 'number') return String(value);
  // A new record starts at the definition's default (spec 000 §3: a GTA's colour #555555, number 10).
  if (creating && (field.kind === 'number' || field.kind === 'color') && field.default !== undefined) {
    return String(field.default);
  }
  return '';
}

/** The form's starting values: the record's (edit) or the definition's defaults (create). */
export function initialValues(def: Resource, mode: FormMode, record: ResourceRecord | undefined): FormValues {
  return Object.fromEntries(
    valueFields(def, mode).map(([name, field]) => [name, initialValue(field, record?.[name], mode === 'create')]),
  );
}

const same = (value: unknown, initial: string | undefined) => String(value ?? '').trim() === (initial ?? '').trim();

/** The fields whose value differs from where the form started. */
export function changedOnly<T extends Record<string, unknown>>(values: T, initial: FormValues): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !same(value, initial[name]))) as Partial<T>;
}

/**
 * The definition's schema as the form's resolver. On edit only the changed fields are checked (and
 * come out of it), since only they are sent: a stored value the rules no longer accept does not
 * block an unrelated change, and place fields left as they were are not sent (spec 000 §5).
 */
export function formResolver(def: Resource, mode: FormMode, initial: FormValues): FormResolver {
  const schema = mode === 'edit' ? def.updateSchema : def.createSchema;
  const resolve = zodResolver(schema) as unknown as FormResolver;
  if (mode === 'create') return requireChosenNone(def, resolve);
  return (values, context, options) => resolve(changedOnly(values, initial) as FormValues, context, options);
}

/**
 * A required nullable reference (an admin's GTA) must be chosen, 'Todos' included: the schema reads
 * an untouched one as `null` too, so the form tells "not chosen" apart itself.
 */
function requireChosenNone(def: Resource, resolve: FormResolver): FormResolver {
  const nullable = Object.entries(def.fields).filter(
    ([, field]) => field.kind === 'reference' && field.nullLabel !== undefined && field.required !== false,
  );
  if (nullable.length === 0) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const missing = nullable.filter(([name]) => (values[name] ?? '') === '');
    if (missing.length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = { ...(result.errors as Record<string, { type: string; message: string }>) };
    for (const [name, field] of missing) {
      const message = (field.kind === 'reference' && field.messages?.required) || es.validation.required;
      errors[name] = { type: 'required', message };
    }
    return { values: {}, errors } as Awaited<ReturnType<FormResolver>>;
  };
}

/**
 * A write's body: JSON for a resource without files; multipart otherwise, every value as a text
 * part (empty ones left out: they mean "not given"; `null` as 'null'; arrays and objects as JSON), the reason as the JSON part `historical`, and
 * a file part only for a newly chosen file.
 */
export function writeBody(
  def: Resource,
  values: ParsedValues,
  files: Record<string, File>,
  reason?: string,
): FormData | Record<string, unknown> {
  if (Object.keys(def.fileFields).length === 0) {
    return reason === undefined ? values : { ...values, historical: { description: reason } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    // A nullable reference set to "none" travels as the text 'null'; a list (an admin's permissions) as JSON.
    if (value === null) form.append(name, NULL_REFERENCE);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (reason !== undefined) form.append('historical', JSON.stringify({ description: reason }));
  // Files last: the server has every text part by the time it reads the bytes.
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  return form;
}
