import { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isApiToken } from '@app/domain/core/api-tokens';
import type { ModuleName } from '@app/domain/core/modules';
import { allows, type Actor, type PermissionFlags, type Requirement } from '@app/domain/core/permissions';
import type { Viewer } from '@app/domain/core/realtime';
import type { Role } from '@app/domain/core/roles';
import { es } from '@app/domain/messages/es';
import { adminSessions } from '../../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import { FLAGS_COLUMN } from '../../lib/permission-flags.ts';

/** `user`: a signed-in user of the public site, checked by the public-auth plugin. */
export type Access = 'public' | 'user' | 'authenticated' | 'superuser' | Requirement;

export interface CurrentAdmin extends Actor {
  /** With an API token: the token's id. */
  sessionId: string;
  /** With an API token: its name, which history rows then carry. */
  tokenName?: string;
  /** How the others are told who made a change or has a record open. */
  viewer: Viewer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    admin: CurrentAdmin | null;
  }
  interface FastifyInstance {
    /** Pass the sign-in request so that the session lists its device and address. */
    issueToken(admin: { id: string; gta: string | null }, request?: SignInRequest): Promise<string>;
    checkSession(token: string | undefined): Promise<LiveSession>;
  }
}

interface SessionRow {
  id: string;
  role: number;
  gtaId: string | null;
  name: string;
  lastName: string;
  active: boolean;
  live: boolean;
  stale: boolean;
  permissions: Partial<Record<ModuleName, PermissionFlags>>;
}

/** A Fastify request fits; its `ip` already follows TRUST_PROXY. */
export interface SignInRequest {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}

const MAX_USER_AGENT = 512;

export interface LiveSession {
  admin: CurrentAdmin;
  expiresAt: number;
}

export function currentAdmin(request: FastifyRequest): CurrentAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
    const key = await signingKey(opts.secret);
    const { db, quick } = app.database;
    const verified = new VerifiedTokens(key);

    app.decorateRequest('admin', null);

    app.decorate('issueToken', async (admin: { id: string; gta: string | null }, request?: SignInRequest) => {
      const [session] = await db
        .insert(adminSessions)
        .values({
          adminId: admin.id,
          expiresAt: sql`now() + make_interval(secs => ${opts.ttlSeconds})`,
          userAgent: request?.headers['user-agent']?.slice(0, MAX_USER_AGENT) || null,
          address: request?.ip ?? null,
        })
        .returning({ id: adminSessions.id });
      return new SignJWT({ user: { _id: admin.id, gta: admin.gta }, sid: session!.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key);
    });

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && route.config?.access === undefined) {
        throw new Error(`La ruta ${route.method} ${route.url} no declara su acceso`);
      }
    });

    /** On the quick pool, so that it never waits behind heavy lists. */
    async function checkSession(token: string | undefined): Promise<LiveSession> {
      const { sid, exp } = await verified.check(token);
      const [row] = await quick<SessionRow[]>`
        select a.id, a.role, a.gta_id as "gtaId", a.name, a.last_name as "lastName", a.active,
               (s.revoked_at is null and s.expires_at > now()) as live,
               s.last_seen_at < now() - interval '1 minute' as stale,
               ${quick.unsafe(FLAGS_COLUMN)} as permissions
        from admin_sessions s
        join admins a on a.id = s.admin_id
        where s.id = ${sid}`;
      if (!row) throw unauthorized(es.api.sessionExpired);
      if (!row.active) throw unauthorized(es.api.userDeactivated);
      if (!row.live) throw unauthorized(es.api.sessionExpired);
      if (row.stale) touch(sid);
      const viewer = { _id: row.id, name: row.name, lastName: row.lastName };
      return { admin: { id: row.id, role: row.role as Role, gta: row.gtaId, sessionId: sid, permissions: row.permissions, viewer }, expiresAt: exp };
    }
    app.decorate('checkSession', checkSession);

    // Not awaited: the request never waits for this write, and a failure only costs a late «última actividad».
    function touch(sid: string) {
      db.update(adminSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(adminSessions.id, sid), lt(adminSessions.lastSeenAt, sql`now() - interval '1 minute'`)))
        .catch((err: unknown) => app.log.warn({ err, sid }, 'no se pudo anotar la última actividad de una sesión'));
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined || access === 'public' || access === 'user') return;
      const bearer = bearerToken(request.headers.authorization);
      const { admin } = isApiToken(bearer) ? await app.apiTokens.check(bearer) : await checkSession(bearer);
      request.admin = admin;
      if (access === 'superuser' && admin.role !== 0) throw forbidden();
      if (typeof access === 'object' && !allows(admin, access)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** A token signed with the same key for anything else is refused. */
export const TOKEN_ISSUER = 'sustainability-backoffice';

/** Imported once per server: jose would import a raw secret again on every verification. */
export const signingKey = (secret: string) =>
  webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
export const TOKEN_AUDIENCE = 'backoffice-admins';

/** The session itself is still read fresh each time. */
class VerifiedTokens {
  static readonly MAX = 5_000;
  readonly #known = new Map<string, { sid: string; exp: number }>();

  constructor(private readonly key: webcrypto.CryptoKey) {}

  async check(token: string | undefined): Promise<{ sid: string; exp: number }> {
    const hit = token === undefined ? undefined : this.#known.get(token);
    if (hit && hit.exp * 1000 > Date.now()) return hit;
    const verified = await verifyToken(token, this.key);
    if (this.#known.size >= VerifiedTokens.MAX) this.#known.delete(this.#known.keys().next().value!);
    this.#known.set(token!, verified);
    return verified;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header ?? '')?.[1];
}

async function verifyToken(token: string | undefined, key: webcrypto.CryptoKey): Promise<{ sid: string; exp: number }> {
  if (!token || token.length > 4096 || !/^[A-Za-z0-9_.-]+$/.test(token)) throw unauthorized();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    const sid = payload.sid;
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof payload.exp !== 'number') throw unauthorized();
    return { sid, exp: payload.exp };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw unauthorized(es.api.sessionExpired);
    throw unauthorized();
  }
}
