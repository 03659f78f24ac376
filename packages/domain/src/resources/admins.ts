import { z } from 'zod';
import { computedField, defineResource } from '../core/define-resource.ts';
import { imageVariant } from '../core/files.ts';
import { GENDERS, ROLE_LABELS, ROLES, type Role } from '../core/roles.ts';
import { placeFields } from './places.ts';

/** The admin form's messages read 'mayor de 5' although the limit is 2. */
const nameMessages = {
  required: 'Campo Requerido',
  min: 'Debe ser mayor de 5 caracteres',
  max: 'Debe ser menor de 50 caracteres',
} as const;

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: String(role), label: ROLE_LABELS[role] }));
export const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** Permission rows, who may change whom and the set-password mail live in the server's admins module. */
export const admins = defineResource({
  module: 'admins',
  apiPath: 'admins',
  route: '/admins',
  label: { singular: 'Administrador', plural: 'Administradores' },
  menu: 'main',
  fields: {
    image: { kind: 'image', label: 'Imagen de perfil', missingMessage: 'Ingrese una imagen de perfil antes de guardar' },
    name: { kind: 'text', label: 'Nombre', min: 2, max: 50, search: true, messages: nameMessages },
    lastName: { kind: 'text', label: 'Apellidos', min: 2, max: 50, search: true, messages: nameMessages },
    email: {
      kind: 'email',
      label: 'Correo electrónico',
      uniqueMessage: 'Este correo ya existe',
      messages: { required: 'Campo Requerido', invalid: 'Ingrese un correo válido', invalidOnEdit: 'Formato invalido' },
    },
    company: {
      kind: 'text',
      label: 'Empresa',
      max: 100,
      search: true,
      suggestFrom: 'companies',
      messages: { required: 'Campo Requerido', max: 'Debe ser menor de 100 caracteres' },
    },
    role: { kind: 'select', label: 'Rol', options: ROLE_OPTIONS, numeric: true },
    gta: {
      kind: 'reference',
      label: 'GTA',
      target: 'gtas',
      display: ['title', 'color', 'nomenclature', 'logo'],
      nullLabel: 'Todos',
    },
    gender: { kind: 'select', label: 'Género', options: GENDER_OPTIONS },
    ...placeFields,
  },
  computed: {
    thumbnail: computedField({
      label: 'Miniatura',
      schema: () => z.string().nullable(),
      value: (admin) => (typeof admin.image === 'string' && admin.image !== '' ? imageVariant(admin.image, 70) : null),
    }),
    roleName: computedField({ label: 'Rol', schema: () => z.string().nullable(), value: (admin) => ROLE_LABELS[admin.role as Role] ?? null }),
  },
  columns: ['image', 'name', 'email', 'role', 'company', 'createdAt', 'updatedAt', 'active'],
  sortable: ['name', 'email', 'createdAt', 'updatedAt', 'active'],
  filters: ['email'],
  titleField: 'name',
  titleFields: ['name', 'lastName'],
  imageField: 'image',
  gtaField: 'gta',
  selfRecord: true,
  operations: { create: true, update: true, toggle: true, delete: false },
});
