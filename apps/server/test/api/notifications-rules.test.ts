/**
 * Who is notified of what (CONTRACT "Decisions for spec 001"): each rule creates exactly its notification, for exactly
 * the admins it should (GTA scope, read permission, role, never the actor), only once its transaction committed; the
 * public site's inserts are noticed by PostgreSQL, once, even with two servers listening.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRule } from '@app/domain/core/notifications';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import * as schema from '../../src/db/schema/index.ts';
import { notify } from '../../src/modules/notifications/notifier.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, type CardWorld } from '../helpers/flashcards.ts';
import { expectNoNotification, notificationsAbout, sortIds, waitForNotifications } from '../helpers/notifications.ts';
import { insertComment, insertFlashcard, insertUser } from '../helpers/people.ts';
import { reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let w: CardWorld;
let superId: string;
let superToken: string;
/** Role 2 of GTA A who writes cards. */
let author: Awaited<ReturnType<typeof cardAdmin>>;
let approverA: Awaited<ReturnType<typeof cardAdmin>>;
let approverAll: Awaited<ReturnType<typeof cardAdmin>>;
let approverB: Awaited<ReturnType<typeof cardAdmin>>;
let usersReaderB: { id: string };
let contactsReader: { id: string };

const approve = { formCards: { read: true, approve: true } };

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
  w = await cardWorld(t);
  author = await cardAdmin(t, { formCards: { read: true, create: true, update: true } }, { role: 2, gta: w.gtaA.id });
  approverA = await cardAdmin(t, approve, { gta: w.gtaA.id });
  approverAll = await cardAdmin(t, approve);
  approverB = await cardAdmin(t, approve, { gta: w.gtaB.id });
  // Never told of a card sent to review: role 2 never approves, reading is not approving, an inactive admin is gone.
  await createAdmin(t, { role: 2, permissions: approve, gta: w.gtaA.id });
  await createAdmin(t, { role: 1, permissions: { formCards: { read: true, update: true } }, gta: w.gtaA.id });
  await createAdmin(t, { role: 1, permissions: approve, active: false });
  // Comments follow the users' flags and have no GTA; contacts have their own flags.
  usersReaderB = await createAdmin(t, { role: 1, permissions: { users: { read: true } }, gta: w.gtaB.id });
  contactsReader = await createAdmin(t, { role: 1, permissions: { contacts: { read: true } } });
});
afterAll(() => t?.close());

async function sentCard(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const card = await createCard(t, author.token, cardBody(w, overrides));
  expectOk(await author.api.put(`/api/flashcards/${card._id}/send`, {}), 202, 'Flashcard enviada a revisión');
  return card;
}

describe('a card sent to review', () => {
  it('tells the admins who may approve it within its GTA: approvers of that GTA, of every GTA and the super user', async () => {
    const card = await sentCard();
    const [made] = await waitForNotifications(t, card._id, 1);
    expect(made).toMatchObject({
      type: 'flashcardSent',
      module: 'flashcards',
      description: `Ana Prueba envió a revisión la flashcard «${card.name as string}»`,
      createdById: author.id,
      gtaId: w.gtaA.id,
    });
    expect(made!.recipients).toEqual(sortIds([approverA.id, approverAll.id, superId]));
  });

  it('never tells the actor: a super user sending their own card is not among the recipients', async () => {
    const card = await createCard(t, superToken, cardBody(w, { gta: w.gtaB.id, workAxis: w.axisB }));
    expectOk(await client(t, superToken).put(`/api/flashcards/${card._id}/send`, {}), 202, 'Flashcard enviada a revisión');
    const [made] = await waitForNotifications(t, card._id, 1);
    expect(made!.recipients).toEqual(sortIds([approverAll.id, approverB.id]));
    expect(made!.description).toBe(`Super Usuario envió a revisión la flashcard «${card.name as string}»`);
  });

  it('is not created when the transaction rolls back at commit, after the action ran', async () => {
    const card = await createCard(t, author.token, cardBody(w));
    // A deferred check fails the commit itself: the action, its history and its event all happened inside it.
    await t.database.sql.unsafe(`
      create function test_refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused'; end $$;
      create constraint trigger test_refuse_send after update on flashcards
        deferrable initially deferred for each row when (new.status = 1)
        execute function test_refuse_commit();`);
    try {
      const res = await author.api.put(`/api/flashcards/${card._id}/send`, {});
      expect(res.status).toBe(500);
    } finally {
      await t.database.sql.unsafe('drop trigger test_refuse_send on flashcards; drop function test_refuse_commit();');
    }
    const [row] = await t.database.sql`select status from flashcards where id = ${card._id}`;
    expect(row).toEqual({ status: 0 });
    await expectNoNotification(t, card._id);
  });
});

