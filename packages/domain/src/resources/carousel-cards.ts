import { z } from 'zod';
import { isoDay } from '../core/kinds/date.ts';
import { es } from '../messages/es.ts';
import { checkPeriod } from './carousel-cards-resource.ts';

export { carouselCards, checkPeriod } from './carousel-cards-resource.ts';

export const CAROUSEL_EMPTY = 'Debe seleccionar almenos una flashcard antes de guardar';
export const CAROUSEL_SAVED = 'Carussel Guardado';

const required = { error: es.validation.required };

/** The whole carousel at once, in one transaction. */
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
