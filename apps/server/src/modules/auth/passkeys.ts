import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthenticationCredential } from '@app/domain/core/passkeys';
import { es } from '@app/domain/messages/es';
import type { Db, Executor } from '../../db/connect.ts';
import { adminPasskeyChallenges, adminPasskeys, admins } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { unauthorized } from '../../lib/errors.ts';
import { STEP_TTL_MINUTES } from './totp.ts';

type Purpose = (typeof adminPasskeyChallenges.$inferSelect)['purpose'];

/** The relying party is the back-office's own address: APP_URL's host name and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name: es.totp.issuer };
}

export const CEREMONY_MINUTES = 5;

/** Keeps a challenge server-side until it is answered; expired ones are swept on the way. */
export async function keepChallenge(db: Executor, purpose: Purpose, adminId: string | null, challenge: string, minutes = CEREMONY_MINUTES) {
  await db.delete(adminPasskeyChallenges).where(lt(adminPasskeyChallenges.expiresAt, sql`now()`));
  await db.insert(adminPasskeyChallenges).values({
    challenge,
    purpose,
    adminId,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/** The challenge an answer signed, deleted in the same statement so that it is accepted only once; null when unknown or expired. */
export async function takeChallenge(db: Executor, purpose: Purpose, adminId: string | null, clientDataJSON: string): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  const [row] = await db
    .delete(adminPasskeyChallenges)
    .where(
      and(
        eq(adminPasskeyChallenges.challenge, challenge),
        eq(adminPasskeyChallenges.purpose, purpose),
        adminId ? eq(adminPasskeyChallenges.adminId, adminId) : isNull(adminPasskeyChallenges.adminId),
        gt(adminPasskeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: adminPasskeyChallenges.challenge });
  return row?.challenge ?? null;
}

export const hasPasskey = async (db: Executor, adminId: string) =>
  (await db.select({ id: adminPasskeys.id }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).limit(1)).length > 0;

/** After a correct password: the options of a passkey answer for the next ten minutes, or null when she has none. */
export async function openPasskeyStep(db: Db, rp: RelyingParty, adminId: string) {
  const keys = await db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  if (keys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransport[] })),
  });
  await keepChallenge(db, 'second-step', adminId, options.challenge, STEP_TTL_MINUTES);
  return options;
}

/** Whether the ten minutes after her password are running for a passkey answer, for the mailed-code fallback. */
export async function passkeyStepOpen(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: adminPasskeyChallenges.adminId })
    .from(adminPasskeyChallenges)
    .innerJoin(admins, eq(admins.id, adminPasskeyChallenges.adminId))
    .where(and(eq(sql`lower(${admins.email})`, email), eq(adminPasskeyChallenges.purpose, 'second-step'), gt(adminPasskeyChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Checks a passkey's signed answer to a challenge already taken; answers whose passkey it is.
 * `adminId` null: any admin's passkey (a sign-in with the passkey alone).
 */
export async function checkAssertion(db: Db, rp: RelyingParty, credential: AuthenticationCredential, challenge: string, adminId: string | null) {
  const [key] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credential.id));
  if (!key) throw unauthorized(es.passkeys.unknownCredential);
  if (adminId && key.adminId !== adminId) throw unauthorized(es.passkeys.signInFailed);
  let newCounter: number;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
    });
    if (!verified) throw unauthorized(es.passkeys.signInFailed);
    newCounter = authenticationInfo.newCounter;
  } catch {
    throw unauthorized(es.passkeys.signInFailed);
  }
  const [owner] = await db.select({ active: admins.active }).from(admins).where(eq(admins.id, key.adminId));
  if (!owner?.active) throw unauthorized(es.api.userDeactivated);
  return db.transaction(async (tx) => {
    // The counter must grow (or stay 0 for authenticators without one), also against a parallel replay.
    const [used] = await tx
      .update(adminPasskeys)
      .set({ counter: newCounter, lastUsedAt: sql`now()` })
      .where(
        and(
          eq(adminPasskeys.id, key.id),
          or(lt(adminPasskeys.counter, newCounter), and(eq(adminPasskeys.counter, 0), sql`${newCounter}::bigint = 0`)),
        ),
      )
      .returning({ adminId: adminPasskeys.adminId });
    if (!used) throw unauthorized(es.passkeys.signInFailed);
    await writeHistory(tx, {
      cause: 'security',
      description: es.passkeys.history.signedIn(key.name),
      document: key.adminId,
      module: 'admins',
      adminId: key.adminId,
    });
    return key.adminId;
  });
}

/** The sign-in's second step with a passkey: the challenge handed out after her password, then its signed answer. */
export async function checkPasskeyStep(db: Db, rp: RelyingParty, email: string, credential: AuthenticationCredential): Promise<string> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(sql`lower(${admins.email})`, email));
  const challenge = admin ? await takeChallenge(db, 'second-step', admin.id, credential.response.clientDataJSON) : null;
  if (!admin || !challenge) throw unauthorized(es.totp.stepExpired);
  return checkAssertion(db, rp, credential, challenge, admin.id);
}
