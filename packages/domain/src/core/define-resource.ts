import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { ActionDef, StateValue } from './actions.ts';
import { isFileField, isWritable, type FieldDef, type FileField, type FormMode } from './fields.ts';
import { fieldSchema } from './kinds/registry.ts';
import { isModuleName, type ModuleName, type ResourceName } from './modules.ts';
import type { FieldError } from './page.ts';
import type { Actor, Requirement } from './permissions.ts';

export type { FieldDef } from './fields.ts';

export type MenuGroup = 'main' | 'sumate' | 'catalogos';

export const OPERATIONS = ['list', 'get', 'history', 'create', 'update', 'toggle', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface CounterDef {
  key: string;
  label: string;
  where: Readonly<Record<string, StateValue>>;
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'neutral';
}

/** A field, or a field under another query parameter (`?user=<id>` filters `createdBy`). */
export type FilterDef = string | { param: string; field: string };

export interface ComputedField {
  label: string;
  schema: z.ZodType;
  value: (record: Readonly<Record<string, unknown>>) => unknown;
  decimals?: number;
}

/** Lazy schema: every page evaluates the definitions, only the server's answers and docs read the schemas. */
export function computedField(def: Omit<ComputedField, 'schema'> & { schema: () => z.ZodType }): ComputedField {
  const { schema: build, ...rest } = def;
  let schema: z.ZodType | undefined;
  return {
    ...rest,
    get schema() {
      return (schema ??= build());
    },
  };
}

export interface ViewDef {
  module: ModuleName;
  route: string;
  label: string;
  list: 'table' | 'grid';
  requires: Requirement;
  filters?: readonly string[];
}

export interface DetailGroup {
  title: string;
  fields: readonly string[];
  /** Lets a module add its own content inside the card (a practice's map under "Dónde"). */
  name?: string;
}

/** Why the actor may not do it to this record as it is now (a card in review), in Spanish; `undefined` when they may. */
export type RecordRule = (actor: Actor, record: Readonly<Record<string, unknown>>) => string | undefined;

/** Why the actor may not edit this record as it is now, or `undefined`: Editar, the edit page and the server ask the same. */
export const editRefusal = (def: Pick<ResourceDef, 'rules'>, actor: Actor, record: Readonly<Record<string, unknown>>): string | undefined =>
  def.rules?.update?.(actor, record);

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  module: ResourceName;
  /** Comments have no usable row in the permission matrix, so another module's flags govern them. */
  permissionModule?: ModuleName;
  access?: Partial<Record<Operation, Requirement>>;
  apiPath: string;
  route: string;
  label: { singular: string; plural: string; create?: string };
  menu: MenuGroup;
  inMenu?: boolean;
  views?: readonly Omit<ViewDef, 'requires'>[];
  fields: F;
  computed?: Readonly<Record<string, ComputedField>>;
  columns: readonly string[];
  sortable: readonly string[];
  filters?: readonly FilterDef[];
  titleField: keyof F & string;
  titleFields?: readonly (keyof F & string)[];
  imageField?: keyof F & string;
  /** An admin with a GTA sees and changes only records of that GTA. */
  gtaField?: keyof F & string;
  /** Whoever signs in reads and edits their own record (Mi perfil) whatever their flags and GTA. */
  selfRecord?: true;
  ownerField?: keyof F & string;
  /** Lists only; a single record is still reachable by whoever the operation's permission lets. */
  ownerScope?: true;
  /**
   * What the public site may do: read the active records holding these values (approved cards), create as anyone
   * (`visitor`) or as a signed-in user (`user`), and reach a signed-in user's own record (`own`: their profile).
   */
  publicSite?: { read?: Readonly<Record<string, unknown>>; create?: 'visitor' | 'user'; own?: true };
  status?: keyof F & string;
  actions?: Readonly<Record<string, Omit<ActionDef, 'conflict'> & { conflict?: string }>>;
  /** Clients send some actions as a PUT of one field (`{ active: false }` deactivates). */
  putActions?: Readonly<Record<string, { true: string; false: string }>>;
  counters?: readonly CounterDef[];
  rules?: { update?: RecordRule };
  /** Checked on the merged values of an edit, not only on what the body sends. */
  check?: (values: Readonly<Record<string, unknown>>) => FieldError[];
  normalize?: (values: Record<string, unknown>) => Record<string, unknown>;
  layout?: { groups: readonly DetailGroup[] };
  toggleMessages?: { deactivated: string; activated: string };
  messages?: { created?: string; updated?: string; createdHistory?: string };
  submitDelayMs?: number;
  operations: { create: boolean; update: boolean; toggle: boolean; delete: boolean };
}

