import { z } from 'zod';
import { es } from '../messages/es.ts';
import { reasonText } from './clean-text.ts';

// Apart from clean-text.ts so the resource definitions, which every page evaluates, build no schema on import.
export { isCleanText, reasonText, text, type LengthMessages } from './clean-text.ts';

export const uuid = z.uuid({ error: es.validation.invalidId });
export const idParams = z.object({ id: uuid });

export const reasonSchema = z.object({
  historical: z.object({ description: reasonText(true) }, { error: es.validation.reasonRequired }),
});
export type Reason = z.infer<typeof reasonSchema>;

export const optionalReasonSchema = z.object({
  historical: z.object({ description: reasonText(false).optional() }, { error: es.validation.invalidValue }).optional(),
});

/** A change based on an older version answers 409 and changes nothing. */
export const versionSchema = z.object({
  updatedAt: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.datetime({ offset: true, error: es.validation.invalidValue }).optional()),
});
