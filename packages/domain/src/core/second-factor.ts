import { z } from 'zod';
import { es } from '../messages/es.ts';
import { ROLES, type Role } from './roles.ts';
import { uuid } from './text.ts';

const m = es.totp;

/** How a sign-in's second step may be made: an authenticator app, one of its recovery codes, a mailed code or a passkey. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** `strong`: an authenticator app or a passkey; the mailed code is then no fallback. */
export const SECOND_FACTOR_LEVELS = ['code', 'strong'] as const;
export type SecondFactorLevel = (typeof SECOND_FACTOR_LEVELS)[number];

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;
export const TOTP_CODE = /^\d{6}$/;

const level = z.enum(SECOND_FACTOR_LEVELS, { error: m.levelInvalid });

export const secondFactorPolicySchema = z.object(
  Object.fromEntries(ROLES.map((role) => [String(role), level])) as Record<`${Role}`, typeof level>,
);
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;
export const DEFAULT_POLICY: SecondFactorPolicy = { '0': 'code', '1': 'code', '2': 'code' };

export const totpCode = z
  .string({ error: m.codeRequired })
  .trim()
  .regex(TOTP_CODE, { error: m.codeFormat });

export const totpConfirmSchema = z.object({ code: totpCode });

/** Disabling the app or renewing its recovery codes asks for the password or a current code of the app. */
export const totpProofSchema = z
  .object({
    password: z.string().max(50, { error: es.validation.tooLong }).optional(),
    code: totpCode.optional(),
  })
  .refine((d) => Boolean(d.password) || Boolean(d.code), { error: m.proofRequired, path: ['password'] });
export type TotpProof = z.infer<typeof totpProofSchema>;

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Whose app: one's own, or `?admin=` for a super user. */
export const totpOwnerQuerySchema = z.strictObject({ admin: uuid.optional() }, { error: es.validation.invalidValue });
/** A super user resets another admin's app, so she can set a new one up. */
export const totpResetQuerySchema = z.strictObject({ admin: uuid }, { error: es.validation.invalidValue });
export const totpResetSchema = z.object({ endedSessions: z.number().int() });
