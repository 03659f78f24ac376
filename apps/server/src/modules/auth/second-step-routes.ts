import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoverRequestSchema } from '@app/domain/core/auth';
import { totpCode } from '@app/domain/core/second-factor';
import { es } from '@app/domain/messages/es';
import { admins } from '../../db/schema/index.ts';
import type { authLimits } from '../../lib/auth-limits.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { send } from '../../lib/reply.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { mailLoginCode } from './login-code.ts';
import { passkeyStepOpen } from './passkeys.ts';
import { checkForcedEnrolment, stepOpen } from './second-step.ts';
import { loadSessionUser } from './session-user.ts';
import { requiredLevel } from './totp.ts';

const tags = ['auth'];

interface SecondStepOptions {
  mailer: Mailer;
  /** The login's own limits, so these routes share its counters and mail cap. */
  limits: ReturnType<typeof authLimits>;
  box: SecretBox;
}

/** The sign-in's second step beside the mailed code: the mailed fallback and the enrolment a policy forces. */
export async function secondStepRoutes(app: FastifyInstance, { mailer, limits, box }: SecondStepOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.post(
    '/api/auth/admins/send-code',
    { config: { access: 'public' }, schema: { body: recoverRequestSchema, tags } },
    async (request, reply) => {
      const { email } = request.body;
      await limits.attempt('send-code', request, email);
      // Only within the ten minutes after her password, so nobody else can have codes mailed to her.
      const adminId = (await stepOpen(db, email)) ?? (await passkeyStepOpen(db, email));
      if (!adminId) throw unauthorized(es.totp.stepExpired);
      const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
      if (!admin?.active) throw unauthorized(es.totp.stepExpired);
      if ((await requiredLevel(db, admin.role)) === 'strong') throw unauthorized(es.totp.codeNotAllowed);
      if (!(await limits.mayMail('code', email))) throw new HttpError(429, es.auth.tooManyCodes);
      await mailLoginCode(db, mailer, admin);
      await limits.succeeded('send-code', request, email);
      return send(reply, 201, es.auth.codeSent, { email: admin.email });
    },
  );

  r.post(
    '/api/auth/admins/totp/enrol',
    { config: { access: 'public' }, schema: { body: recoverRequestSchema.extend({ code: totpCode }), tags } },
    async (request, reply) => {
      const { email, code } = request.body;
      await limits.attempt('verify', request, email);
      const { adminId, codes } = await checkForcedEnrolment(db, box, email, code);
      await limits.succeeded('verify', request, email);
      const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
      if (!admin?.active) throw unauthorized(es.api.userDeactivated);
      const token = await app.issueToken({ id: admin.id, gta: admin.gtaId }, request);
      const user = await loadSessionUser(db, admin.id);
      return send(reply, 200, es.auth.loggedIn, { token, user, recoveryCodes: codes });
    },
  );
}

