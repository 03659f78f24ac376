import type { Resource } from '@app/domain/core/define-resource';
import { isFileField, isWritable, type FieldDef, type FileField, type FormMode } from '@app/domain/core/fields';
import type { Actor } from '@app/domain/core/permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { es } from '@app/domain/messages/es';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { viewOf } from './fields/registry.ts';
import { NULL_REFERENCE } from './fields/reference.tsx';
import type { FormValues, ParsedValues } from './fields/kind.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { lockedGta } from './use-reference-options.ts';

type FormResolver = Resolver<FormValues, unknown, ParsedValues>;

/** The fields of the definition this form shows, in their order: what a client may write. */
export function formFields(def: Resource, mode: FormMode): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, field]) => isWritable(field, mode));
}

export function valueFields(def: Resource, mode: FormMode): [string, FieldDef][] {
  return formFields(def, mode).filter(([, field]) => !isFileField(field));
}

export function fileFields(def: Resource, mode: FormMode): [string, FileField][] {
  return formFields(def, mode).filter((entry): entry is [string, FileField] => isFileField(entry[1]));
}

/** The form's starting values: the record's (edit) or the definition's defaults (create); a new record of an admin bound to a GTA starts in it. */
export function initialValues(def: Resource, mode: FormMode, record: ResourceRecord | undefined, actor: Actor | null = null): FormValues {
  return Object.fromEntries(
    valueFields(def, mode).map(([name, field]) => [
      name,
      (mode === 'create' ? lockedGta(actor, field) : undefined) ?? viewOf(field).initial(field, record?.[name], mode === 'create'),
    ]),
  );
}

const sameText = (value: unknown, initial: unknown) => String(value ?? '').trim() === String(initial ?? '').trim();

export function changedOnly(def: Resource, values: Record<string, unknown>, initial: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const field = def.fields[name];
      const same = (field && viewOf(field).same) || sameText;
      return !same(value, initial[name]);
    }),
  );
}

/** The definition's cross-field rules (an end date not before the start) as the form's field errors. */
function withChecks(def: Resource, resolve: FormResolver, base: (values: FormValues) => Record<string, unknown>): FormResolver {
  if (!def.check) return resolve;
  const check = def.check;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const problems = check({ ...base(values), ...result.values });
    if (problems.length === 0) return result;
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const p of problems) errors[p.path] ??= { type: 'check', message: p.msg };
    return { values: {}, errors };
  };
}

/** On edit only the changed fields are checked, since only they are sent. */
export function formResolver(def: Resource, mode: FormMode, initial: FormValues, record?: ResourceRecord): FormResolver {
  const schema = mode === 'edit' ? def.updateSchema : def.createSchema;
  // The resolvers' types are per schema; this one resolves the definition's values, whatever its fields.
  const resolve = zodResolver(schema) as unknown as FormResolver;
  if (mode === 'create') return withChecks(def, requireChosenNone(def, resolve), () => ({}));
  const edit: FormResolver = (values, context, options) => resolve(changedOnly(def, values, initial), context, options);
  return withChecks(def, edit, () => ({ ...initial, ...(record ?? {}) }));
}

/** A required nullable reference (an admin's GTA) must be chosen, 'Todos' included: the schema reads an untouched one as `null` too, so the form tells "not chosen" apart itself. */
function requireChosenNone(def: Resource, resolve: FormResolver): FormResolver {
  const nullable = Object.entries(def.fields).filter(
    ([, field]) => field.kind === 'reference' && field.nullLabel !== undefined && field.required !== false,
  );
  if (nullable.length === 0) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const missing = nullable.filter(([name]) => (values[name] ?? '') === '');
    if (missing.length === 0) return result;
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const [name, field] of missing) {
      const message = (field.kind === 'reference' && field.messages?.required) || es.validation.required;
      errors[name] = { type: 'required', message };
    }
    return { values: {}, errors };
  };
}

/** A write's body: JSON for a resource without files; multipart otherwise, every value as a text part (empty ones left out: they mean "not given"; `null` as 'null'; arrays and objects as JSON), the reason as the JSON part `historical`, and a file part only for a newly chosen file. */
export function writeBody(
  def: Resource,
  values: ParsedValues,
  files: Record<string, File>,
  reason?: string,
  version?: string,
): FormData | Record<string, unknown> {
  const extra = { ...(reason === undefined ? {} : { historical: { description: reason } }), ...(version ? { updatedAt: version } : {}) };
  if (Object.keys(def.fileFields).length === 0) return { ...values, ...extra };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...extra })) {
    if (value === undefined || value === '') continue;
    // A nullable reference set to "none" travels as the text 'null'; a list (an admin's permissions) as JSON.
    if (value === null) form.append(name, NULL_REFERENCE);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  // Files last: the server has every text part by the time it reads the bytes.
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  return form;
}
