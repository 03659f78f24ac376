import { defineResource } from '../core/define-resource.ts';
import { isDay } from '../core/kinds/date.ts';
import { es } from '../messages/es.ts';

// Apart from carousel-cards.ts so the registry, which every page evaluates, builds no schema by importing it.

export function checkPeriod(values: Readonly<Record<string, unknown>>) {
  const { startDate, endDate } = values;
  return isDay(startDate) && isDay(endDate) && endDate < startDate
    ? [{ path: 'endDate', msg: es.validation.dateRange }]
    : [];
}

export const carouselCards = defineResource({
  module: 'carouselCards',
  apiPath: 'carouselCards',
  route: '/carouselCards',
  label: { singular: 'Tarjeta del carrusel', plural: 'Carrusel' },
  menu: 'main',
  inMenu: false,
  fields: {
    flashcard: { kind: 'reference', label: 'Flashcard', target: 'flashcards', display: ['name', 'number'] },
    startDate: { kind: 'date', label: 'Fecha de inicio' },
    endDate: { kind: 'date', label: 'Fecha de fin' },
    createdBy: { kind: 'reference', label: 'Autor', target: 'admins', display: ['name', 'lastName', 'thumbnail'], serverOwned: true },
  },
  columns: ['flashcard', 'startDate', 'endDate', 'createdBy', 'createdAt'],
  sortable: ['startDate', 'endDate', 'createdAt', 'updatedAt', 'active'],
  filters: ['flashcard'],
  titleField: 'flashcard',
  gtaField: 'flashcard',
  ownerField: 'createdBy',
  check: checkPeriod,
  operations: { create: true, update: false, toggle: false, delete: false },
});
