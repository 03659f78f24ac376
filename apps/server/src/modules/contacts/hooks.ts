import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/hooks.ts';

/**
 * A message typed in at `/contacts/create` is the back-office's own insert, noticed by the engine's `create` event: the
 * public site's insert trigger must not queue it a second time (as if a stranger had written it).
 */
export const contactHooks: ResourceHooks = {
  beforeCreate: async (ctx) => {
    await ctx.tx.execute(sql`select set_config('app.skip_public_inserts', 'on', true)`);
  },
};
