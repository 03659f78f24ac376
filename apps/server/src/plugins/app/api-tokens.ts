import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiToken, tokenFlags } from '@app/domain/core/api-tokens';
import type { ModuleName } from '@app/domain/core/modules';
import type { PermissionFlags } from '@app/domain/core/permissions';
import { SUPER_USER_ROLE, type Role } from '@app/domain/core/roles';
import { es } from '@app/domain/messages/es';
import { admins, apiTokens } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { FLAGS_COLUMN } from '../../lib/permission-flags.ts';
import { digest } from '../../lib/secrets.ts';
import { bearerToken, type LiveSession } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: { check(secret: string): Promise<Pick<LiveSession, 'admin'>> };
  }
}

/** The admin's own sign-in, sessions, password, preferences and tokens: never through a token. */
export const CLOSED_TO_TOKENS = ['/api/auth/', '/api/tokens'];

const a = alias(admins, 'a');

/** Recognises `Authorization: Bearer sbo_…`: the token's admin, with the token's scopes cut to that admin's flags of this moment. */
export const apiTokensPlugin = fp(
  async (app: FastifyInstance) => {
    // The session pool: a token's check never waits behind heavy lists, as a session's does not.
    const quick = drizzle({ client: app.database.quick });
    const { db } = app.database;

    async function check(secret: string): Promise<Pick<LiveSession, 'admin'>> {
      const [row] = await quick
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          scopes: apiTokens.scopes,
          revoked: sql<boolean>`${apiTokens.revokedAt} is not null`,
          expired: sql<boolean>`${apiTokens.expiresAt} <= now()`,
          stale: sql<boolean>`coalesce(${apiTokens.lastUsedAt} < now() - interval '1 minute', true)`,
          adminId: a.id,
          role: a.role,
          gta: a.gtaId,
          adminName: a.name,
          adminLastName: a.lastName,
          active: a.active,
          permissions: sql<Partial<Record<ModuleName, PermissionFlags>>>`${sql.raw(FLAGS_COLUMN)}`,
        })
        .from(apiTokens)
        .innerJoin(a, eq(a.id, apiTokens.adminId))
        .where(eq(apiTokens.hash, digest(secret)));
      if (!row) throw unauthorized(es.apiTokens.unknown);
      if (row.revoked) throw unauthorized(es.apiTokens.revokedToken);
      if (row.expired) throw unauthorized(es.apiTokens.expired);
      if (!row.active) throw unauthorized(es.api.userDeactivated);
      if (row.stale) touch(row.id);
      const permissions = tokenFlags({ role: row.role as Role, permissions: row.permissions }, row.scopes);
      // A token never acts as a super user: its scopes are all it may do.
      const role = row.role === SUPER_USER_ROLE ? 1 : (row.role as Role);
      const viewer = { _id: row.adminId, name: row.adminName, lastName: row.adminLastName };
      return { admin: { id: row.adminId, role, gta: row.gta, permissions, sessionId: row.id, tokenName: row.name, viewer } };
    }

    // Not awaited, at most once a minute per token: a busy integration costs one write a minute, not one per call.
    function touch(id: string) {
      db.update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))))
        .catch((err: unknown) => app.log.warn({ err, token: id }, 'no se pudo anotar el último uso de un token'));
    }

    app.decorate('apiTokens', { check });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined || !isApiToken(bearerToken(request.headers.authorization))) return;
      if (access === 'public' || access === 'user') throw unauthorized(es.apiTokens.notHere);
      if (CLOSED_TO_TOKENS.some((prefix) => request.routeOptions.url?.startsWith(prefix))) throw new HttpError(403, es.apiTokens.notHere);
    });
  },
  { name: 'api-tokens', dependencies: ['auth'] },
);
