import type { NotificationWire } from './notifications.ts';

export const SESSION_REASONS = ['deactivated', 'permissions', 'logout', 'password'] as const;
export type SessionReason = (typeof SESSION_REASONS)[number];

export interface SessionEvent {
  reason: SessionReason;
}

/** Clients send nothing. */
export interface ServerToClientEvents {
  notification: (notification: NotificationWire) => void;
  session: (event: SessionEvent) => void;
}

/** The same status and message the token gets on /api. */
export interface RefusalData {
  status: number;
  message: string;
}
