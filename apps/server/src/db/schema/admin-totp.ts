import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Sealed } from '../../modules/configuration/secret-box.ts';
import { admins } from './admins.ts';

/** An admin's authenticator app and the state of a sign-in that waits for its code; no row means no app. */
export const adminTotp = pgTable('admin_totp', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  // Sealed with SETTINGS_SECRET rather than hashed: every code is computed from the secret itself.
  secret: jsonb('secret').$type<Sealed>(),
  pendingSecret: jsonb('pending_secret').$type<Sealed>(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  // The last accepted time-step, so that a code is never accepted twice.
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryHashes: text('recovery_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // Until then the second step may follow a correct password (or, for a forced enrolment, a correct mailed code).
  stepUntil: timestamp('step_until', { withTimezone: true }),
  enrolUntil: timestamp('enrol_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
});
