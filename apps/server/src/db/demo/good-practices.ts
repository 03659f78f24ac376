import { randomUUID } from 'node:crypto';
import { PRACTICE_STATUS, goodPractices as practicesDef } from '@app/domain/resources/good-practices';
import { volunteers as volunteersDef } from '@app/domain/resources/volunteers';
import type { Executor } from '../connect.ts';
import { SDGS } from '../reference/sdgs.ts';
import * as schema from '../schema/index.ts';
import { FIRST_NAMES, SURNAMES } from './content.ts';
import type { fileBatch } from './files.ts';
import { PRACTICES, VOLUNTEER_COUNTRIES, VOLUNTEER_DEACTIVATION_REASONS, type PracticeItem, type PracticeTheme } from './good-practices-content.ts';
import { companyLogo, tint } from './images.ts';
import { asciiWord } from './names.ts';
import { seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Its own sequence: adding practices never changes the rest of the demo. */
const SEED = 2031;

type HistoryRow = typeof schema.historicals.$inferInsert;
type Named = { id: string; name: string; active: boolean };

export interface PracticeDemoInput {
  now: number;
  /** The first super user: the reviewer of every demo practice. */
  adminId: string | null;
  companies: readonly (Named & { createdAt: Date })[];
  users: readonly { id: string; company: string | null; active: boolean; createdAt: Date }[];
  pactAxes: readonly Named[];
  joinTypes: readonly Named[];
  joinSubTypes: readonly Named[];
  timeInitiatives: readonly Named[];
  files: ReturnType<typeof fileBatch>;
  /** Where file drawing jobs go: the caller runs them before its transaction. */
  jobs: (() => Promise<void>)[];
  history: HistoryRow[];
}

export interface PracticeDemo {
  practices: (typeof schema.goodPractices.$inferInsert & { id: string })[];
  ods: (typeof schema.goodPracticeObjectives.$inferInsert)[];
  axes: (typeof schema.goodPracticeAxesGlobalPact.$inferInsert)[];
  joinTypes: (typeof schema.goodPracticeJoinTypes.$inferInsert)[];
  volunteers: (typeof schema.volunteers.$inferInsert)[];
}

const THEME_COLORS: Record<PracticeTheme, string> = {
  water: '#1E88C8',
  energy: '#F2A900',
  nature: '#2E7D32',
  people: '#AD1457',
  learning: '#C62828',
  city: '#EF6C00',
  health: '#00838F',
};

/** A picture of the initiative: a landscape in its theme's colours, with a sun, hills and its symbol. */
function practiceImage(theme: PracticeTheme, seed: number): string {
  const color = THEME_COLORS[theme];
  const symbols: Record<PracticeTheme, string> = {
    water: '<path fill="#ffffff" d="M128 96 C128 96 104 126 104 142 A24 24 0 0 0 152 142 C152 126 128 96 128 96 Z"/>',
    energy: '<path fill="#ffffff" d="M136 88 L108 132 H128 L120 168 L152 120 H132 Z"/>',
    nature: '<path fill="#ffffff" d="M156 96 C120 96 100 116 100 138 C100 148 104 154 110 158 C114 136 126 124 144 116 C130 128 122 140 118 160 C148 162 156 136 156 96 Z"/>',
    people: '<circle fill="#ffffff" cx="128" cy="112" r="12"/><path fill="#ffffff" d="M104 164 C104 140 114 130 128 130 C142 130 152 140 152 164 Z"/>',
    learning: '<path fill="#ffffff" d="M96 118 L128 102 L160 118 L128 134 Z"/><path fill="#ffffff" d="M108 128 V146 C116 154 140 154 148 146 V128 L128 138 Z"/>',
    city: '<rect fill="#ffffff" x="100" y="120" width="16" height="40"/><rect fill="#ffffff" x="120" y="100" width="18" height="60"/><rect fill="#ffffff" x="142" y="128" width="14" height="32"/>',
    health: '<rect fill="#ffffff" x="120" y="100" width="16" height="56" rx="3"/><rect fill="#ffffff" x="100" y="120" width="56" height="16" rx="3"/>',
  };
  const sunX = 40 + (seed % 5) * 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${tint(color, 0.75)}"/>` +
    `<circle cx="${sunX}" cy="52" r="22" fill="#FFF3C4"/>` +
    `<path d="M0 196 C60 160 110 210 170 178 C210 158 236 170 256 180 V256 H0 Z" fill="${tint(color, 0.35)}"/>` +
    `<path d="M0 224 C70 200 140 236 256 206 V256 H0 Z" fill="${color}"/>` +
    `<circle cx="128" cy="132" r="52" fill="${color}"/>${symbols[theme]}</svg>`
  );
}

const byName = (items: readonly Named[], name: string, what: string): Named => {
  const found = items.find((i) => i.name === name);
  if (!found) throw new Error(`Buena práctica de demostración: ${what} «${name}» no existe`);
  return found;
};


