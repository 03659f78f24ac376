import type { FastifyInstance } from 'fastify';
import { idOf } from '@app/domain/core/actions';

/** From after-commit events, so a change that rolled back never closes anyone's sockets. */
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
