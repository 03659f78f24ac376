import { defineResource } from '../core/define-resource.ts';

export const WORK_AXIS_ICONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `Figura ${i + 1}` }));

export const workAxes = defineResource({
  module: 'workAxes',
  apiPath: 'workAxes',
  route: '/workAxes',
  label: { singular: 'Eje de trabajo', plural: 'Ejes de trabajo' },
  menu: 'catalogos',
  fields: {
    gta: { kind: 'reference', label: 'GTA', target: 'gtas', display: ['title', 'color', 'nomenclature', 'logo'] },
    objective: { kind: 'text', label: 'Objetivo', min: 5, max: 50, search: true },
    position: { kind: 'select', label: 'Figura', options: WORK_AXIS_ICONS },
    image: { kind: 'image', label: 'Imagen', required: false },
  },
  columns: ['gta', 'objective', 'position', 'createdAt', 'updatedAt', 'active'],
  sortable: ['objective', 'position', 'createdAt', 'updatedAt', 'active'],
  filters: ['gta'],
  titleField: 'objective',
  imageField: 'image',
  gtaField: 'gta',
  publicSite: { read: {} },
  operations: { create: true, update: true, toggle: true, delete: false },
});
