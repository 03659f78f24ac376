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

/** What the engine serves for every resource; each needs the permission `access` gives it. */
export const OPERATIONS = ['list', 'get', 'history', 'create', 'update', 'toggle', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** A counter card and its `/totals` key: the records matching `where` (values as the list's filters take them). */
export interface CounterDef {
  key: string;
  label: string;
  where: Readonly<Record<string, StateValue>>;
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'neutral';
}

/** A list filter: a field, under its own name or another query parameter (`?user=<id>` filters `createdBy`). */
export type FilterDef = string | { param: string; field: string };

/** A value the server derives from a record for every answer (a vote's totals, an admin's role name). */
export interface ComputedField {
  label: string;
  schema: z.ZodType;
  value: (record: Readonly<Record<string, unknown>>) => unknown;
  /** A number shown with exactly this many decimals (spec 001 §3: a vote's totals to two). */
  decimals?: number;
}

/**
 * A computed field whose schema is built on first read: every page evaluates the definitions, only the server's answers
 * and docs read the schemas.
 * @example roleName: computedField({ label: 'Rol', schema: () => z.string().nullable(), value: (admin) => … })
 */
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

/** One list of a resource in the web app: its route, the module whose read flag shows it, a table or a card grid. */
export interface ViewDef {
  module: ModuleName;
  route: string;
  label: string;
  list: 'table' | 'grid';
  requires: Requirement;
  /** The filter controls this list shows (query parameters); every definition filter but e-mails when absent. */
  filters?: readonly string[];
}

/** A titled card of the detail page listing some fields, as a person reads the record. */
export interface DetailGroup {
  title: string;
  fields: readonly string[];
  /** Names the card for a module that adds something of its own inside it (a practice's map under "Dónde"). */
  name?: string;
}

/** A rule on one record that flags alone cannot state (spec 001 §6: who may save a flashcard edit). */
export type RecordRule = (actor: Actor, record: Readonly<Record<string, unknown>>) => boolean;

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** The resource's name: its permission module (spec 000 §6), the history's module and the engine's key for the table. */
  module: ResourceName;
  /**
   * Module whose permission flags govern this resource, when not its own: comments have no usable row in the matrix
   * (spec 000 §6 hides it and disables its actions), so the users' flags decide who reads and toggles them. Required
   * for a resource that is no permission module (a practice's volunteers).
   */
  permissionModule?: ModuleName;
  /** Per operation, what it needs when it is not the access module's flag of the CONTRACT (read, create, …). */
  access?: Partial<Record<Operation, Requirement>>;
  /** Path under /api. */
  apiPath: string;
  /** Path in the web app: create and edit live under it, and the first view's list. */
  route: string;
  /** How the records are called; `create` titles the create form when the spec names it (`Flashcard Nueva`). */
  label: { singular: string; plural: string; create?: string };
  menu: MenuGroup;
  /** False: no sidebar item nor home tile; its pages are reached from another module's (a comment from its user). */
  inMenu?: boolean;
  /** The lists of the resource in the web app, when more than the one at `route` (a card table and a card grid). */
  views?: readonly Omit<ViewDef, 'requires'>[];
  fields: F;
  computed?: Readonly<Record<string, ComputedField>>;
  /** Columns shown by the list, in order: field names plus createdAt, updatedAt, active. */
  columns: readonly string[];
  /** Fields that `sort` accepts (with or without a leading `-`). */
  sortable: readonly string[];
  /** Fields a list, `/all` and `/totals` can be filtered by (`?gta=<id>`, `?area=<id>,<id>`: any of them). */
  filters?: readonly FilterDef[];
  /** Field shown as the record's title in detail, breadcrumb and history; `/all` and options sort by it. */
  titleField: keyof F & string;
  /**
   * The fields that together name the record, when one is not enough (a person by name and last name): its title, its
   * list column of `titleField` and every reference to it read them joined by a space.
   */
  titleFields?: readonly (keyof F & string)[];
  /** Image field shown as the 70×70 thumbnail in lists and 190×190 in detail. */
  imageField?: keyof F & string;
  /**
   * The record's GTA: a reference to a GTA, or to a record that has one (a vote's card). An admin with a GTA then sees
   * and changes only records of that GTA. Absent for records that belong to no GTA.
   */
  gtaField?: keyof F & string;
  /**
   * The records are the callers themselves (administrators): whoever signs in reads and edits their own record (Mi
   * perfil) and reads its history whatever their flags and GTA; the module's own rules on a change still apply.
   */
  selfRecord?: true;
  /** A reference to admins the server sets to the creator (`createdBy`). */
  ownerField?: keyof F & string;
  /**
   * Lists (`list`, `/all`, `/totals`) show only the caller's own records (spec 001 §6: the priorization list shows only
   * one's own votes). One record is still read and changed by whoever the operation's permission lets (a card's votes
   * are read from the card's page; a super user deactivates anyone's).
   */
  ownerScope?: true;
  /** The numeric select field holding the record's status; its options are the states. */
  status?: keyof F & string;
  /** Named actions beyond deactivate / reactivate (which `operations.toggle` adds). */
  actions?: Readonly<Record<string, Omit<ActionDef, 'conflict'> & { conflict?: string }>>;
  /**
   * `PUT /api/<path>/:id` whose body sets one of these fields runs the named action instead of an edit, as the spec's
   * clients do (`{ selected: true }` selects a card for the carousel, `{ active: false }` deactivates a practice).
   */
  putActions?: Readonly<Record<string, { true: string; false: string }>>;
  /** Counter cards and `/totals` keys; total / active / innactive when absent. */
  counters?: readonly CounterDef[];
  /** Rules on one record beyond the flags, checked by the server and used by the UI to hide what they refuse. */
  rules?: { update?: RecordRule };
  /**
   * Cross-field rules (an end date not before the start), on the values a record would hold: checked by the server on
   * create and on the merged values of an edit, and by the web form before sending.
   */
  check?: (values: Readonly<Record<string, unknown>>) => FieldError[];
  /** Values the rules derive from others before storing (no volunteers clears their number). */
  normalize?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The detail page's cards of fields, when not one card with every field. */
  layout?: { groups: readonly DetailGroup[] };
  /** Messages of deactivate / reactivate when they are not the generic ones (users: 'Usuario desactivado'). */
  toggleMessages?: { deactivated: string; activated: string };
  /**
   * Success messages of the other operations when not the generic ones (spec 001 §8: 'Flashcard actualizada'), and the
   * history's text of a create when it has one (spec 001 §4: 'Priorización realizada').
   */
  messages?: { created?: string; updated?: string; createdHistory?: string };
  /** How long a form waits before sending (spec 000 §5: 400 ms; spec 001 §9: 600 ms for filters). */
  submitDelayMs?: number;
  /** Which operations exist. Deactivate and reactivate go together under `toggle`. */
  operations: { create: boolean; update: boolean; toggle: boolean; delete: boolean };
}

/**
 * A definition made ready for both ends. Not generic: field names are checked where the definition is written, and
 * every resource is then one type the engine and the registry hold alike.
 */
export interface Resource extends ResourceDef {
  /** Body of create: every writable non-file field of the create form. */
  createSchema: z.ZodObject<Record<string, z.ZodType>>;
  /** Body of update: the edit form's writable non-file fields, each optional (only what changed is sent). */
  updateSchema: z.ZodObject<Record<string, z.ZodType>>;
  /** File fields by name: a resource with any takes multipart forms. */
  fileFields: Record<string, FileField>;
  /** The module whose flags are checked by default: `permissionModule` or the resource's own. */
  accessModule: ModuleName;
  /** What each operation needs, for the access hook and the UI. */
  access: Record<Operation, Requirement>;
  /** Every action, deactivate and reactivate included, with its conflict message. */
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

/** Deactivate and reactivate: two actions of the same mechanism as send, accept or reject. */
function toggleActions(def: Pick<ResourceDef, 'toggleMessages'>, toggle: Requirement): Record<string, ActionDef> {
  const messages = def.toggleMessages ?? { activated: es.api.activated, deactivated: es.api.deactivated };
  const common = { field: 'active', permission: toggle, reason: 'required' } as const;
  return {
    deactivate: {
      ...common,
      label: 'Desactivar',
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
      from: [false],
      to: true,
      cause: 'activate',
      message: messages.activated,
      conflict: es.api.alreadyActive,
      tone: 'success',
    },
  };
}

/**
 * Turns one declarative definition into everything both ends need.
 * @example export const sectors = defineResource({ module: 'sectors', apiPath: 'sectors', ... })
 */
export function defineResource<F extends Record<string, FieldDef>>(def: ResourceDef<F>): Resource {
  const accessModule = def.permissionModule ?? (isModuleName(def.module) ? def.module : undefined);
  if (!accessModule) throw new Error(`${def.module}: sin módulo de permisos`);
  const access = accessOf(def, accessModule);
  const named = Object.fromEntries(
    Object.entries(def.actions ?? {}).map(([name, a]) => [name, { ...a, conflict: a.conflict ?? es.api.wrongState }]),
  );
  // Built on first use: a page that only lists or shows records never pays for every definition's zod schemas (the web
  // app evaluates the whole registry for its routes).
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
    // A declared view is governed by its own module's read flag (spec 001: the flashcards flag governs the grid).
    viewDefs: def.views
      ? def.views.map((v) => ({ ...v, requires: { module: v.module, action: 'read' as const } }))
      : [{ module: accessModule, route: def.route, label: def.label.plural, list: 'table' as const, requires: access.list }],
  };
}
