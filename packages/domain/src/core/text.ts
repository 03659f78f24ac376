import { z } from 'zod';
import { es } from '../messages/es.ts';
import { reasonText } from './clean-text.ts';

// The text builder lives apart (clean-text.ts) so that the resource definitions, which every page evaluates, build no
// schema by being imported; the shared schemas below are built when this module is, by those who use them.
export { isCleanText, reasonText, text, type LengthMessages } from './clean-text.ts';

export const uuid = z.uuid({ error: es.validation.invalidId });
export const idParams = z.object({ id: uuid });

/** `historical: { description }` on every change that needs a reason (CONTRACT). */
export const reasonSchema = z.object({
  historical: z.object({ description: reasonText(true) }, { error: es.validation.reasonRequired }),
});
export type Reason = z.infer<typeof reasonSchema>;

/** The same, where a reason may be given but is not required (sending a card to review). */
export const optionalReasonSchema = z.object({
  historical: z.object({ description: reasonText(false).optional() }, { error: es.validation.invalidValue }).optional(),
});

/**
 * The version a change was based on (CONTRACT "An update or action may carry the `updatedAt`"): a change based on an
 * older one answers 409 and changes nothing.
 */
export const versionSchema = z.object({
  updatedAt: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.datetime({ offset: true, error: es.validation.invalidValue }).optional()),
});
