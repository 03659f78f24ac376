import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { envelopeSchema, errorSchema, pageSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { goodPractices as def, PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import { goodPractices, historicals } from '../../db/schema/index.ts';
import { create, list, runtimeOf, systemContext } from '../../engine/records/index.ts';
import type { Wire } from '../../engine/store.ts';
import { send } from '../../lib/reply.ts';
import { currentUser, userContext } from '../../plugins/app/public-auth.ts';
import { FILE_PARTS } from '../../plugins/external/openapi.ts';

const tags = ['Sitio público'];
const errors = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema };

/** The author's view of a submission: no carousel choice, no author (it is them), the reason of a rejection. */
const submission = recordSchema(def)
  .omit({ selected: true, createdBy: true })
  .extend({ rejectionReason: z.string().nullable() });

const ownQuery = listQuerySchema({ sortable: ['createdAt', 'name', 'status'] }).pick({ page: true, limit: true, sort: true });

const REJECTED_CAUSE = def.actionDefs.reject!.cause;

export async function publicSubmissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { uploads } = runtimeOf(app, 'goodPractices');

  async function withRejectionReasons(docs: Wire[]) {
    const rejected = docs.filter((doc) => doc.status === PRACTICE_STATUS.rejected).map((doc) => doc._id);
    const rows =
      rejected.length === 0
        ? []
        : await db
            .select({ document: historicals.document, description: historicals.description })
            .from(historicals)
            .where(and(eq(historicals.module, def.module), eq(historicals.cause, REJECTED_CAUSE), inArray(historicals.document, rejected)))
            .orderBy(asc(historicals.seq));
    const reasons = new Map(rows.map((row) => [row.document, row.description]));
    return docs.map((doc) => ({ ...doc, rejectionReason: reasons.get(doc._id) ?? null }));
  }

  r.post(
    '/api/public/goodPractices',
    {
      config: { access: 'user', ...uploads.config },
      schema: {
        body: def.createSchema,
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        [FILE_PARTS]: { image: 'image', logo: 'image' },
        response: { 201: envelopeSchema(submission), ...errors },
      },
      preValidation: uploads.preValidation,
    },
    async (request, reply) => {
      // The body's schema leaves the author out: the server names the signed-in user.
      const practice = await create(userContext(request, 'goodPractices'), { ...request.body, createdBy: currentUser(request).id });
      return send(reply, 201, es.publicSubmissions.submitted, { ...practice, rejectionReason: null });
    },
  );

  r.get(
    '/api/public/me/goodPractices',
    { config: { access: 'user' }, schema: { querystring: ownQuery, tags, response: { 200: envelopeSchema(pageSchema(submission)), ...errors } } },
    async (request, reply) => {
      // The public site reads approved practices only; their author reads them in every state, so the system lists them.
      const mine = eq(goodPractices.createdById, currentUser(request).id);
      const page = await list(systemContext(app, 'goodPractices'), request.query, { extra: mine });
      return send(reply, 200, es.publicSubmissions.own, { ...page, docs: await withRejectionReasons(page.docs) });
    },
  );
}
