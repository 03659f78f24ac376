import { defineResource } from '../core/define-resource.ts';

/**
 * Messages from the public site's contact form (spec 000 §2 "Contacts"): read-only, no deactivate flow. `/contacts/create`
 * records one received by phone or mail, for whoever may create contacts (the matrix offers that flag to no one, so a
 * super user); the list has no Agregar (spec 000 §2).
 */
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
});
