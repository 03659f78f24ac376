/** Helpers of the notifications suites: what the tables hold, waiting for the public site's queue, inserting fixtures. */
import { expect } from 'vitest';
import type { NotificationWire } from '@app/domain/core/notifications';
import { insertNotification, type NewNotification } from '../../src/modules/notifications/store.ts';
import type { TestApp } from './app.ts';
import { sleep } from './expect.ts';

/** A notification as the tables hold it: what was inserted, with its id. */
export interface StoredNotification extends Omit<NewNotification, 'recipients'> {
  id: string;
  recipients: string[];
}

/** Every notification, oldest first, with its recipients' ids sorted. */
export async function storedNotifications(t: TestApp): Promise<StoredNotification[]> {
  return t.database.sql<StoredNotification[]>`
    select n.id, n.type, n.module, n.document, n.description, n.created_by_id as "createdById", n.gta_id as "gtaId",
           coalesce((select array_agg(r.admin_id::text order by r.admin_id) from notification_recipients r
                     where r.notification_id = n.id), '{}') as recipients
    from notifications n order by n.created_at, n.id`;
}

/** The notifications about one record. */
export async function notificationsAbout(t: TestApp, document: string): Promise<StoredNotification[]> {
  return (await storedNotifications(t)).filter((n) => n.document === document);
}

/** Waits until `count` notifications are about `document` (the public site's are made once its queue is read), and returns them. */
export async function waitForNotifications(t: TestApp, document: string, count: number, timeoutMs = 5000): Promise<StoredNotification[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await notificationsAbout(t, document);
    if (found.length >= count || Date.now() > until) {
      expect(found, `notificaciones de ${document}`).toHaveLength(count);
      return found;
    }
    await sleep(25);
  }
}

/**
 * Checks that nothing about `document` was made, the negative counterpart of waitForNotifications. No waiting for a
 * back-office change: its notifications are stored in its own transaction, so they are there once its request
 * answered. The public site's queue is awaited empty first.
 */
export async function expectNoNotification(t: TestApp, document: string): Promise<void> {
  await t.app.publicInserts.drain();
  expect(await notificationsAbout(t, document)).toEqual([]);
  expect(await t.database.sql`select 1 from public_inserts where document = ${document}`).toHaveLength(0);
}

export const sortIds = (ids: string[]) => [...ids].sort();

/** A notification written directly (for the lists' suites), `minutesAgo` before now. */
export async function seedNotification(
  t: TestApp,
  values: Partial<NewNotification> & { recipients: string[] },
  minutesAgo = 0,
): Promise<NotificationWire> {
  const made = await insertNotification(t.database.db, {
    type: 'flashcardSent',
    module: 'flashcards',
    document: '7d9f2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f',
    description: 'Ana Prueba envió a revisión la flashcard «Captación de agua»',
    createdById: null,
    gtaId: null,
    ...values,
  });
  if (minutesAgo > 0) {
    await t.database.sql`update notifications set created_at = now() - make_interval(mins => ${minutesAgo}) where id = ${made._id}`;
    await t.database.sql`update notification_recipients set created_at = now() - make_interval(mins => ${minutesAgo}) where notification_id = ${made._id}`;
  }
  return made;
}
