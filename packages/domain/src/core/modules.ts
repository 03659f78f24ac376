import type { Action } from './permissions.ts';

/** The 22 permission modules of spec 000 §6, seeded on an empty database. */
export const MODULE_NAMES = [
  'admins',
  'areas',
  'business-types',
  'carouselCards',
  'climbs',
  'comments',
  'companies',
  'goodPractices',
  'contacts',
  'filters',
  'flashcards',
  'gtas',
  'workAxes',
  'objectives',
  'business-join-types',
  'business-joinsub-types',
  'users',
  'timeInitiatives',
  'axesGlobalPact',
  'sectors',
  'priorizations',
  'formCards',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export function isModuleName(value: string): value is ModuleName {
  return (MODULE_NAMES as readonly string[]).includes(value);
}

/**
 * Resources that are no permission module of their own (a good practice's volunteers): another module's flags govern
 * them (`permissionModule`). The engine keys services, tables and history by resource name.
 */
export const SUB_RESOURCE_NAMES = ['volunteers', 'filterTypes'] as const;
export type ResourceName = ModuleName | (typeof SUB_RESOURCE_NAMES)[number];

export function isResourceName(value: string): value is ResourceName {
  return isModuleName(value) || (SUB_RESOURCE_NAMES as readonly string[]).includes(value);
}

/** Matrix cells that cannot be ticked, per spec 000 §6. */
const DISABLED: Partial<Record<ModuleName, readonly Action[]>> = {
  admins: ['destroy'],
  carouselCards: ['update', 'destroy'],
  comments: ['create', 'update', 'destroy'],
  contacts: ['create', 'update', 'destroy'],
  flashcards: ['create', 'update', 'destroy'],
  goodPractices: ['create', 'update', 'destroy'],
  priorizations: ['create', 'destroy'],
  users: ['create', 'update'],
  formCards: ['destroy'],
};
const APPROVABLE: readonly ModuleName[] = ['formCards', 'goodPractices'];

export function isActionEnabled(module: ModuleName, action: Action): boolean {
  if (action === 'approve') return APPROVABLE.includes(module);
  return !(DISABLED[module] ?? []).includes(action);
}

/** The comments row is hidden in the edit matrix (spec 000 §6). */
export const HIDDEN_IN_MATRIX: readonly ModuleName[] = ['comments'];
