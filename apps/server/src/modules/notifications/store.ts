import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationWire } from '@app/domain/core/notifications';
import { allows } from '@app/domain/core/permissions';
import type { Page } from '@app/domain/core/page';
import { resources } from '@app/domain/resources/registry';
import type { Executor } from '../../db/connect.ts';
import { admins, notificationRecipients, notifications } from '../../db/schema/index.ts';
import { paginate } from '../../engine/paginate.ts';
import type { CurrentAdmin } from '../../plugins/app/auth.ts';

type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  type: string;
  module: string;
  document: string;
  description: string;
  createdById: string | null;
  gtaId: string | null;
  recipients: readonly string[];
}

async function toWire(executor: Executor, rows: NotificationRow[], callerId: string | null): Promise<NotificationWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.createdById).filter((id): id is string => id !== null))];
  const [recipients, authors] = await Promise.all([
    executor
      .select({ notificationId: notificationRecipients.notificationId, admin: notificationRecipients.adminId, isReading: notificationRecipients.isReading })
      .from(notificationRecipients)
      .where(inArray(notificationRecipients.notificationId, ids))
      .orderBy(asc(notificationRecipients.adminId)),
    authorIds.length === 0
      ? []
      : executor
          .select({ _id: admins.id, name: admins.name, lastName: admins.lastName, thumbnail: admins.thumbnail })
          .from(admins)
          .where(inArray(admins.id, authorIds)),
  ]);
  const authorById = new Map(authors.map((a) => [a._id, a]));
  return rows.map((row) => {
    const own = recipients.filter((r) => r.notificationId === row.id).map(({ admin, isReading }) => ({ admin, isReading }));
    return {
      _id: row.id,
      type: row.type,
      module: row.module,
      document: row.document,
      description: row.description,
      createdBy: (row.createdById && authorById.get(row.createdById)) || null,
      isReading: own.find((r) => r.admin === callerId)?.isReading ?? false,
      recipients: own,
      active: row.active,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function insertNotification(executor: Executor, input: NewNotification): Promise<NotificationWire> {
  const { recipients, ...values } = input;
  const [row] = await executor.insert(notifications).values(values).returning();
  await executor
    .insert(notificationRecipients)
    .values(recipients.map((adminId) => ({ notificationId: row!.id, adminId, createdAt: row!.createdAt })));
  return (await toWire(executor, [row!], null))[0]!;
}

/** Rights are judged again at read time, so losing a flag hides what it used to show. */
function visibleTo(admin: CurrentAdmin): SQL {
  const readable = resources.filter((def) => allows(admin, def.access.get)).map((def) => def.module);
  return and(
    eq(notificationRecipients.adminId, admin.id),
    readable.length > 0 ? inArray(notifications.module, readable) : sql`false`,
    admin.gta === null ? undefined : or(isNull(notifications.gtaId), eq(notifications.gtaId, admin.gta)),
  )!;
}

export async function listFor(
  executor: Executor,
  admin: CurrentAdmin,
  at: { page: number; limit: number },
  unread: boolean,
): Promise<Page<NotificationWire>> {
  const where = and(visibleTo(admin), unread ? eq(notificationRecipients.isReading, false) : undefined);
  return paginate(
    at,
    async (limit, offset) => {
      const rows = await executor
        .select({ n: notifications })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(where)
        .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.notificationId))
        .limit(limit)
        .offset(offset);
      return toWire(executor, rows.map((r) => r.n), admin.id);
    },
    async () =>
      (
        await executor
          .select({ n: count() })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

export async function markRead(executor: Executor, admin: CurrentAdmin, id: string): Promise<NotificationWire | undefined> {
  return executor.transaction(async (tx) => {
    const [found] = await tx
      .select({ n: notifications, isReading: notificationRecipients.isReading })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(visibleTo(admin), eq(notificationRecipients.notificationId, id)))
      .for('update', { of: notificationRecipients });
    if (!found) return undefined;
    if (!found.isReading) {
      await tx
        .update(notificationRecipients)
        .set({ isReading: true, readAt: sql`now()` })
        .where(and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.adminId, admin.id)));
    }
    return (await toWire(tx, [found.n], admin.id))[0]!;
  });
}

export async function markAllRead(executor: Executor, admin: CurrentAdmin): Promise<number> {
  const visible = executor
    .select({ id: notifications.id })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(visibleTo(admin), eq(notificationRecipients.isReading, false)));
  const changed = await executor
    .update(notificationRecipients)
    .set({ isReading: true, readAt: sql`now()` })
    .where(and(eq(notificationRecipients.adminId, admin.id), eq(notificationRecipients.isReading, false), inArray(notificationRecipients.notificationId, visible)))
    .returning({ id: notificationRecipients.notificationId });
  return changed.length;
}

export async function purgeRead(executor: Executor, days: number): Promise<{ recipients: number; notifications: number }> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const recipients = await executor
    .delete(notificationRecipients)
    .where(and(eq(notificationRecipients.isReading, true), sql`${notificationRecipients.createdAt} < ${cutoff}`))
    .returning({ id: notificationRecipients.notificationId });
  const orphans = await executor
    .delete(notifications)
    .where(
      and(
        sql`${notifications.createdAt} < ${cutoff}`,
        sql`not exists (select 1 from ${notificationRecipients} where ${notificationRecipients.notificationId} = ${notifications.id})`,
      ),
    )
    .returning({ id: notifications.id });
  return { recipients: recipients.length, notifications: orphans.length };
}
