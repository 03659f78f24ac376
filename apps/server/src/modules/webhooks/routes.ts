import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldChange } from '@app/domain/core/history';
import {
  createdWebhookSchema,
  webhookCreateSchema,
  webhookParamsSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@app/domain/core/webhooks';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import type { Executor } from '../../db/connect.ts';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { RefusedAddress, resolvePublic } from './address.ts';

type Subscription = typeof webhookSubscriptions.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;
const tags = ['webhooks'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const access = 'superuser' as const;

function toWire(row: Subscription, last?: Pick<Delivery, 'status' | 'createdAt' | 'lastStatusCode'>) {
  return {
    _id: row.id,
    url: row.url,
    modules: row.modules,
    operations: row.operations,
    active: row.active,
    lastDelivery: last ? { status: last.status, createdAt: last.createdAt.toISOString(), lastStatusCode: last.lastStatusCode } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The URL's host must resolve, and only to public addresses unless private ones are allowed. */
async function assertDeliverable(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await resolvePublic(new URL(url).hostname, allowPrivate);
  } catch (err) {
    if (err instanceof RefusedAddress) throw badRequest(err.message, [{ path: 'url', msg: err.message }]);
    throw err;
  }
}

async function subscriptionOf(db: Executor, id: string): Promise<Subscription> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)).for('update');
  if (!row) throw new HttpError(404, es.webhooks.notFound);
  return row;
}

function changesOf(before: Subscription, after: Partial<Subscription>): FieldChange[] {
  const fields = ['url', 'modules', 'operations', 'active'] as const;
  return fields.filter((f) => after[f] !== undefined && JSON.stringify(after[f]) !== JSON.stringify(before[f])).map((f) => ({ field: f, from: before[f], to: after[f] }));
}

export async function webhookRoutes(app: FastifyInstance, opts: { box: SecretBox; allowPrivate: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const one = envelopeSchema(webhookSchema);

  r.get('/api/webhooks', { config: { access }, schema: { tags, response: { 200: envelopeSchema(z.array(webhookSchema)), ...errors } } }, async (_request, reply) => {
    const rows = await db.select().from(webhookSubscriptions).orderBy(desc(webhookSubscriptions.createdAt));
    const last = await db
      .selectDistinctOn([webhookDeliveries.subscriptionId])
      .from(webhookDeliveries)
      .orderBy(webhookDeliveries.subscriptionId, desc(webhookDeliveries.createdAt));
    const lastOf = new Map(last.map((d) => [d.subscriptionId, d]));
    return send(reply, 200, es.webhooks.list, rows.map((row) => toWire(row, lastOf.get(row.id))));
  });

  r.post(
    '/api/webhooks',
    { config: { access }, schema: { body: webhookCreateSchema, tags, response: { 201: envelopeSchema(createdWebhookSchema), ...errors } } },
    async (request, reply) => {
      const { url, modules, operations } = request.body;
      await assertDeliverable(url, opts.allowPrivate);
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const adminId = currentAdmin(request).id;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(webhookSubscriptions).values({ url, modules, operations, secret: opts.box.seal(secret), createdBy: adminId }).returning();
        await writeHistory(tx, { cause: 'create', description: es.webhooks.history.created(url), document: created!.id, module: 'configuration', adminId });
        return created!;
      });
      return send(reply, 201, es.webhooks.created, { ...toWire(row), secret });
    },
  );

  r.put(
    '/api/webhooks/:id',
    { config: { access }, schema: { params: webhookParamsSchema, body: webhookUpdateSchema, tags, response: { 202: one, ...errors } } },
    async (request, reply) => {
      const body = request.body;
      if (body.url !== undefined) await assertDeliverable(body.url, opts.allowPrivate);
      const adminId = currentAdmin(request).id;
      const row = await db.transaction(async (tx) => {
        const before = await subscriptionOf(tx, request.params.id);
        const next = { ...before, ...body };
        const offered = webhookUpdateSchema.safeParse({ modules: next.modules, operations: next.operations });
        if (!offered.success) throw badRequest(es.api.validation, offered.error.issues.map((i) => ({ path: i.path.join('.'), msg: i.message })));
        const [updated] = await tx.update(webhookSubscriptions).set({ ...body, updatedAt: new Date() }).where(eq(webhookSubscriptions.id, before.id)).returning();
        await writeHistory(tx, { cause: 'edit', description: es.webhooks.history.updated(updated!.url), document: before.id, module: 'configuration', changes: changesOf(before, body), adminId });
        return updated!;
      });
      return send(reply, 202, es.webhooks.updated, toWire(row));
    },
  );

  r.delete('/api/webhooks/:id', { config: { access }, schema: { params: webhookParamsSchema, tags, response: { 200: one, ...errors } } }, async (request, reply) => {
    const adminId = currentAdmin(request).id;
    const row = await db.transaction(async (tx) => {
      const current = await subscriptionOf(tx, request.params.id);
      await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, current.id));
      await writeHistory(tx, { cause: 'edit', description: es.webhooks.history.deleted(current.url), document: current.id, module: 'configuration', adminId });
      return current;
    });
    return send(reply, 200, es.webhooks.deleted, toWire(row));
  });
}
