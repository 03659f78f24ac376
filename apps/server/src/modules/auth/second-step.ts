import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { es } from '@app/domain/messages/es';
import type { Db } from '../../db/connect.ts';
import { admins, adminTotp } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { unauthorized } from '../../lib/errors.ts';
import { digest } from '../../lib/secrets.ts';
import type { Sealed, SecretBox } from '../configuration/secret-box.ts';
import { MAX_STEP_ATTEMPTS, matchingStep, newRecoveryCodes, newSecret, STEP_TTL_MINUTES, totpFor } from './totp.ts';

const byEmail = (email: string) => sql`(select ${admins.id} from ${admins} where lower(${admins.email}) = ${email})`;
const windowFromNow = sql`now() + make_interval(mins => ${STEP_TTL_MINUTES})`;

/** After a correct password: opens the app's second step for ten minutes, if she has an app. */
export async function openAppStep(db: Db, adminId: string): Promise<boolean> {
  const rows = await db
    .update(adminTotp)
    .set({ stepUntil: windowFromNow, attempts: 0 })
    .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.secret)))
    .returning({ adminId: adminTotp.adminId });
  return rows.length > 0;
}

export async function hasApp(db: Db, adminId: string): Promise<boolean> {
  const [row] = await db.select({ id: adminTotp.adminId }).from(adminTotp).where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.secret)));
  return row !== undefined;
}

/** Whether the ten minutes after her password are still running, for the mailed-code fallback. */
export async function stepOpen(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: adminTotp.adminId })
    .from(adminTotp)
    .where(and(eq(adminTotp.adminId, byEmail(email)), gt(adminTotp.stepUntil, sql`now()`)));
  return row?.id ?? null;
}

/**
 * The second step with the app's code or a recovery code; answers who signed in.
 * Counted before comparing, in one statement, so parallel guesses cannot exceed the tries.
 */
export async function checkAppStep(db: Db, box: SecretBox, email: string, method: 'totp' | 'recovery', code: string): Promise<string> {
  const [row] = await db
    .update(adminTotp)
    .set({ attempts: sql`${adminTotp.attempts} + 1` })
    .where(and(eq(adminTotp.adminId, byEmail(email)), isNotNull(adminTotp.secret), gt(adminTotp.stepUntil, sql`now()`)))
    .returning({ adminId: adminTotp.adminId, secret: adminTotp.secret, attempts: adminTotp.attempts });
  if (!row) throw unauthorized(es.totp.stepExpired);
  const step = method === 'totp' ? matchingStep(box, row.secret!, code) : null;
  const consumed = await db.transaction(async (tx) => {
    if (row.attempts > MAX_STEP_ATTEMPTS) return [];
    // Each condition makes the code single-use even under concurrent requests.
    const done = await tx
      .update(adminTotp)
      .set(
        method === 'totp'
          ? { lastStep: step, stepUntil: null, attempts: 0 }
          : { recoveryHashes: sql`array_remove(${adminTotp.recoveryHashes}, ${digest(code)})`, stepUntil: null, attempts: 0 },
      )
      .where(
        and(
          eq(adminTotp.adminId, row.adminId),
          gt(adminTotp.stepUntil, sql`now()`),
          method === 'totp'
            ? and(sql`${step}::bigint is not null`, or(isNull(adminTotp.lastStep), lt(adminTotp.lastStep, step ?? 0)))
            : sql`${digest(code)} = any(${adminTotp.recoveryHashes})`,
        ),
      )
      .returning({ adminId: adminTotp.adminId });
    if (done.length > 0) {
      const description = method === 'totp' ? es.totp.history.signedInWithApp : es.totp.history.signedInWithRecovery;
      await writeHistory(tx, { cause: 'security', description, document: row.adminId, module: 'admins', adminId: row.adminId });
    }
    return done;
  });
  if (consumed.length === 0) {
    if (row.attempts >= MAX_STEP_ATTEMPTS) await db.update(adminTotp).set({ stepUntil: null }).where(eq(adminTotp.adminId, row.adminId));
    throw unauthorized(es.totp.codeInvalid);
  }
  return row.adminId;
}

/** A role that requires an app, an admin without one, a correct mailed code: she may set the app up, and only that. */
export async function openForcedEnrolment(db: Db, box: SecretBox, adminId: string, email: string) {
  const { plain, sealed } = newSecret(box);
  await db
    .insert(adminTotp)
    .values({ adminId, pendingSecret: sealed, enrolUntil: windowFromNow, attempts: 0 })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { pendingSecret: sealed, enrolUntil: windowFromNow, attempts: 0 } });
  return { email, secret: plain, uri: totpFor(plain, email).toString() };
}

/** Confirms the app being set up with its first code; answers the recovery codes, or null for a wrong code. */
export async function enableApp(db: Db, box: SecretBox, adminId: string, pendingSecret: Sealed, code: string, forced: boolean) {
  const step = matchingStep(box, pendingSecret, code);
  if (step === null) return null;
  const { codes, hashes } = newRecoveryCodes();
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(adminTotp)
      .set({ secret: pendingSecret, pendingSecret: null, enrolledAt: new Date(), lastStep: step, recoveryHashes: hashes, enrolUntil: null, stepUntil: null, attempts: 0 })
      .where(
        and(
          eq(adminTotp.adminId, adminId),
          eq(adminTotp.pendingSecret, pendingSecret),
          isNull(adminTotp.secret),
          forced ? gt(adminTotp.enrolUntil, sql`now()`) : undefined,
        ),
      )
      .returning({ adminId: adminTotp.adminId });
    if (!done) return null;
    await writeHistory(tx, { cause: 'security', description: es.totp.history.enabled, document: adminId, module: 'admins', adminId });
    return codes;
  });
}

/** The forced enrolment's confirmation: counts the try, then checks the code within the ten minutes. */
export async function checkForcedEnrolment(db: Db, box: SecretBox, email: string, code: string): Promise<{ adminId: string; codes: string[] }> {
  const [row] = await db
    .update(adminTotp)
    .set({ attempts: sql`${adminTotp.attempts} + 1` })
    .where(and(eq(adminTotp.adminId, byEmail(email)), isNull(adminTotp.secret), isNotNull(adminTotp.pendingSecret), gt(adminTotp.enrolUntil, sql`now()`)))
    .returning({ adminId: adminTotp.adminId, pendingSecret: adminTotp.pendingSecret, attempts: adminTotp.attempts });
  if (!row) throw unauthorized(es.totp.stepExpired);
  const codes = row.attempts <= MAX_STEP_ATTEMPTS ? await enableApp(db, box, row.adminId, row.pendingSecret!, code, true) : null;
  if (!codes) {
    if (row.attempts >= MAX_STEP_ATTEMPTS) await db.update(adminTotp).set({ enrolUntil: null }).where(eq(adminTotp.adminId, row.adminId));
    throw unauthorized(es.totp.codeInvalid);
  }
  return { adminId: row.adminId, codes };
}
