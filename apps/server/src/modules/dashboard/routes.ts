import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayAct } from '@app/domain/core/actions';
import { ACTIVITY_DAYS, ACTIVITY_SERIES, dashboardQuerySchema, dashboardSchema, type ActivitySeries, type Dashboard } from '@app/domain/core/dashboard';
import type { ResourceName } from '@app/domain/core/modules';
import { allows } from '@app/domain/core/permissions';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import { adminContext, scope, type RecordContext } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { listFor } from '../notifications/store.ts';

const SERIES_RESOURCES: Record<ActivitySeries, ResourceName> = {
  users: 'users',
  comments: 'comments',
  contacts: 'contacts',
  votes: 'priorizations',
};

export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.database;

  async function countOf(ctx: RecordContext, ...where: SQL[]): Promise<number> {
    const [row] = await db.select({ n: count() }).from(ctx.resource.table).where(and(scope(ctx, { everyone: true }), ...where));
    return row?.n ?? 0;
  }

  async function window(tz: string): Promise<{ since: Date; days: string[] }> {
    const rows = await db.execute<{ since: string; day: string }>(sql`
      with bounds as (select (date_trunc('day', now() at time zone ${tz}) - make_interval(days => ${ACTIVITY_DAYS - 1}::int)) as first_day)
      select to_char((first_day at time zone ${tz}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since, to_char(first_day + make_interval(days => i), 'YYYY-MM-DD') as day
      from bounds, generate_series(0, ${ACTIVITY_DAYS - 1}::int) as i
      order by i`);
    const list = [...rows];
    return { since: new Date(list[0]!.since), days: list.map((r) => r.day) };
  }

  async function series(ctx: RecordContext, tz: string, since: Date, days: string[]): Promise<number[]> {
    const created = ctx.resource.codec.col('createdAt');
    const day = sql<string>`to_char(${created} at time zone ${tz}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, n: count() })
      .from(ctx.resource.table)
      .where(and(gte(created, since), scope(ctx, { everyone: true })))
      // By position: the day's expression carries the time zone as a parameter, written twice it would be two.
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((r) => [r.day, r.n]));
    return days.map((d) => byDay.get(d) ?? 0);
  }

  async function dashboard(request: FastifyRequest, tz: string): Promise<Dashboard> {
    const admin = currentAdmin(request);
    const { since, days } = await window(tz);
    const cards = adminContext(request, 'flashcards');
    const practices = adminContext(request, 'goodPractices');
    const waiting: Dashboard['waiting'] = {
      notificationsUnread: (await listFor(db, admin, { page: 1, limit: 1 }, true)).totalDocs,
    };
    // Waiting "for them": only what they may decide.
    const { codec: cardColumns } = cards.resource;
    if (mayAct(admin, cards.resource.def.actionDefs.accept!, { state: {} })) {
      waiting.flashcardsInReview = await countOf(cards, eq(cardColumns.fieldColumn('status'), FLASHCARD_STATUS.sent), eq(cardColumns.col('active'), true));
    }
    const { codec: practiceColumns } = practices.resource;
    if (mayAct(admin, practices.resource.def.actionDefs.accept!, { state: {} })) {
      waiting.practicesPending = await countOf(practices, eq(practiceColumns.fieldColumn('status'), PRACTICE_STATUS.pending), eq(practiceColumns.col('active'), true));
    }
    const activity: Dashboard['activity'] = {};
    for (const name of ACTIVITY_SERIES) {
      const ctx = adminContext(request, SERIES_RESOURCES[name]);
      if (allows(admin, ctx.resource.def.access.list)) activity[name] = await series(ctx, tz, since, days);
    }
    return { since: since.toISOString(), days, waiting, activity };
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: dashboardQuerySchema,
        tags: ['dashboard'],
        response: { 200: envelopeSchema(dashboardSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => send(reply, 200, es.api.ok, await dashboard(request, request.query.tz)),
  );
}
