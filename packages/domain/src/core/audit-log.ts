import { z } from 'zod';
import { es } from '../messages/es.ts';
import { dateBound, rangeCheck } from '../resources/priorization-answers.ts';
import { HISTORY_CAUSES } from './history.ts';
import { exportQuerySchema } from './export.ts';
import { listQuerySchema } from './list-query.ts';
import { uuid } from './text.ts';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

export const OTHER_HISTORY_MODULES = ['configuration'] as const;

/** With `document`, one record's history; without it, the audit log. */
const historyFilters = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true })
  .extend({
    document: z.preprocess(blank, uuid.optional()),
    module: z.preprocess(
      blank,
      z.string({ error: es.validation.invalidValue }).regex(/^[A-Za-z-]{1,50}$/, { error: es.validation.invalidValue }).optional(),
    ),
    cause: z.preprocess(blank, z.enum(HISTORY_CAUSES, { error: es.validation.invalidValue }).optional()),
    author: z.preprocess(blank, uuid.optional()),
    from: z.preprocess(blank, dateBound.optional()),
    to: z.preprocess(blank, dateBound.optional()),
  });

export const historyQuerySchema = historyFilters.superRefine(rangeCheck('from', 'to'));

/** The audit log's filters for its CSV or Excel download: the whole filtered log, newest first. */
export const historyExportSchema = historyFilters
  .omit({ page: true, limit: true, document: true })
  .extend(exportQuerySchema.shape)
  .superRefine(rangeCheck('from', 'to'));

export type HistoryQuery = z.infer<typeof historyQuerySchema>;
