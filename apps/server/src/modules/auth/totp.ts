import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
import { adminTotp, configuration } from '../../db/schema/index.ts';
import { digest } from '../../lib/secrets.ts';
import { secretBox, type Sealed, type SecretBox } from '../configuration/secret-box.ts';

export const POLICY_KEY = 'secondFactorPolicy';
/** Minutes a correct password (or mailed code before a forced enrolment) keeps the second step open. */
export const STEP_TTL_MINUTES = 10;
export const MAX_STEP_ATTEMPTS = 5;

/** Seals the apps' secrets with SETTINGS_SECRET, bound to this use: a copy of the database alone yields no codes. */
export const totpBox = (settingsSecret: string) => secretBox(settingsSecret, 'backoffice:auth:totp-secret');

/** A new secret: in clear for the QR code, sealed for the database. */
export function newSecret(box: SecretBox): { plain: string; sealed: Sealed } {
  const plain = new Secret({ size: 20 }).base32;
  return { plain, sealed: box.seal(plain) };
}

export const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: es.totp.issuer, label, secret: Secret.fromBase32(secret) });

/** Seals the secrets kept in clear before they were sealed (the migration left them as JSON strings); each once. */
export async function sealLegacySecrets(db: Executor, box: SecretBox): Promise<void> {
  for (const key of ['secret', 'pendingSecret'] as const) {
    const column = adminTotp[key];
    const isClear = sql`jsonb_typeof(${column}) = 'string'`;
    const rows = await db.select({ id: adminTotp.adminId, plain: sql<string>`${column} #>> '{}'` }).from(adminTotp).where(isClear);
    for (const { id, plain } of rows) {
      await db.update(adminTotp).set({ [key]: box.seal(plain) }).where(and(eq(adminTotp.adminId, id), isClear));
    }
  }
}

/** The time-step a code belongs to, or null; the steps beside the current one are accepted for clock drift. */
export function matchingStep(box: SecretBox, sealed: Sealed, code: string): number | null {
  const secret = box.open(sealed);
  if (secret === null) return null;
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
