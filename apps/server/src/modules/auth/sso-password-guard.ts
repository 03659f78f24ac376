import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { LoginInput } from '@app/domain/core/auth';
import { es } from '@app/domain/messages/es';
import type { OidcConfig } from '../../config.ts';
import { admins } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';

const PASSWORD_LOGIN = '/api/auth/admins/login';

/**
 * With OIDC_ONLY the password login stays open to super users alone, so that one of them can still get in when the provider is down.
 * Registered before the login route, whose preHandler it extends.
 */
export const ssoPasswordGuard = fp(async (app: FastifyInstance, opts: { oidc: OidcConfig | undefined }) => {
  const { oidc } = opts;
  if (!oidc?.only) return;
  const { db } = app.database;
  // Refused before any password is checked, so the answer says nothing about the password nor the failure limits.
  const superUsersOnly: preHandlerAsyncHookHandler = async (request) => {
    const { email } = request.body as LoginInput;
    const [admin] = await db
      .select({ role: admins.role })
      .from(admins)
      .where(and(eq(sql`lower(${admins.email})`, email), eq(admins.active, true)));
    if (admin?.role !== 0) throw new HttpError(403, es.sso.passwordOnlyForSuperUsers(oidc.name));
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== PASSWORD_LOGIN || route.method !== 'POST') return;
    route.preHandler = [route.preHandler ?? [], superUsersOnly].flat();
  });
});
