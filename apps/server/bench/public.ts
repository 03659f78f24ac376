/**
 * The public site's figures at 10,000 approved cards, 50 clients each, in turns: the back-office's card list, the
 * anonymous one as visitors ask for it, the same built afresh for each request, and its revalidation (`If-None-Match`
 * with the ETag of a full answer). A side whose product has no public list (a base from before it) has the first alone.
 */
import type postgres from 'postgres';
import { compare, type Load, type LoadOptions } from './load.ts';

export const CARDS = 10_000;
export const CLIENTS = 50;
const PUBLIC_LIST = '/api/public/flashcards?page=1&limit=10';
const ADMIN_LIST = '/api/flashcards?page=1&limit=10';

/** A product the figures are taken from. */
export interface Target {
  origin: string;
  token: string;
  pid: number;
}

export interface PublicFigures {
  backOffice: Load;
  /** Without public routes, none of these. */
  full?: Load;
  /** Each request a URL of its own, so that no server keeps its answer: what a full answer costs to build. */
  built?: Load;
  revalidated?: Load;
}

/**
 * Approved, active cards as another program would insert them, with what a card refers to: a GTA, a work axis, an ODS,
 * a business type, an area and a CLIMB. The same rows in every database, written with its own tables.
 */
export async function seedCards(sql: postgres.Sql, cards = CARDS) {
  await sql.begin(async (tx) => {
    const [gta] = await tx<{ id: string }[]>`
      insert into gtas (title, goal, action_lines, nomenclature, author, position)
      values ('Agua', 'Cuidar el agua', 'Medir y reducir el consumo', 'AG', 'Equipo de la prueba', 'Coordinación') returning id`;
    const [axis] = await tx<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Consumo responsable', '1') returning id`;
    const [ods] = await tx<{ id: string }[]>`insert into objectives (title, objective, color) values ('ODS 6', 'Agua limpia y saneamiento', '#26bde2') returning id`;
    const [scope] = await tx<{ id: string }[]>`insert into business_types (name, description) values ('Oficinas', 'Sedes administrativas') returning id`;
    const [area] = await tx<{ id: string }[]>`insert into areas (name, description) values ('Operaciones', 'Plantas y bodegas') returning id`;
    const [climb] = await tx<{ id: string }[]>`insert into climbs (nomenclature, name, description) values ('C1', 'Comprometer', 'Compromiso de la dirección') returning id`;
    const ids = await tx<{ id: string }[]>`
      insert into flashcards (number, name, what, how1, indicator, gta_id, work_axis_id, objective_id, implementation_time, status, created_at, updated_at)
      select 180 + i % 320, 'Tarjeta ' || i, 'Reducir el consumo de agua en la sede número ' || i, 'Medir el consumo de cada mes',
             'Litros por persona', ${gta!.id}, ${axis!.id}, ${ods!.id}, 'Mediano plazo', 2, now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(1, ${cards}::int) as i
      returning id`;
    const cardIds = ids.map((r) => r.id);
    for (const [table, target] of [
      ['flashcard_business_types', scope!.id],
      ['flashcard_areas', area!.id],
      ['flashcard_climbs', climb!.id],
    ] as const) {
      await tx`insert into ${tx(table)} (owner_id, target_id, position) select unnest(${cardIds}::uuid[]), ${target}, 0`;
    }
  });
  await sql`vacuum analyze flashcards`;
}

/** The ETag of a full answer of the public list, or nothing where the product has no public list. */
async function etagOf(origin: string): Promise<string | undefined> {
  // Uncompressed, as autocannon asks: a compressed answer has an ETag of its own.
  const res = await fetch(`${origin}${PUBLIC_LIST}`, { headers: { 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  if (res.status === 404) return undefined;
  const etag = res.headers.get('etag');
  if (res.status !== 200 || !etag) throw new Error(`${origin}${PUBLIC_LIST}: ${res.status}, ETag ${etag}`);
  return etag;
}

/** Each side's loads, all of them measured in turns (`compare`), so that whatever drifts falls on them alike. */
export async function measurePublic(targets: Target[], seconds: number, rounds: number): Promise<PublicFigures[]> {
  const at = (t: Target) => ({ connections: CLIENTS, seconds, pid: t.pid });
  const plan = await Promise.all(
    targets.map(async (t) => {
      const etag = await etagOf(t.origin);
      const loads: LoadOptions[] = [{ ...at(t), url: `${t.origin}${ADMIN_LIST}`, token: t.token }];
      let n = 0;
      if (etag) {
        loads.push(
          { ...at(t), url: `${t.origin}${PUBLIC_LIST}` },
          { ...at(t), url: t.origin, path: () => `${PUBLIC_LIST}&n=${n++}` },
          { ...at(t), url: `${t.origin}${PUBLIC_LIST}`, ifNoneMatch: etag },
        );
      }
      return loads;
    }),
  );
  const measured = await compare(plan.flat(), rounds);
  return plan.map((loads) => {
    const [backOffice, full, built, revalidated] = measured.splice(0, loads.length) as [Load, Load?, Load?, Load?];
    return { backOffice, full, built, revalidated };
  });
}
