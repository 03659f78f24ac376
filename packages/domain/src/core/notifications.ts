import { z } from 'zod';
import type { Resource } from './define-resource.ts';
import type { ResourceName } from './modules.ts';
import type { Requirement } from './permissions.ts';
import type { Role } from './roles.ts';

/**
 * The operation of a row the public site inserted straight into the database (a comment, a contact message): no
 * route of this server sees it, PostgreSQL tells the server about it (see the server's public-inserts listener).
 */
export const PUBLIC_INSERT = 'publicInsert';

/**
 * Who a rule addresses, before the filters every rule shares: the admin is active, is not the actor, may read the
 * record (the resource's `access.get`) and, when the record has a GTA, sees that GTA.
 */
export type Recipients =
  /** Every admin who may read the record (a comment: whoever reads users). */
  | { kind: 'readers' }
  /** Admins who meet a requirement, and only these roles when given (who may approve a card). */
  | { kind: 'permitted'; requires: Requirement; roles?: readonly Role[] }
  /** The record's owner (the definition's `ownerField`: a card's creator). */
  | { kind: 'owner' }
  /** The owner of the record a reference field points at (a vote's card's creator). */
  | { kind: 'ownerOf'; field: string };

/** What a description is written from. */
export interface DescriptionInput {
  /** The acting admin's full name; null for what the public site did. */
  actor: string | null;
  /** The record's title (its definition's `titleField`; a reference reads as its first display value). */
  title: string;
  record: Readonly<Record<string, unknown>>;
}

/**
 * One line of "who is notified of what" (CONTRACT "Decisions for spec 001"): when `operation` happens to a record of
 * `module`, the `recipients` get a notification of `type` reading `describe(...)`. Rules are data: the server listens
 * to every after-commit record event and to the public site's inserts, and applies the rules that match.
 */
export interface NotificationRule {
  type: string;
  module: ResourceName;
  /** An engine operation (`create`, `update`) or action (`send`, `accept`), or PUBLIC_INSERT. */
  operation: string;
  recipients: Recipients;
  describe: (input: DescriptionInput) => string;
}

/**
 * The admins who may take one of a definition's actions: its permission, and its roles when it limits them.
 * @example mayTake(flashcards, 'accept') // { kind: 'permitted', requires: formCards approve, roles: [0, 1] }
 */
export function mayTake(def: Resource, action: string): Recipients {
  const found = def.actionDefs[action];
  if (!found) throw new Error(`${def.module}: sin acción ${action}`);
  return { kind: 'permitted', requires: found.permission, ...(found.roles ? { roles: found.roles } : {}) };
}

/** Titles longer than this are cut in descriptions (a comment's whole text would not fit a menu line). */
const TITLE_MAX = 80;

export function shortTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1).trimEnd()}…` : flat;
}

/** The admin who caused a notification, as the wire carries it (spec 001 §3: name, lastName, thumbnail). */
export const notificationAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  lastName: z.string(),
  thumbnail: z.string().nullable(),
});

/** A notification as answers and the `notification` realtime event carry it (spec 001 §3 "Notification"). */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  module: z.string(),
  document: z.string(),
  description: z.string(),
  createdBy: notificationAuthorSchema.nullable(),
  /** Whether the admin reading it has read it. */
  isReading: z.boolean(),
  recipients: z.array(z.object({ admin: z.string(), isReading: z.boolean() })),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationWire = z.infer<typeof notificationSchema>;
