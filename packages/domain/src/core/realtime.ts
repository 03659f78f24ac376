import { z } from 'zod';
import { isResourceName, type ResourceName } from './modules.ts';
import type { NotificationWire } from './notifications.ts';
import type { Preferences } from './preferences.ts';
import { uuid } from './text.ts';

export const SESSION_REASONS = ['deactivated', 'permissions', 'logout', 'password', 'ended'] as const;
export type SessionReason = (typeof SESSION_REASONS)[number];

export interface SessionEvent {
  reason: SessionReason;
}

/** An admin as others see them on a record. */
export interface Viewer {
  _id: string;
  name: string;
  lastName: string;
}

/** The record a page has open. */
export const watchedRecordSchema = z.strictObject({
  module: z.string().refine(isResourceName),
  id: uuid,
});
export interface WatchedRecord {
  module: ResourceName;
  id: string;
}

/** Everyone who has the record open, each admin once. */
export interface PresenceEvent extends WatchedRecord {
  viewers: Viewer[];
}

/** A committed change of a record the socket's admin may read. */
export interface RecordChangedEvent {
  module: ResourceName;
  _id: string;
  operation: string;
  at: string;
  /** `null` when the system or the public site made it. */
  by: Viewer | null;
}

/** The same status and message the token gets on /api. */
export interface RefusalData {
  status: number;
  message: string;
}

/** The answer to `record:watch` and `record:unwatch`. */
export type WatchAck = RefusalData;

export interface ServerToClientEvents {
  notification: (notification: NotificationWire) => void;
  session: (event: SessionEvent) => void;
  presence: (event: PresenceEvent) => void;
  'record:changed': (event: RecordChangedEvent) => void;
  /** The admin's own preferences, changed on one of their devices. */
  preferences: (preferences: Preferences) => void;
}

/** A socket watches one record at a time: a new watch leaves the previous one. */
export interface ClientToServerEvents {
  'record:watch': (record: WatchedRecord, ack: (answer: WatchAck) => void) => void;
  'record:unwatch': (ack: (answer: WatchAck) => void) => void;
}
