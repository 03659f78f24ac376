import { defineResource } from '../core/define-resource.ts';

/** A resource of the engine so that a filter's `filterType` is an ordinary reference. */
export const filterTypes = defineResource({
  module: 'filterTypes',
  permissionModule: 'filters',
  apiPath: 'filterTypes',
  route: '/filterTypes',
  label: { singular: 'Tipo de filtro', plural: 'Tipos de filtro' },
  menu: 'catalogos',
  inMenu: false,
  fields: {
    name: { kind: 'text', label: 'Nombre', min: 2, max: 50 },
    value: { kind: 'text', label: 'Clave', min: 2, max: 50 },
  },
  columns: ['name', 'value', 'createdAt', 'active'],
  sortable: ['name', 'value', 'createdAt', 'active'],
  titleField: 'name',
  operations: { create: false, update: false, toggle: false, delete: false },
});
