import { defineResource } from '../core/define-resource.ts';

export const FILTER_TYPES = [
  { value: 'companySize', label: 'Tamaño de empresa' },
  { value: 'region', label: 'Región' },
  { value: 'sector', label: 'Sector' },
  { value: 'theme', label: 'Tema' },
  { value: 'audience', label: 'Público objetivo' },
] as const;

export const filters = defineResource({
  module: 'filters',
  apiPath: 'filters',
  route: '/filters',
  label: { singular: 'Filtro', plural: 'Filtros' },
  menu: 'catalogos',
  fields: {
    value: { kind: 'text', label: 'Valor', min: 2, max: 40, search: true },
    filterType: { kind: 'reference', label: 'Tipo de filtro', target: 'filterTypes', display: ['name', 'value'] },
  },
  columns: ['value', 'filterType', 'createdAt', 'updatedAt', 'active'],
  sortable: ['value', 'createdAt', 'updatedAt', 'active'],
  filters: ['filterType'],
  titleField: 'value',
  submitDelayMs: 600,
  operations: { create: true, update: true, toggle: true, delete: false },
});
