import { z } from 'zod';
import { es } from '../messages/es.ts';
import { resourceByModule } from '../resources/registry.ts';
import type { Resource } from './define-resource.ts';
import { allows, type Requirement, type Subject } from './permissions.ts';
import { text } from './clean-text.ts';

export const VIEW_NAME_MIN = 2;
export const VIEW_NAME_MAX = 60;
const QUERY_KEYS_MAX = 30;
const QUERY_VALUE_MAX = 500;
const COLUMNS_MAX = 40;

/** Every column a list of this resource may show: its own first, then the rest of what its rows carry. */
export function availableColumns(def: Resource): string[] {
  return [...new Set([...def.columns, ...Object.keys(def.fields), 'active', 'createdAt', 'updatedAt'])];
}

// Editing a card is a record rule over formCards' flags, so its definition's update requirement is only reading.
const SHARE_OVERRIDES: Readonly<Record<string, Requirement>> = { flashcards: { module: 'formCards', action: 'update' } };

/** Reading the module's list is needed to keep a view of it. */
export const mayKeepViews = (subject: Subject, def: Resource) => allows(subject, def.access.list);

/** Sharing a view, and changing or deleting a shared one, is for whoever may update the module. */
export const mayShareViews = (subject: Subject, def: Resource) => allows(subject, SHARE_OVERRIDES[def.module] ?? def.access.update);

const knownModule = (module: string) => resourceByModule(module) !== undefined;

export const savedViewModuleSchema = z.string({ error: es.savedViews.module }).refine(knownModule, { error: es.savedViews.module });

export const savedViewsQuerySchema = z.object({ module: savedViewModuleSchema });

export const savedViewParamsSchema = z.object({ id: z.uuid({ error: es.savedViews.notFound }) });

/** A list's URL parameters (search, sort, filters…) as text; page is never kept. */
const querySchema = z
  .record(z.string().max(40), z.string({ error: es.savedViews.query }).max(QUERY_VALUE_MAX, { error: es.savedViews.query }), { error: es.savedViews.query })
  .refine((query) => Object.keys(query).length <= QUERY_KEYS_MAX, { error: es.savedViews.query })
  .transform(({ page: _page, ...rest }) => rest);

const fieldsSchema = {
  name: text({ min: VIEW_NAME_MIN, max: VIEW_NAME_MAX, messages: { required: es.savedViews.nameRequired, min: es.savedViews.nameMin(VIEW_NAME_MIN), max: es.savedViews.nameMax(VIEW_NAME_MAX) } }),
  query: querySchema,
  columns: z.array(z.string(), { error: es.savedViews.columns }).max(COLUMNS_MAX, { error: es.savedViews.columns }),
  shared: z.boolean({ error: es.savedViews.shared }),
};

/** Columns must be the module's own, each once. */
export function validSavedViewColumns(module: string, columns: readonly string[]): boolean {
  const def = resourceByModule(module);
  if (!def) return false;
  const allowed = new Set(availableColumns(def));
  return columns.every((c) => allowed.has(c)) && new Set(columns).size === columns.length;
}

/** The «Guardar vista» and «Renombrar» dialogs' fields. */
export const savedViewFormSchema = z.object({ name: fieldsSchema.name, shared: fieldsSchema.shared });

export const savedViewCreateSchema = z
  .object({ module: savedViewModuleSchema, ...fieldsSchema, query: querySchema.default({}), columns: fieldsSchema.columns.default([]), shared: fieldsSchema.shared.default(false) })
  .refine((body) => !knownModule(body.module) || validSavedViewColumns(body.module, body.columns), { error: es.savedViews.columns, path: ['columns'] });
export type SavedViewCreate = z.input<typeof savedViewCreateSchema>;

/** A rename, a new query or columns, or a change of sharing; the module stays. */
export const savedViewUpdateSchema = z
  .object({ name: fieldsSchema.name.optional(), query: querySchema.optional(), columns: fieldsSchema.columns.optional(), shared: fieldsSchema.shared.optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: es.savedViews.empty });
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>;

export const savedViewSchema = z.object({
  _id: z.string(),
  module: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  columns: z.array(z.string()),
  shared: z.boolean(),
  gta: z.string().nullable(),
  owner: z.string(),
  /** The caller may rename, change or delete it. */
  mine: z.boolean(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
