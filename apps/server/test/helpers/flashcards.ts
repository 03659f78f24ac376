/**
 * Helpers for the flashcards suites: the catalogues a card points at (two GTAs with their work axes, implementation
 * scopes, areas, CLIMB records, an ODS), a valid body, and admins with the flags the CONTRACT maps to cards.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ModuleName } from '@app/domain/core/modules';
import type { PermissionFlags } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, createAdmin, type TestApp } from './app.ts';
import { client, expectOk } from './expect.ts';
import { insertGta } from './people.ts';
import type { Rec } from './resources.ts';

export interface CardWorld {
  gtaA: { id: string; title: string };
  gtaB: { id: string; title: string };
  axisA: string;
  axisA2: string;
  axisB: string;
  inactiveAxisA: string;
  scopes: string[];
  areas: string[];
  climbs: string[];
  ods: string;
}

const suffix = () => randomBytes(3).toString('hex');

async function catalogue(t: TestApp, table: typeof schema.businessTypes, names: string[]): Promise<string[]> {
  const rows = await t.database.db
    .insert(table)
    .values(names.map((name) => ({ name: `${name} ${suffix()}`, description: `Descripción de ${name}` })))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/** The records every card of a suite can point at, written directly (their own suites test their routes). */
export async function cardWorld(t: TestApp): Promise<CardWorld> {
  const { db } = t.database;
  const a = await insertGta(t, { title: 'GTA Agua', nomenclature: 'AG' });
  const b = await insertGta(t, { title: 'GTA Energía', nomenclature: 'EN', color: '#F4A300' });
  const axis = async (gtaId: string, objective: string, active = true) =>
    (await db.insert(schema.workAxes).values({ gtaId, objective, position: '1', active }).returning({ id: schema.workAxes.id }))[0]!.id;
  const [ods] = await db.select({ id: schema.objectives.id }).from(schema.objectives).limit(1);
  const climbs = await db
    .insert(schema.climbs)
    .values([
      { nomenclature: 'C', name: `Cultura ${suffix()}`, description: 'Cultura' },
      { nomenclature: 'L', name: `Liderazgo ${suffix()}`, description: 'Liderazgo' },
    ])
    .returning({ id: schema.climbs.id });
  return {
    gtaA: { id: a.id, title: a.title },
    gtaB: { id: b.id, title: b.title },
    axisA: await axis(a.id, 'Reducir el consumo de agua'),
    axisA2: await axis(a.id, 'Reutilizar el agua tratada'),
    axisB: await axis(b.id, 'Eficiencia energética'),
    inactiveAxisA: await axis(a.id, 'Eje retirado', false),
    scopes: await catalogue(t, schema.businessTypes, ['Industria', 'Comercio', 'Servicios']),
    areas: await catalogue(t, schema.areas, ['Operaciones', 'Compras']),
    climbs: climbs.map((c) => c.id),
    ods: ods!.id,
  };
}

/** A valid card of GTA A, `overrides` on top. */
export function cardBody(w: CardWorld, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Captación de agua de lluvia',
    what: 'Recolectar el agua de lluvia de los techos para usos que no requieren agua potable.',
    how1: 'Instalar canaletas y un filtro de primeras lluvias.',
    how2: 'Almacenar en cisternas cerradas.',
    indicator: 'Litros captados al mes',
    gta: w.gtaA.id,
    workAxis: w.axisA,
    objective: w.ods,
    businessType: [w.scopes[0], w.scopes[1]],
    area: [w.areas[0]],
    climb: [w.climbs[1], w.climbs[0]],
    implementationTime: 'Mediano plazo',
    ...overrides,
  };
}

/** Flags per module of a card's admin: the CONTRACT maps writing cards to formCards, the carousel to carouselCards. */
export type Flags = Partial<Record<ModuleName, Partial<PermissionFlags>>>;

/** An admin with these flags (and role, GTA) and a JSON client for them. */
export async function cardAdmin(t: TestApp, permissions: Flags, opts: { role?: 0 | 1 | 2; gta?: string | null } = {}) {
  const admin = await createAdmin(t, { role: opts.role ?? 1, permissions, gta: opts.gta ?? null });
  const token = await t.app.issueToken({ id: admin.id, gta: opts.gta ?? null });
  return { ...admin, token, api: client(t, token) };
}

export async function createCard(t: TestApp, token: string, body: Record<string, unknown>): Promise<Rec> {
  return expectOk<Rec>(await call(t, { method: 'POST', url: '/api/flashcards', token, payload: body }), 201, es.api.saved);
}

/** Moves a card to a status directly (the workflow suite tests the moves themselves). */
export async function setStatus(t: TestApp, id: string, status: number, active = true): Promise<void> {
  await t.database.db.update(schema.flashcards).set({ status, active }).where(eq(schema.flashcards.id, id));
}

export const ids = (records: { _id: string }[]) => records.map((r) => r._id);

export function expectPopulatedLists(card: Rec, w: CardWorld) {
  expect((card.businessType as Rec[]).map((b) => b._id)).toEqual([w.scopes[0], w.scopes[1]]);
  expect((card.climb as Rec[]).map((c) => c._id)).toEqual([w.climbs[1], w.climbs[0]]);
}