describe('a card accepted or rejected', () => {
  it('tells its creator only', async () => {
    const card = await sentCard();
    await waitForNotifications(t, card._id, 1);
    expectOk(await approverA.api.put(`/api/flashcards/${card._id}/accept`, {}), 202, 'Flashcard aprobada');
    const [, accepted] = await waitForNotifications(t, card._id, 2);
    expect(accepted).toMatchObject({
      type: 'flashcardAccepted',
      description: `Ana Prueba aprobó la flashcard «${card.name as string}»`,
      createdById: approverA.id,
      recipients: [author.id],
    });
  });

  it('a rejection with its reason tells the creator too', async () => {
    const card = await sentCard();
    // As in the acceptance above: the sending's notification is written after its commit; reading the two in order
    // needs it stored before the rejection's.
    await waitForNotifications(t, card._id, 1);
    expectOk(await approverAll.api.put(`/api/flashcards/${card._id}/reject`, reason('Falta el indicador')), 202, 'Flashcard rechazada');
    const [, rejected] = await waitForNotifications(t, card._id, 2);
    expect(rejected).toMatchObject({ type: 'flashcardRejected', recipients: [author.id], createdById: approverAll.id });
  });

  it('tells nobody when the creator is the one who decides', async () => {
    const card = await createCard(t, superToken, cardBody(w));
    expectOk(await client(t, superToken).put(`/api/flashcards/${card._id}/send`, {}), 202, 'Flashcard enviada a revisión');
    await waitForNotifications(t, card._id, 1);
    expectOk(await client(t, superToken).put(`/api/flashcards/${card._id}/accept`, {}), 202, 'Flashcard aprobada');
    // Notifications are stored with their change: once it answered, any would be there.
    expect((await notificationsAbout(t, card._id)).map((n) => n.type)).toEqual(['flashcardSent']);
  });

  it('does not tell a creator who may no longer read cards', async () => {
    const writer = await cardAdmin(t, { formCards: { read: true, create: true, update: true } }, { gta: w.gtaA.id });
    const card = await createCard(t, writer.token, cardBody(w));
    expectOk(await writer.api.put(`/api/flashcards/${card._id}/send`, {}), 202, 'Flashcard enviada a revisión');
    await waitForNotifications(t, card._id, 1);
    await t.database.sql`update permissions set read = false, "create" = false, update = false where admin_id = ${writer.id}`;
    expectOk(await approverA.api.put(`/api/flashcards/${card._id}/accept`, {}), 202, 'Flashcard aprobada');
    expect((await notificationsAbout(t, card._id)).map((n) => n.type)).toEqual(['flashcardSent']);
  });
});

