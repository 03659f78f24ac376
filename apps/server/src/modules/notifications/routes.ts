import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { notificationSchema } from '@app/domain/core/notifications';
import { idParams } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { notFound } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { listFor, markAllRead, markRead } from './store.ts';

const pageQuery = listQuerySchema({ sortable: ['createdAt'] }).pick({ page: true, limit: true });
/** The caller is the only one whose notifications this may touch, so `user` is ignored. */
const readAllQuery = z.object({ user: z.string().max(100).optional() });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const page = envelopeSchema(pageSchema(notificationSchema));
const tags = ['notifications'];

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const access = { access: 'authenticated' as const };

  r.get(
    '/api/notifications',
    { config: access, schema: { querystring: pageQuery, tags, response: { 200: page, ...errors } } },
    async (request, reply) => send(reply, 200, es.notifications.list, await listFor(db, currentAdmin(request), request.query, false)),
  );

  r.get(
    '/api/notifications/unread',
    { config: access, schema: { querystring: pageQuery, tags, response: { 200: page, ...errors } } },
    async (request, reply) => send(reply, 200, es.notifications.unread, await listFor(db, currentAdmin(request), request.query, true)),
  );

  r.put(
    '/api/notifications/set-read-all',
    { config: access, schema: { querystring: readAllQuery, tags, response: { 202: envelopeSchema(z.object({ updated: z.number() })), ...errors } } },
    async (request, reply) => send(reply, 202, es.notifications.allRead, { updated: await markAllRead(db, currentAdmin(request)) }),
  );

  r.put(
    '/api/notifications/:id/set-read',
    { config: access, schema: { params: idParams, tags, response: { 202: envelopeSchema(notificationSchema), ...errors } } },
    async (request, reply) => {
      const notification = await markRead(db, currentAdmin(request), request.params.id);
      if (!notification) throw notFound();
      return send(reply, 202, es.notifications.read, notification);
    },
  );
}
