import type { NotificationWire } from './notifications.ts';

/** Why the server ends an admin's live sessions (CONTRACT "Realtime"). */
export const SESSION_REASONS = ['deactivated', 'permissions', 'logout', 'password'] as const;
export type SessionReason = (typeof SESSION_REASONS)[number];

export interface SessionEvent {
  reason: SessionReason;
}

/** What the server sends on socket.io; clients send nothing. */
export interface ServerToClientEvents {
  notification: (notification: NotificationWire) => void;
  session: (event: SessionEvent) => void;
}

/** The `data` of a refused connection's error: the HTTP status and Spanish message the same token gets on /api. */
export interface RefusalData {
  status: number;
  message: string;
}
