/**
 * Helpers for the good-practices suites: the catalogues a practice points at, practices and volunteers written directly
 * (the public site creates them; the back-office only reviews and edits), and admins with the goodPractices flags.
 */
import { randomBytes } from 'node:crypto';
import type { PermissionFlags } from '@app/domain/core/permissions';
import type { Tx } from '../../src/db/connect.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createAdmin, type TestApp } from './app.ts';
import { asExisting } from './existing.ts';
import { client } from './expect.ts';
import { insertUser } from './people.ts';

export interface PracticeWorld {
  ods: { id: string; title: string; color: string }[];
  pactAxes: string[];
  joinTypes: string[];
  joinSubTypes: string[];
  times: string[];
  userId: string;
}

const suffix = () => randomBytes(3).toString('hex');

async function catalogue(t: TestApp, table: typeof schema.businessJoinTypes, names: string[]): Promise<string[]> {
  const rows = await t.database.db
    .insert(table)
    .values(names.map((name) => ({ name: `${name} ${suffix()}`, description: `Descripción de ${name}` })))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/** The records every practice of a suite can point at. */
export async function practiceWorld(t: TestApp): Promise<PracticeWorld> {
  const { db } = t.database;
  const ods = await db
    .select({ id: schema.objectives.id, title: schema.objectives.title, color: schema.objectives.color })
    .from(schema.objectives)
    .orderBy(schema.objectives.title)
    .limit(3);
  const pactAxes = await db
    .insert(schema.axesGlobalPact)
    .values([
      { name: `Derechos humanos ${suffix()}`, description: 'Apoyar los derechos humanos' },
      { name: `Medio ambiente ${suffix()}`, description: 'Cuidar el medio ambiente' },
    ])
    .returning({ id: schema.axesGlobalPact.id });
  return {
    ods,
    pactAxes: pactAxes.map((a) => a.id),
    joinTypes: await catalogue(t, schema.businessJoinTypes, ['Empresa', 'Academia']),
    joinSubTypes: await catalogue(t, schema.businessJoinSubTypes, ['Pequeña', 'Grande']),
    times: await catalogue(t, schema.timeInitiatives, ['Corto plazo', 'Largo plazo']),
    userId: (await insertUser(t, { company: 'Envases Sustentables de Occidente' })).id,
  };
}

type PracticeRow = typeof schema.goodPractices.$inferInsert;

/** A complete practice as the public site registers it, `values` on top; its lists written too. */
export function insertPractice(
  t: TestApp,
  w: PracticeWorld,
  values: Partial<PracticeRow> = {},
  lists: { ods?: string[]; axisGlobalPact?: string[]; businessJoinType?: string[] } = {},
) {
  return asExisting(t, (db) => writePractice(db, w, values, lists));
}

async function writePractice(db: Tx, w: PracticeWorld, values: Partial<PracticeRow>, lists: { ods?: string[]; axisGlobalPact?: string[]; businessJoinType?: string[] }) {
  const [row] = await db
    .insert(schema.goodPractices)
    .values({
      name: `Reciclaje de envases en Tlaquepaque ${suffix()}`,
      objective: 'Recuperar el 60 % de los envases que la planta pone en el mercado.',
      description: 'Centros de acopio con cooperativas de recicladores y pago por kilo recuperado.',
      otherAmbit: 'Economía circular',
      promoterInstitution: 'Envases Sustentables de Occidente',
      businessJoinSubTypeId: w.joinSubTypes[1],
      alliedInstitutions: 'Cooperativa Recicla Jalisco',
      email: 'contacto@envases.example.com',
      shareName: true,
      ubication: 'Av. Niños Héroes 120, Tlaquepaque, Jalisco',
      lat: 20.6407,
      lng: -103.3115,
      implementationPeriod: '2023–2025',
      implementationTimeId: w.times[0],
      indicator: 'Toneladas de envases recuperadas al año',
      information: 'Informe anual de sostenibilidad 2024, págs. 12–18.',
      aceptVolunteers: true,
      numberOfVolunteers: 12,
      status: 0,
      createdById: w.userId,
      ...values,
    })
    .returning();
  const id = row!.id;
  const write = async (table: typeof schema.goodPracticeObjectives, ids: string[]) => {
    if (ids.length > 0) await db.insert(table).values(ids.map((targetId, position) => ({ ownerId: id, targetId, position })));
  };
  await write(schema.goodPracticeObjectives, lists.ods ?? [w.ods[0]!.id, w.ods[1]!.id]);
  await write(schema.goodPracticeAxesGlobalPact, lists.axisGlobalPact ?? [w.pactAxes[1]!]);
  await write(schema.goodPracticeJoinTypes, lists.businessJoinType ?? [w.joinTypes[0]!]);
  return row!;
}

export async function insertVolunteers(t: TestApp, goodPracticeId: string, count: number, values: Partial<typeof schema.volunteers.$inferInsert> = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    goodPracticeId,
    name: `Voluntaria ${i + 1}`,
    lastName: 'García López',
    email: `voluntaria${i + 1}.${suffix()}@example.com`,
    country: 'México',
    // Oldest first, one minute apart: the list's default order (newest first) is then predictable.
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, i)),
    ...values,
  }));
  return asExisting(t, (db) => db.insert(schema.volunteers).values(rows).returning());
}

export type Flags = Partial<PermissionFlags>;

/** An admin with these goodPractices flags (and role) and a JSON client for them. */
export async function practiceAdmin(t: TestApp, flags: Flags, role: 0 | 1 | 2 = 1) {
  const admin = await createAdmin(t, { role, permissions: { goodPractices: flags } });
  const token = await t.app.issueToken({ id: admin.id, gta: null });
  return { ...admin, token, api: client(t, token) };
}
