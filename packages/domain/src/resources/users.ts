import { defineResource } from '../core/define-resource.ts';
import { placeFields } from './places.ts';

/** The back-office never creates or edits public-site users. */
export const users = defineResource({
  module: 'users',
  apiPath: 'users',
  route: '/users',
  label: { singular: 'Usuario', plural: 'Usuarios' },
  menu: 'main',
  fields: {
    thumbnail: { kind: 'image', label: 'Foto', required: false },
    name: { kind: 'text', label: 'Nombre', min: 2, max: 50, search: true },
    lastName: { kind: 'text', label: 'Apellidos', min: 2, max: 50, search: true },
    email: { kind: 'email', label: 'Correo electrónico' },
    telephone: { kind: 'text', label: 'Teléfono', max: 30, required: false },
    company: { kind: 'text', label: 'Empresa', max: 100, required: false },
    country: { ...placeFields.country, required: false },
    state: { ...placeFields.state, required: false },
    city: { ...placeFields.city, required: false },
  },
  columns: ['thumbnail', 'name', 'email', 'createdAt', 'updatedAt', 'active'],
  sortable: ['name', 'lastName', 'email', 'createdAt', 'updatedAt', 'active'],
  titleField: 'name',
  titleFields: ['name', 'lastName'],
  imageField: 'thumbnail',
  toggleMessages: { deactivated: 'Usuario desactivado', activated: 'Usuario activado' },
  operations: { create: false, update: false, toggle: true, delete: false },
  publicSite: { own: true },
});
