import { defineResource } from '../core/define-resource.ts';
import { practices } from './good-practices.ts';

/** No permission module of their own: read lists them, approve toggles them. */
export const volunteers = defineResource({
  module: 'volunteers',
  permissionModule: 'goodPractices',
  access: { toggle: practices('approve') },
  apiPath: 'volunteers',
  route: '/volunteers',
  label: { singular: 'Voluntario', plural: 'Voluntarios' },
  menu: 'sumate',
  inMenu: false,
  fields: {
    goodPractice: { kind: 'reference', label: 'Buena práctica', target: 'goodPractices', display: ['name'] },
    name: { kind: 'text', label: 'Nombre', min: 2, max: 50, search: true },
    lastName: { kind: 'text', label: 'Apellidos', min: 2, max: 50, search: true },
    email: { kind: 'email', label: 'Correo electrónico' },
    country: { kind: 'country', label: 'País' },
  },
  columns: ['name', 'email', 'country', 'createdAt', 'active'],
  sortable: ['name', 'lastName', 'createdAt', 'active'],
  filters: ['goodPractice'],
  titleField: 'name',
  titleFields: ['name', 'lastName'],
  operations: { create: false, update: false, toggle: true, delete: false },
  publicSite: { create: 'visitor' },
});
