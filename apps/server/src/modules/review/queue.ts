import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Page } from '@app/domain/core/page';
import type { ReviewItem, ReviewModule, ReviewQuery } from '@app/domain/core/review';
import * as schema from '../../db/schema/index.ts';
import { mayActAs } from '../../engine/records/actor.ts';
import { adminContext, scope, type RecordContext } from '../../engine/records/index.ts';
import { paginate } from '../../engine/paginate.ts';

const { flashcards, goodPractices, gtas, admins, users, historicals } = schema;

/** Waiting for this caller: active, in a state the accept action starts from, within their scope; null when they may not accept. */
function waiting(ctx: RecordContext, active: SQL): SQL | undefined {
  const { def, codec } = ctx.resource;
  const accept = def.actionDefs.accept!;
  if (!mayActAs(ctx.actor, accept, { state: {} })) return undefined;
  const states = accept.from.filter((value) => typeof value === 'number');
  const when = Object.entries(accept.when ?? {}).map(([name, values]) => inArray(codec.fieldColumn(name), [...values]));
  return and(active, inArray(codec.fieldColumn(accept.field ?? def.status!), states), ...when, scope(ctx));
}

const sentAt = sql`(select ${historicals.createdAt} from ${historicals}
  where ${historicals.document} = ${flashcards.id} and ${historicals.cause} = 'send'
  order by ${historicals.seq} desc limit 1)`;

function cards(ctx: RecordContext, where: SQL) {
  return ctx.db
    .select({
      module: sql<ReviewModule>`'flashcards'`.as('module'),
      id: sql<string>`${flashcards.id}`.as('item_id'),
      title: sql<string>`${flashcards.name}`.as('title'),
      gtaId: sql<string | null>`${gtas.id}`.as('gta_id'),
      gtaTitle: sql<string | null>`${gtas.title}`.as('gta_title'),
      gtaColor: sql<string | null>`${gtas.color}`.as('gta_color'),
      authorId: sql<string | null>`${admins.id}`.as('author_id'),
      authorName: sql<string | null>`${admins.name}`.as('author_name'),
      authorLastName: sql<string | null>`${admins.lastName}`.as('author_last_name'),
      status: sql<number>`${flashcards.status}`.as('status'),
      waitingSince: sql<Date>`coalesce(${sentAt}, ${flashcards.createdAt})`.mapWith(flashcards.createdAt).as('waiting_since'),
    })
    .from(flashcards)
    .innerJoin(gtas, eq(gtas.id, flashcards.gtaId))
    .leftJoin(admins, eq(admins.id, flashcards.createdById))
    .where(where);
}

function practices(ctx: RecordContext, where: SQL) {
  return ctx.db
    .select({
      module: sql<ReviewModule>`'goodPractices'`.as('module'),
      id: sql<string>`${goodPractices.id}`.as('item_id'),
      title: sql<string>`${goodPractices.name}`.as('title'),
      gtaId: sql<string | null>`null::uuid`.as('gta_id'),
      gtaTitle: sql<string | null>`null::text`.as('gta_title'),
      gtaColor: sql<string | null>`null::text`.as('gta_color'),
      authorId: sql<string | null>`${users.id}`.as('author_id'),
      authorName: sql<string | null>`${users.name}`.as('author_name'),
      authorLastName: sql<string | null>`${users.lastName}`.as('author_last_name'),
      status: sql<number>`${goodPractices.status}`.as('status'),
      waitingSince: sql<Date>`${goodPractices.createdAt}`.mapWith(goodPractices.createdAt).as('waiting_since'),
    })
    .from(goodPractices)
    .leftJoin(users, eq(users.id, goodPractices.createdById))
    .where(where);
}

type Row = Awaited<ReturnType<typeof cards>>[number];

const toItem = (row: Row): ReviewItem => ({
  module: row.module,
  _id: row.id,
  title: row.title,
  gta: row.gtaId ? { _id: row.gtaId, title: row.gtaTitle ?? '', color: row.gtaColor ?? '' } : null,
  createdBy: row.authorId ? { _id: row.authorId, name: row.authorName ?? '', lastName: row.authorLastName ?? '' } : null,
  status: row.status,
  waitingSince: row.waitingSince.toISOString(),
});

/** Oldest first: what waits for the caller's decision, one page of it; a module they may not decide adds nothing. */
export async function reviewQueue(request: FastifyRequest, query: ReviewQuery): Promise<Page<ReviewItem>> {
  const cardCtx = adminContext(request, 'flashcards');
  const practiceCtx = adminContext(request, 'goodPractices');
  const wanted = (module: ReviewModule) => query.module === undefined || query.module === module;
  const cardWhere = wanted('flashcards') ? waiting(cardCtx, and(eq(flashcards.active, true), query.gta ? eq(flashcards.gtaId, query.gta) : undefined)!) : undefined;
  // A practice belongs to no GTA: a GTA filter leaves them out.
  const practiceWhere = wanted('goodPractices') && !query.gta ? waiting(practiceCtx, eq(goodPractices.active, true)) : undefined;
  const { db } = cardCtx;
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await unionAll(cards(cardCtx, cardWhere ?? sql`false`), practices(practiceCtx, practiceWhere ?? sql`false`))
        .orderBy(asc(sql`waiting_since`), asc(sql`item_id`))
        .limit(limit)
        .offset(offset);
      return rows.map(toItem);
    },
    async () => (cardWhere ? await db.$count(flashcards, cardWhere) : 0) + (practiceWhere ? await db.$count(goodPractices, practiceWhere) : 0),
  );
}