/** Not generic, so the engine and the registry hold every resource as one type. */
export interface Resource extends ResourceDef {
  createSchema: z.ZodObject<Record<string, z.ZodType>>;
  updateSchema: z.ZodObject<Record<string, z.ZodType>>;
  fileFields: Record<string, FileField>;
  accessModule: ModuleName;
  access: Record<Operation, Requirement>;
  actionDefs: Readonly<Record<string, ActionDef>>;
  filterParams: readonly { param: string; field: string }[];
  counterDefs: readonly CounterDef[];
  viewDefs: readonly ViewDef[];
}

function bodySchema(fields: Record<string, FieldDef>, mode: FormMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = isWritable(field, mode) ? fieldSchema(field, mode) : undefined;
    if (schema) shape[name] = schema;
  }
  return z.object(shape);
}

export const DEFAULT_COUNTERS: readonly CounterDef[] = [
  { key: 'total', label: 'Total', where: {}, tone: 'primary' },
  { key: 'active', label: 'Activos', where: { active: true }, tone: 'success' },
  { key: 'innactive', label: 'Inactivos', where: { active: false }, tone: 'neutral' },
];

function accessOf(def: Pick<ResourceDef, 'access'>, module: ModuleName): Record<Operation, Requirement> {
  const flag = (action: 'read' | 'create' | 'update' | 'destroy') => ({ module, action });
  return {
    list: flag('read'),
    get: flag('read'),
    history: flag('read'),
    create: flag('create'),
    update: flag('update'),
    toggle: flag('destroy'),
    delete: flag('destroy'),
    ...def.access,
  };
}

function toggleActions(def: Pick<ResourceDef, 'toggleMessages'>, toggle: Requirement): Record<string, ActionDef> {
  const messages = def.toggleMessages ?? { activated: es.api.activated, deactivated: es.api.deactivated };
  const common = { field: 'active', permission: toggle, reason: 'required' } as const;
  return {
    deactivate: {
      ...common,
      label: 'Desactivar',
      done: 'desactivados',
      from: [true],
      to: false,
      cause: 'deactivate',
      message: messages.deactivated,
      conflict: es.api.alreadyInactive,
      tone: 'warning',
    },
    reactivate: {
      ...common,
      label: 'Activar',
      done: 'activados',
      from: [false],
      to: true,
      cause: 'activate',
      message: messages.activated,
      conflict: es.api.alreadyActive,
      tone: 'success',
    },
  };
}

export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDef<F>): Resource {
  const accessModule = def.permissionModule ?? (isModuleName(def.module) ? def.module : undefined);
  if (!accessModule) throw new Error(`${def.module}: sin módulo de permisos`);
  const access = accessOf(def, accessModule);
  const named = Object.fromEntries(
    Object.entries(def.actions ?? {}).map(([name, a]) => [name, { ...a, conflict: a.conflict ?? es.api.wrongState }]),
  );
  // Lazy: the web app evaluates the whole registry for its routes.
  let createSchema: Resource['createSchema'] | undefined;
  let updateSchema: Resource['updateSchema'] | undefined;
  return {
    ...def,
    accessModule,
    access,
    get createSchema() {
      return (createSchema ??= bodySchema(def.fields, 'create'));
    },
    get updateSchema() {
      return (updateSchema ??= bodySchema(def.fields, 'edit').partial());
    },
    fileFields: Object.fromEntries(Object.entries(def.fields).filter(([, f]) => isFileField(f))) as Record<string, FileField>,
    actionDefs: { ...(def.operations.toggle ? toggleActions(def, access.toggle) : {}), ...named },
    filterParams: (def.filters ?? []).map((f) => (typeof f === 'string' ? { param: f, field: f } : f)),
    counterDefs: def.counters ?? DEFAULT_COUNTERS,
    viewDefs: def.views
      ? def.views.map((v) => ({ ...v, requires: { module: v.module, action: 'read' as const } }))
      : [{ module: accessModule, route: def.route, label: def.label.plural, list: 'table' as const, requires: access.list }],
  };
}
