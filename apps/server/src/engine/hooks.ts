import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../db/connect.ts';
import type { CurrentAdmin } from '../plugins/app/auth.ts';
import type { Row } from './store.ts';

export interface HookContext {
  request: FastifyRequest;
  admin: CurrentAdmin;
  tx: Tx;
  /** Runs `fn` once the change's transaction has committed (a mail), never for a change that rolled back. */
  afterCommit: (fn: () => Promise<void> | void) => void;
}

/**
 * What a module adds to the engine's operations on its resource, for rules the definition cannot state (who may set
 * an admin's role, the permission rows created with an admin, a card's number). Every hook runs inside the change's
 * transaction; throwing refuses the change and nothing is written.
 */
export interface ResourceHooks {
  /** Body fields the module takes beyond the definition's (multipart sends them as JSON text). */
  extraBody?: z.ZodObject<Record<string, z.ZodType>>;
  /** Before the insert: may add server-owned values (a card's number). */
  beforeCreate?: (ctx: HookContext, values: Record<string, unknown>) => Promise<void> | void;
  afterCreate?: (ctx: HookContext, row: Row, body: Record<string, unknown>) => Promise<void>;
  beforeUpdate?: (ctx: HookContext, before: Row, patch: Record<string, unknown>) => Promise<void>;
  /** After the row was updated, before the history row: `row` is the record as it now is. */
  afterUpdate?: (ctx: HookContext, row: Row, before: Row) => Promise<void>;
  /** Before an action (deactivate included) moves the locked row. */
  beforeAction?: (ctx: HookContext, action: string, before: Row) => Promise<void> | void;
  afterAction?: (ctx: HookContext, action: string, row: Row) => Promise<void>;
}
