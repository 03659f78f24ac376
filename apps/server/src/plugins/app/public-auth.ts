import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ResourceName } from '@app/domain/core/modules';
import { es } from '@app/domain/messages/es';
import { users, userSessions } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import { publicContext, type RecordContext } from '../../engine/records/index.ts';
import { bearerToken, signingKey, TOKEN_ISSUER } from './auth.ts';

/** An admin token carries the back-office audience, so it opens none of these routes, nor a public one theirs. */
export const PUBLIC_AUDIENCE = 'public-site';

export interface PublicUser {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    publicUser: PublicUser | null;
  }
  interface FastifyInstance {
    issuePublicToken(userId: string): Promise<string>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.publicUser) throw unauthorized();
  return request.publicUser;
}

/** A route's context: the signed-in public user acting on `module`. */
export const userContext = (request: FastifyRequest, module: ResourceName): RecordContext => publicContext(request, module, currentUser(request).id);

export const publicAuthPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
    const key = await signingKey(opts.secret);
    const { db } = app.database;

    app.decorateRequest('publicUser', null);

    app.decorate('issuePublicToken', async (userId: string) => {
      const [session] = await db
        .insert(userSessions)
        .values({ userId, expiresAt: sql`now() + make_interval(secs => ${opts.ttlSeconds})` })
        .returning({ id: userSessions.id });
      return new SignJWT({ sid: session!.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setIssuer(TOKEN_ISSUER)
        .setAudience(PUBLIC_AUDIENCE)
        .setSubject(userId)
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key);
    });

    async function sessionOf(token: string | undefined): Promise<string> {
      if (!token || token.length > 4096) throw unauthorized();
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: PUBLIC_AUDIENCE });
        if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) throw unauthorized();
        return payload.sid;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized(es.api.sessionExpired);
        throw unauthorized();
      }
    }

    // Built once: every signed-in request runs it.
    const sessionCheck = db
      .select({
        id: users.id,
        active: users.active,
        live: sql<boolean>`(${userSessions.revokedAt} is null and ${userSessions.expiresAt} > now())`,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(eq(userSessions.id, sql.placeholder('sid')))
      .prepare('public_session');

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.access !== 'user') return;
      const sid = await sessionOf(bearerToken(request.headers.authorization));
      const [row] = await sessionCheck.execute({ sid });
      if (!row) throw unauthorized(es.api.sessionExpired);
      if (!row.active) throw unauthorized(es.api.userDeactivated);
      if (!row.live) throw unauthorized(es.api.sessionExpired);
      request.publicUser = { id: row.id, sessionId: sid };
    });
  },
  { name: 'public-auth', dependencies: ['database'] },
);
