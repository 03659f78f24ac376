import { defineResource } from '../core/define-resource.ts';

export const axesGlobalPact = defineResource({
  module: 'axesGlobalPact',
  apiPath: 'axes-global-pact',
  route: '/axesGlobalPact',
  label: { singular: 'Eje del Pacto Global', plural: 'Ejes del Pacto Global' },
  menu: 'sumate',
  fields: {
    logo: { kind: 'image', label: 'Logo', missingMessage: 'Ingrese una imagen del Eje de Trabajo antes de guardar.' },
    name: { kind: 'text', label: 'Nombre', min: 5, max: 50, search: true },
    description: { kind: 'textarea', label: 'Descripción', min: 5, max: 50, search: true },
  },
  columns: ['logo', 'name', 'description', 'createdAt', 'updatedAt', 'active'],
  sortable: ['name', 'createdAt', 'updatedAt', 'active'],
  titleField: 'name',
  imageField: 'logo',
  publicSite: { read: {} },
  operations: { create: true, update: true, toggle: true, delete: false },
});
