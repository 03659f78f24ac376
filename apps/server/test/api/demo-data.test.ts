import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { count, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@app/domain/core/define-resource';
import { IMAGE_VARIANT_SIZES, imageVariant } from '@app/domain/core/files';
import type { Page } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { axesGlobalPact } from '@app/domain/resources/axes-global-pact';
import {
  areas,
  businessJoinSubTypes,
  businessJoinTypes,
  businessTypes,
  climbs,
  sectors,
  timeInitiatives,
} from '@app/domain/resources/catalogues';
import { companies } from '@app/domain/resources/companies';
import { filters, FILTER_TYPES } from '@app/domain/resources/filters';
import { gtas } from '@app/domain/resources/gtas';
import { workAxes } from '@app/domain/resources/work-axes';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { seedDemoData, type DemoResult } from '../../src/db/demo/seed-demo.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { validateLocation } from '../../src/lib/locations/validate.ts';
import { columnKey } from '../../src/engine/codec.ts';
import { keyOfUrl } from '../../src/uploads/store-upload.ts';
import { createDiskStorage, type FileStorage } from '../../src/uploads/storage.ts';
import { loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

type Row = Record<string, unknown> & { id: string; active: boolean; createdAt: Date; updatedAt: Date };

/** The resources the demo fills, with their tables. */
const DEMO_RESOURCES: [Resource, PgTable][] = [
  [sectors, schema.sectors],
  [areas, schema.areas],
  [timeInitiatives, schema.timeInitiatives],
  [businessTypes, schema.businessTypes],
  [businessJoinTypes, schema.businessJoinTypes],
  [businessJoinSubTypes, schema.businessJoinSubTypes],
  [climbs, schema.climbs],
  [filters, schema.filters],
  [axesGlobalPact, schema.axesGlobalPact],
  [gtas, schema.gtas],
  [workAxes, schema.workAxes],
  [companies, schema.companies],
];

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();

let t: TestApp;
let storage: FileStorage;
let uploadsDir: string;
let result: DemoResult;
let superId: string;

beforeAll(async () => {
  t = await startTestApp();
  uploadsDir = join(t.config.dataDir, 'uploads');
  storage = createDiskStorage(uploadsDir);
  result = await seedDemoData(t.database.db, storage, { now: NOW });
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where email = ${SUPER_EMAIL}`)[0]!.id;
}, 120_000);
afterAll(() => t?.close());

const rowsOf = async (db: Database, table: PgTable) => (await db.db.select().from(table)) as Row[];

/** Every file under a folder, as keys relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

/** The body the create form would have sent for a stored row: references by id, no file fields. */
function bodyOf(def: Resource, row: Row): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'image' || field.kind === 'pdf') continue;
    body[name] = row[columnKey(name, field)];
  }
  return body;
}

/** Structural check of a hand-written PDF: header, trailer, and every xref offset landing on its object. */
function checkPdf(data: Buffer): void {
  const text = data.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(size));
  expect(entries[0]).toBe('0000000000 65535 f\r');
  for (let i = 1; i < Number(size); i++) {
    const entry = `${entries[i]}\n`;
    expect(entry).toMatch(/^\d{10} 00000 n\r\n$/);
    expect(Buffer.byteLength(entry, 'latin1')).toBe(20);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
  }
  expect(text).toMatch(/trailer\n<< \/Size \d+ \/Root 1 0 R/);
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
  const streamStart = stream.index + stream[0].length;
  expect(text.slice(streamStart + Number(stream[1]), streamStart + Number(stream[1]) + '\nendstream'.length)).toBe('\nendstream');
}

describe('demo data', () => {
  it('loads the data set in a few seconds', async () => {
    expect(result.loaded).toBe(true);
    expect(result.ms).toBeLessThan(15_000);
    const { db } = t.database;
    const tableCount = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    const expected: [PgTable, number][] = [
      [schema.sectors, result.counts.sectors!],
      [schema.gtas, 6],
      [schema.companies, 25],
      [schema.users, 30],
      [schema.gtaDocDownloads, 60],
      [schema.flashcards, 66],
      [schema.carouselCards, 5],
      [schema.admins, 9],
      [schema.comments, 80],
      [schema.savedCards, 60],
      [schema.contacts, 15],
      [schema.axesGlobalPact, 4],
      [schema.workAxes, result.counts.workAxes!],
      [schema.historicals, result.counts.historicals!],
      // The latest ten active comments and five contact messages, told to the super user.
      [schema.notifications, 15],
      [schema.notificationRecipients, 15],
    ];
    for (const [table, n] of expected) expect(await tableCount(table), getTableName(table)).toBe(n);

    const sectorNames = (await rowsOf(t.database, schema.sectors)).map((s) => s.name);
    for (const name of ['Energía', 'Manufactura', 'Servicios financieros', 'Agroindustria', 'Tecnologías de la información', 'Construcción', 'Comercio minorista', 'Transporte y logística']) {
      expect(sectorNames).toContain(name);
    }
    const areaNames = (await rowsOf(t.database, schema.areas)).map((a) => a.name);
    for (const name of ['Recursos Humanos', 'Finanzas', 'Operaciones', 'Compras', 'Sustentabilidad', 'Comunicación']) expect(areaNames).toContain(name);
    expect((await rowsOf(t.database, schema.timeInitiatives)).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Corto plazo', 'Mediano plazo', 'Largo plazo']),
    );
    expect((await rowsOf(t.database, schema.businessJoinSubTypes)).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Micro', 'Pequeña', 'Mediana', 'Grande']),
    );
    expect((await rowsOf(t.database, schema.axesGlobalPact)).map((r) => r.name).sort()).toEqual(
      ['Anticorrupción', 'Derechos Humanos', 'Medio Ambiente', 'Normas Laborales'],
    );

    // Some of every catalogue are inactive, so the counter cards and filters have something to show.
    for (const [def, table] of DEMO_RESOURCES) {
      if (def.module === 'gtas' || def.module === 'axesGlobalPact') continue;
      const rows = await rowsOf(t.database, table);
      expect(rows.some((r) => !r.active), def.module).toBe(true);
      expect(rows.some((r) => r.active), def.module).toBe(true);
    }

    // Two to four axes per GTA; every figure 1–10 is used.
    const axes = await rowsOf(t.database, schema.workAxes);
    for (const gta of await rowsOf(t.database, schema.gtas)) {
      const n = axes.filter((a) => a.gtaId === gta.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(gta.nomenclature).toMatch(/^GTA-[A-Z]{2}$/);
    }
    expect(new Set(axes.map((a) => a.position))).toEqual(new Set(Array.from({ length: 10 }, (_, i) => String(i + 1))));

    // Companies across every active sector and many states; filters for every filter type.
    const companyRows = await rowsOf(t.database, schema.companies);
    const activeSectors = (await rowsOf(t.database, schema.sectors)).filter((s) => s.active).map((s) => s.id);
    expect(new Set(companyRows.map((c) => c.sectorId))).toEqual(new Set(activeSectors));
    expect(new Set(companyRows.map((c) => c.state)).size).toBeGreaterThanOrEqual(15);
    const filterRows = await rowsOf(t.database, schema.filters);
    const typeIds = new Map((await rowsOf(t.database, schema.filterTypes)).map((type) => [type.value, type.id]));
    for (const type of FILTER_TYPES) expect(filterRows.filter((f) => f.filterTypeId === typeIds.get(type.value)).length, type.value).toBeGreaterThanOrEqual(3);
  });

  it('writes only records that pass their resource definitions', async () => {
    for (const [def, table] of DEMO_RESOURCES) {
      for (const row of await rowsOf(t.database, table)) {
        const body = bodyOf(def, row);
        const parsed = def.createSchema.safeParse(body);
        expect(parsed.success, `${def.module} ${JSON.stringify(body)} ${parsed.error?.message}`).toBe(true);
        // Exactly what a create would store: nothing trimmed or changed by the schema.
        expect(parsed.data).toEqual(body);
        if ('country' in def.fields) expect(validateLocation({ country: row.country, state: row.state, city: row.city }), JSON.stringify(row)).toEqual([]);
        // Files required on create are there.
        for (const [name, field] of Object.entries(def.fileFields)) {
          if (field.required !== false) expect(row[name], `${def.module}.${name}`).toMatch(/^\/uploads\//);
        }
        expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
      }
    }
    for (const gta of await rowsOf(t.database, schema.gtas)) {
      expect(gta.document).toMatch(/^\/uploads\/gtas\/[0-9a-f-]+\.pdf$/);
      expect(gta.logoColor).toMatch(/^\/uploads\/gtas\/.+\.webp$/);
    }

    const users = await rowsOf(t.database, schema.users);
    expect(new Set(users.map((u) => String(u.email).toLowerCase())).size).toBe(users.length);
    const companyNames = new Set((await rowsOf(t.database, schema.companies)).map((c) => c.name));
    for (const user of users) {
      expect(String(user.name).length).toBeGreaterThanOrEqual(2);
      expect(String(user.lastName)).toMatch(/^\S+ \S+$/);
      expect(user.email).toMatch(/^[a-z.0-9]+@example\.(com|org|net)$/);
      expect(user.telephone).toMatch(/^\+52 \d{2,3} \d{3,4} \d{4}$/);
      expect(String(user.telephone).replace(/\D/g, '')).toHaveLength(12);
      expect(user.country).toBe('México');
      expect(validateLocation({ country: user.country, state: user.state, city: user.city }), JSON.stringify(user)).toEqual([]);
      if (user.company !== null) expect(companyNames).toContain(user.company);
    }
    expect(users.some((u) => !u.active)).toBe(true);
    expect(users.some((u) => u.thumbnail === null)).toBe(true);
  });

  it('stores every image and guide it refers to', async () => {
    const urls: string[] = [];
    const collect = (rows: Row[], ...fields: string[]) => {
      for (const row of rows) for (const f of fields) if (row[f] !== null) urls.push(row[f] as string);
    };
    collect(await rowsOf(t.database, schema.gtas), 'logo', 'logoColor', 'imageColor', 'document');
    collect(await rowsOf(t.database, schema.workAxes), 'image');
    collect(await rowsOf(t.database, schema.axesGlobalPact), 'logo');
    collect(await rowsOf(t.database, schema.companies), 'image');
    collect(await rowsOf(t.database, schema.users), 'thumbnail');
    collect((await rowsOf(t.database, schema.admins)).filter((a) => a.role !== 0), 'image');
    collect(await rowsOf(t.database, schema.goodPractices), 'image', 'logo');
    expect(urls.length).toBeGreaterThan(6 * 4 + 25 + 4);

    const expectedKeys: string[] = [];
    for (const url of urls) {
      const key = keyOfUrl(url);
      expect(key, url).toBeDefined();
      expectedKeys.push(key!);
      if (url.endsWith('.webp')) {
        for (const size of IMAGE_VARIANT_SIZES) expectedKeys.push(keyOfUrl(imageVariant(url, size))!);
        const meta = await sharp(join(uploadsDir, key!)).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 256, height: 256 });
      } else {
        checkPdf(await readFile(join(uploadsDir, key!)));
      }
    }
    // Exactly these files: none missing, none left over.
    expect(await filesUnder(uploadsDir).then((all) => all.filter((k) => !k.startsWith('objectives/')))).toEqual(expectedKeys.sort());
    expect(result.files).toBe(expectedKeys.length);

    // And they are served.
    const gta = (await rowsOf(t.database, schema.gtas))[0]!;
    const pdf = await t.app.inject({ method: 'GET', url: gta.document as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((await stat(join(uploadsDir, keyOfUrl(gta.document as string)!))).size).toBe(pdf.rawPayload.length);
  });

  it('gives every record its history, by the first super user', async () => {
    type H = { document: string; cause: string; module: string; admin_id: string; user_id: string | null; description: string; created_at: string };
    const history: H[] = [...(await t.database.sql<H[]>`
      select document, cause, module, admin_id, user_id, description, created_at from historicals
      where module not in ('priorizations', 'goodPractices', 'volunteers')`)]; // their history: their own demo suites
    const byDocument = new Map<string, H[]>();
    for (const h of history) byDocument.set(h.document, [...(byDocument.get(h.document) ?? []), h]);
    const modules: [string, PgTable][] = [...DEMO_RESOURCES.map(([def, table]): [string, PgTable] => [def.module, table]), ['users', schema.users], ['comments', schema.comments], ['contacts', schema.contacts]];
    let records = 0;
    for (const [module, table] of modules) {
      for (const row of await rowsOf(t.database, table)) {
        records++;
        const rows = byDocument.get(row.id) ?? [];
        expect(rows.map((h) => h.cause).sort(), `${module} ${row.id}`).toEqual(row.active ? ['create'] : ['create', 'deactivate']);
        for (const h of rows) {
          expect(h.module).toBe(module);
          // A comment is created by its author, a public-site user; everything else by the first super user.
          if (module === 'comments' && h.cause === 'create') {
            expect(h.admin_id).toBeNull();
            expect(h.user_id).toBe(row.createdById);
          } else {
            expect(h.admin_id).toBe(superId);
          }
        }
        // Raw timestamps (drizzle's driver leaves them as text).
        expect(new Date(rows.find((h) => h.cause === 'create')!.created_at).getTime()).toBe(row.createdAt.getTime());
        const deactivation = rows.find((h) => h.cause === 'deactivate');
        if (deactivation) {
          expect(deactivation.description.length).toBeGreaterThan(5);
          expect(new Date(deactivation.created_at).getTime()).toBe(row.updatedAt.getTime());
        }
      }
    }
    const cardIds = new Set((await rowsOf(t.database, schema.flashcards)).map((c) => c.id));
    const carouselIds = new Set((await rowsOf(t.database, schema.carouselCards)).map((c) => c.id));
    const others = history.filter((h) => !cardIds.has(h.document) && !carouselIds.has(h.document));
    expect(others).toHaveLength(records + [...byDocument.entries()].filter(([id, h]) => !cardIds.has(id) && h.length === 2).length);

    const token = await loginAsSuper(t);
    const company = (await rowsOf(t.database, schema.companies))[0]!;
    const page = expectOk<Page<{ cause: string; adminId: { _id: string; name: string } }>>(
      await client(t, token).get(`/api/historicals?document=${company.id}`),
      200,
      es.api.list,
    );
    expect(page.docs[page.docs.length - 1]).toMatchObject({ cause: 'create', adminId: { _id: superId, name: 'Super' } });
  });

  it('reviews 66 cards across every GTA and status, each step in its history by the right person', async () => {
    type H = { document: string; cause: string; admin_id: string | null; description: string; created_at: string; changes: { field: string; to: unknown }[] };
    const cards = await rowsOf(t.database, schema.flashcards);
    const admins = new Map((await rowsOf(t.database, schema.admins)).map((a) => [a.id, a]));
    const history = await t.database.sql<H[]>`select document, cause, admin_id, description, created_at, changes from historicals where module = 'flashcards' order by created_at`;
    for (const gta of await rowsOf(t.database, schema.gtas)) {
      const ofGta = cards.filter((c) => c.gtaId === gta.id);
      expect(ofGta).toHaveLength(11);
      expect(new Set(ofGta.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3]));
      expect(ofGta.some((c) => !c.active)).toBe(true);
      // Each GTA's cards are proposed by that GTA's participant.
      for (const card of ofGta) expect(admins.get(card.createdById as string)).toMatchObject({ role: 2, gtaId: gta.id });
    }
    const expectedCauses = (card: Row) => {
      const status = Number(card.status);
      const review = status === 2 ? ['acepted'] : status === 3 ? ['rejected'] : [];
      return ['create', ...(status >= 1 ? ['send'] : []), ...review, ...(card.active ? [] : ['deactivate']), ...(card.selected ? ['edit'] : [])];
    };
    for (const card of cards) {
      const steps = history.filter((h) => h.document === card.id);
      expect(steps.map((h) => h.cause).sort(), card.name as string).toEqual(expectedCauses(card).sort());
      expect(steps[0]).toMatchObject({ cause: 'create', admin_id: card.createdById });
      expect(new Date(steps[0]!.created_at).getTime()).toBe(card.createdAt.getTime());
      expect(Math.max(...steps.map((h) => new Date(h.created_at).getTime()))).toBe(card.updatedAt.getTime());
      expect(card.updatedAt.getTime()).toBeLessThan(NOW.getTime());
      const rejection = steps.find((h) => h.cause === 'rejected');
      if (rejection) expect(rejection.description.length).toBeGreaterThan(20);
    }
    // Lists of references, the work axis of the card's own GTA, and every card valid for its definition.
    const [scopes] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from flashcard_business_types`;
    expect(scopes!.n).toBeGreaterThanOrEqual(66);
    const [mismatched] = await t.database.sql<{ n: number }[]>`
      select count(*)::int as n from flashcards f join work_axes w on w.id = f.work_axis_id where w.gta_id <> f.gta_id or not w.active`;
    expect(mismatched!.n).toBe(0);
    // The carousel: five approved, active cards, selected, around today.
    const carousel = await rowsOf(t.database, schema.carouselCards);
    const selected = cards.filter((c) => c.selected);
    expect(selected.map((c) => c.id).sort()).toEqual(carousel.map((c) => c.flashcardId).sort());
    for (const card of selected) expect({ status: card.status, active: card.active }).toEqual({ status: 2, active: true });
    const today = NOW.toISOString().slice(0, 10);
    for (const c of carousel) {
      expect(String(c.startDate) <= today && today <= String(c.endDate)).toBe(true);
    }
    const api = client(t, await loginAsSuper(t));
    const totals = expectOk<Record<string, number>>(await api.get('/api/flashcards/totals'), 200, es.api.ok);
    expect(totals.total).toBe(66);
    expect(totals.rejected).toBe(cards.filter((c) => c.status === 3).length);
    const grid = expectOk<Page<unknown>>(await api.get('/api/flashcards?status=2&active=true&limit=100'), 200, es.api.list);
    expect(grid.totalDocs).toBe(cards.filter((c) => c.status === 2 && c.active).length);
  });

  it('spreads guide downloads over the last 90 days, after each user signed up', async () => {
    const downloads = await rowsOf(t.database, schema.gtaDocDownloads);
    const users = new Map((await rowsOf(t.database, schema.users)).map((u) => [u.id, u]));
    const gtaIds = new Set(downloads.map((d) => d.gtaId));
    expect(gtaIds.size).toBe(6);
    expect(new Set(downloads.map((d) => d.userId)).size).toBeGreaterThanOrEqual(15);
    for (const d of downloads) {
      const user = users.get(d.userId as string)!;
      expect(user.active).toBe(true);
      expect(d.createdAt.getTime()).toBeGreaterThan(user.createdAt.getTime());
      expect(d.createdAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 90 * DAY);
      expect(d.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    const oldest = Math.min(...downloads.map((d) => d.createdAt.getTime()));
    expect(oldest).toBeLessThan(NOW.getTime() - 60 * DAY);

    const token = await loginAsSuper(t);
    const page = expectOk<Page<{ gta: { title: string }; user: { _id: string; name: string; lastName: string } | null }>>(
      await client(t, token).get('/api/gtasDocsDownloads?limit=100'),
      200,
      es.api.list,
    );
    expect(page.totalDocs).toBe(60);
    expect(page.docs).toHaveLength(60);
    for (const doc of page.docs) {
      expect(doc.gta.title).toMatch(/^GTA /);
      expect(doc.user).not.toBeNull();
      expect(doc.user!.name.length).toBeGreaterThan(1);
      expect(doc.user!.lastName.length).toBeGreaterThan(1);
    }
  });

  it('has users comment on and save cards only after both existed', async () => {
    const users = new Map((await rowsOf(t.database, schema.users)).map((u) => [u.id, u]));
    const cards = new Map((await rowsOf(t.database, schema.flashcards)).map((c) => [c.id, c]));
    const comments = await rowsOf(t.database, schema.comments);
    expect(comments.some((c) => !c.active)).toBe(true);
    expect(new Set(comments.map((c) => c.createdById)).size).toBeGreaterThanOrEqual(15);
    const saved = await rowsOf(t.database, schema.savedCards);
    expect(new Set(saved.map((s) => `${s.userId}:${s.flashcardId}`)).size).toBe(saved.length);
    for (const row of [...comments.map((c) => ({ userId: c.createdById, flashcardId: c.flashcardId, createdAt: c.createdAt })), ...saved]) {
      const user = users.get(row.userId as string)!;
      const card = cards.get(row.flashcardId as string)!;
      // The public site shows approved cards only.
      expect(card!.status).toBe(2);
      expect(row.createdAt.getTime()).toBeGreaterThan(Math.max(user.createdAt.getTime(), card.createdAt.getTime()));
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    for (const s of saved) expect(users.get(s.userId as string)!.active).toBe(true);

    const api = client(t, await loginAsSuper(t));
    const author = comments[0]!.createdById as string;
    const page = expectOk<Page<{ createdBy: { _id: string } }>>(await api.get(`/api/comments?createdBy=${author}&limit=100`), 200, es.api.list);
    expect(page.totalDocs).toBe(comments.filter((c) => c.createdById === author).length);
    expect(expectOk<{ total: number }>(await api.get('/api/contacts/totals'), 200, es.api.ok).total).toBe(15);
  });

  it('serves the demo through the lists', async () => {
    const api = client(t, await loginAsSuper(t));
    const totals = expectOk<{ total: number; active: number; innactive: number }>(await api.get('/api/companies/totals'), 200, es.api.ok);
    expect(totals).toEqual({ total: 25, active: 23, innactive: 2 });
    const list = expectOk<Page<{ name: string; sector: { name: string }; businessType: { name: string }; image: string }>>(
      await api.get('/api/companies?limit=100'),
      200,
      es.api.list,
    );
    expect(list.totalDocs).toBe(25);
    for (const c of list.docs) {
      expect(c.sector.name.length).toBeGreaterThan(3);
      expect(c.businessType.name.length).toBeGreaterThan(3);
    }
    const allAxes = expectOk<unknown[]>(await api.get('/api/workAxes/all'), 200, es.api.list);
    expect(allAxes).toHaveLength((await rowsOf(t.database, schema.workAxes)).filter((a) => a.active).length);
  });

  it('has several admins rate the approved cards over the last three months, each vote with its history', async () => {
    const votes = await rowsOf(t.database, schema.priorizations);
    expect(votes.length).toBe(result.counts.priorizations);
    expect(votes.length).toBeGreaterThan(20);
    const cards = new Map((await rowsOf(t.database, schema.flashcards)).map((c) => [c.id, c]));
    const voters = new Set(votes.map((v) => v.createdById));
    expect(voters.size).toBeGreaterThanOrEqual(4);
    expect(voters.has(superId)).toBe(true);
    const now = Date.now();
    const admins = new Map((await rowsOf(t.database, schema.admins)).map((a) => [a.id, a]));
    const approvedAt = new Map(
      (await t.database.sql<{ document: string; at: string }[]>`select document, created_at as at from historicals where cause = 'acepted'`).map(
        (h) => [h.document, new Date(h.at).getTime()],
      ),
    );
    for (const vote of votes) {
      const card = cards.get(vote.flashcardId as string)!;
      expect([card.status, card.active]).toEqual([2, true]);
      // After the card was approved, by someone of its GTA (or of every GTA).
      expect((vote.createdAt as Date).getTime()).toBeGreaterThan(approvedAt.get(card.id)!);
      expect([null, card.gtaId]).toContain(admins.get(vote.createdById as string)!.gtaId);
      expect(now - (vote.createdAt as Date).getTime()).toBeLessThan(91 * 24 * 60 * 60 * 1000);
    }
    const months = new Set(votes.map((v) => Math.floor((now - (v.createdAt as Date).getTime()) / (30 * 24 * 60 * 60 * 1000))));
    expect([...months].sort()).toEqual([0, 1, 2]);
    const history = await t.database.sql<{ document: string; admin_id: string; description: string }[]>`
      select document, admin_id, description from historicals where module = 'priorizations'`;
    expect(history.map((h) => [h.document, h.admin_id, h.description]).sort()).toEqual(
      votes.map((v) => [v.id, v.createdById, 'Priorización realizada']).sort(),
    );
    const token = await loginAsSuper(t);
    const averages = expectOk<{ votes: number; total: number | null }>(
      await client(t, token).get('/api/priorizations/getPriorizationAverageAdmin'),
      200,
      es.api.ok,
    );
    expect(averages.votes).toBe(votes.length);
    expect(averages.total).toBeGreaterThan(0);
  });

  it('does nothing when the demo is already there', async () => {
    const before = await filesUnder(uploadsDir);
    const counts = async () =>
      Promise.all([schema.companies, schema.gtas, schema.users, schema.historicals, schema.sectors].map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n));
    const countsBefore = await counts();
    const again = await seedDemoData(t.database.db, storage);
    expect(again.loaded).toBe(false);
    expect(await counts()).toEqual(countsBefore);
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });
});

describe('demo data on another database', () => {
  let testDb: TestDatabase;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = join(t.config.dataDir, 'second');
    database = await openDatabase({ databaseUrl: testDb.url, dataDir, log: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  /** The content of the demo without ids and file names: what must be the same on every install. */
  async function fingerprint(db: Database) {
    return db.sql`
      select
        (select json_agg(json_build_array(name, description, active, created_at) order by name) from sectors) as sectors,
        (select json_agg(json_build_array(nomenclature, name, active) order by name) from climbs) as climbs,
        (select json_agg(json_build_array(f.value, ft.value, f.active) order by f.value, ft.value)
           from filters f join filter_types ft on ft.id = f.filter_type_id) as filters,
        (select json_agg(json_build_array(title, color, number, nomenclature, created_at) order by title) from gtas) as gtas,
        (select json_agg(json_build_array(g.title, w.objective, w.position, w.active) order by g.title, w.objective)
           from work_axes w join gtas g on g.id = w.gta_id) as axes,
        (select json_agg(json_build_array(c.name, s.name, b.name, c.state, c.city, c.active, c.created_at) order by c.name)
           from companies c join sectors s on s.id = c.sector_id join business_types b on b.id = c.business_type_id) as companies,
        (select json_agg(json_build_array(name, last_name, email, state, city, company, telephone, active, thumbnail is null, created_at) order by email)
           from users) as users,
        (select json_agg(json_build_array(g.title, u.email, d.created_at) order by d.created_at, u.email)
           from gta_doc_downloads d join gtas g on g.id = d.gta_id join users u on u.id = d.user_id) as downloads,
        (select json_agg(json_build_array(f.number, f.name, f.status, g.title, f.created_at) order by f.name) from flashcards f join gtas g on g.id = f.gta_id) as flashcards,
        (select json_agg(json_build_array(c.comment, u.email, f.name, c.active, c.created_at) order by c.created_at, u.email)
           from comments c join users u on u.id = c.user_id join flashcards f on f.id = c.flashcard_id) as comments,
        (select json_agg(json_build_array(u.email, f.name, s.created_at) order by s.created_at, u.email)
           from saved_cards s join users u on u.id = s.user_id join flashcards f on f.id = s.flashcard_id) as saved,
        (select json_agg(json_build_array(name, email, message, created_at) order by email) from contacts) as contacts,
        (select count(*) from historicals) as history`;
  }

  it('leaves neither rows nor files when the load fails, and loads the same data set on a retry', async () => {
    const secondStorage = createDiskStorage(join(dataDir, 'uploads'));
    const seedOptions = { adminEmail: 'otro@example.com', adminPassword: 'Otra-clave-1', storage: secondStorage };
    await seedReferenceData(database.db, seedOptions);
    const referenceFiles = await filesUnder(join(dataDir, 'uploads'));

    // A failed transaction (filter types gone: the filters' foreign key fails) after every file was stored.
    await database.db.delete(schema.filterTypes);
    await expect(seedDemoData(database.db, secondStorage, { now: NOW })).rejects.toThrow();
    expect((await database.db.select({ n: count() }).from(schema.companies))[0]!.n).toBe(0);
    expect((await database.db.select({ n: count() }).from(schema.historicals))[0]!.n).toBe(0);
    expect(await filesUnder(join(dataDir, 'uploads'))).toEqual(referenceFiles);

    // A failed file write half-way through the images.
    let puts = 0;
    const failing: FileStorage = {
      ...secondStorage,
      put: async (key, data, type) => {
        if (++puts === 40) throw new Error('disco lleno');
        return secondStorage.put(key, data, type);
      },
    };
    await seedReferenceData(database.db, seedOptions);
    await expect(seedDemoData(database.db, failing, { now: NOW })).rejects.toThrow('disco lleno');
    expect(await filesUnder(join(dataDir, 'uploads'))).toEqual(referenceFiles);

    const second = await seedDemoData(database.db, secondStorage, { now: NOW });
    expect(second.loaded).toBe(true);
    expect(second.counts).toEqual(result.counts);
    expect(await fingerprint(database)).toEqual(await fingerprint(t.database));
  }, 120_000);
});
