import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { secretBox } from '../configuration/secret-box.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { webhookRoutes } from './routes.ts';
import { DEFAULT_TIMINGS, startWorker, type WebhookTimings, type WebhookWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

/** Seals the subscriptions' signing secrets with SETTINGS_SECRET, bound to this use. */
export const webhookSecretBox = (settingsSecret: string) => secretBox(settingsSecret, 'backoffice:webhooks:signing-secret');

export interface WebhooksOptions {
  /** SETTINGS_SECRET, shared by every server. */
  settingsSecret: string;
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private networks too. */
  allowPrivate: boolean;
  timings?: Partial<WebhookTimings>;
}

/**
 * Webhooks: each change stores one delivery per matching active subscription in its own transaction; a worker on every
 * server delivers the due ones, signed, each row once across servers, retrying until the subscription answers 2xx.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, opts: WebhooksOptions) => {
    const box = webhookSecretBox(opts.settingsSecret);
    app.events.record(async (tx, event) => {
      const matching = and(
        eq(webhookSubscriptions.active, true),
        arrayContains(webhookSubscriptions.modules, [event.module]),
        arrayContains(webhookSubscriptions.operations, [event.operation]),
      );
      const subscriptions = await tx.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(matching);
      if (subscriptions.length === 0) return undefined;
      const document = String(event.record._id);
      const occurredAt = new Date();
      const rows = subscriptions.map(({ id: subscriptionId }) => {
        const id = randomUUID();
        const payload = {
          id,
          module: event.module,
          operation: event.operation,
          document,
          occurredAt: occurredAt.toISOString(),
          actor: { kind: event.by, _id: event.actor?.id ?? null },
          data: event.record,
        };
        return { id, subscriptionId, module: event.module, operation: event.operation, document, payload, createdAt: occurredAt };
      });
      // A savepoint: deliveries that cannot be stored leave the change standing.
      await tx.transaction((sp) => sp.insert(webhookDeliveries).values(rows));
      return () => app.webhooks.wake();
    });

    app.decorate('webhooks', startWorker(app, { box, allowPrivate: opts.allowPrivate, timings: { ...DEFAULT_TIMINGS, ...opts.timings } }));
    app.addHook('onClose', async () => app.webhooks.stop());
    await app.register(webhookRoutes, { box, allowPrivate: opts.allowPrivate });
    await app.register(deliveryRoutes);
  },
  { name: 'webhooks', dependencies: ['engine'] },
);
