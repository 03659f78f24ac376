import { z } from 'zod';
import type { Resource } from './define-resource.ts';
import type { ResourceName } from './modules.ts';
import type { Requirement } from './permissions.ts';
import type { Role } from './roles.ts';

/** What the public site sends: created through its routes, or inserted straight into the database by another program. */
export const PUBLIC_INSERT = 'publicInsert';

/** Every rule also requires an active admin, not the actor, who may read the record and see its GTA. */
export type Recipients =
  | { kind: 'readers' }
  | { kind: 'permitted'; requires: Requirement; roles?: readonly Role[] }
  | { kind: 'owner' }
  | { kind: 'ownerOf'; field: string };

export interface DescriptionInput {
  actor: string | null;
  title: string;
  record: Readonly<Record<string, unknown>>;
}

/** Rules are data: the server applies the matching ones to every after-commit record event and public insert. */
export interface NotificationRule {
  type: string;
  module: ResourceName;
  operation: string;
  recipients: Recipients;
  describe: (input: DescriptionInput) => string;
}

export function mayTake(def: Resource, action: string): Recipients {
  const found = def.actionDefs[action];
  if (!found) throw new Error(`${def.module}: sin acción ${action}`);
  return { kind: 'permitted', requires: found.permission, ...(found.roles ? { roles: found.roles } : {}) };
}

/** A comment's whole text would not fit a menu line. */
const TITLE_MAX = 80;

export function shortTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1).trimEnd()}…` : flat;
}

export const notificationAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  lastName: z.string(),
  thumbnail: z.string().nullable(),
});

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  module: z.string(),
  document: z.string(),
  description: z.string(),
  createdBy: notificationAuthorSchema.nullable(),
  isReading: z.boolean(),
  recipients: z.array(z.object({ admin: z.string(), isReading: z.boolean() })),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationWire = z.infer<typeof notificationSchema>;
