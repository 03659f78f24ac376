import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isResourceName } from '@app/domain/core/modules';
import { PUBLIC_INSERT, type NotificationRule } from '@app/domain/core/notifications';
import { NOTIFICATION_RULES, rulesFor } from '@app/domain/resources/notifications';
import { listenToPublicInserts, type PublicInserts } from './public-inserts.ts';
import { notify, type Created } from './notifier.ts';
import { assertRuleFits, type ResourceLookup } from './records.ts';
import { scheduleRetention } from './retention.ts';
import { notificationRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicInserts: PublicInserts;
  }
}

export interface NotificationsOptions {
  /** Read notifications older than this are deleted (NOTIFICATION_RETENTION_DAYS). */
  retentionDays: number;
  /** The rules in force; the domain's by default. */
  rules?: readonly NotificationRule[];
}

/**
 * Notifications: stored by the declared rules in the transaction of the change that caused them (or of the public
 * site's queued insert), sent to the recipients' sockets once it committed, listed and marked read by their routes, and
 * deleted by the retention job once read and old.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, opts: NotificationsOptions) => {
    const resources: ResourceLookup = (module) => (isResourceName(module) ? app.resources.get(module) : undefined);
    // A rule waits until its resource is served (votes, good practices, volunteers come from other modules).
    const rules = (opts.rules ?? NOTIFICATION_RULES).filter((rule) => resources(rule.module) !== undefined);
    for (const rule of rules) assertRuleFits(resources, resources(rule.module)!, rule.recipients);
    app.events.record(async (tx, event) => {
      const made: Created[] = [];
      // What the public site creates through its routes is told as what it inserts straight into the database.
      const operation = event.by === 'user' && event.operation === 'create' ? PUBLIC_INSERT : event.operation;
      for (const rule of rulesFor(event.module, operation, rules)) {
        const happened = { rule, resource: resources(event.module)!, record: event.record, actorId: event.actor?.id ?? null };
        // A savepoint: a notification that cannot be made leaves the change standing.
        const one = await tx.transaction((sp) => notify(sp, resources, happened));
        if (one) made.push(one);
      }
      if (made.length === 0) return undefined;
      return () => {
        for (const { recipients, notification } of made) app.realtime.notify(recipients, notification);
      };
    });

    app.decorate('publicInserts', await listenToPublicInserts(app, rules, resources));
    scheduleRetention(app, opts.retentionDays);
    await app.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['engine', 'realtime'] },
);
