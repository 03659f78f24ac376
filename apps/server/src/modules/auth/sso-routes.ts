import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SSO_LANDING, ssoSessionSchema, ssoSettingsSchema, ssoStartQuerySchema, ssoTicketSchema, type SsoFailure } from '@app/domain/core/sso';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import type { OidcConfig } from '../../config.ts';
import { admins, adminSsoTickets } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { digest, recoveryToken } from '../../lib/secrets.ts';
import { loadSessionUser } from './session-user.ts';
import { finishFlow, flowSealer, oidcDiscovery, startFlow } from './sso-client.ts';

export const SSO_BASE = '/api/auth/admins/sso';
const FLOW_COOKIE = 'sso_flow';
const FLOW_SECONDS = 600;
const TICKET_SECONDS = 60;

export interface SsoRoutesOptions {
  oidc: OidcConfig | undefined;
  appUrl: string;
  secret: string;
}

const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

/** Single sign-on with OpenID Connect: start → provider → callback → `/sso#ticket=…` → the web app exchanges the ticket for a session. */
export async function ssoRoutes(app: FastifyInstance, opts: SsoRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { oidc } = opts;
  const discovery = oidc ? oidcDiscovery(oidc) : undefined;
  const sealer = flowSealer(opts.secret);
  const redirectUri = `${opts.appUrl}${SSO_BASE}/callback`;
  const cookie = { path: SSO_BASE, httpOnly: true, sameSite: 'lax', secure: opts.appUrl.startsWith('https:') } as const;
  const config = { access: 'public' } as const;
  const tags = ['auth'];
  await app.register(fastifyCookie);

  function provider() {
    if (!oidc || !discovery) throw new HttpError(404, es.sso.off);
    return { name: oidc.name, discovery };
  }
  // `to` rides along so that the web app goes on to the page she asked for, or retries towards it.
  const land = (reply: FastifyReply, params: { ticket: string } | { error: SsoFailure; email?: string }, to: string | undefined) =>
    reply.redirect(`${SSO_LANDING}#${new URLSearchParams({ ...params, ...(to && { to }) })}`, 302);

  r.get(SSO_BASE, { config, schema: { tags, response: { 200: envelopeSchema(ssoSettingsSchema) } } }, async (_request, reply) =>
    send(reply, 200, es.api.ok, { enabled: oidc !== undefined, name: oidc?.name ?? '', only: oidc?.only ?? false }),
  );

  const startSchema = { querystring: ssoStartQuerySchema, tags, response: { 400: errorSchema, 404: errorSchema } };
  r.get(`${SSO_BASE}/start`, { config, schema: startSchema }, async (request, reply) => {
    const { discovery } = provider();
    const { returnTo } = request.query;
    const configuration = await discovery().catch((err: unknown) => request.log.error({ err }, 'proveedor OpenID inaccesible'));
    if (!configuration) return land(reply, { error: 'provider' }, returnTo);
    const { flow, url } = await startFlow(configuration, redirectUri, returnTo);
    reply.setCookie(FLOW_COOKIE, await sealer.seal(flow), { ...cookie, maxAge: FLOW_SECONDS });
    return reply.redirect(url.href, 302);
  });

  r.get(`${SSO_BASE}/callback`, { config, schema: { querystring: callbackQuery, tags, response: { 404: errorSchema } } }, async (request, reply) => {
    const { discovery } = provider();
    const flow = await sealer.open(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, cookie);
    if (!flow) return land(reply, { error: 'expired' }, undefined);
    const to = flow.returnTo;
    if (request.query.state !== flow.state) return land(reply, { error: 'state' }, to);
    if (request.query.error) return land(reply, { error: request.query.error === 'access_denied' ? 'cancelled' : 'failed' }, to);
    // The provider checks the redirect URI against the one it registered, so the callback URL is rebuilt from it.
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(request.url, redirectUri).search;
    const who = await discovery()
      .then((configuration) => finishFlow(configuration, callbackUrl, flow))
      .catch((err: unknown) => request.log.warn({ err }, 'el proveedor OpenID rechazó el inicio de sesión'));
    if (!who) return land(reply, { error: 'failed' }, to);
    if (!who.email || !who.verified) return land(reply, { error: 'unverified', ...(who.email && { email: who.email }) }, to);
    const [admin] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(sql`lower(${admins.email})`, who.email), eq(admins.active, true)));
    if (!admin) return land(reply, { error: 'unknown', email: who.email }, to);
    const ticket = recoveryToken();
    await db.delete(adminSsoTickets).where(lt(adminSsoTickets.expiresAt, sql`now()`));
    await db.insert(adminSsoTickets).values({
      ticketHash: digest(ticket),
      adminId: admin.id,
      expiresAt: sql`now() + make_interval(secs => ${TICKET_SECONDS})`,
    });
    return land(reply, { ticket }, to);
  });

  r.post(
    `${SSO_BASE}/session`,
    { config, schema: { body: ssoTicketSchema, tags, response: { 200: envelopeSchema(ssoSessionSchema), 400: errorSchema, 401: errorSchema, 404: errorSchema } } },
    async (request, reply) => {
      const { name } = provider();
      // Deleting it is what makes the ticket single-use, even under concurrent exchanges.
      const admin = await db.transaction(async (tx) => {
        const [used] = await tx
          .delete(adminSsoTickets)
          .where(and(eq(adminSsoTickets.ticketHash, digest(request.body.ticket)), gt(adminSsoTickets.expiresAt, sql`now()`)))
          .returning({ adminId: adminSsoTickets.adminId });
        if (!used) throw unauthorized(es.sso.ticketInvalid);
        const [row] = await tx.select({ id: admins.id, gta: admins.gtaId, active: admins.active }).from(admins).where(eq(admins.id, used.adminId));
        if (!row?.active) throw unauthorized(es.api.userDeactivated);
        await writeHistory(tx, { cause: 'security', description: es.sso.history.signedIn(name), document: row.id, module: 'admins', adminId: row.id });
        return row;
      });
      const token = await app.issueToken({ id: admin.id, gta: admin.gta }, request);
      const user = await loadSessionUser(db, admin.id);
      if (!user) throw unauthorized();
      return send(reply, 200, es.auth.loggedIn, { token, user });
    },
  );
}
