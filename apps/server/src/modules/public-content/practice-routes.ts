import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { idParams } from '@app/domain/core/text';
import { envelopeSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { goodPractices as practicesDef } from '@app/domain/resources/good-practices';
import { list, publicContext, read } from '../../engine/records/index.ts';
import type { Wire } from '../../engine/store.ts';
import { send } from '../../lib/reply.ts';
import { ANONYMOUS, filtersOf, PUBLIC_ERRORS, PUBLIC_TAGS, publicPractice } from './schemas.ts';

const practicesQuery = listQuerySchema({ sortable: ['name', 'createdAt'] })
  .pick({ page: true, limit: true, search: true, sort: true })
  .extend(filtersOf(practicesDef, ['ods', 'axisGlobalPact']).shape);

/** The contact e-mail is public only when whoever registered the practice chose to show it. */
const withContact = (practice: Wire): Wire => ({ ...practice, email: practice.shareName === true ? practice.email : null });

/** Approved, active good practices: the list and one practice. */
export async function publicPracticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const practices = (request: FastifyRequest) => publicContext(request, 'goodPractices', null);
  const docs = { tags: PUBLIC_TAGS, security: [] };

  r.get(
    '/api/public/goodPractices',
    {
      config: { ...ANONYMOUS, heavy: true },
      schema: { ...docs, querystring: practicesQuery, response: { 200: envelopeSchema(pageSchema(publicPractice)), ...PUBLIC_ERRORS } },
    },
    async (request, reply) => {
      const page = await list(practices(request), request.query);
      return send(reply, 200, es.api.list, { ...page, docs: page.docs.map(withContact) });
    },
  );

  r.get(
    '/api/public/goodPractices/:id',
    { config: ANONYMOUS, schema: { ...docs, params: idParams, response: { 200: envelopeSchema(publicPractice), ...PUBLIC_ERRORS } } },
    async (request, reply) => send(reply, 200, es.api.ok, withContact(await read(practices(request), request.params.id))),
  );
}
