import { defineResource } from '../core/define-resource.ts';
import { placeFields } from './places.ts';

export const companies = defineResource({
  module: 'companies',
  apiPath: 'companies',
  route: '/companies',
  label: { singular: 'Empresa', plural: 'Empresas' },
  menu: 'catalogos',
  fields: {
    image: { kind: 'image', label: 'Imagen', missingMessage: 'Ingrese una imagen de la empresa antes de guardar.', required: true },
    name: { kind: 'text', label: 'Nombre', min: 2, max: 40, search: true },
    description: { kind: 'textarea', label: 'Descripción', min: 2, max: 250, search: true },
    businessType: { kind: 'reference', label: 'Ámbito de implementación', target: 'business-types', display: ['name'] },
    sector: { kind: 'reference', label: 'Sector', target: 'sectors', display: ['name'] },
    ...placeFields,
  },
  columns: ['image', 'name', 'businessType', 'sector', 'createdAt', 'updatedAt', 'active'],
  sortable: ['name', 'createdAt', 'updatedAt', 'active'],
  filters: ['businessType', 'sector'],
  titleField: 'name',
  imageField: 'image',
  operations: { create: true, update: true, toggle: true, delete: false },
});
