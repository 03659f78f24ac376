import { mayTake, PUBLIC_INSERT, shortTitle, type NotificationRule } from '../core/notifications.ts';
import { es } from '../messages/es.ts';
import { flashcards } from './flashcards.ts';
import { goodPractices } from './good-practices.ts';

const m = es.notifications;

/** `{ name, lastName }` of a populated reference (a comment's author), as one name. */
function personName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return m.someone;
  const { name, lastName } = value as { name?: unknown; lastName?: unknown };
  const full = [name, lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return full === '' ? m.someone : full;
}

/** The name of a populated reference (a comment's card). */
function referenceName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { name } = value as { name?: unknown };
  return typeof name === 'string' ? shortTitle(name) : '';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Who is notified of what (CONTRACT "Decisions for spec 001"), in one place. Every rule also keeps to the admins who
 * may read the record, within their GTA, never the actor. Rows the public site inserts need their table's insert
 * trigger (see the server's notifications module).
 */
export const NOTIFICATION_RULES: readonly NotificationRule[] = [
  {
    type: 'flashcardSent',
    module: 'flashcards',
    operation: 'send',
    // The admins who may approve it: formCards' approve flag, roles 0 and 1 (spec 001 §6).
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
    // Comments follow the users' flags (CONTRACT): whoever reads users reads them.
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
    // A message received by phone or mail and typed in at /contacts/create: the other readers hear of it too.
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
    // The admins who may approve it: goodPractices' approve flag, roles 0 and 1.
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

/** The rules that apply to one operation on one module. */
export function rulesFor(module: string, operation: string, rules: readonly NotificationRule[] = NOTIFICATION_RULES): NotificationRule[] {
  return rules.filter((rule) => rule.module === module && rule.operation === operation);
}
