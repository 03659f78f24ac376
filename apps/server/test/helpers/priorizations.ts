/**
 * Helpers for the votes suites: approved cards in two GTAs, admins with the priorizations flags, valid votes, and
 * votes written directly with chosen dates (the averages suites compute over sets they lay out by hand).
 */
import { randomBytes } from 'node:crypto';
import { es } from '@app/domain/messages/es';
import { SCORE_FIELDS, type ScoreField } from '@app/domain/resources/priorization-scores';
import * as schema from '../../src/db/schema/index.ts';
import { call, type TestApp } from './app.ts';
import { expectOk } from './expect.ts';
import { cardAdmin, type Flags } from './flashcards.ts';
import { insertFlashcard, insertGta } from './people.ts';
import type { Rec } from './resources.ts';

export type Scores = Record<ScoreField, number>;

/** Seven scores in the form's order: coverage, impact, replicabilty, benefit, budget, humanResources, infrastructure. */
export function scores(...values: number[]): Scores {
  return Object.fromEntries(SCORE_FIELDS.map((name, i) => [name, values[i] ?? 0])) as Scores;
}

export interface VoteWorld {
  gtaA: string;
  gtaB: string;
  /** Approved, active cards of GTA A. */
  approvedA: string[];
  approvedB: string;
  draft: string;
  sent: string;
  rejected: string;
  /** Approved but deactivated. */
  inactive: string;
}

/** Cards in every state, written directly (the flashcards suites test their workflow). */
export async function voteWorld(t: TestApp): Promise<VoteWorld> {
  const a = await insertGta(t, { title: 'GTA Agua', nomenclature: 'AG' });
  const b = await insertGta(t, { title: 'GTA Energía', nomenclature: 'EN', color: '#F4A300' });
  const card = async (gtaId: string, status: number, name: string, active = true) =>
    (await insertFlashcard(t, gtaId, { status, active, name, number: 180 + Math.floor(Math.random() * 300) })).id;
  return {
    gtaA: a.id,
    gtaB: b.id,
    approvedA: [await card(a.id, 2, 'Captación de agua de lluvia'), await card(a.id, 2, 'Riego por goteo'), await card(a.id, 2, 'Reúso de aguas grises')],
    approvedB: await card(b.id, 2, 'Paneles solares en techos'),
    draft: await card(a.id, 0, 'Borrador de tarjeta'),
    sent: await card(a.id, 1, 'Tarjeta en revisión'),
    rejected: await card(a.id, 3, 'Tarjeta rechazada'),
    inactive: await card(a.id, 2, 'Tarjeta aprobada y desactivada', false),
  };
}

/** The flags an editor of votes has: read (cast one's own) and update (re-rate one's own). */
export const VOTER: Flags = { priorizations: { read: true, update: true } };

export const voter = (t: TestApp, permissions: Flags = VOTER, opts: { role?: 0 | 1 | 2; gta?: string | null } = {}) =>
  cardAdmin(t, permissions, opts);

export async function castVote(t: TestApp, token: string, flashcard: string, values: Scores): Promise<Rec> {
  const res = await call(t, { method: 'POST', url: '/api/priorizations', token, payload: { flashcard, ...values } });
  return expectOk<Rec>(res, 201, es.api.saved);
}

/** Admins written directly, only to own votes of the averages sets. */
export async function insertAdmins(t: TestApp, count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(schema.admins)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Evaluador ${i + 1}`,
        lastName: 'Prueba',
        email: `evaluador-${randomBytes(4).toString('hex')}@example.com`,
        role: 1,
      })),
    )
    .returning({ id: schema.admins.id });
  return rows.map((r) => r.id);
}

/** A vote written directly, with the date and state a test lays out. */
export async function insertVote(
  t: TestApp,
  values: { flashcard: string; admin: string; scores: Scores; createdAt?: Date; active?: boolean },
): Promise<string> {
  const [row] = await t.database.db
    .insert(schema.priorizations)
    .values({
      flashcardId: values.flashcard,
      createdById: values.admin,
      ...values.scores,
      active: values.active ?? true,
      createdAt: values.createdAt ?? new Date(),
      updatedAt: values.createdAt ?? new Date(),
    })
    .returning({ id: schema.priorizations.id });
  return row!.id;
}
