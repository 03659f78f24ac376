import { defineResource, type ResourceDef } from '../core/define-resource.ts';
import type { ModuleName } from '../core/modules.ts';

const nameDescription = (nameMax: number) => ({
  name: { kind: 'text', label: 'Nombre', min: 4, max: nameMax, required: true, search: true },
  description: { kind: 'textarea', label: 'Descripción', min: 2, max: 250, required: true, search: true },
}) as const;

type NamedFields = ReturnType<typeof nameDescription>;

function catalogue(
  module: ModuleName,
  apiPath: string,
  label: ResourceDef['label'],
  menu: ResourceDef['menu'],
  nameMax: number,
  publicSite?: ResourceDef['publicSite'],
) {
  return defineResource<NamedFields>({
    module,
    apiPath,
    route: `/${module}`,
    label,
    menu,
    fields: nameDescription(nameMax),
    columns: ['name', 'description', 'createdAt', 'updatedAt', 'active'],
    sortable: ['name', 'createdAt', 'updatedAt', 'active'],
    titleField: 'name',
    publicSite,
    operations: { create: true, update: true, toggle: true, delete: false },
  });
}

/** The public site's forms and filters offer their active entries. */
const SHOWN = { read: {} };

export const sectors = catalogue('sectors', 'sectors', { singular: 'Sector', plural: 'Sectores' }, 'catalogos', 40);
export const areas = catalogue('areas', 'areas', { singular: 'Área responsable', plural: 'Áreas responsables' }, 'catalogos', 40, SHOWN);
export const timeInitiatives = catalogue(
  'timeInitiatives',
  'timeInitiatives',
  { singular: 'Duración de iniciativa', plural: 'Duración de iniciativas' },
  'sumate',
  40,
  SHOWN,
);
export const businessTypes = catalogue(
  'business-types',
  'business-types',
  { singular: 'Ámbito de implementación', plural: 'Ámbitos de implementación' },
  'catalogos',
  80,
  SHOWN,
);
export const businessJoinTypes = catalogue(
  'business-join-types',
  'business-join-types',
  { singular: 'Tipo de adhesión', plural: 'Tipos de adhesión' },
  'sumate',
  80,
  SHOWN,
);
export const businessJoinSubTypes = catalogue(
  'business-joinsub-types',
  'business-joinsub-types',
  { singular: 'Subtipo de adhesión', plural: 'Subtipos de adhesión' },
  'sumate',
  80,
  SHOWN,
);

export const climbs = defineResource({
  module: 'climbs',
  apiPath: 'climbs',
  route: '/climbs',
  label: { singular: 'CLIMB', plural: 'CLIMB' },
  menu: 'catalogos',
  fields: {
    nomenclature: { kind: 'text', label: 'Nomenclatura', min: 1, max: 2, required: true, search: true },
    name: { kind: 'text', label: 'Nombre', min: 4, max: 40, required: true, search: true },
    description: { kind: 'textarea', label: 'Descripción', min: 2, max: 250, required: true, search: true },
  },
  columns: ['nomenclature', 'name', 'description', 'createdAt', 'updatedAt', 'active'],
  sortable: ['nomenclature', 'name', 'createdAt', 'updatedAt', 'active'],
  titleField: 'name',
  publicSite: SHOWN,
  operations: { create: true, update: true, toggle: true, delete: true },
});
