import { and, eq, isNull, sql } from 'drizzle-orm';
import { userSessions } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';

export const userHooks: ResourceHooks = {
  // Reactivating must not bring old sessions back.
  async afterAction(ctx, action, row) {
    if (action !== 'deactivate') return;
    await ctx.tx
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(userSessions.userId, row.id), isNull(userSessions.revokedAt)));
  },
};
