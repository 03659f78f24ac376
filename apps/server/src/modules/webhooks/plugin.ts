import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { webhookRoutes } from './routes.ts';
import { webhookSecretBox } from './signature.ts';
import { startThread } from './spawn.ts';
import { DEFAULT_TIMINGS, type WebhookTimings, type WebhookWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

export interface WebhooksOptions {
  /** SETTINGS_SECRET, shared by every server. */
  settingsSecret: string;
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private networks too. */
  allowPrivate: boolean;
  timings?: Partial<WebhookTimings>;
}

/**
 * Webhooks: each change stores one delivery per matching active subscription in its own transaction; a thread on every
 * server delivers the due ones, signed, each row once across servers, retrying until the subscription answers 2xx.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, opts: WebhooksOptions) => {
    const box = webhookSecretBox(opts.settingsSecret);
    const dialect = new PgDialect();
    // One statement for every change, whether or not anything subscribes. It locks the subscriptions it reads, so
    // one deleted meanwhile is skipped rather than failing the change: no savepoint is needed.
    app.events.record(async (tx, event) => {
      const document = String(event.record._id);
      const occurredAt = new Date().toISOString();
      const payload = {
        module: event.module,
        operation: event.operation,
        document,
        occurredAt,
        actor: { kind: event.by, _id: event.actor?.id ?? null },
        data: event.record,
      };
      // Prepared, as the builders' statements are: an unnamed statement with parameters costs a second round trip.
      const query = dialect.sqlToQuery(sql`
        insert into ${webhookDeliveries} (id, subscription_id, module, operation, document, payload, created_at)
        select m.id, m.subscription_id, ${event.module}, ${event.operation}, ${document},
               ${JSON.stringify(payload)}::jsonb || jsonb_build_object('id', m.id), ${occurredAt}::timestamptz
        from (
          select gen_random_uuid() as id, s.id as subscription_id from ${webhookSubscriptions} s
          where s.active and s.modules @> array[${event.module}]::text[] and s.operations @> array[${event.operation}]::text[]
          for key share
        ) m
        returning id`);
      const stored = await tx._.session.prepareQuery<PreparedQueryConfig & { execute: { id: string }[] }>(query, undefined, 'webhook_deliveries', false).execute();
      return stored.length > 0 ? () => app.webhooks.wake() : undefined;
    });

    const data = { databaseUrl: app.database.url, settingsSecret: opts.settingsSecret, allowPrivate: opts.allowPrivate, timings: { ...DEFAULT_TIMINGS, ...opts.timings } };
    app.decorate('webhooks', startThread(data, app.database.db, app.log));
    app.addHook('onClose', async () => app.webhooks.stop());
    await app.register(webhookRoutes, { box, allowPrivate: opts.allowPrivate });
    await app.register(deliveryRoutes);
  },
  { name: 'webhooks', dependencies: ['engine'] },
);
