import { z } from 'zod';
import { es } from '../messages/es.ts';
import { text } from './clean-text.ts';

/** The same schemas validate the web form and the server's PUT bodies. */
export const CONFIGURATION_PANELS = ['contact', 'smtp', 'privacy', 'terms'] as const;
export type ConfigurationPanel = (typeof CONFIGURATION_PANELS)[number];

/** Panels are not records, so each has a fixed history `document` id. */
export const CONFIGURATION_DOCUMENTS: Record<ConfigurationPanel, string> = {
  contact: '00000000-0000-4000-8000-000000000c01',
  smtp: '00000000-0000-4000-8000-000000000c02',
  privacy: '00000000-0000-4000-8000-000000000c03',
  terms: '00000000-0000-4000-8000-000000000c04',
};

const LEGAL_TEXT_MAX = 50_000;
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const email = text({ max: 254, messages: { max: es.validation.emailInvalid } })
  .pipe(z.email({ error: es.validation.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const contactConfigSchema = z.object({ email });

const port = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? es.validation.required : es.configuration.portInvalid) })
    .int({ error: es.configuration.portInvalid })
    .min(1, { error: es.configuration.portInvalid })
    .max(65535, { error: es.configuration.portInvalid }),
);

/** `password` absent keeps the stored one, an empty string removes it; it is never read back. */
export const smtpConfigSchema = z.object({
  user: text({ max: 254, required: false }).default(''),
  host: text({ max: 253 }).refine((v) => HOST.test(v), { error: es.configuration.hostInvalid }),
  port,
  password: z
    .string({ error: es.validation.invalidValue })
    .max(500, { error: es.validation.max(500) })
    .refine((v) => !v.includes('\u0000'), { error: es.validation.nul })
    .optional(),
});

export const legalTextSchema = z.object({ text: text({ max: LEGAL_TEXT_MAX }) });

export type ContactConfig = z.infer<typeof contactConfigSchema>;
export type SmtpConfigInput = z.infer<typeof smtpConfigSchema>;
export type LegalText = z.infer<typeof legalTextSchema>;

export interface ConfigurationView {
  contact: { email: string };
  smtp: { user: string; host: string; port: number | null; passwordSet: boolean };
  privacy: { text: string };
  terms: { text: string };
}
