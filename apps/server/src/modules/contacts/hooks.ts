import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/hooks.ts';

/** The back-office's own insert is queued by the engine's event: the public insert trigger must not queue it again. */
export const contactHooks: ResourceHooks = {
  beforeCreate: async (ctx) => {
    await ctx.tx.execute(sql`select set_config('app.skip_public_inserts', 'on', true)`);
  },
};
