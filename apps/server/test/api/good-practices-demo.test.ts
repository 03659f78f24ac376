/**
 * The demo's good practices (`DEMO_DATA=true`): 40+ initiatives of the demo companies at real places of México, in every
 * state of review, with images, logos, volunteers and the history a public-site registration and a review leave.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { goodPractices as practicesDef } from '@app/domain/resources/good-practices';
import { seedDemoData, type DemoResult } from '../../src/db/demo/seed-demo.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { fileExists, withVariants, type Rec } from '../helpers/resources.ts';

const NOW = new Date();

let t: TestApp;
let result: DemoResult;
let superId: string;
let practices: (typeof schema.goodPractices.$inferSelect)[];

beforeAll(async () => {
  t = await startTestApp();
  result = await seedDemoData(t.database.db, createDiskStorage(`${t.config.dataDir}/uploads`), { now: NOW });
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where email = ${SUPER_EMAIL}`)[0]!.id;
  practices = await t.database.db.select().from(schema.goodPractices);
}, 120_000);
afterAll(() => t?.close());

describe('demo good practices', () => {
  it('40+ practices of the demo companies, in every state of review, some inactive and some selected', async () => {
    expect(result.loaded).toBe(true);
    expect(practices.length).toBeGreaterThanOrEqual(40);
    expect(result.counts.goodPractices).toBe(practices.length);
    const companies = new Set((await t.database.db.select({ name: schema.companies.name }).from(schema.companies)).map((c) => c.name));
    for (const p of practices) expect(companies).toContain(p.promoterInstitution);
    const by = (status: number) => practices.filter((p) => p.status === status);
    expect(by(0).length).toBeGreaterThanOrEqual(5);
    expect(by(2).length).toBeGreaterThanOrEqual(20);
    expect(by(3).length).toBeGreaterThanOrEqual(3);
    expect(practices.some((p) => !p.active)).toBe(true);
    expect(practices.some((p) => p.selected && p.status === 2 && p.active)).toBe(true);
    for (const p of practices.filter((x) => x.selected)) expect(p.status).toBe(2);
  });

  it('sits at real places across México, each with an address and both coordinates', () => {
    for (const p of practices) {
      expect(p.ubication, p.name).toBeTruthy();
      // México's bounding box.
      expect(p.lat!).toBeGreaterThan(14.5);
      expect(p.lat!).toBeLessThan(32.8);
      expect(p.lng!).toBeGreaterThan(-118.5);
      expect(p.lng!).toBeLessThan(-86.5);
    }
    const states = new Set(practices.map((p) => p.ubication!.split(', ').at(-1)));
    expect(states.size).toBeGreaterThanOrEqual(15);
  });

  it('every practice passes the definition’s rules, and has its image and logo stored', async () => {
    for (const p of practices) {
      const body = {
        name: p.name,
        objective: p.objective,
        description: p.description,
        promoterInstitution: p.promoterInstitution,
        email: p.email,
        information: p.information,
        lat: p.lat,
        lng: p.lng,
        aceptVolunteers: p.aceptVolunteers,
        numberOfVolunteers: p.numberOfVolunteers,
      };
      const parsed = practicesDef.updateSchema.safeParse(body);
      expect(parsed.success, `${p.name}: ${parsed.error?.message}`).toBe(true);
      expect(practicesDef.check?.(body)).toEqual([]);
      expect(practicesDef.normalize?.({ ...body })).toEqual(body);
      for (const url of [p.image, p.logo]) {
        expect(url).toMatch(/^\/uploads\/good-practices\/[0-9a-f-]+\.webp$/);
        for (const file of withVariants(url!)) expect(await fileExists(t, file), file).toBe(true);
      }
      const lists = await t.database.sql`select count(*)::int as n from good_practice_objectives where owner_id = ${p.id}`;
      expect(lists[0]!.n).toBeGreaterThan(0);
    }
  });

  it('volunteers only on approved practices that accept them, never more than asked for, some inactive', async () => {
    const volunteers = await t.database.db.select().from(schema.volunteers);
    expect(volunteers.length).toBeGreaterThanOrEqual(50);
    expect(result.counts.volunteers).toBe(volunteers.length);
    expect(volunteers.some((v) => !v.active)).toBe(true);
    for (const p of practices) {
      const own = volunteers.filter((v) => v.goodPracticeId === p.id);
      if (!p.aceptVolunteers || p.status !== 2) expect(own, p.name).toHaveLength(0);
      else expect(own.length).toBeLessThanOrEqual(p.numberOfVolunteers!);
      for (const v of own) expect(v.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
    }
    expect(practices.some((p) => !p.aceptVolunteers && p.numberOfVolunteers === null)).toBe(true);
  });

  it('history: registered by a public-site user of the company, reviewed by the first super user', async () => {
    for (const p of practices) {
      const rows = await t.database.db.select().from(schema.historicals).where(eq(schema.historicals.document, p.id));
      const causes = rows.map((h) => h.cause);
      const create = rows.find((h) => h.cause === 'create')!;
      expect(create.userId).toBe(p.createdById);
      expect(create.createdAt.getTime()).toBe(p.createdAt.getTime());
      if (p.status === 2) expect(rows.find((h) => h.cause === 'acepted')).toMatchObject({ description: 'Aceptar iniciativa', adminId: superId });
      if (p.status === 3) expect(rows.find((h) => h.cause === 'rejected')!.description.length).toBeGreaterThan(20);
      if (p.status === 0) expect(causes).not.toContain('acepted');
      // Sign-ups come from the public site: no admin is their author.
      for (const join of rows.filter((h) => h.cause === 'join')) expect({ adminId: join.adminId, userId: join.userId }).toEqual({ adminId: null, userId: null });
      expect(causes.includes('deactivate')).toBe(!p.active);
    }
  });

  it('the back-office lists them: the tiles count them and the map finds the approved ones', async () => {
    const api = client(t, await loginAsSuper(t));
    const totals = expectOk<Record<string, number>>(await api.get('/api/goodPractices/totals'), 200, es.api.ok);
    expect(totals).toEqual({
      total: practices.length,
      totalPending: practices.filter((p) => p.status === 0 && p.active).length,
      totalAction: practices.filter((p) => p.status === 2 && p.active).length,
      rejected: practices.filter((p) => p.status === 3).length,
      innactive: practices.filter((p) => !p.active).length,
    });
    const approved = expectOk<Rec[]>(await api.get('/api/goodPractices/all?status=2'), 200, es.api.list);
    expect(approved).toHaveLength(totals.totalAction!);
    const first = expectOk<Page<Rec>>(await api.get('/api/goodPractices?limit=1'), 200, es.api.list).docs[0]!;
    expect(first.createdBy).not.toBeNull();
    expect((first.ods as Rec[]).length).toBeGreaterThan(0);
  });
});
