import { z } from 'zod';
import type { ModuleName } from './modules.ts';
import type { Action } from './permissions.ts';
import { text, type LengthMessages } from './text.ts';

/** A text field: its label, limits and messages drive the zod schema, the form and the list. */
export interface TextField {
  kind: 'text' | 'textarea';
  label: string;
  min?: number;
  max?: number;
  required?: boolean;
  /** Searched by the list's `search` query. */
  search?: boolean;
  messages?: LengthMessages;
}
export type FieldDef = TextField;

export type ListColumn = string;

export type MenuGroup = 'main' | 'sumate' | 'catalogos';

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Permission module (spec 000 §6). */
  module: ModuleName;
  /** Path under /api. */
  apiPath: string;
  /** Path in the web app. */
  route: string;
  label: { singular: string; plural: string };
  menu: MenuGroup;
  fields: F;
  /** Columns shown by the list, in order: field names plus createdAt, updatedAt, active. */
  columns: readonly ListColumn[];
  /** Fields that `sort` accepts (with or without a leading `-`). */
  sortable: readonly string[];
  /** Field shown as the record's title in detail, breadcrumb and history. */
  titleField: keyof F & string;
  /**
   * Field holding the record's GTA: an admin with a GTA then sees and changes only records of that GTA.
   * Absent for records that belong to no GTA.
   */
  gtaField?: keyof F & string;
  /** Which operations exist. Deactivate and reactivate go together under `toggle`. */
  operations: { create: boolean; update: boolean; toggle: boolean; delete: boolean };
}

type Shape<F extends Record<string, FieldDef>> = { [K in keyof F]: ReturnType<typeof text> };

export interface Resource<F extends Record<string, FieldDef> = Record<string, FieldDef>> extends ResourceDef<F> {
  createSchema: z.ZodObject<Shape<F>>;
  updateSchema: z.ZodObject<{ [K in keyof F]: z.ZodOptional<ReturnType<typeof text>> }>;
  /** Permission needed for each operation, for the access hook and the UI. */
  permissionFor: Record<'list' | 'get' | 'create' | 'update' | 'toggle' | 'delete' | 'history', Action>;
}

function fieldSchema(field: FieldDef) {
  return text({ min: field.min, max: field.max, required: field.required, messages: field.messages });
}

/**
 * Turns one declarative definition into everything both ends need.
 * @example export const sectors = defineResource({ module: 'sectors', apiPath: 'sectors', ... })
 */
export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDef<F>): Resource<F> {
  const shape = Object.fromEntries(
    Object.entries(def.fields).map(([name, field]) => [name, fieldSchema(field)]),
  ) as Shape<F>;
  const createSchema = z.object(shape);
  return {
    ...def,
    createSchema,
    updateSchema: createSchema.partial(),
    permissionFor: {
      list: 'read',
      get: 'read',
      history: 'read',
      create: 'create',
      update: 'update',
      toggle: 'destroy',
      delete: 'destroy',
    },
  };
}

export function searchableFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.search)
    .map(([name]) => name);
}
