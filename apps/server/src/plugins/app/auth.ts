import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ModuleName } from '@app/domain/core/modules';
import { can, type Action, type PermissionFlags } from '@app/domain/core/permissions';
import type { Role } from '@app/domain/core/roles';
import { es } from '@app/domain/messages/es';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';

/**
 * What a route needs: nobody (`public`), any signed-in admin, a super user, or a module flag.
 * Every /api route must declare one; the server refuses to start otherwise.
 */
export type Access = 'public' | 'authenticated' | 'superuser' | { module: ModuleName; action: Action };

export interface CurrentAdmin {
  id: string;
  role: Role;
  gta: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    admin: CurrentAdmin | null;
  }
  interface FastifyInstance {
    issueToken(admin: { id: string; gta: string | null }): Promise<string>;
  }
}

interface SessionRow {
  id: string;
  role: number;
  gtaId: string | null;
  active: boolean;
  read: boolean | null;
  create: boolean | null;
  update: boolean | null;
  destroy: boolean | null;
  approve: boolean | null;
}

export function currentAdmin(request: FastifyRequest): CurrentAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Authentication and the permission check of every route, in one onRequest hook. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
    const key = new TextEncoder().encode(opts.secret);
    const { sql } = app.database;

    app.decorateRequest('admin', null);

    app.decorate('issueToken', async (admin: { id: string; gta: string | null }) => {
      const [session] = await sql<{ id: string }[]>`
        insert into admin_sessions (admin_id, expires_at)
        values (${admin.id}, now() + make_interval(secs => ${opts.ttlSeconds}))
        returning id`;
      return new SignJWT({ user: { _id: admin.id, gta: admin.gta }, sid: session!.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key);
    });

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && route.config?.access === undefined) {
        throw new Error(`La ruta ${route.method} ${route.url} no declara su acceso`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined || access === 'public') return;
      const sid = await verifyToken(request.headers.authorization, key);
      const module = typeof access === 'object' ? access.module : null;
      const [row] = await sql<SessionRow[]>`
        select a.id, a.role, a.gta_id as "gtaId", a.active,
               p.read, p.create, p.update, p.destroy, p.approve
        from admin_sessions s
        join admins a on a.id = s.admin_id
        left join modules m on m.name = ${module ?? ''}
        left join permissions p on p.admin_id = a.id and p.module_id = m.id
        where s.id = ${sid} and s.revoked_at is null and s.expires_at > now()`;
      if (!row) throw unauthorized(es.api.sessionExpired);
      if (!row.active) throw unauthorized(es.api.userDeactivated);
      const role = row.role as Role;
      request.admin = { id: row.id, role, gta: row.gtaId, sessionId: sid };
      if (access === 'superuser' && role !== 0) throw forbidden();
      if (typeof access === 'object') {
        const flags: PermissionFlags = {
          read: row.read === true,
          create: row.create === true,
          update: row.update === true,
          destroy: row.destroy === true,
          approve: row.approve === true,
        };
        if (!can({ role, permissions: { [access.module]: flags } }, access.module, access.action)) throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function verifyToken(header: string | undefined, key: Uint8Array): Promise<string> {
  const token = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header ?? '')?.[1];
  if (!token) throw unauthorized();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const sid = payload.sid;
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof payload.exp !== 'number') throw unauthorized();
    return sid;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw unauthorized(es.api.sessionExpired);
    throw unauthorized();
  }
}

