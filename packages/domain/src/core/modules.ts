import type { Action } from './permissions.ts';

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

/** The engine keys services, tables and history by resource name. */
export const SUB_RESOURCE_NAMES = ['volunteers', 'filterTypes'] as const;
export type ResourceName = ModuleName | (typeof SUB_RESOURCE_NAMES)[number];

export function isResourceName(value: string): value is ResourceName {
  return isModuleName(value) || (SUB_RESOURCE_NAMES as readonly string[]).includes(value);
}

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

export const HIDDEN_IN_MATRIX: readonly ModuleName[] = ['comments'];
