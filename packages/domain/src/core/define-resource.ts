import { z } from 'zod';
import { appliesTo, fieldSchema, isFileField, type FieldDef, type FileField, type FormMode } from './fields.ts';
import type { ModuleName } from './modules.ts';
import type { Action } from './permissions.ts';

export type { FieldDef } from './fields.ts';

export type MenuGroup = 'main' | 'sumate' | 'catalogos';

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Permission module (spec 000 §6). */
  module: ModuleName;
  /**
   * Module whose permission flags govern this resource, when not its own: comments have no usable row in the matrix
   * (spec 000 §6 hides it and disables its actions), so the users' flags decide who reads and toggles them.
   */
  permissionModule?: ModuleName;
  /** Path under /api. */
  apiPath: string;
  /** Path in the web app. */
  route: string;
  label: { singular: string; plural: string };
  menu: MenuGroup;
  /** False: no sidebar item nor home tile; its pages are reached from another module's (a comment from its user). */
  inMenu?: boolean;
  fields: F;
  /** Columns shown by the list, in order: field names plus createdAt, updatedAt, active. */
  columns: readonly string[];
  /** Fields that `sort` accepts (with or without a leading `-`). */
  sortable: readonly string[];
  /** Reference or select fields a list, `/all` and `/totals` can be filtered by (`?gta=<id>`). */
  filters?: readonly (keyof F & string)[];
  /** Field shown as the record's title in detail, breadcrumb and history. */
  titleField: keyof F & string;
  /** Image field shown as the 70×70 thumbnail in lists and 190×190 in detail. */
  imageField?: keyof F & string;
  /**
   * Field holding the record's GTA: an admin with a GTA then sees and changes only records of that GTA.
   * Absent for records that belong to no GTA.
   */
  gtaField?: keyof F & string;
  /** Messages of deactivate / reactivate when they are not the generic ones (users: 'Usuario desactivado'). */
  toggleMessages?: { deactivated: string; activated: string };
  /** How long a form waits before sending (spec 000 §5: 400 ms; spec 001 §9: 600 ms for filters). */
  submitDelayMs?: number;
  /** Which operations exist. Deactivate and reactivate go together under `toggle`. */
  operations: { create: boolean; update: boolean; toggle: boolean; delete: boolean };
}

export interface Resource<F extends Record<string, FieldDef> = Record<string, FieldDef>> extends ResourceDef<F> {
  /** Body of create: every non-file field of the create form. */
  createSchema: z.ZodObject<Record<string, z.ZodType>>;
  /** Body of update: the edit form's non-file fields, each optional (only what changed is sent). */
  updateSchema: z.ZodObject<Record<string, z.ZodType>>;
  /** File fields by name: a resource with any takes multipart forms. */
  fileFields: Record<string, FileField>;
  /** The module whose flags are checked: `permissionModule` or the resource's own. */
  accessModule: ModuleName;
  /** Permission needed for each operation, for the access hook and the UI. */
  permissionFor: Record<'list' | 'get' | 'create' | 'update' | 'toggle' | 'delete' | 'history', Action>;
}

function bodySchema(fields: Record<string, FieldDef>, mode: FormMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = appliesTo(field, mode) ? fieldSchema(field, mode) : undefined;
    if (schema) shape[name] = schema;
  }
  return z.object(shape);
}

/**
 * Turns one declarative definition into everything both ends need.
 * @example export const sectors = defineResource({ module: 'sectors', apiPath: 'sectors', ... })
 */
export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDef<F>): Resource<F> {
  return {
    ...def,
    accessModule: def.permissionModule ?? def.module,
    createSchema: bodySchema(def.fields, 'create'),
    updateSchema: bodySchema(def.fields, 'edit').partial(),
    fileFields: Object.fromEntries(Object.entries(def.fields).filter(([, f]) => isFileField(f))) as Record<string, FileField>,
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
