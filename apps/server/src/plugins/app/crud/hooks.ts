import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../../db/connect.ts';
import type { CurrentAdmin } from '../auth.ts';
import type { Row } from './record-codec.ts';

export interface HookContext {
  request: FastifyRequest;
  admin: CurrentAdmin;
  tx: Tx;
}

/**
 * What a module adds to the generic routes of its resource, for rules the definition cannot state (who may set an
 * admin's role, the permission rows created with an admin). Every hook runs inside the change's transaction;
 * throwing refuses the change and nothing is written.
 */
export interface ResourceHooks {
  /** Body fields the module takes beyond the definition's (multipart sends them as JSON text). */
  extraBody?: z.ZodObject<Record<string, z.ZodType>>;
  /** Values added to each record on the wire. */
  wire?: (row: Row) => Record<string, unknown>;
  beforeCreate?: (ctx: HookContext, values: Record<string, unknown>) => Promise<void>;
  afterCreate?: (ctx: HookContext, row: Row, body: Record<string, unknown>) => Promise<void>;
  /** After the transaction committed: side effects that must not happen for a refused change (mail). */
  afterCommitCreate?: (request: FastifyRequest, row: Row) => Promise<void>;
  beforeUpdate?: (ctx: HookContext, before: Row, patch: Record<string, unknown>) => Promise<void>;
  /** After the row was updated, before the history row: `row` is the record as it now is. */
  afterUpdate?: (ctx: HookContext, row: Row, before: Row) => Promise<void>;
  beforeToggle?: (ctx: HookContext, id: string, active: boolean) => Promise<void>;
  afterToggle?: (ctx: HookContext, row: Row, active: boolean) => Promise<void>;
}
