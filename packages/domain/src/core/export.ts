import { z } from 'zod';
import { es } from '../messages/es.ts';
import { EXPORT_FORMATS } from './export-formats.ts';

export { EXPORT_FORMATS, type ExportFormat } from './export-formats.ts';

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar an answer's days are counted on; UTC when absent. */
export const timeZoneParam = z.preprocess(
  (v) => (v === undefined || v === '' ? 'UTC' : v),
  z.string({ error: es.validation.timeZone }).max(64, { error: es.validation.timeZone }).refine(isTimeZone, { error: es.validation.timeZone }),
);

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: es.validation.exportFormat }),
  tz: timeZoneParam,
});
