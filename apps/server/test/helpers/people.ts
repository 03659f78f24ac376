/** Public-site records (users, cards, comments, saved cards, contacts) written directly: the public site makes them. */
import { randomBytes } from 'node:crypto';
import * as schema from '../../src/db/schema/index.ts';
import type { Executor } from '../../src/db/connect.ts';
import type { TestApp } from './app.ts';
import { asExisting } from './existing.ts';

const suffix = () => randomBytes(3).toString('hex');

export async function insertUser(t: TestApp, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.users)
    .values({ name: 'Lucía', lastName: 'Hernández Ruiz', email: `lucia.${suffix()}@example.com`, ...values })
    .returning();
  return row!;
}

export async function insertGta(t: TestApp, values: Partial<typeof schema.gtas.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.gtas)
    .values({
      title: `GTA Agua ${suffix()}`,
      goal: 'Gestionar el agua',
      actionLines: 'Medir y reducir',
      nomenclature: 'GTA-AG',
      author: 'Autora de prueba',
      position: 'Coordinación',
      color: '#1F4E79',
      logo: '/uploads/gtas/logo.png',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertFlashcard(t: TestApp, gtaId: string, values: Partial<typeof schema.flashcards.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.flashcards)
    .values({ number: 200, name: `Captación de agua pluvial ${suffix()}`, gtaId, status: 2, ...values })
    .returning();
  return row!;
}

/**
 * A comment as already there (no notification queued, see `asExisting`), or, with `fromPublicSite`, as the public site
 * writes one now: its insert queues the notification.
 */
export async function insertComment(
  t: TestApp,
  userId: string,
  flashcardId: string,
  values: Partial<typeof schema.comments.$inferInsert> = {},
  opts: { fromPublicSite?: true } = {},
) {
  const write = (db: Executor) =>
    db.insert(schema.comments).values({ comment: 'Muy buena práctica', createdById: userId, flashcardId, ...values }).returning();
  const [row] = opts.fromPublicSite ? await write(t.database.db) : await asExisting(t, write);
  return row!;
}
