import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_INSERT, type NotificationRule } from '@app/domain/core/notifications';
import { rulesFor } from '@app/domain/resources/notifications';
import { publicInserts } from '../../db/schema/index.ts';
import { notify, type Created } from './notifier.ts';
import { rowById, type ResourceLookup } from './records.ts';

/** The channel `app_public_insert()` (migration 0005) notifies on commit. */
const CHANNEL = 'public_inserts';
const BATCH = 50;
/** A sweep now and then, should a wake-up be missed while the listening connection was down. */
const SWEEP_MS = 60_000;

export interface PublicInserts {
  /**
   * Takes what the queue holds now, or joins the pass under way: resolves once every row queued before the call (and
   * not being taken by another server) has its notifications committed and sent to the sockets. Tests await it as the
   * idle point of the queue instead of sleeping.
   */
  drain(): Promise<void>;
}

/**
 * Notifications for rows another program inserts straight into the database for the public site (a comment, a contact
 * message) instead of sending them to `/api/public`, whose creates are told in their own transaction. PostgreSQL queues
 * each row in `public_inserts` within the inserting transaction and wakes every listening server on commit; each queued
 * row is taken by exactly one server (`for update skip locked`) and deleted in the transaction that creates its
 * notification. A rolled-back insert queues nothing; a row inserted while no server listens waits for the next one.
 * The listening connection reconnects by itself and sweeps the queue when it does.
 */
export async function listenToPublicInserts(app: FastifyInstance, rules: readonly NotificationRule[], resources: ResourceLookup): Promise<PublicInserts> {
  const { db, sql } = app.database;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function takeBatch(): Promise<number> {
    const created: Created[] = [];
    const taken = await db.transaction(async (tx) => {
      const rows = await tx.select().from(publicInserts).orderBy(asc(publicInserts.id)).limit(BATCH).for('update', { skipLocked: true });
      for (const queued of rows) {
        const resource = resources(queued.module);
        for (const rule of rulesFor(queued.module, PUBLIC_INSERT, rules)) {
          if (!resource) continue;
          try {
            // A savepoint per row: one that fails leaves the others of the batch standing.
            const made = await tx.transaction(async (sp) => {
              const row = await rowById(sp, resource, queued.document);
              if (!row) return undefined;
              return notify(sp, resources, { rule, resource, record: (await resource.codec.toWire(sp, [row]))[0]!, actorId: null });
            });
            if (made) created.push(made);
          } catch (err) {
            app.log.error({ err, module: queued.module, document: queued.document }, 'notificación no creada');
          }
        }
      }
      if (rows.length > 0) await tx.delete(publicInserts).where(inArray(publicInserts.id, rows.map((r) => r.id)));
      return rows.length;
    });
    for (const { recipients, notification } of created) app.realtime.notify(recipients, notification);
    return taken;
  }

  /** Empties the queue; a wake-up while it runs makes it look once more instead of running twice. */
  function drain(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!closed && (await takeBatch()) === BATCH);
        } while (again && !closed);
      } catch (err) {
        app.log.error({ err }, 'no se pudo leer la cola de registros del sitio público');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const listening = await sql.listen(CHANNEL, () => void drain(), () => void drain());
  const sweep = setInterval(() => void drain(), SWEEP_MS);
  sweep.unref();

  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(sweep);
    await listening.unlisten().catch(() => undefined);
    await running;
  });

  return { drain };
}
