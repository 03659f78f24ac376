import { mayTake, PUBLIC_INSERT, shortTitle, type NotificationRule } from '../core/notifications.ts';
import { es } from '../messages/es.ts';
import { flashcards } from './flashcards.ts';
import { goodPractices } from './good-practices.ts';

const m = es.notifications;

function personName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return m.someone;
  const { name, lastName } = value as { name?: unknown; lastName?: unknown };
  const full = [name, lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return full === '' ? m.someone : full;
}

function referenceName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { name } = value as { name?: unknown };
  return typeof name === 'string' ? shortTitle(name) : '';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Rows another program inserts for the public site need their table's insert trigger (see the server's notifications module). */
export const NOTIFICATION_RULES: readonly NotificationRule[] = [
  {
    type: 'flashcardSent',
    module: 'flashcards',
    operation: 'send',
    recipients: mayTake(flashcards, 'accept'),
    describe: ({ actor, title }) => m.flashcardSent(actor ?? m.someone, title),
  },
  {
    type: 'flashcardAccepted',
    module: 'flashcards',
    operation: 'accept',
    recipients: { kind: 'owner' },
    describe: ({ actor, title }) => m.flashcardAccepted(actor ?? m.someone, title),
  },
  {
    type: 'flashcardRejected',
    module: 'flashcards',
    operation: 'reject',
    recipients: { kind: 'owner' },
    describe: ({ actor, title }) => m.flashcardRejected(actor ?? m.someone, title),
  },
  {
    type: 'cardVoted',
    module: 'priorizations',
    operation: 'create',
    recipients: { kind: 'ownerOf', field: 'flashcard' },
    describe: ({ actor, record, title }) => m.cardVoted(actor ?? m.someone, referenceName(record.flashcard) || title),
  },
  {
    type: 'comment',
    module: 'comments',
    operation: PUBLIC_INSERT,
    // Comments follow the users' flags.
    recipients: { kind: 'readers' },
    describe: ({ record }) => m.comment(personName(record.createdBy), referenceName(record.flashcard)),
  },
  {
    type: 'contact',
    module: 'contacts',
    operation: PUBLIC_INSERT,
    recipients: { kind: 'readers' },
    describe: ({ record }) => m.contact(text(record.name) || m.someone),
  },
  {
    // Typed in from a phone call or mail: the other readers hear of it too.
    type: 'contactRecorded',
    module: 'contacts',
    operation: 'create',
    recipients: { kind: 'readers' },
    describe: ({ actor, record }) => m.contactRecorded(actor ?? m.someone, text(record.name) || m.someone),
  },
  {
    type: 'goodPractice',
    module: 'goodPractices',
    operation: PUBLIC_INSERT,
    recipients: mayTake(goodPractices, 'accept'),
    describe: ({ title }) => m.goodPractice(title),
  },
  {
    type: 'volunteer',
    module: 'volunteers',
    operation: PUBLIC_INSERT,
    recipients: { kind: 'readers' },
    describe: ({ record }) => m.volunteer(personName(record)),
  },
];

export function rulesFor(module: string, operation: string, rules: readonly NotificationRule[] = NOTIFICATION_RULES): NotificationRule[] {
  return rules.filter((rule) => rule.module === module && rule.operation === operation);
}
