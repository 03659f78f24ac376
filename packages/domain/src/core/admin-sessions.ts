import Bowser from 'bowser';
import { z } from 'zod';
import { es } from '../messages/es.ts';
import { uuid } from './text.ts';

/** One live sign-in of an admin, as `GET /api/auth/admins/sessions` answers it. */
export const adminSessionSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionsQuerySchema = z.strictObject({ admin: uuid.optional() }, { error: es.validation.invalidValue });

export const endOtherSessionsQuerySchema = z.strictObject(
  { others: z.literal('true', { error: es.adminSessions.othersRequired }) },
  { error: es.validation.invalidValue },
);

/** «Chrome 156 en Linux» from a user agent; what it cannot tell, it says so. */
export function deviceText(userAgent: string | null): string {
  if (!userAgent) return es.adminSessions.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : es.adminSessions.unknownBrowser;
  const system = [os.name, os.versionName].filter(Boolean).join(' ');
  return system ? es.adminSessions.device(name, system) : name;
}
