import type { FastifyRequest } from 'fastify';
import { mayAct, type ActionDef, type ActionTarget } from '@app/domain/core/actions';
import { editRefusal, type Resource } from '@app/domain/core/define-resource';
import { allows, type Actor, type Requirement } from '@app/domain/core/permissions';
import type { Viewer } from '@app/domain/core/realtime';
import { es } from '@app/domain/messages/es';
import { currentAdmin } from '../../plugins/app/auth.ts';

/** Who a record operation runs for: the same rules decide for each. */
export type RecordActor = AdminActor | UserActor | SystemActor;
/** `tokenName`: the admin acts through that API token, which their history rows then name. */
export type AdminActor = Actor & { kind: 'admin'; tokenName?: string; viewer: Viewer };
/** Someone on the public site: signed in (`id`), or a visitor (`null`). */
export interface UserActor {
  kind: 'user';
  id: string | null;
}
/** Jobs, seeders and the engine's own follow-up changes. */
export interface SystemActor {
  kind: 'system';
}

export const SYSTEM: SystemActor = { kind: 'system' };

export const adminActor = (request: FastifyRequest): AdminActor => ({ ...currentAdmin(request), kind: 'admin' });

export function permits(actor: RecordActor, requirement: Requirement): boolean {
  if (actor.kind === 'system') return true;
  return actor.kind === 'admin' && allows(actor, requirement);
}

export function mayActAs(actor: RecordActor, action: ActionDef, target: ActionTarget): boolean {
  if (actor.kind === 'system') return true;
  if (actor.kind === 'admin') return mayAct(actor, action, target);
  return action.owner === true && target.owner === actor.id;
}

/** Why the actor may not edit this record (the definition's rule, as the web asks it): the system always may, a public user never where a rule exists. */
export function editRefusalOf(actor: RecordActor, def: Resource, record: Readonly<Record<string, unknown>>): string | undefined {
  if (actor.kind === 'system' || !def.rules?.update) return undefined;
  return actor.kind === 'admin' ? editRefusal(def, actor, record) : es.api.forbidden;
}

export const adminIdOf = (actor: RecordActor): string | null => (actor.kind === 'admin' ? actor.id : null);

/** The GTA an admin is bound to; `null` sees every GTA. */
export const gtaOf = (actor: RecordActor): string | null => (actor.kind === 'admin' ? actor.gta : null);

/** Who a history row names. */
export const authorOf = (actor: RecordActor) => ({
  adminId: adminIdOf(actor),
  userId: actor.kind === 'user' ? actor.id : null,
  tokenName: actor.kind === 'admin' ? (actor.tokenName ?? null) : null,
});
