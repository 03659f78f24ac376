import { z } from 'zod';
import { es } from '../messages/es.ts';
import { moduleLabel } from '../resources/record-text.ts';
import { text } from './clean-text.ts';
import { isActionEnabled, MODULE_NAMES, type ModuleName } from './modules.ts';
import { ACTIONS, can, NO_PERMISSIONS, type Action, type PermissionFlags, type Subject } from './permissions.ts';

/** Tells an API token from a session's JWT at a glance, in a header or in a leaked log. */
export const API_TOKEN_PREFIX = 'sbo_';
/** Characters of the secret kept in clear so that lists can tell tokens apart. */
export const API_TOKEN_SHOWN = 12;
export const API_TOKEN_NAME_MIN = 2;
export const API_TOKEN_NAME_MAX = 60;

export const isApiToken = (bearer: string | undefined): bearer is string => bearer?.startsWith(API_TOKEN_PREFIX) === true;

/** One year from `now`, the latest expiry a token may have. */
export function latestExpiry(now = new Date()): Date {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() + 1);
  return limit;
}

export const apiTokenScopeSchema = z.object({
  module: z.enum(MODULE_NAMES, { error: es.apiTokens.module }),
  actions: z
    .array(z.enum(ACTIONS, { error: es.apiTokens.action }), { error: es.apiTokens.actionsRequired })
    .min(1, { error: es.apiTokens.actionsRequired })
    .refine((actions) => new Set(actions).size === actions.length, { error: es.apiTokens.actionsRequired }),
});
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

export const apiTokenCreateSchema = z.object({
  name: text({
    min: API_TOKEN_NAME_MIN,
    max: API_TOKEN_NAME_MAX,
    messages: { required: es.apiTokens.nameRequired, min: es.apiTokens.nameMin(API_TOKEN_NAME_MIN), max: es.apiTokens.nameMax(API_TOKEN_NAME_MAX) },
  }),
  expiresAt: z.iso
    .datetime({ offset: true, error: es.apiTokens.expiresRequired })
    .refine((v) => new Date(v).getTime() > Date.now(), { error: es.apiTokens.expiresPast, abort: true })
    .refine((v) => new Date(v) <= latestExpiry(), { error: es.apiTokens.expiresTooFar }),
  scopes: z
    .array(apiTokenScopeSchema, { error: es.apiTokens.scopesRequired })
    .min(1, { error: es.apiTokens.scopesRequired })
    .max(MODULE_NAMES.length, { error: es.apiTokens.scopesDuplicate })
    .refine((scopes) => new Set(scopes.map((s) => s.module)).size === scopes.length, { error: es.apiTokens.scopesDuplicate }),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

export const apiTokenListQuerySchema = z.object({ admin: z.uuid({ error: es.apiTokens.adminQuery }).optional() });
export const apiTokenParamsSchema = z.object({ id: z.uuid({ error: es.apiTokens.notFound }) });

export const API_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;

export const apiTokenSchema = z.object({
  _id: z.uuid(),
  admin: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  state: z.enum(API_TOKEN_STATES),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of a creation: the only time the secret travels. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });

/** The first scope action the admin could not do themselves, or that the module does not offer: its refusal. */
export function scopeRefusal(subject: Subject, scopes: readonly ApiTokenScope[]): { status: 400 | 403; message: string } | undefined {
  for (const { module, actions } of scopes) {
    for (const action of actions) {
      const names = [es.apiTokens.actions[action], moduleLabel(module)] as const;
      if (!isActionEnabled(module, action)) return { status: 400, message: es.apiTokens.actionNotOffered(...names) };
      if (!can(subject, module, action)) return { status: 403, message: es.apiTokens.beyondOwn(...names) };
    }
  }
  return undefined;
}

/** What a token may do now: its scopes, within what its admin may do at this moment. */
export function tokenFlags(subject: Subject, scopes: readonly ApiTokenScope[]): Partial<Record<ModuleName, PermissionFlags>> {
  const flags: Partial<Record<ModuleName, PermissionFlags>> = {};
  for (const { module, actions } of scopes) {
    const allowed = { ...NO_PERMISSIONS };
    for (const action of actions) allowed[action] = can(subject, module, action);
    flags[module] = allowed;
  }
  return flags;
}

/** The actions an admin may give a token on each module: what the module offers and they may do. */
export function grantable(subject: Subject): { module: ModuleName; actions: Action[] }[] {
  return MODULE_NAMES.map((module) => ({ module, actions: ACTIONS.filter((a) => isActionEnabled(module, a) && can(subject, module, a)) })).filter(
    (m) => m.actions.length > 0,
  );
}
