import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mayKeepViews,
  mayShareViews,
  savedViewCreateSchema,
  savedViewParamsSchema,
  savedViewSchema,
  savedViewsQuerySchema,
  savedViewUpdateSchema,
  validSavedViewColumns,
} from '@app/domain/core/saved-views';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { resourceByModule } from '@app/domain/resources/registry';
import type { Executor } from '../../db/connect.ts';
import { savedViews } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin, type CurrentAdmin } from '../../plugins/app/auth.ts';

type Row = typeof savedViews.$inferSelect;
const tags = ['views'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const mayRead = (admin: CurrentAdmin, module: string) => mayKeepViews(admin, resourceByModule(module)!);
const mayShare = (admin: CurrentAdmin, module: string) => mayShareViews(admin, resourceByModule(module)!);

/** The caller's own views and the shared ones they see: their GTA's and those shared with everyone, or every one for an admin with no GTA. */
function visibleTo(admin: CurrentAdmin): SQL {
  const shared = admin.gta ? and(eq(savedViews.shared, true), or(isNull(savedViews.gtaId), eq(savedViews.gtaId, admin.gta))) : eq(savedViews.shared, true);
  return or(eq(savedViews.ownerId, admin.id), shared)!;
}

/** Its owner changes a personal view; a shared one, whoever may update its module. */
const mayChange = (admin: CurrentAdmin, row: Row) => (row.shared ? mayShare(admin, row.module) : row.ownerId === admin.id);

function toWire(admin: CurrentAdmin, row: Row) {
  return {
    _id: row.id,
    module: row.module,
    name: row.name,
    query: row.query,
    columns: row.columns,
    shared: row.shared,
    gta: row.gtaId,
    owner: row.ownerId,
    mine: row.ownerId === admin.id,
    editable: mayChange(admin, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function nameTaken(db: Executor, owner: string, module: string, name: string, except?: string) {
  const same = and(eq(savedViews.ownerId, owner), eq(savedViews.module, module), sql`lower(${savedViews.name}) = lower(${name})`);
  const [found] = await db.select({ id: savedViews.id }).from(savedViews).where(except ? and(same, ne(savedViews.id, except)) : same).limit(1);
  return found !== undefined;
}

/** The view the caller sees and may change, or why not: 404 when they do not see it, 403 when they see it but may not change it. */
async function changeable(db: Executor, request: FastifyRequest, id: string): Promise<Row> {
  const admin = currentAdmin(request);
  const [row] = await db.select().from(savedViews).where(and(eq(savedViews.id, id), visibleTo(admin))).for('update');
  if (!row || !mayRead(admin, row.module)) throw notFound();
  if (!mayChange(admin, row)) throw new HttpError(403, es.savedViews.notYours);
  return row;
}

export async function savedViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const one = envelopeSchema(savedViewSchema);

  r.get(
    '/api/views',
    { config: { access: 'authenticated' }, schema: { querystring: savedViewsQuerySchema, tags, response: { 200: envelopeSchema(z.array(savedViewSchema)), ...errors } } },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const { module } = request.query;
      if (!mayRead(admin, module)) throw forbidden();
      const rows = await db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.module, module), visibleTo(admin)))
        .orderBy(asc(savedViews.shared), sql`lower(${savedViews.name})`, asc(savedViews.id));
      return send(reply, 200, es.savedViews.list, rows.map((row) => toWire(admin, row)));
    },
  );

  r.post(
    '/api/views',
    { config: { access: 'authenticated' }, schema: { body: savedViewCreateSchema, tags, response: { 201: one, ...errors } } },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const { module, name, query, columns, shared } = request.body;
      if (!mayRead(admin, module)) throw forbidden();
      if (shared && !mayShare(admin, module)) throw new HttpError(403, es.savedViews.cannotShare);
      if (await nameTaken(db, admin.id, module, name)) throw conflict(es.savedViews.duplicate);
      const [row] = await db
        .insert(savedViews)
        .values({ ownerId: admin.id, module, name, query, columns, shared, gtaId: admin.gta })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(es.savedViews.duplicate);
      return send(reply, 201, es.savedViews.created, toWire(admin, row));
    },
  );

  r.put(
    '/api/views/:id',
    { config: { access: 'authenticated' }, schema: { params: savedViewParamsSchema, body: savedViewUpdateSchema, tags, response: { 202: one, ...errors } } },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const current = await changeable(tx, request, request.params.id);
        if (body.columns && !validSavedViewColumns(current.module, body.columns)) {
          throw badRequest(es.api.validation, [{ path: 'columns', msg: es.savedViews.columns }]);
        }
        if (body.shared === true && !mayShare(admin, current.module)) throw new HttpError(403, es.savedViews.cannotShare);
        if (body.name !== undefined && (await nameTaken(tx, current.ownerId, current.module, body.name, current.id))) throw conflict(es.savedViews.duplicate);
        const [updated] = await tx
          .update(savedViews)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(savedViews.id, current.id))
          .returning();
        return updated!;
      });
      return send(reply, 202, es.savedViews.updated, toWire(admin, row));
    },
  );

  r.delete(
    '/api/views/:id',
    { config: { access: 'authenticated' }, schema: { params: savedViewParamsSchema, tags, response: { 200: one, ...errors } } },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const row = await db.transaction(async (tx) => {
        const current = await changeable(tx, request, request.params.id);
        await tx.delete(savedViews).where(eq(savedViews.id, current.id));
        return current;
      });
      return send(reply, 200, es.savedViews.deleted, toWire(admin, row));
    },
  );
}
