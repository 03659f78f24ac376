import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isResourceName } from '@app/domain/core/modules';
import { PUBLIC_INSERT, type NotificationRule } from '@app/domain/core/notifications';
import { NOTIFICATION_RULES, rulesFor } from '@app/domain/resources/notifications';
import { listenToPublicInserts } from './public-inserts.ts';
import { notify } from './notifier.ts';
import { assertRuleFits, type ServiceLookup } from './records.ts';
import { scheduleRetention } from './retention.ts';
import { notificationRoutes } from './routes.ts';

export interface NotificationsOptions {
  /** Read notifications older than this are deleted (NOTIFICATION_RETENTION_DAYS). */
  retentionDays: number;
  /** The rules in force; the domain's by default. */
  rules?: readonly NotificationRule[];
}

/**
 * Notifications (spec 001 §2–§7): created from the engine's after-commit record events and from the public site's
 * inserts by the declared rules, sent at once to the recipients' sockets, listed and marked read by their routes, and
 * deleted by the retention job once read and old.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, opts: NotificationsOptions) => {
    const services: ServiceLookup = (module) => (isResourceName(module) ? app.services.get(module) : undefined);
    // A rule waits until its resource is served (votes, good practices, volunteers come from other modules).
    const rules = (opts.rules ?? NOTIFICATION_RULES).filter((rule) => services(rule.module) !== undefined);
    for (const rule of rules) assertRuleFits(services, services(rule.module)!, rule.recipients);
    const { db, sql } = app.database;

    app.events.on(async (event) => {
      for (const rule of rulesFor(event.module, event.operation, rules)) {
        if (rule.operation === PUBLIC_INSERT) continue;
        const service = services(event.module)!;
        const made = await db.transaction((tx) => notify(sql, tx, services, { rule, service, record: event.record, actorId: event.actor.id }));
        if (made) app.realtime.notify(made.recipients, made.notification);
      }
    });

    await listenToPublicInserts(app, rules, services);
    scheduleRetention(app, opts.retentionDays);
    await app.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['engine', 'realtime'] },
);
