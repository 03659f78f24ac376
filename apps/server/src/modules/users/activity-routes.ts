import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { uuid } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { gtaDocDownloads, goodPractices, gtas, volunteers } from '../../db/schema/index.ts';
import { countUpTo } from '../../engine/counts.ts';
import { gtaScope } from '../../engine/gta-scope.ts';
import { paginate } from '../../engine/paginate.ts';
import { adminContext, findRow } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';

const access = { module: 'users', action: 'read' } as const;
const tags = ['users'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const params = z.object({ id: uuid });
const pageQuery = listQuerySchema({ sortable: ['createdAt'] }).pick({ page: true, limit: true });
const at = z.iso.datetime({ offset: true });
const named = z.object({ _id: z.string(), name: z.string() });

const accountSchema = z.object({ confirmed: z.boolean(), confirmedAt: at.nullable() });
const downloadSchema = z.object({ _id: z.string(), gta: z.object({ _id: z.string(), title: z.string() }), createdAt: at });
const volunteerSchema = z.object({ _id: z.string(), goodPractice: named, active: z.boolean(), createdAt: at });

/** The back-office's view of what a public-site user did: their account's state and their paged lists. */
export async function userActivityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const config = { access, heavy: true };

  // Rows keep their dates as Date until here, for the answer's ISO text.
  const paged = <T extends { createdAt: Date }>(query: { page: number; limit: number }, rows: (take: number, skip: number) => Promise<T[]>, total: PgSelect) =>
    paginate(
      query,
      async (take, skip) => (await rows(take, skip)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      () => countUpTo(db, total),
    );

  r.get(
    '/api/users/:id/activity',
    { config, schema: { params, tags, response: { 200: envelopeSchema(accountSchema), ...errors } } },
    async (request, reply) => {
      const { confirmedAt } = await findRow(adminContext(request, 'users'), request.params.id);
      const confirmed = confirmedAt instanceof Date;
      return send(reply, 200, es.userActivity.summary, { confirmed, confirmedAt: confirmed ? confirmedAt.toISOString() : null });
    },
  );

  r.get(
    '/api/users/:id/downloads',
    { config, schema: { params, querystring: pageQuery, tags, response: { 200: envelopeSchema(pageSchema(downloadSchema)), ...errors } } },
    async (request, reply) => {
      await findRow(adminContext(request, 'users'), request.params.id);
      const where = and(eq(gtaDocDownloads.userId, request.params.id), gtaScope(currentAdmin(request), gtaDocDownloads.gtaId));
      const rows = (take: number, skip: number) =>
        db
          .select({ _id: gtaDocDownloads.id, gta: { _id: gtas.id, title: gtas.title }, createdAt: gtaDocDownloads.createdAt })
          .from(gtaDocDownloads)
          .innerJoin(gtas, eq(gtas.id, gtaDocDownloads.gtaId))
          .where(where)
          .orderBy(desc(gtaDocDownloads.createdAt), desc(gtaDocDownloads.id))
          .limit(take)
          .offset(skip);
      const total = db.select({ one: sql`1` }).from(gtaDocDownloads).where(where).$dynamic();
      return send(reply, 200, es.api.list, await paged(request.query, rows, total));
    },
  );

  // Volunteering needs no account: it is the user's when the e-mail is theirs.
  r.get(
    '/api/users/:id/volunteers',
    { config, schema: { params, querystring: pageQuery, tags, response: { 200: envelopeSchema(pageSchema(volunteerSchema)), ...errors } } },
    async (request, reply) => {
      const user = await findRow(adminContext(request, 'users'), request.params.id);
      const where = sql`lower(${volunteers.email}) = lower(${String(user.email)})`;
      const rows = (take: number, skip: number) =>
        db
          .select({ _id: volunteers.id, goodPractice: { _id: goodPractices.id, name: goodPractices.name }, active: volunteers.active, createdAt: volunteers.createdAt })
          .from(volunteers)
          .innerJoin(goodPractices, eq(goodPractices.id, volunteers.goodPracticeId))
          .where(where)
          .orderBy(desc(volunteers.createdAt), desc(volunteers.id))
          .limit(take)
          .offset(skip);
      const total = db.select({ one: sql`1` }).from(volunteers).where(where).$dynamic();
      return send(reply, 200, es.api.list, await paged(request.query, rows, total));
    },
  );
}
