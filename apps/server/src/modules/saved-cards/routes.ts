import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { flashcards, gtas, savedCards, users } from '../../db/schema/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { gtaScope } from '../../engine/gta-scope.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';

const savedCardsQuery = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true })
  .extend({ user: z.preprocess((v) => (v === '' || v === null ? undefined : v), uuid.optional()) });

// Readable with the users module's read permission: the table belongs to the users' pages.
export async function savedCardRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/savedCards/list',
    { config: { access: { module: 'users', action: 'read' }, heavy: true }, schema: { querystring: savedCardsQuery, tags: ['users'] } },
    async (request, reply) => {
      const { user, page, limit } = request.query;
      const where = and(user ? eq(savedCards.userId, user) : undefined, gtaScope(currentAdmin(request), flashcards.gtaId));
      const result = await paginate(
        { page, limit },
        async (take, skip) => {
          const rows = await db
            .select({
              _id: savedCards.id,
              number: flashcards.number,
              flashcard: { _id: flashcards.id, name: flashcards.name },
              gta: { _id: gtas.id, title: gtas.title, color: gtas.color, nomenclature: gtas.nomenclature, logo: gtas.logo },
              user: { _id: users.id, name: users.name, lastName: users.lastName },
              createdAt: savedCards.createdAt,
            })
            .from(savedCards)
            .innerJoin(flashcards, eq(flashcards.id, savedCards.flashcardId))
            .innerJoin(gtas, eq(gtas.id, flashcards.gtaId))
            .innerJoin(users, eq(users.id, savedCards.userId))
            .where(where)
            .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
            .limit(take)
            .offset(skip);
          return rows.map((row) => ({ ...row, nomenclature: row.gta.nomenclature }));
        },
        async () =>
          countUpTo(db, db.select({ one: sql`1` }).from(savedCards).innerJoin(flashcards, eq(flashcards.id, savedCards.flashcardId)).where(where).$dynamic()),
      );
      return send(reply, 200, es.api.list, result);
    },
  );
}
