import { z } from 'zod';
import { es } from '../messages/es.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { text } from './clean-text.ts';
import { authenticationCredentialSchema } from './passkeys.ts';
import { RECOVERY_CODE, SECOND_FACTOR_METHODS, TOTP_CODE, type SecondFactorMethod } from './second-factor.ts';

export const PASSWORD_MIN_LENGTH = 12;

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

const v = es.validation;

export const CODE_LENGTH = 6;
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const email = (required: string, invalid: string) =>
  text({ max: 254, messages: { required, max: invalid } }).pipe(z.email({ error: invalid })).transform((e) => e.toLowerCase());

export const loginSchema = z.object({
  email: email(v.loginRequired, v.emailInvalid),
  password: z
    .string({ error: v.loginRequired })
    .min(1, { error: v.loginRequired, abort: true })
    .min(2, { error: v.tooShort })
    .max(50, { error: v.tooLong })
    .refine((p) => !p.includes('\u0000'), { error: v.nul }),
});

const CODE_FORMATS: Record<Exclude<SecondFactorMethod, 'passkey'>, { pattern: RegExp; error: string }> = {
  code: { pattern: /^[A-Z0-9]{6}$/, error: v.codeInvalid },
  totp: { pattern: TOTP_CODE, error: es.totp.codeFormat },
  recovery: { pattern: RECOVERY_CODE, error: es.totp.recoveryFormat },
};

/** A code of the chosen method, or with `method: 'passkey'` the passkey's signed answer instead. */
export const verifySchema = z
  .object({
    email: email(v.loginRequired, v.emailInvalid),
    method: z.enum(SECOND_FACTOR_METHODS, { error: v.codeInvalid }).default('code'),
    code: z
      .string({ error: v.loginRequired })
      .trim()
      .transform((c) => c.toUpperCase())
      .default(''),
    credential: authenticationCredentialSchema.optional(),
  })
  .superRefine(({ method, code, credential }, ctx) => {
    if (method === 'passkey') {
      if (!credential) ctx.addIssue({ code: 'custom', message: es.passkeys.credentialInvalid, path: ['credential'] });
      return;
    }
    const { pattern, error } = CODE_FORMATS[method];
    if (code === '') ctx.addIssue({ code: 'custom', message: v.loginRequired, path: ['code'] });
    else if (!pattern.test(code)) ctx.addIssue({ code: 'custom', message: error, path: ['code'] });
  });

export const recoverRequestSchema = z.object({
  email: email(v.recoveryRequired, v.emailInvalid),
});

const password = z
  .string({ error: v.recoveryRequired })
  .min(1, { error: v.recoveryRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordWeak, abort: true })
  .max(50, { error: v.tooLong })
  .refine((p) => !p.includes('\u0000'), { error: v.nul, abort: true })
  .refine((p) => !isCommonPassword(p), { error: v.passwordCommon });

export const recoverSchema = z
  .object({
    email: email(v.recoveryRequired, v.emailInvalid),
    recoverPasswordToken: z.string({ error: v.recoveryRequired }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: es.auth.recoverInvalid }),
    password,
    cfrmPassword: z.string({ error: v.recoveryRequired }).min(1, { error: v.recoveryRequired }),
  })
  .refine((d) => d.password === d.cfrmPassword, { error: v.passwordsMismatch, path: ['cfrmPassword'] });

export type LoginInput = z.infer<typeof loginSchema>;
export type VerifyInput = z.infer<typeof verifySchema>;

/** The client keeps it, so it holds no secrets. */
export interface SessionUser {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  role: 0 | 1 | 2;
  gta: string | null;
  thumbnail: string | null;
  permissions: Record<string, Record<'read' | 'create' | 'update' | 'destroy' | 'approve', boolean>>;
}
