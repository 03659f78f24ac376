import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN,
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListQuerySchema,
  apiTokenParamsSchema,
  apiTokenSchema,
  scopeRefusal,
  type ApiToken,
} from '@app/domain/core/api-tokens';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { admins, apiTokens } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { digest } from '../../lib/secrets.ts';
import { currentAdmin, type CurrentAdmin } from '../../plugins/app/auth.ts';

type Row = typeof apiTokens.$inferSelect;
const tags = ['tokens'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

function toWire(row: Row): ApiToken {
  const state = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';
  return {
    _id: row.id,
    admin: row.adminId,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    state,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Super users see and revoke anyone's tokens; every other admin only their own. */
const mayManage = (caller: CurrentAdmin, adminId: string) => caller.id === adminId || caller.role === SUPER_USER_ROLE;

export async function apiTokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.post(
    '/api/tokens',
    { config: { access: 'authenticated' }, schema: { body: apiTokenCreateSchema, tags, response: { 201: envelopeSchema(apiTokenCreatedSchema), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const { name, expiresAt, scopes } = request.body;
      const refusal = scopeRefusal(caller, scopes);
      if (refusal) throw new HttpError(refusal.status, refusal.message, [{ path: 'scopes', msg: refusal.message }]);
      const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(apiTokens)
          .values({ adminId: caller.id, name, prefix: token.slice(0, API_TOKEN_SHOWN), hash: digest(token), scopes, expiresAt: new Date(expiresAt) })
          .returning();
        const description = es.apiTokens.history.created(name);
        await writeHistory(tx, { cause: 'security', description, document: caller.id, module: 'admins', adminId: caller.id });
        return created!;
      });
      return send(reply, 201, es.apiTokens.created, { ...toWire(row), token });
    },
  );

  r.get(
    '/api/tokens',
    { config: { access: 'authenticated' }, schema: { querystring: apiTokenListQuerySchema, tags, response: { 200: envelopeSchema(z.array(apiTokenSchema)), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const adminId = request.query.admin ?? caller.id;
      if (!mayManage(caller, adminId)) throw forbidden();
      const [owner] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId));
      if (!owner) throw notFound();
      const rows = await db.select().from(apiTokens).where(eq(apiTokens.adminId, adminId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return send(reply, 200, es.apiTokens.list, rows.map(toWire));
    },
  );

  r.delete(
    '/api/tokens/:id',
    { config: { access: 'authenticated' }, schema: { params: apiTokenParamsSchema, tags, response: { 200: envelopeSchema(apiTokenSchema), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(apiTokens).where(eq(apiTokens.id, request.params.id)).for('update');
        if (!current || !mayManage(caller, current.adminId)) throw notFound();
        if (current.revokedAt) throw conflict(es.apiTokens.alreadyRevoked);
        const [revoked] = await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(apiTokens.id, current.id), isNull(apiTokens.revokedAt)))
          .returning();
        const description = es.apiTokens.history.revoked(current.name);
        await writeHistory(tx, { cause: 'security', description, document: current.adminId, module: 'admins', adminId: caller.id });
        return revoked!;
      });
      return send(reply, 200, es.apiTokens.revoked, toWire(row));
    },
  );
}
