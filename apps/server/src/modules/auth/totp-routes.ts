import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  totpConfirmSchema,
  totpOwnerQuerySchema,
  totpProofSchema,
  totpSetupSchema,
  totpStatusSchema,
  type TotpProof,
} from '@app/domain/core/second-factor';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { z } from 'zod';
import type { Tx } from '../../db/connect.ts';
import { admins, adminTotp } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { authLimits, type AuthLimitOptions } from '../../lib/auth-limits.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { enableApp } from './second-step.ts';
import { ownerOf } from './session-routes.ts';
import { matchingStep, newRecoveryCodes, newSecret, sealLegacySecrets, totpFor } from './totp.ts';

const tags = ['auth'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const security = (tx: Tx, adminId: string, description: string) =>
  writeHistory(tx, { cause: 'security', description, document: adminId, module: 'admins', adminId });

/** The signed-in admin's own authenticator app, from Mi perfil; a super user also sees anyone's state. */
export async function totpRoutes(app: FastifyInstance, opts: AuthLimitOptions & { box: SecretBox }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { box } = opts;
  const limits = authLimits(app, opts);
  await sealLegacySecrets(db, box);
  const readApp = async (adminId: string) => (await db.select().from(adminTotp).where(eq(adminTotp.adminId, adminId)))[0];

  /** The password or a code of the app not used before; a wrong one counts as a failed sign-in. */
  async function checkProof(adminId: string, proof: TotpProof, request: Parameters<typeof limits.attempt>[1]) {
    await limits.attempt('totp-proof', request, adminId);
    const [admin] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
    const current = await readApp(adminId);
    if (!current?.secret) throw conflict(es.totp.notEnabled);
    const step = proof.code ? matchingStep(box, current.secret, proof.code) : null;
    const ok = proof.password
      ? await verifyPassword(admin?.hash ?? null, proof.password)
      : step !== null &&
        (await db
          .update(adminTotp)
          .set({ lastStep: step })
          .where(and(eq(adminTotp.adminId, adminId), or(isNull(adminTotp.lastStep), lt(adminTotp.lastStep, step))))
          .returning({ id: adminTotp.adminId })).length > 0;
    if (!ok) throw badRequest(es.totp.proofInvalid, [{ path: proof.password ? 'password' : 'code', msg: es.totp.proofInvalid }]);
    await limits.succeeded('totp-proof', request, adminId);
  }

  r.get(
    '/api/auth/admins/totp',
    {
      config: { access: 'authenticated' },
      schema: { querystring: totpOwnerQuerySchema, tags, response: { 200: envelopeSchema(totpStatusSchema), ...errors } },
    },
    async (request, reply) => {
      const current = await readApp(await ownerOf(request, request.query.admin));
      const enabled = Boolean(current?.secret);
      return send(reply, 200, es.totp.status, {
        enabled,
        enrolledAt: enabled ? (current!.enrolledAt?.toISOString() ?? null) : null,
        recoveryCodesLeft: enabled ? current!.recoveryHashes.length : 0,
      });
    },
  );

  r.post(
    '/api/auth/admins/totp/setup',
    { config: { access: 'authenticated' }, schema: { tags, response: { 201: envelopeSchema(totpSetupSchema), ...errors } } },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      const [admin] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, id));
      const { plain, sealed } = newSecret(box);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(adminTotp)
          .values({ adminId: id, pendingSecret: sealed })
          .onConflictDoUpdate({ target: adminTotp.adminId, set: { pendingSecret: sealed }, setWhere: isNull(adminTotp.secret) })
          .returning({ id: adminTotp.adminId });
        if (!row) throw conflict(es.totp.alreadyEnabled);
        await security(tx, id, es.totp.history.setupStarted);
      });
      return send(reply, 201, es.totp.setupStarted, { secret: plain, uri: totpFor(plain, admin!.email).toString() });
    },
  );

  r.post(
    '/api/auth/admins/totp/confirm',
    {
      config: { access: 'authenticated' },
      schema: { body: totpConfirmSchema, tags, response: { 201: envelopeSchema(recoveryCodesSchema), ...errors } },
    },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      await limits.attempt('totp-confirm', request, id);
      const current = await readApp(id);
      if (current?.secret) throw conflict(es.totp.alreadyEnabled);
      if (!current?.pendingSecret) throw conflict(es.totp.noPendingSetup);
      const codes = await enableApp(db, box, id, current.pendingSecret, request.body.code, false);
      if (!codes) throw badRequest(es.totp.codeInvalid, [{ path: 'code', msg: es.totp.codeInvalid }]);
      await limits.succeeded('totp-confirm', request, id);
      return send(reply, 201, es.totp.enabled, { recoveryCodes: codes });
    },
  );

  r.post(
    '/api/auth/admins/totp/disable',
    { config: { access: 'authenticated' }, schema: { body: totpProofSchema, tags, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      await checkProof(id, request.body, request);
      await db.transaction(async (tx) => {
        await tx.delete(adminTotp).where(eq(adminTotp.adminId, id));
        await security(tx, id, es.totp.history.disabled);
      });
      return send(reply, 200, es.totp.disabled, null);
    },
  );

  r.post(
    '/api/auth/admins/totp/recovery-codes',
    {
      config: { access: 'authenticated' },
      schema: { body: totpProofSchema, tags, response: { 201: envelopeSchema(recoveryCodesSchema), ...errors } },
    },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      await checkProof(id, request.body, request);
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx.update(adminTotp).set({ recoveryHashes: hashes }).where(eq(adminTotp.adminId, id));
        await security(tx, id, es.totp.history.recoveryRenewed);
      });
      return send(reply, 201, es.totp.recoveryRenewed, { recoveryCodes: codes });
    },
  );
}
