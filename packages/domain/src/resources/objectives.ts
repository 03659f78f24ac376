import { defineResource } from '../core/define-resource.ts';

export const objectives = defineResource({
  module: 'objectives',
  apiPath: 'objectives',
  route: '/objectives',
  label: { singular: 'ODS', plural: 'ODS' },
  menu: 'catalogos',
  fields: {
    logo: { kind: 'image', label: 'Logo', missingMessage: 'Ingrese una imagen del Eje de Trabajo antes de guardar.' },
    title: { kind: 'text', label: 'Título', min: 5, max: 50, search: true },
    objective: { kind: 'text', label: 'Objetivo', min: 5, max: 50, search: true },
    color: { kind: 'color', label: 'Color' },
  },
  columns: ['logo', 'title', 'objective', 'color', 'createdAt', 'updatedAt', 'active'],
  sortable: ['title', 'createdAt', 'updatedAt', 'active'],
  titleField: 'title',
  imageField: 'logo',
  publicSite: { read: {} },
  operations: { create: true, update: true, toggle: true, delete: false },
});