/** The record the public site would have stored; checked against the definition's own edit rules. */
function practiceBody(item: PracticeItem, refs: { ods: string[]; axes: string[]; joinTypes: string[]; size: string; duration: string }) {
  const domain = `${asciiWord(item.company).replace(/\./g, '')}.example.com`;
  const body = {
    name: item.name,
    objective: item.objective,
    description: item.description,
    ods: refs.ods,
    axisGlobalPact: refs.axes,
    businessJoinType: refs.joinTypes,
    otherAmbit: item.otherAmbit ?? '',
    promoterInstitution: item.company,
    businessJoinSubType: refs.size,
    alliedInstitutions: item.allies ?? '',
    email: `sostenibilidad@${domain}`,
    shareName: item.shareName ?? true,
    ubication: item.address,
    lat: item.lat,
    lng: item.lng,
    implementationPeriod: item.period,
    implementationTime: refs.duration,
    indicator: item.indicator,
    information: `Informe de sostenibilidad ${item.period.slice(0, 4)} de ${item.company}; ficha técnica de la iniciativa.`,
    aceptVolunteers: item.volunteers !== undefined,
    numberOfVolunteers: item.volunteers ?? null,
  };
  const parsed = practicesDef.updateSchema.safeParse(body);
  const checked = parsed.success ? practicesDef.check?.(parsed.data) ?? [] : [];
  if (!parsed.success || checked.length > 0) {
    const issues = parsed.success ? JSON.stringify(checked) : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Buena práctica de demostración no válida (${item.name}): ${issues}`);
  }
  return body;
}

/**
 * The demo's good practices (`DEMO_DATA`): the initiatives of `PRACTICES`, registered by a public-site user of
 * each company, then reviewed (accepted, rejected with a reason, some deactivated) by the first super user; their
 * images and logos; and the volunteers of those that accept them. History rows go to `input.history`, file drawing to
 * `input.jobs`; `insertPracticeDemo` writes the rest inside the caller's transaction.
 */
export async function buildPracticeDemo(db: Executor, input: PracticeDemoInput): Promise<PracticeDemo> {
  const rng = seededRandom(SEED);
  // The reference data's ODS, by their official number.
  const stored = await db.select({ id: schema.objectives.id, title: schema.objectives.title }).from(schema.objectives);
  const odsId = (n: number) => {
    const title = SDGS.find((g) => g.number === n)?.title;
    const found = stored.find((o) => o.title === title);
    if (!found) throw new Error(`Buenas prácticas de demostración: falta el ODS ${n} de los datos de referencia`);
    return found.id;
  };

  const out: PracticeDemo = { practices: [], ods: [], axes: [], joinTypes: [], volunteers: [] };
  /** A history row by the reviewer, unless `author` names a public-site user, or `null` (the public site itself). */
  const write = (cause: HistoryRow['cause'], document: string, module: string, at: Date, description = '', author?: string | null) =>
    input.history.push({
      cause,
      description,
      document,
      module,
      createdAt: at,
      ...(author === undefined ? { adminId: input.adminId } : { userId: author }),
    });

  PRACTICES.forEach((item, i) => {
    const company = input.companies.find((c) => c.name === item.company);
    if (!company) throw new Error(`Buena práctica de demostración: empresa «${item.company}» no existe`);
    const refs = {
      ods: item.ods.map(odsId),
      axes: item.axes.map((n) => byName(input.pactAxes, n, 'eje del Pacto Global').id),
      joinTypes: [byName(input.joinTypes, item.joinType, 'tipo de adhesión').id],
      size: byName(input.joinSubTypes, item.size, 'subtipo de adhesión').id,
      duration: byName(input.timeInitiatives, item.duration, 'duración').id,
    };
    const body = practiceBody(item, refs);
    // Registered by someone of the company on the public site, after both existed; reviewed days later.
    const colleagues = input.users.filter((u) => u.company === item.company && u.active);
    const author = colleagues.length > 0 ? rng.pick(colleagues) : undefined;
    const earliest = Math.max(company.createdAt.getTime(), author?.createdAt.getTime() ?? 0) + DAY;
    const latest = input.now - 6 * DAY;
    const createdAt = new Date(earliest + rng.next() * Math.max(latest - earliest, HOUR));
    let updatedAt = createdAt;
    const id = randomUUID();
    write('create', id, 'goodPractices', createdAt, '', author?.id ?? null);
    const status = item.status === 'approved' ? PRACTICE_STATUS.approved : item.status === 'rejected' ? PRACTICE_STATUS.rejected : PRACTICE_STATUS.pending;
    if (item.status !== 'pending') {
      updatedAt = new Date(Math.min(createdAt.getTime() + rng.int(1, 5) * DAY + rng.int(0, DAY), input.now - 2 * DAY));
      if (item.status === 'approved') write('acepted', id, 'goodPractices', updatedAt, 'Aceptar iniciativa');
      else write('rejected', id, 'goodPractices', updatedAt, item.reason ?? '');
    }
    if (item.inactive) {
      updatedAt = new Date(Math.min(updatedAt.getTime() + rng.int(1, 20) * DAY, input.now - HOUR));
      write('deactivate', id, 'goodPractices', updatedAt, item.inactive);
    }
    const row = {
      id,
      active: item.inactive === undefined,
      createdAt,
      updatedAt,
      name: body.name,
      objective: body.objective,
      description: body.description,
      otherAmbit: body.otherAmbit || null,
      promoterInstitution: body.promoterInstitution,
      businessJoinSubTypeId: refs.size,
      alliedInstitutions: body.alliedInstitutions || null,
      email: body.email,
      shareName: body.shareName,
      ubication: body.ubication,
      lat: body.lat,
      lng: body.lng,
      implementationPeriod: body.implementationPeriod,
      implementationTimeId: refs.duration,
      indicator: body.indicator,
      information: body.information,
      aceptVolunteers: body.aceptVolunteers,
      numberOfVolunteers: body.numberOfVolunteers,
      status,
      selected: item.selected === true,
      createdById: author?.id ?? null,
      image: null as string | null,
      logo: null as string | null,
    };
    out.practices.push(row);
    refs.ods.forEach((targetId, position) => out.ods.push({ ownerId: id, targetId, position }));
    refs.axes.forEach((targetId, position) => out.axes.push({ ownerId: id, targetId, position }));
    refs.joinTypes.forEach((targetId, position) => out.joinTypes.push({ ownerId: id, targetId, position }));
    const initials = item.company
      .split(/\s+/)
      .filter((w) => w.length > 3)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
    input.jobs.push(
      async () => {
        row.image = await input.files.image('good-practices', practiceImage(item.theme, i), `iniciativa-${i + 1}.png`);
      },
      async () => {
        row.logo = await input.files.image('good-practices', companyLogo(THEME_COLORS[item.theme], initials, i), `logo-iniciativa-${i + 1}.png`);
      },
    );

    // Volunteers sign up once the practice is public (approved), up to what it asked for.
    if (item.volunteers === undefined || status !== PRACTICE_STATUS.approved) return;
    const count = Math.min(item.volunteers, rng.int(Math.ceil(item.volunteers / 4), item.volunteers));
    for (let v = 0; v < count; v++) {
      const name = rng.pick(FIRST_NAMES);
      const [first, second] = rng.sample(SURNAMES, 2) as [string, string];
      const joinedAt = new Date(updatedAt.getTime() + HOUR + rng.next() * Math.max(input.now - updatedAt.getTime() - 2 * HOUR, HOUR));
      const volunteer = {
        id: randomUUID(),
        goodPracticeId: id,
        name,
        lastName: `${first} ${second}`,
        email: `${asciiWord(name.split(' ')[0]!)}.${asciiWord(first)}${i}${v}@${rng.pick(['example.com', 'example.org', 'example.net'])}`,
        country: rng.pick(VOLUNTEER_COUNTRIES),
        createdAt: joinedAt,
        updatedAt: joinedAt,
        active: true,
      };
      const { goodPracticeId: _practice, id: _id, createdAt: _c, updatedAt: _u, active: _a, ...fields } = volunteer;
      const checked = volunteersDef.createSchema.safeParse({ ...fields, goodPractice: id });
      if (!checked.success) throw new Error(`Voluntario de demostración no válido: ${checked.error.message}`);
      // The public site records the sign-up, on the practice ("voluntario") and on the volunteer; no admin did it.
      write('join', id, 'goodPractices', joinedAt, `${name} ${first} se inscribió como voluntario`, null);
      write('create', volunteer.id, 'volunteers', joinedAt, '', null);
      if (rng.chance(0.1)) {
        volunteer.active = false;
        volunteer.updatedAt = new Date(Math.min(joinedAt.getTime() + rng.int(1, 10) * DAY, input.now - HOUR));
        write('deactivate', volunteer.id, 'volunteers', volunteer.updatedAt, rng.pick(VOLUNTEER_DEACTIVATION_REASONS));
      }
      out.volunteers.push(volunteer);
    }
  });
  return out;
}

/** Writes what `buildPracticeDemo` prepared, inside the demo's transaction (the history goes with the rest). */
export async function insertPracticeDemo(tx: Executor, demo: PracticeDemo): Promise<void> {
  await tx.insert(schema.goodPractices).values(demo.practices);
  await tx.insert(schema.goodPracticeObjectives).values(demo.ods);
  await tx.insert(schema.goodPracticeAxesGlobalPact).values(demo.axes);
  await tx.insert(schema.goodPracticeJoinTypes).values(demo.joinTypes);
  if (demo.volunteers.length > 0) await tx.insert(schema.volunteers).values(demo.volunteers);
}
