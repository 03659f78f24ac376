import { randomUUID } from 'node:crypto';
import { PUBLIC_INSERT } from '@app/domain/core/notifications';
import { rulesFor } from '@app/domain/resources/notifications';
import type * as schema from '../schema/index.ts';

interface Named {
  id: string;
  name: string;
}

/** The most recent of each kind the demo's super user was told of, as the rules would have told it. */
const LATEST_COMMENTS = 10;
const LATEST_CONTACTS = 5;
const DAY = 24 * 60 * 60 * 1000;
/** What arrived in the last days is still unread; older ones were read an hour after they arrived. */
const UNREAD_DAYS = 4;

export interface DemoNotifications {
  notifications: (typeof schema.notifications.$inferInsert)[];
  recipients: (typeof schema.notificationRecipients.$inferInsert)[];
}

function describe(module: 'comments' | 'contacts', record: Record<string, unknown>, title: string): string {
  const rule = rulesFor(module, PUBLIC_INSERT)[0]!;
  return rule.describe({ actor: null, title, record });
}

/**
 * Notifications of the latest public-site comments and contact messages for the first super user, worded by the same
 * rules the server applies (the demo's records are loaded with the public-insert queue off).
 */
export function buildDemoNotifications(input: {
  adminId: string | null;
  now: number;
  users: readonly (Named & { lastName: string })[];
  flashcards: readonly Named[];
  comments: readonly { id: string; active: boolean; createdAt: Date; comment: string; createdById: string; flashcardId: string }[];
  contacts: readonly { id: string; createdAt: Date; name: string }[];
}): DemoNotifications {
  const out: DemoNotifications = { notifications: [], recipients: [] };
  if (!input.adminId) return out;
  const adminId = input.adminId;
  const users = new Map(input.users.map((u) => [u.id, u]));
  const cards = new Map(input.flashcards.map((c) => [c.id, c]));
  const add = (type: string, module: string, document: string, createdAt: Date, description: string) => {
    const id = randomUUID();
    const read = input.now - createdAt.getTime() > UNREAD_DAYS * DAY;
    out.notifications.push({ id, type, module, document, description, createdAt, updatedAt: createdAt });
    out.recipients.push({ notificationId: id, adminId, createdAt, isReading: read, readAt: read ? new Date(createdAt.getTime() + 60 * 60 * 1000) : null });
  };
  for (const comment of input.comments.filter((c) => c.active).slice(-LATEST_COMMENTS)) {
    const user = users.get(comment.createdById);
    const card = cards.get(comment.flashcardId);
    const record = { createdBy: user ? { name: user.name, lastName: user.lastName } : null, flashcard: card ? { name: card.name } : null };
    add('comment', 'comments', comment.id, comment.createdAt, describe('comments', record, comment.comment));
  }
  for (const contact of input.contacts.slice(-LATEST_CONTACTS)) {
    add('contact', 'contacts', contact.id, contact.createdAt, describe('contacts', { name: contact.name }, contact.name));
  }
  return out;
}
