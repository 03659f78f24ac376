import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, verifySchema } from '@app/domain/core/auth';
import { uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { admins, adminSessions } from '../../db/schema/index.ts';
import { authLimits, type AuthLimitOptions } from '../../lib/auth-limits.ts';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { send } from '../../lib/reply.ts';
import { digest, verifyPassword } from '../../lib/secrets.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { mailLoginCode } from './login-code.ts';
import { checkPasskeyStep, hasPasskey, openPasskeyStep, relyingParty } from './passkeys.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { secondStepRoutes } from './second-step-routes.ts';
import { checkAppStep, hasApp, openAppStep, openForcedEnrolment } from './second-step.ts';
import { loadSessionUser } from './session-user.ts';
import { requiredLevel } from './totp.ts';

const MAX_CODE_ATTEMPTS = 5;

export interface AuthRoutesOptions extends AuthLimitOptions {
  mailer: Mailer;
  twoFactor: boolean;
  appUrl: string;
  totpBox: SecretBox;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limits = authLimits(app, opts);
  const rp = relyingParty(opts.appUrl);
  const tags = ['auth'];

  async function signIn(admin: { id: string; gtaId: string | null }, request: FastifyRequest) {
    const token = await app.issueToken({ id: admin.id, gta: admin.gtaId }, request);
    const user = await loadSessionUser(db, admin.id);
    return { token, user };
  }

  r.post(
    '/api/auth/admins/login',
    { config: { access: 'public' }, schema: { body: loginSchema, tags } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.attempt('login', request, email);
      const [admin] = await db.select().from(admins).where(eq(sql`lower(${admins.email})`, email));
      // Past the mails' ceiling every password gets this 429, so it says nothing about the password.
      if (opts.twoFactor && admin && (await limits.mailsBlocked('code', email))) {
        await limits.succeeded('login', request, email);
        throw new HttpError(429, es.auth.tooManyCodes);
      }
      const ok = await verifyPassword(admin?.passwordHash ?? null, password);
      // A deactivated account answers like a wrong password: anything else would confirm a guessed one.
      if (!admin || !ok || !admin.active) throw unauthorized(es.auth.badCredentials);
      await limits.succeeded('login', request, email);
      if (!opts.twoFactor) return send(reply, 200, es.auth.loggedIn, await signIn(admin, request));
      const level = await requiredLevel(db, admin.role);
      const withApp = await openAppStep(db, admin.id);
      const passkey = await openPasskeyStep(db, rp, admin.id);
      if (withApp || passkey) {
        const methods = [...(withApp ? ['totp', 'recovery'] : []), ...(passkey ? ['passkey'] : []), ...(level === 'strong' ? [] : ['code'])];
        const message = withApp ? es.totp.methodsReady : es.passkeys.methodsReady;
        return send(reply, 201, message, { email: admin.email, methods, ...(passkey && { passkey }) });
      }
      if (!(await limits.mayMail('code', email))) throw new HttpError(429, es.auth.tooManyCodes);
      await mailLoginCode(db, opts.mailer, admin);
      // Without an app or a policy the answer stays the spec's `{ email }`.
      const enrolment = level === 'strong' ? { methods: ['code'], enrolmentRequired: true } : {};
      return send(reply, 201, es.auth.codeSent, { email: admin.email, ...enrolment });
    },
  );

  r.post(
    '/api/auth/admins/verify',
    { config: { access: 'public' }, schema: { body: verifySchema, tags } },
    async (request, reply) => {
      const { email, method, code } = request.body;
      await limits.attempt('verify', request, email);
      if (method === 'passkey') {
        const adminId = await checkPasskeyStep(db, rp, email, request.body.credential!);
        await limits.succeeded('verify', request, email);
        const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
        return send(reply, 200, es.auth.loggedIn, await signIn(admin!, request));
      }
      if (method !== 'code') {
        const adminId = await checkAppStep(db, opts.totpBox, email, method, code);
        await limits.succeeded('verify', request, email);
        const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
        if (!admin?.active) throw unauthorized(es.api.userDeactivated);
        return send(reply, 200, es.auth.loggedIn, await signIn(admin, request));
      }
      // Counting before comparing, in one statement, so parallel guesses cannot exceed the five tries.
      const [pending] = await db
        .update(admins)
        .set({ twoFactorAttempts: sql`${admins.twoFactorAttempts} + 1` })
        .where(and(eq(sql`lower(${admins.email})`, email), isNotNull(admins.twoFactorHash)))
        .returning({
          id: admins.id,
          hash: admins.twoFactorHash,
          expires: admins.twoFactorExpires,
          attempts: admins.twoFactorAttempts,
          active: admins.active,
          gtaId: admins.gtaId,
          role: admins.role,
          email: admins.email,
        });
      const valid =
        pending !== undefined &&
        pending.attempts <= MAX_CODE_ATTEMPTS &&
        pending.expires !== null &&
        pending.expires.getTime() > Date.now() &&
        pending.hash === digest(code);
      if (!valid) {
        if (pending && pending.attempts >= MAX_CODE_ATTEMPTS) {
          await db.update(admins).set({ twoFactorHash: null, twoFactorExpires: null }).where(eq(admins.id, pending.id));
        }
        throw unauthorized(es.auth.codeInvalid);
      }
      await limits.succeeded('verify', request, email);
      // Clearing only if the code is still this one makes it single-use under concurrent requests.
      const [consumed] = await db
        .update(admins)
        .set({ twoFactorHash: null, twoFactorExpires: null, twoFactorAttempts: 0 })
        .where(and(eq(admins.id, pending.id), eq(admins.twoFactorHash, pending.hash!)))
        .returning({ id: admins.id });
      if (!consumed) throw unauthorized(es.auth.codeInvalid);
      if (!pending.active) throw unauthorized(es.api.userDeactivated);
      if ((await requiredLevel(db, pending.role)) === 'strong') {
        if (await hasPasskey(db, pending.id)) throw unauthorized(es.passkeys.codeNotAllowed);
        if (await hasApp(db, pending.id)) throw unauthorized(es.totp.codeNotAllowed);
        // No session before the app is set up: the only thing this code still allows is that.
        return send(reply, 202, es.totp.enrolmentRequired, await openForcedEnrolment(db, opts.totpBox, pending.id, pending.email));
      }
      return send(reply, 200, es.auth.loggedIn, await signIn(pending, request));
    },
  );

  await secondStepRoutes(app, { mailer: opts.mailer, limits, box: opts.totpBox });
  await recoveryRoutes(app, { mailer: opts.mailer, appUrl: opts.appUrl, limits });

  r.put(
    '/api/auth/admins/logout/:adminId',
    { config: { access: 'authenticated' }, schema: { params: z.object({ adminId: uuid }), tags } },
    async (request, reply) => {
      const admin = currentAdmin(request);
      if (request.params.adminId !== admin.id) throw forbidden();
      await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(eq(adminSessions.id, admin.sessionId));
      app.realtime.endSessions({ session: admin.sessionId }, 'logout');
      return send(reply, 200, es.auth.loggedOut, null);
    },
  );

  r.get('/api/auth/admins/me', { config: { access: 'authenticated' }, schema: { tags } }, async (request, reply) => {
    const user = await loadSessionUser(db, currentAdmin(request).id);
    if (!user) throw unauthorized();
    return send(reply, 200, es.api.ok, user);
  });
}
