import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imageVariant } from '@app/domain/core/files';
import { MODULE_NAMES } from '@app/domain/core/modules';
import { ACTIONS, NO_PERMISSIONS, withImpliedRead } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import { admins, adminSessions, modules, permissions } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { digest, recoveryToken } from '../../lib/secrets.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import type { AdminActor } from '../../engine/records/actor.ts';
import type { Row } from '../../engine/store.ts';
import { flagsOf } from '../../lib/permission-flags.ts';
import { assertGrantable, assertGtaAssignable, assertMayEdit, assertMayManage, hasAnyFlag, isSuper } from './rules.ts';

export const SET_PASSWORD_TTL_HOURS = 72;

const flag = z.boolean({ error: es.validation.invalidValue }).optional();

export const permissionInput = z.object({
  module: z.enum(MODULE_NAMES, { error: es.api.referenceNotFound }),
  read: flag,
  create: flag,
  update: flag,
  destroy: flag,
  approve: flag,
});

const permissionsInput = z
  .array(permissionInput, { error: es.validation.invalidValue })
  .max(MODULE_NAMES.length * 2, { error: es.validation.invalidValue })
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.module)) ctx.addIssue({ code: 'custom', message: es.admins.moduleRepeated, path: [i, 'module'] });
      seen.add(row.module);
    });
  });

type PermissionInput = z.infer<typeof permissionInput>;

const thumbnailOf = (image: unknown) => (typeof image === 'string' && image !== '' ? imageVariant(image, 70) : null);

const flagsFrom = (row: PermissionInput) => withImpliedRead({ ...NO_PERMISSIONS, ...Object.fromEntries(ACTIONS.map((a) => [a, row[a] === true])) });

async function checkNewPermissions(admin: AdminActor, ctx: HookContext, rows: PermissionInput[]) {
  const own = isSuper(admin) ? {} : await flagsOf(ctx.tx, admin.id);
  rows.forEach((row, i) => assertGrantable(admin, own, row.module, NO_PERMISSIONS, flagsFrom(row), `permissions.${i}.`));
}

/** Demoting a super user must leave another active one, or nobody could manage super users again. */
async function assertAnotherSuperUser(ctx: HookContext, exceptId: string) {
  const [other] = await ctx.tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 0), eq(admins.active, true), sql`${admins.id} <> ${exceptId}`))
    .limit(1);
  if (!other) throw badRequest(es.admins.lastSuperUser, [{ path: 'role', msg: es.admins.lastSuperUser }]);
}

async function syncThumbnail(ctx: HookContext, row: Row) {
  const thumbnail = thumbnailOf(row.image);
  if (row.thumbnail !== thumbnail) await ctx.tx.update(admins).set({ thumbnail }).where(eq(admins.id, row.id));
}

async function mailSetPasswordLink(app: FastifyInstance, adminId: string) {
  const token = recoveryToken();
  const [admin] = await app.database.db
    .update(admins)
    .set({ recoverTokenHash: digest(token), recoverExpires: sql`now() + make_interval(hours => ${SET_PASSWORD_TTL_HOURS})` })
    .where(eq(admins.id, adminId))
    .returning({ email: admins.email, name: admins.name });
  if (!admin) return;
  const link = `${app.appUrl}/user/updatepassword/${token}&${encodeURIComponent(admin.email)}`;
  try {
    await app.mailer.send({
      to: admin.email,
      subject: es.admins.setPasswordMailSubject,
      text: es.admins.setPasswordMailText(admin.name, link),
    });
  } catch (err) {
    // The admin exists already; they can still ask for a recovery link.
    app.log.error({ err }, 'no se pudo enviar el correo para establecer la contraseña');
  }
}

/** New admins get a set-password link by mail once created: no password travels in the form. */
export const adminHooks: ResourceHooks = {
  extraBody: z.object({ permissions: permissionsInput.optional() }),

  async beforeCreate(ctx, values) {
    const admin = ctx.actor;
    if (admin.kind !== 'admin') return;
    if (!isSuper(admin) && values.role === 0) throw forbidden();
    assertGtaAssignable(admin, (values.gta as string | null | undefined) ?? null);
    await checkNewPermissions(admin, ctx, (values.permissions as PermissionInput[] | undefined) ?? []);
  },

  async afterCreate(ctx, row, body) {
    await syncThumbnail(ctx, row);
    const rows = ((body.permissions as PermissionInput[] | undefined) ?? [])
      .map((r) => ({ module: r.module, flags: flagsFrom(r) }))
      .filter((r) => hasAnyFlag(r.flags));
    ctx.afterCommit(() => mailSetPasswordLink(ctx.app, row.id));
    if (rows.length === 0) return;
    const found = await ctx.tx
      .select({ id: modules.id, name: modules.name })
      .from(modules)
      .where(inArray(modules.name, rows.map((r) => r.module)));
    const idOf = new Map(found.map((m) => [m.name, m.id]));
    const missing = rows.filter((r) => !idOf.has(r.module));
    if (missing.length > 0) {
      throw badRequest(es.api.validation, missing.map(() => ({ path: 'permissions', msg: es.api.referenceNotFound })));
    }
    await ctx.tx.insert(permissions).values(rows.map((r) => ({ adminId: row.id, moduleId: idOf.get(r.module)!, ...r.flags })));
  },

  async beforeUpdate(ctx, before, patch) {
    const admin = ctx.actor;
    if (admin.kind !== 'admin') return;
    const target = { id: before.id, role: before.role as number, gtaId: (before.gtaId as string | null) ?? null };
    await assertMayEdit(ctx.tx, admin, target);
    if (target.role === 0 && patch.role !== undefined && patch.role !== 0) await assertAnotherSuperUser(ctx, target.id);
    if (isSuper(admin)) return;
    const roleChanges = patch.role !== undefined && patch.role !== target.role;
    const gtaChanges = patch.gta !== undefined && patch.gta !== target.gtaId;
    if (patch.role === 0) throw forbidden();
    if (target.id === admin.id && (roleChanges || gtaChanges)) throw forbidden();
    if (gtaChanges) assertGtaAssignable(admin, patch.gta as string | null);
  },

  async afterUpdate(ctx, row) {
    await syncThumbnail(ctx, row);
  },

  beforeAction(ctx, action, target) {
    const admin = ctx.actor;
    if (admin.kind !== 'admin') return;
    if (action === 'deactivate' && target.id === admin.id) throw badRequest(es.admins.selfDeactivate);
    assertMayManage(admin, { id: target.id, role: target.role as number, gtaId: (target.gtaId as string | null) ?? null });
  },

  async afterAction(ctx, action, row) {
    // Reactivating must not bring old sessions back.
    if (action === 'deactivate') {
      await ctx.tx
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.adminId, row.id), isNull(adminSessions.revokedAt)));
    }
  },
};
