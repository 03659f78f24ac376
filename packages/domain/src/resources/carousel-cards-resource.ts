import { defineResource } from '../core/define-resource.ts';
import { isDay } from '../core/kinds/date.ts';
import { es } from '../messages/es.ts';

// The carousel's definition, apart from the body of its whole-carousel save (carousel-cards.ts): the registry, which
// every page evaluates, builds no schema by importing it.

/** Start and end of a carousel period: both required, the end not before the start (spec 001 §5). */
export function checkPeriod(values: Readonly<Record<string, unknown>>) {
  const { startDate, endDate } = values;
  return isDay(startDate) && isDay(endDate) && endDate < startDate
    ? [{ path: 'endDate', msg: es.validation.dateRange }]
    : [];
}

/** The home carousel (spec 001 §3 "Carousel card"): approved cards featured between two dates. */
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
