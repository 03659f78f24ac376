import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, text } from '@app/domain/core/text';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { contacts } from '@app/domain/resources/contacts';
import { PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import { volunteers } from '@app/domain/resources/volunteers';
import { goodPractices, volunteers as volunteerRows } from '../../db/schema/index.ts';
import { change, create, publicContext, type ChangeContext } from '../../engine/records/index.ts';
import { conflict, notFound, tooManyAttempts } from '../../lib/errors.ts';
import { sharedLimiter } from '../../lib/redis-failure-limiter.ts';
import { send } from '../../lib/reply.ts';

const m = es.publicForms;
const FORM_WINDOW_MS = 15 * 60_000;

const website = z.string().trim().optional().describe('Campo oculto que las personas dejan vacío: si llega lleno, no se guarda nada');
const contactBody = contacts.createSchema.extend({ name: text({ min: 2, max: 80 }), website });
const volunteerBody = volunteers.createSchema.omit({ goodPractice: true }).extend({ website });
const sent = envelopeSchema(z.null());
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const docs = { tags: ['Sitio público'] };

export interface PublicFormOptions {
  /** Forms per client address per 15 minutes (PUBLIC_FORM_LIMIT). */
  formLimit: number;
}

export async function publicFormRoutes(app: FastifyInstance, opts: PublicFormOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = sharedLimiter(app.redis, opts.formLimit, FORM_WINDOW_MS);
  const countForm = async (request: FastifyRequest) => {
    if (!(await limiter.attempt([`public-form:${request.ip}`]))) throw tooManyAttempts();
  };

  r.post(
    '/api/public/contacts',
    { config: { access: 'public' }, preHandler: countForm, schema: { ...docs, body: contactBody, response: { 201: sent, ...errors } } },
    async (request, reply) => {
      const { website: robot, ...message } = request.body;
      if (!robot) await create(publicContext(request, 'contacts', null), message);
      return send(reply, 201, m.contactSent, null);
    },
  );

  r.post(
    '/api/public/goodPractices/:id/volunteers',
    {
      config: { access: 'public' },
      preHandler: countForm,
      schema: { ...docs, params: idParams, body: volunteerBody, response: { 201: sent, ...errors } },
    },
    async (request, reply) => {
      const { website: robot, ...volunteer } = request.body;
      const practiceId = request.params.id;
      if (!robot) {
        await change(publicContext(request, 'volunteers', null), async (ctx) => {
          await assertRoomFor(ctx, practiceId, volunteer.email as string);
          await create(ctx, { ...volunteer, goodPractice: practiceId });
        });
      }
      return send(reply, 201, m.volunteerSent, null);
    },
  );
}

/** Locks the practice until the change commits, so two sign-ups at once cannot take its last place or one e-mail twice. */
async function assertRoomFor(ctx: ChangeContext, practiceId: string, email: string): Promise<void> {
  const [practice] = await ctx.tx
    .select({
      status: goodPractices.status,
      active: goodPractices.active,
      aceptVolunteers: goodPractices.aceptVolunteers,
      numberOfVolunteers: goodPractices.numberOfVolunteers,
    })
    .from(goodPractices)
    .where(eq(goodPractices.id, practiceId))
    .for('update');
  if (!practice) throw notFound();
  if (practice.status !== PRACTICE_STATUS.approved) throw conflict(m.practiceNotApproved);
  if (!practice.active) throw conflict(m.practiceInactive);
  if (!practice.aceptVolunteers) throw conflict(m.practiceNoVolunteers);
  const ofPractice = eq(volunteerRows.goodPracticeId, practiceId);
  const [same] = await ctx.tx
    .select({ id: volunteerRows.id })
    .from(volunteerRows)
    .where(and(ofPractice, sql`lower(${volunteerRows.email}) = ${email}`))
    .limit(1);
  if (same) throw conflict(m.alreadyVolunteer);
  const [joined] = await ctx.tx.select({ count: count() }).from(volunteerRows).where(and(ofPractice, eq(volunteerRows.active, true)));
  if (joined!.count >= (practice.numberOfVolunteers ?? 0)) throw conflict(m.practiceFull);
}
