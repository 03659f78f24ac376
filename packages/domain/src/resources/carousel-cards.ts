import { z } from 'zod';
import { defineResource } from '../core/define-resource.ts';
import { isDay, isoDay } from '../core/kinds/date.ts';
import { es } from '../messages/es.ts';

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

export const CAROUSEL_EMPTY = 'Debe seleccionar almenos una flashcard antes de guardar';
export const CAROUSEL_SAVED = 'Carussel Guardado';

const required = { error: es.validation.required };

/** `PUT /api/carouselCards`: the whole carousel at once (the web app's save), in one transaction. */
export const carouselReplaceSchema = z
  .object({
    flashcards: z
      .array(z.uuid({ error: es.validation.invalidId }), { error: CAROUSEL_EMPTY })
      .min(1, { error: CAROUSEL_EMPTY })
      .max(100, { error: es.validation.invalidValue })
      .refine((ids) => new Set(ids).size === ids.length, { error: es.validation.repeated }),
    startDate: isoDay(required),
    endDate: isoDay(required),
  })
  .superRefine((values, ctx) => {
    for (const e of checkPeriod(values)) ctx.addIssue({ code: 'custom', message: e.msg, path: [e.path] });
  });
export type CarouselReplace = z.infer<typeof carouselReplaceSchema>;
