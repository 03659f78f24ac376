import type { z } from 'zod';
import type { ChangeContext } from './records/context.ts';
import type { Row } from './store.ts';

export type HookContext = ChangeContext;

/** Module rules the definition cannot state; hooks run in the change's transaction and throwing refuses it. */
export interface ResourceHooks {
  extraBody?: z.ZodObject<Record<string, z.ZodType>>;
  beforeCreate?: (ctx: HookContext, values: Record<string, unknown>) => Promise<void> | void;
  afterCreate?: (ctx: HookContext, row: Row, body: Record<string, unknown>) => Promise<void>;
  beforeUpdate?: (ctx: HookContext, before: Row, patch: Record<string, unknown>) => Promise<void>;
  afterUpdate?: (ctx: HookContext, row: Row, before: Row) => Promise<void>;
  beforeAction?: (ctx: HookContext, action: string, before: Row) => Promise<void> | void;
  afterAction?: (ctx: HookContext, action: string, row: Row) => Promise<void>;
}
