import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { SessionUser } from './auth.ts';

/** What the login page needs to know about single sign-on. */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  /** Only super users may still sign in with a password. */
  only: z.boolean(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoTicketSchema = z.object({
  ticket: z
    .string({ error: es.sso.ticketRequired })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: es.sso.ticketInvalid }),
});

/** Why a sign-on came back without a session; the web app words each one. */
export const SSO_FAILURES = ['expired', 'state', 'cancelled', 'failed', 'unverified', 'unknown', 'provider'] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

/** A page of this app to come back to: a path, never another site (`//host`, `/\host`) nor anything a browser would rewrite into one. */
export const returnPathSchema = z
  .string()
  .max(2048, { error: es.ssoReturn.invalid })
  .regex(/^\/(?![/\\])[^\s\\]*$/, { error: es.ssoReturn.invalid });

/** `/start?returnTo=/flashcards/…`: where the admin was going when the login page asked her to sign in. */
export const ssoStartQuerySchema = z.strictObject({ returnTo: returnPathSchema.optional() }, { error: es.validation.invalidValue });

/** The web route the provider's callback ends on: `#ticket=…` or `#error=…` (the fragment never reaches a server log). */
export const SSO_LANDING = '/sso';

const flags = z.object({ read: z.boolean(), create: z.boolean(), update: z.boolean(), destroy: z.boolean(), approve: z.boolean() });

/** The session a ticket is exchanged for: the same `{ token, user }` as the login's verify step. */
export const ssoSessionSchema = z.object({
  token: z.string(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    gta: z.string().nullable(),
    thumbnail: z.string().nullable(),
    permissions: z.record(z.string(), flags),
  }) satisfies z.ZodType<SessionUser>,
});
