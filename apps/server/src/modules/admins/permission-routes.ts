import { and, eq, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allQuerySchema, listQuerySchema } from '@app/domain/core/list-query';
import { idParams, text, uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import type { Tx } from '../../db/connect.ts';
import { modules, permissions } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { writeHistory } from '../../engine/history.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';
import { flagsOf } from '../../lib/permission-flags.ts';
import { adminContext, findRow, permitsOn } from '../../engine/records/index.ts';
import { applyRow, rowsWhere, toWire, type FlagChanges, type PermissionRow } from './permission-rows.ts';
import { assertMayEdit, isSuper, lockTarget, type AdminTarget } from './rules.ts';

const flag = z.boolean({ error: es.validation.invalidValue }).optional();
const flagsShape = { read: flag, create: flag, update: flag, destroy: flag, approve: flag };
const optionalReason = z
  .object({ description: text({ max: 1000, required: false }).optional() }, { error: es.validation.invalidValue })
  .optional();

const rowInput = z.object({
  module: z.string({ error: es.validation.required }).trim().min(1, { error: es.validation.required }).max(100),
  admin: uuid,
  ...flagsShape,
});
const postBody = z.union([rowInput.extend({ historical: optionalReason }), z.array(rowInput).min(1).max(100)], {
  error: es.validation.invalidValue,
});
const putBody = z.object({ ...flagsShape, historical: optionalReason });

const adminQuery = z.object({ admin: uuid });
const pageQuery = listQuerySchema({ sortable: ['createdAt'] }).pick({ page: true, limit: true }).extend(adminQuery.shape);
const allQuery = allQuerySchema.pick({ active: true }).extend(adminQuery.shape);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function permissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['permissions'];
  const writeAccess = { module: 'admins', action: 'update' } as const;

  // A super user's rows grant nothing more than role 0 already does.
  const tellAccessChanged = (target: AdminTarget) => {
    if (!isSuper(target)) app.realtime.endSessions({ admin: target.id }, 'permissions');
  };

  async function assertMayRead(request: FastifyRequest, adminId: string) {
    const ctx = adminContext(request, 'admins');
    if (!permitsOn(ctx, 'get', adminId)) throw forbidden();
    await findRow(ctx, adminId);
  }

  async function editableTarget(tx: Tx, request: FastifyRequest, adminId: string): Promise<AdminTarget | undefined> {
    const caller = currentAdmin(request);
    const visible = await findRow({ ...adminContext(request, 'admins'), db: tx }, adminId).then(
      () => true,
      () => false,
    );
    const target = visible ? await lockTarget(tx, adminId) : undefined;
    if (target) await assertMayEdit(tx, caller, target);
    return target;
  }

  r.get('/api/permissions', { config: { access: 'authenticated' }, schema: { querystring: pageQuery, tags } }, async (request, reply) => {
    const { admin, page, limit } = request.query;
    await assertMayRead(request, admin);
    const where = eq(permissions.adminId, admin);
    const result = await paginate(
      { page, limit },
      async (take, skip) => (await rowsWhere(db, where, { limit: take, offset: skip })).map(toWire),
      () => countUpTo(db, db.select({ one: sql`1` }).from(permissions).where(where).$dynamic()),
    );
    return send(reply, 200, es.api.list, result);
  });

  r.get('/api/permissions/all', { config: { access: 'authenticated' }, schema: { querystring: allQuery, tags } }, async (request, reply) => {
    const { admin, active } = request.query;
    await assertMayRead(request, admin);
    const live = and(eq(permissions.active, true), eq(modules.active, true));
    const where = and(eq(permissions.adminId, admin), active === 'all' ? undefined : active === 'true' ? live : not(live!));
    return send(reply, 200, es.api.list, (await rowsWhere(db, where)).map(toWire));
  });

  r.post('/api/permissions', { config: { access: writeAccess }, schema: { body: postBody, tags } }, async (request, reply) => {
    const caller = currentAdmin(request);
    const single = !Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    const description = (!Array.isArray(request.body) && request.body.historical?.description) || es.admins.permissionsChanged;
    const results = await db.transaction(async (tx) => {
      const own = isSuper(caller) ? {} : await flagsOf(tx, caller.id);
      const targets = new Map<string, AdminTarget>();
      const changesByAdmin = new Map<string, FlagChanges>();
      const seen = new Set<string>();
      const out: { row: PermissionRow; created: boolean }[] = [];
      for (const [i, input] of inputs.entries()) {
        const path = single ? '' : `${i}.`;
        let target = targets.get(input.admin);
        if (!target) {
          target = await editableTarget(tx, request, input.admin);
          if (!target) throw badRequest(es.api.validation, [{ path: `${path}admin`, msg: es.api.referenceNotFound }]);
          targets.set(target.id, target);
        }
        const [module] = await tx
          .select({ id: modules.id, name: modules.name })
          .from(modules)
          .where(UUID.test(input.module) ? eq(modules.id, input.module) : eq(modules.name, input.module));
        if (!module) throw badRequest(es.api.validation, [{ path: `${path}module`, msg: es.api.referenceNotFound }]);
        const key = `${target.id}:${module.id}`;
        if (seen.has(key)) throw badRequest(es.api.validation, [{ path: `${path}module`, msg: es.admins.moduleRepeated }]);
        seen.add(key);
        const result = await applyRow(tx, caller, own, target, module, input, path);
        out.push(result);
        changesByAdmin.set(target.id, [...(changesByAdmin.get(target.id) ?? []), ...result.changes]);
      }
      for (const [adminId, changes] of changesByAdmin) {
        if (changes.length === 0) continue;
        await writeHistory(tx, { cause: 'edit', description, document: adminId, module: 'admins', changes, adminId: caller.id });
      }
      return { out, changed: [...targets.values()].filter((target) => changesByAdmin.get(target.id)?.length) };
    });
    for (const target of results.changed) tellAccessChanged(target);
    if (single) {
      const [{ row, created }] = results.out as [{ row: PermissionRow; created: boolean }];
      return created ? send(reply, 201, es.api.saved, toWire(row)) : send(reply, 202, es.api.updated, toWire(row));
    }
    return send(reply, 201, es.api.saved, results.out.map((x) => toWire(x.row)));
  });

  r.put(
    '/api/permissions/:id',
    { config: { access: writeAccess }, schema: { params: idParams, body: putBody, tags } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const { historical, ...requested } = request.body;
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ adminId: permissions.adminId, moduleId: modules.id, moduleName: modules.name })
          .from(permissions)
          .innerJoin(modules, eq(modules.id, permissions.moduleId))
          .where(eq(permissions.id, request.params.id));
        if (!found) throw notFound();
        const target = await editableTarget(tx, request, found.adminId);
        if (!target) throw notFound();
        const own = isSuper(caller) ? {} : await flagsOf(tx, caller.id);
        const module = { id: found.moduleId, name: found.moduleName };
        const result = await applyRow(tx, caller, own, target, module, requested, '');
        if (result.changes.length > 0) {
          await writeHistory(tx, {
            cause: 'edit',
            description: historical?.description || es.admins.permissionsChanged,
            document: target.id,
            module: 'admins',
            changes: result.changes,
            adminId: caller.id,
          });
        }
        return { row: result.row, target: result.changes.length > 0 ? target : undefined };
      });
      if (row.target) tellAccessChanged(row.target);
      return send(reply, 202, es.api.updated, toWire(row.row));
    },
  );
}