describe("the public site's inserts", () => {
  it("a comment tells whoever reads users within its card's GTA (issue 11: a comment belongs to its card's GTA); the author is the public user", async () => {
    const usersReaderA = await createAdmin(t, { role: 1, permissions: { users: { read: true } }, gta: w.gtaA.id });
    const user = await insertUser(t, { name: 'Lucía', lastName: 'Hernández Ruiz' });
    const card = await insertFlashcard(t, w.gtaA.id, { name: 'Huertos urbanos' });
    const comment = await insertComment(t, user.id, card.id, {}, { fromPublicSite: true });
    const [made] = await waitForNotifications(t, comment.id, 1);
    expect(made).toMatchObject({
      type: 'comment',
      module: 'comments',
      description: 'Lucía Hernández Ruiz comentó la flashcard «Huertos urbanos»',
      createdById: null,
      gtaId: w.gtaA.id,
      // The reader of GTA B may not read a comment on a card of GTA A, so it is not told.
      recipients: sortIds([usersReaderA.id, superId]),
    });
    expect(made!.recipients).not.toContain(usersReaderB.id);
    expect(await t.database.sql`select 1 from public_inserts`).toHaveLength(0);
  });

  it('a contact message tells whoever reads contacts', async () => {
    const [contact] = await t.database.db
      .insert(schema.contacts)
      .values({ name: 'Mario Gómez', email: 'mario@example.com', message: 'Quiero sumar a mi empresa' })
      .returning();
    const [made] = await waitForNotifications(t, contact!.id, 1);
    expect(made).toMatchObject({ type: 'contact', description: 'Mario Gómez envió un mensaje de contacto', recipients: sortIds([contactsReader.id, superId]) });
  });

  it('a good practice from the public site tells the admins who may approve it (roles 0 and 1), a volunteer its readers', async () => {
    const gpApprover = await createAdmin(t, { role: 1, permissions: { goodPractices: { read: true, approve: true } } });
    const gpReader = await createAdmin(t, { role: 1, permissions: { goodPractices: { read: true } } });
    // Role 2 never approves practices, even holding the flag; it reads them (and their volunteers) though.
    const participant = await createAdmin(t, { role: 2, permissions: { goodPractices: { read: true, approve: true } } });
    const [practice] = await t.database.sql<{ id: string }[]>`
      insert into good_practices (name, objective, description, promoter_institution, email, information)
      values ('Huertos en azoteas', 'Producir alimentos', 'Huertos comunitarios', 'Empresa Verde', 'contacto@example.com', 'Informe anual')
      returning id`;
    const [made] = await waitForNotifications(t, practice!.id, 1);
    expect(made).toMatchObject({ type: 'goodPractice', module: 'goodPractices', recipients: sortIds([gpApprover.id, superId]) });
    const [volunteer] = await t.database.sql<{ id: string }[]>`
      insert into volunteers (good_practice_id, name, last_name, email, country)
      values (${practice!.id}, 'Rosa', 'Medina Luna', 'rosa@example.com', 'México') returning id`;
    const [joined] = await waitForNotifications(t, volunteer!.id, 1);
    expect(joined).toMatchObject({ type: 'volunteer', module: 'volunteers', recipients: sortIds([gpApprover.id, gpReader.id, participant.id, superId]) });
    expect(joined!.description).toContain('Rosa Medina Luna');
  });

  it("a vote on a card tells the card's creator, when they may read votes", async () => {
    const creator = await cardAdmin(t, { formCards: { read: true, create: true }, priorizations: { read: true } }, { gta: w.gtaA.id });
    const card = await createCard(t, creator.token, cardBody(w, { name: 'Tarjeta votada' }));
    await t.database.sql`update flashcards set status = 2 where id = ${card._id}`;
    const voter = await cardAdmin(t, { priorizations: { read: true }, formCards: { read: true } }, { gta: w.gtaA.id });
    const scores = { coverage: 4, impact: 3, replicabilty: 5, benefit: 4, budget: 2, humanResources: 3, infrastructure: 1 };
    const vote = expectOk<Rec>(await voter.api.post('/api/priorizations', { flashcard: card._id, ...scores }), 201, 'Registro guardado');
    const [made] = await waitForNotifications(t, vote._id, 1);
    expect(made).toMatchObject({ type: 'cardVoted', module: 'priorizations', recipients: [creator.id] });
    expect(made!.description).toContain('Tarjeta votada');
  });

  it('an insert that rolls back tells nobody and leaves nothing queued', async () => {
    let id = '';
    await t.database.sql
      .begin(async (tx) => {
        const [row] = await tx<{ id: string }[]>`insert into contacts (name, email, message) values ('Nadie', 'n@example.com', 'x') returning id`;
        id = row!.id;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(id).not.toBe('');
    await expectNoNotification(t, id);
  });

  it('a bulk load of past records can turn the queue off for its transaction (the demo data)', async () => {
    let id = '';
    await t.database.sql.begin(async (tx) => {
      await tx`set local app.skip_public_inserts = 'on'`;
      const [row] = await tx<{ id: string }[]>`insert into contacts (name, email, message) values ('Histórico', 'h@example.com', 'x') returning id`;
      id = row!.id;
    });
    await expectNoNotification(t, id);
  });

  it('a row queued while no server listened is notified when a server starts; with two servers, each row once', async () => {
    // Queued without the wake-up, as if it had been inserted while every server was down, once no pass is under way.
    await t.app.publicInserts.drain();
    const quiet = await t.database.sql.begin(async (tx) => {
      await tx`set local app.skip_public_inserts = 'on'`;
      const [row] = await tx<{ id: string }[]>`insert into contacts (name, email, message) values ('En espera', 'e@example.com', 'Hola') returning id`;
      await tx`insert into public_inserts (module, document) values ('contacts', ${row!.id})`;
      return row;
    });
    // Nothing woke the server (its sweep is a minute away): the row stays queued until the second server starts.
    expect(await notificationsAbout(t, quiet!.id)).toEqual([]);
    // A second server on the same database, as a second process would be: it sweeps the queue when it starts.
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, log: () => {} });
    const second = await buildApp(t.config, database, { logger: false, storage: createDiskStorage(`${t.config.dataDir}/uploads`) });
    await second.ready();
    try {
      await waitForNotifications(t, quiet!.id, 1);
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const [row] = await t.database.sql<{ id: string }[]>`
          insert into contacts (name, email, message) values (${`Persona ${i}`}, ${`p${i}@example.com`}, 'Hola') returning id`;
        ids.push(row!.id);
      }
      for (const id of ids) await waitForNotifications(t, id, 1);
      await Promise.all([t.app.publicInserts.drain(), second.publicInserts.drain()]);
      const made = await t.database.sql<{ document: string }[]>`select document from notifications where document in ${t.database.sql([quiet!.id, ...ids])}`;
      expect(made).toHaveLength(31);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('a rule through a reference (a vote tells its card’s creator)', () => {
  it('finds the owner of the referenced record if they may read it, and never the actor', async () => {
    // The votes module comes from another branch: the same rule kind is checked here on carousel cards, which point at a card.
    const rule: NotificationRule = {
      type: 'test',
      module: 'carouselCards',
      operation: 'create',
      recipients: { kind: 'ownerOf', field: 'flashcard' },
      describe: ({ actor, title }) => `${actor ?? '?'} · ${title}`,
    };
    const owner = await cardAdmin(t, { formCards: { read: true, create: true }, carouselCards: { read: true } }, { gta: w.gtaA.id });
    await cardAdmin(t, { formCards: { read: true, create: true }, carouselCards: { read: true } }, { gta: w.gtaB.id });
    const card = await createCard(t, owner.token, cardBody(w));
    const resources = (module: string) => t.app.resources.get(module as 'carouselCards');
    const resource = resources('carouselCards')!;
    const record = { _id: '3f0e1c9a-1111-4222-8333-944455556666', flashcard: { _id: card._id, name: card.name } };
    const made = await notify(t.database.db, resources, { rule, resource, record, actorId: approverA.id });
    expect(made?.recipients).toEqual([owner.id]);
    expect(made?.notification).toMatchObject({
      type: 'test',
      module: 'carouselCards',
      document: record._id,
      description: `Ana Prueba · ${card.name as string}`,
      createdBy: { _id: approverA.id, name: 'Ana', lastName: 'Prueba', thumbnail: null },
      isReading: false,
      recipients: [{ admin: owner.id, isReading: false }],
    });
    expect(await notify(t.database.db, resources, { rule, resource, record, actorId: owner.id })).toBeUndefined();
  });
});

