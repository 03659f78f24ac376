import type { FastifyInstance } from 'fastify';
import { idOf } from '@app/domain/core/actions';

/**
 * An admin whose account is deactivated, or whose role or GTA changes, is told at once on their open pages and their
 * sockets are closed (issue 10 §2): from the engine's after-commit events, never for a change that rolled back.
 * Permission rows, logout and password changes tell it from their own routes, once committed.
 */
export async function liveSessionEvents(app: FastifyInstance) {
  app.events.on((event) => {
    if (event.module !== 'admins') return;
    const admin = event.record._id;
    if (event.operation === 'deactivate') app.realtime.endSessions({ admin }, 'deactivated');
    if (event.operation === 'update' && event.previous) {
      const roleChanged = event.previous.role !== event.record.role;
      const gtaChanged = (idOf(event.previous.gta) ?? null) !== (idOf(event.record.gta) ?? null);
      if (roleChanged || gtaChanged) app.realtime.endSessions({ admin }, 'permissions');
    }
  });
}
