import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticationOptionsSchema, passkeyLoginSchema, passkeySettingsSchema } from '@app/domain/core/passkeys';
import { ssoSessionSchema } from '@app/domain/core/sso';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { admins } from '../../db/schema/index.ts';
import { authLimits, type AuthLimitOptions } from '../../lib/auth-limits.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { checkAssertion, keepChallenge, relyingParty, takeChallenge } from './passkeys.ts';
import { loadSessionUser } from './session-user.ts';

const tags = ['auth'];
const path = '/api/auth/admins/passkeys/login';
const config = { access: 'public' } as const;
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema };

export interface PasskeyLoginOptions extends AuthLimitOptions {
  appUrl: string;
  enabled: boolean;
}

/** PASSKEY_LOGIN: signing in with a discoverable passkey alone, which stands for both the password and the second step. */
export async function passkeyLoginRoutes(app: FastifyInstance, opts: PasskeyLoginOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const rp = relyingParty(opts.appUrl);
  const limits = authLimits(app, opts);
  const ensureOn = () => {
    if (!opts.enabled) throw new HttpError(404, es.passkeys.loginOff);
  };

  r.get(path, { config, schema: { tags, response: { 200: envelopeSchema(passkeySettingsSchema) } } }, async (_request, reply) =>
    send(reply, 200, es.api.ok, { login: opts.enabled }),
  );

  r.post(
    `${path}/options`,
    { config, schema: { tags, response: { 201: envelopeSchema(authenticationOptionsSchema), ...errors } } },
    async (_request, reply) => {
      ensureOn();
      // No allowed credentials: the browser offers the passkeys it holds for this site.
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      await keepChallenge(db, 'login', null, options.challenge);
      return send(reply, 201, es.passkeys.optionsReady, options);
    },
  );

  r.post(
    path,
    { config, schema: { body: passkeyLoginSchema, tags, response: { 200: envelopeSchema(ssoSessionSchema), ...errors } } },
    async (request, reply) => {
      ensureOn();
      const { credential } = request.body;
      // Counted like the mailed code's tries, keyed by the credential since no e-mail is typed.
      await limits.attempt('verify', request, credential.id);
      const challenge = await takeChallenge(db, 'login', null, credential.response.clientDataJSON);
      if (!challenge) throw unauthorized(es.passkeys.challengeInvalid);
      const adminId = await checkAssertion(db, rp, credential, challenge, null);
      await limits.succeeded('verify', request, credential.id);
      const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
      const token = await app.issueToken({ id: admin!.id, gta: admin!.gtaId }, request);
      const user = await loadSessionUser(db, admin!.id);
      return send(reply, 200, es.auth.loggedIn, { token, user: user! });
    },
  );
}
