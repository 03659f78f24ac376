import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';

/** An admin's WebAuthn credentials: the public half only, so a leak signs nobody in. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    // COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter; a value that does not grow reveals a cloned key.
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('admin_passkeys_admin_id_idx').on(t.adminId)],
);

/** A WebAuthn challenge handed out and not yet answered; deleted when answered, so each works once. */
export const adminPasskeyChallenges = pgTable(
  'admin_passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull().unique(),
    // `register` from Mi perfil, `second-step` after a password, `login` for a passkey alone.
    purpose: text('purpose', { enum: ['register', 'second-step', 'login'] }).notNull(),
    // Null for `login`: who signs in is only known from the passkey.
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_passkey_challenges_expires_at_idx').on(t.expiresAt)],
);
