import { defineResource } from '../core/define-resource.ts';

/** The matrix offers create to no one, so only a super user records a message received by phone or mail. */
export const contacts = defineResource({
  module: 'contacts',
  apiPath: 'contacts',
  route: '/contacts',
  label: { singular: 'Contacto', plural: 'Contactos' },
  menu: 'main',
  fields: {
    name: { kind: 'text', label: 'Nombre', min: 2, max: 100, search: true },
    email: { kind: 'email', label: 'Correo electrónico' },
    message: { kind: 'textarea', label: 'Mensaje', min: 2, max: 2000, search: true },
  },
  columns: ['name', 'email', 'createdAt', 'active'],
  sortable: ['name', 'email', 'createdAt', 'updatedAt', 'active'],
  titleField: 'name',
  operations: { create: true, update: false, toggle: false, delete: false },
  publicSite: { create: 'visitor' },
});
