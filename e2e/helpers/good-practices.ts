import type { Sql } from './db.ts';

export interface PracticeFixture {
  name: string;
  status?: 0 | 2 | 3;
  ubication?: string | null;
  lat?: number | null;
  lng?: number | null;
  aceptVolunteers?: boolean;
  numberOfVolunteers?: number | null;
}

/**
 * Inserts a good practice as the public site registers it (the back-office has no create), with one ODS; returns its
 * id. No history rows: the browser tests read what the back-office itself writes.
 */
export async function insertPractice(sql: Sql, p: PracticeFixture): Promise<string> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into good_practices (name, objective, description, promoter_institution, email, information, ubication, lat, lng,
                                  acept_volunteers, number_of_volunteers, status)
      values (${p.name}, 'Reducir el consumo de agua en la planta.', 'Captación pluvial y reutilización de agua tratada.',
              'Empresa de Prueba E2E', 'contacto@prueba.example.com', 'Informe anual de sostenibilidad.',
              ${p.ubication ?? null}, ${p.lat ?? null}, ${p.lng ?? null}, ${p.aceptVolunteers ?? false},
              ${p.numberOfVolunteers ?? null}, ${p.status ?? 0})
      returning id`;
    if (!row) throw new Error(`practice ${p.name} not inserted`);
    await tx`
      insert into good_practice_objectives (owner_id, target_id, position)
      select ${row.id}, id, 0 from objectives where title = 'Agua limpia y saneamiento'`;
    return row.id;
  });
}

/** Volunteers of a practice, the `inactive` first ones deactivated. */
export async function insertVolunteers(sql: Sql, practiceId: string, count: number, inactive = 0): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    good_practice_id: practiceId,
    name: `Voluntaria${String(i + 1).padStart(2, '0')}`,
    last_name: 'Prueba E2E',
    email: `voluntaria${i + 1}.${practiceId.slice(0, 8)}@example.com`,
    country: 'México',
    active: i >= inactive,
    created_at: new Date(Date.UTC(2025, 0, 1, 12, i)),
  }));
  await sql`insert into volunteers ${sql(rows)}`;
}
