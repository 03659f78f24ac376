import { defineResource } from '../core/define-resource.ts';

export const GTA_DEFAULT_COLOR = '#555555';
export const GTA_DEFAULT_NUMBER = 10;

export const gtas = defineResource({
  module: 'gtas',
  apiPath: 'gtas',
  route: '/gtas',
  label: { singular: 'GTA', plural: 'GTA2030' },
  menu: 'catalogos',
  fields: {
    title: { kind: 'text', label: 'Título', min: 5, max: 50, search: true },
    subtitle: { kind: 'text', label: 'Subtítulo', max: 100, required: false, search: true },
    goal: { kind: 'textarea', label: 'Eje de trabajo (objetivo)', min: 5, max: 430 },
    actionLines: { kind: 'textarea', label: 'Líneas de acción', min: 5, max: 430 },
    nomenclature: { kind: 'text', label: 'Nomenclatura', max: 50, search: true },
    author: { kind: 'text', label: 'Autor', min: 5, max: 50, search: true },
    position: { kind: 'text', label: 'Posición', min: 5, max: 50, editLimits: { max: 250 } },
    color: { kind: 'color', label: 'Color', default: GTA_DEFAULT_COLOR },
    number: { kind: 'number', label: 'Número', min: 0, max: 9999, default: GTA_DEFAULT_NUMBER },
    logo: { kind: 'image', label: 'Logo', missingMessage: 'Ingrese una imagen del logo antes de guardar.' },
    logoColor: { kind: 'image', label: 'Logo a color', required: false },
    imageColor: {
      kind: 'image',
      label: 'Silueta a color',
      missingMessage: 'Ingrese una imagen con su silueta color antes de guardar.',
    },
    document: { kind: 'pdf', label: 'Guía (PDF)', required: false },
  },
  columns: ['logo', 'title', 'document', 'nomenclature', 'createdAt', 'updatedAt', 'active'],
  sortable: ['title', 'nomenclature', 'number', 'createdAt', 'updatedAt', 'active'],
  titleField: 'title',
  imageField: 'logo',
  publicSite: { read: {} },
  operations: { create: true, update: true, toggle: true, delete: true },
});
