import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { CODE_ALPHABET } from '@app/domain/core/auth';
import type { Role } from '@app/domain/core/roles';
import {
  DEFAULT_POLICY,
  RECOVERY_CODE_COUNT,
  secondFactorPolicySchema,
  type SecondFactorLevel,
  type SecondFactorPolicy,
} from '@app/domain/core/second-factor';
import { es } from '@app/domain/messages/es';
import type { Executor } from '../../db/connect.ts';
import { configuration } from '../../db/schema/index.ts';
import { digest } from '../../lib/secrets.ts';

export const POLICY_KEY = 'secondFactorPolicy';
/** Minutes a correct password (or mailed code before a forced enrolment) keeps the second step open. */
export const STEP_TTL_MINUTES = 10;
export const MAX_STEP_ATTEMPTS = 5;

export const newSecret = () => new Secret({ size: 20 }).base32;

export const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: es.totp.issuer, label, secret: Secret.fromBase32(secret) });

/** The time-step a code belongs to, or null; the steps beside the current one are accepted for clock drift. */
export function matchingStep(secret: string, code: string): number | null {
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? null : totp.counter() + delta;
}

const chunk = () => Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Codes shown once; only their digests are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${chunk()}-${chunk()}`);
  return { codes, hashes: codes.map(digest) };
}

export async function readPolicy(db: Executor): Promise<SecondFactorPolicy> {
  const [row] = await db.select({ value: configuration.value }).from(configuration).where(eq(configuration.key, POLICY_KEY));
  const parsed = secondFactorPolicySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_POLICY;
}

export async function requiredLevel(db: Executor, role: number): Promise<SecondFactorLevel> {
  return (await readPolicy(db))[String(role as Role) as `${Role}`];
}
