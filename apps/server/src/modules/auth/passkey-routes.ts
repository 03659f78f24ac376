import { generateRegistrationOptions, verifyRegistrationResponse, type AuthenticatorTransport } from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSessionsQuerySchema } from '@app/domain/core/admin-sessions';
import {
  passkeyCreateSchema,
  passkeyRenameSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '@app/domain/core/passkeys';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { idParams } from '@app/domain/core/text';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { adminPasskeys, admins } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { keepChallenge, relyingParty, takeChallenge } from './passkeys.ts';
import { ownerOf } from './session-routes.ts';

type PasskeyRow = typeof adminPasskeys.$inferSelect;
const tags = ['auth'];
const path = '/api/auth/admins/passkeys';
const config = { access: 'authenticated' } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const toWire = (row: PasskeyRow) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Passkeys from Mi perfil: register (own page only), list, rename and remove. */
export async function passkeyRoutes(app: FastifyInstance, opts: { appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const rp = relyingParty(opts.appUrl);
  const ownKeys = (adminId: string) => db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).orderBy(asc(adminPasskeys.createdAt));

  r.get(
    path,
    { config, schema: { querystring: adminSessionsQuerySchema, tags, response: { 200: envelopeSchema(z.array(passkeySchema)), ...errors } } },
    async (request, reply) => {
      const rows = await ownKeys(await ownerOf(request, request.query.admin));
      return send(reply, 200, es.passkeys.list, rows.map(toWire));
    },
  );

  r.post(
    `${path}/options`,
    { config, schema: { tags, response: { 201: envelopeSchema(registrationOptionsSchema), ...errors } } },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      const [admin] = await db.select().from(admins).where(eq(admins.id, id));
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: admin!.email,
        userDisplayName: `${admin!.name} ${admin!.lastName}`.trim(),
        userID: isoUint8Array.fromUTF8String(id),
        attestationType: 'none',
        // Her existing passkeys, so the same authenticator is not registered twice.
        excludeCredentials: (await ownKeys(id)).map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      await keepChallenge(db, 'register', id, options.challenge);
      return send(reply, 201, es.passkeys.optionsReady, options);
    },
  );

  r.post(
    path,
    { config, schema: { body: passkeyCreateSchema, tags, response: { 201: envelopeSchema(passkeySchema), ...errors } } },
    async (request, reply) => {
      const { id } = currentAdmin(request);
      const { name, credential } = request.body;
      const challenge = await takeChallenge(db, 'register', id, credential.response.clientDataJSON);
      if (!challenge) throw badRequest(es.passkeys.challengeInvalid, [{ path: 'credential', msg: es.passkeys.challengeInvalid }]);
      const result = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((err: unknown) => {
        const msg = err instanceof Error && /user verification/i.test(err.message) ? es.passkeys.userVerificationRequired : es.passkeys.registrationFailed;
        throw badRequest(msg, [{ path: 'credential', msg }]);
      });
      if (!result.verified) throw badRequest(es.passkeys.registrationFailed, [{ path: 'credential', msg: es.passkeys.registrationFailed }]);
      const { credential: key } = result.registrationInfo;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(adminPasskeys)
          .values({
            adminId: id,
            credentialId: key.id,
            publicKey: isoBase64URL.fromBuffer(key.publicKey),
            counter: key.counter,
            transports: key.transports ?? credential.response.transports ?? [],
            name,
          })
          .onConflictDoNothing({ target: adminPasskeys.credentialId })
          .returning();
        if (!inserted) throw conflict(es.passkeys.alreadyRegistered);
        await writeHistory(tx, { cause: 'security', description: es.passkeys.history.added(name), document: id, module: 'admins', adminId: id });
        return inserted;
      });
      return send(reply, 201, es.passkeys.added, toWire(row));
    },
  );

  r.put(
    `${path}/:id`,
    { config, schema: { params: idParams, body: passkeyRenameSchema, tags, response: { 200: envelopeSchema(passkeySchema), ...errors } } },
    async (request, reply) => {
      const [row] = await db
        .update(adminPasskeys)
        .set({ name: request.body.name })
        .where(and(eq(adminPasskeys.id, request.params.id), eq(adminPasskeys.adminId, currentAdmin(request).id)))
        .returning();
      if (!row) throw new HttpError(404, es.passkeys.notFound);
      return send(reply, 200, es.passkeys.renamed, toWire(row));
    },
  );

  r.delete(
    `${path}/:id`,
    { config, schema: { params: idParams, tags, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      await db.transaction(async (tx) => {
        const [found] = await tx.select().from(adminPasskeys).where(eq(adminPasskeys.id, request.params.id));
        if (!found) throw new HttpError(404, es.passkeys.notFound);
        if (found.adminId !== caller.id && caller.role !== SUPER_USER_ROLE) throw forbidden();
        await tx.delete(adminPasskeys).where(eq(adminPasskeys.id, found.id));
        const description = es.passkeys.history.removed(found.name);
        await writeHistory(tx, { cause: 'security', description, document: found.adminId, module: 'admins', adminId: caller.id });
      });
      return send(reply, 200, es.passkeys.removed, null);
    },
  );
}
