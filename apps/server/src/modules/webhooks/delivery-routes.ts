import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPage } from '@app/domain/core/page';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
} from '@app/domain/core/webhooks';
import { envelopeSchema, errorSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';

type Delivery = typeof webhookDeliveries.$inferSelect;
const tags = ['webhooks'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const access = 'superuser' as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function deliveryWire(row: Delivery) {
  const { id, subscriptionId: _s, payload: _p, ...rest } = row;
  return { _id: id, ...rest, nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null, createdAt: row.createdAt.toISOString(), deliveredAt: iso(row.deliveredAt) };
}

/** A subscription's delivery log, newest first, and «Reenviar». */
export async function deliveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { access },
      schema: { params: webhookParamsSchema, querystring: webhookDeliveriesQuerySchema, tags, response: { 200: envelopeSchema(pageSchema(webhookDeliverySchema)), ...errors } },
    },
    async (request, reply) => {
      const [found] = await db.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(eq(webhookSubscriptions.id, request.params.id));
      if (!found) throw new HttpError(404, es.webhooks.notFound);
      const { page } = request.query;
      const mine = eq(webhookDeliveries.subscriptionId, request.params.id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(mine)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(WEBHOOK_DELIVERY_PAGE_SIZE)
          .offset((page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE),
        db.select({ n: count() }).from(webhookDeliveries).where(mine),
      ]);
      return send(reply, 200, es.webhooks.deliveries, toPage(rows.map(deliveryWire), total?.n ?? 0, page, WEBHOOK_DELIVERY_PAGE_SIZE));
    },
  );

  r.post(
    '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    { config: { access }, schema: { params: webhookDeliveryParamsSchema, tags, response: { 202: envelopeSchema(webhookDeliverySchema), ...errors } } },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, id)))
          .for('update');
        if (!current) throw new HttpError(404, es.webhooks.deliveryNotFound);
        if (current.status === 'pending') throw conflict(es.webhooks.notPending);
        const [updated] = await tx.update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, current.id)).returning();
        return updated!;
      });
      app.webhooks.wake();
      return send(reply, 202, es.webhooks.redelivered, deliveryWire(row));
    },
  );
}
