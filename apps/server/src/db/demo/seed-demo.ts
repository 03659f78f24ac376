import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Resource } from '@app/domain/core/define-resource';
import type { HistoryCause } from '@app/domain/core/history';
import type { ResourceName } from '@app/domain/core/modules';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { axesGlobalPact as axesGlobalPactDef } from '@app/domain/resources/axes-global-pact';
import {
  areas as areasDef,
  businessJoinSubTypes as joinSubTypesDef,
  businessJoinTypes as joinTypesDef,
  businessTypes as businessTypesDef,
  climbs as climbsDef,
  sectors as sectorsDef,
  timeInitiatives as timeInitiativesDef,
} from '@app/domain/resources/catalogues';
import { companies as companiesDef } from '@app/domain/resources/companies';
import { filters as filtersDef } from '@app/domain/resources/filters';
import { gtas as gtasDef } from '@app/domain/resources/gtas';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { workAxes as workAxesDef } from '@app/domain/resources/work-axes';
import { imageVariant } from '@app/domain/core/files';
import { SDGS } from '../reference/sdgs.ts';
import { validateLocation } from '../../lib/locations/validate.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { FileStorage } from '../../uploads/storage.ts';
import type { Db, Executor } from '../connect.ts';
import * as schema from '../schema/index.ts';
import {
  AREAS,
  BUSINESS_TYPES,
  CLIMBS,
  COMMENT_DEACTIVATION_REASONS,
  COMMENTS,
  COMPANIES,
  CONTACTS,
  FILTERS,
  FIRST_NAMES,
  GTAS,
  JOIN_SUB_TYPES,
  JOIN_TYPES,
  PACT_AXES,
  SECTORS,
  SURNAMES,
  TIME_INITIATIVES,
  USER_DEACTIVATION_REASONS,
  USER_PLACES,
  type NamedItem,
} from './content.ts';
import { buildDemoAdmins, demoAdminRows } from './demo-admins.ts';
import { buildDemoCarousel, buildDemoFlashcards } from './demo-flashcards.ts';
import { fileBatch, runLimited } from './files.ts';
import { buildPracticeDemo, insertPracticeDemo } from './good-practices.ts';
import * as img from './images.ts';
import { simplePdf } from './pdf.ts';
import { buildDemoNotifications } from './notifications.ts';
import { asciiWord } from './names.ts';
import { seededRandom, type Random } from './random.ts';
import { buildVotes } from './votes.ts';

export interface DemoResult {
  /** False when the database already had demo records (or any company or GTA): nothing was written. */
  loaded: boolean;
  /** Records written per table. */
  counts: Record<string, number>;
  /** Files written (an image counts its original and two variants). */
  files: number;
  /** Whole run, and the part spent drawing and storing files. */
  ms: number;
  filesMs: number;
}

const SEED = 2030;
const COUNTRY = 'México';
const DAY = 24 * 60 * 60 * 1000;
const USER_COUNT = 30;
const DOWNLOAD_COUNT = 60;
const DOWNLOAD_WINDOW_DAYS = 90;
const COMMENT_COUNT = 80;
const SAVED_CARD_COUNT = 60;
/** Drawing and encoding run on libuv's thread pool (4 threads by default). */
const FILE_CONCURRENCY = 4;
const LOCK_KEY = 'backoffice:demo-data';
/** Every demo user signs in to the public site with it (README, "Public site"). */
export const DEMO_USER_PASSWORD = 'Sitio-demo-2030';

/** Companies or GTAs already there: an admin has been at work (or the demo ran), so the demo stays out. */
async function hasDemo(db: Executor): Promise<boolean> {
  const [company] = await db.select({ id: schema.companies.id }).from(schema.companies).limit(1);
  const [gta] = await db.select({ id: schema.gtas.id }).from(schema.gtas).limit(1);
  return company !== undefined || gta !== undefined;
}

/** The record as the create form would send it must pass the resource's own schema: demo data is never invalid data. */
function check(def: Pick<Resource, 'module' | 'createSchema'>, body: Record<string, unknown>): void {
  const result = def.createSchema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Dato de demostración no válido en ${def.module} (${JSON.stringify(body).slice(0, 120)}): ${issues}`);
  }
}

function checkPlace(module: string, place: { country: string; state: string; city: string }): void {
  const errors = validateLocation(place);
  if (errors.length > 0) {
    throw new Error(`Lugar de demostración no válido en ${module}: ${JSON.stringify(place)} ${JSON.stringify(errors)}`);
  }
}

const userSchema = z.object({
  name: z.string().min(2).max(50),
  lastName: z.string().min(2).max(50),
  email: z.email(),
  telephone: z.string().regex(/^\+52 \d{2,3} \d{3,4} \d{4}$/),
});


const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'en', 'el']);
const initials = (name: string, max = 2) =>
  name
    .split(/\s+/)
    .filter((w) => !SMALL_WORDS.has(w.toLowerCase()))
    .slice(0, max)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const PALETTE = ['#0B6E4F', '#1F4E79', '#B5651D', '#6A1B9A', '#00838F', '#C62828', '#2E7D32', '#AD1457', '#37474F', '#EF6C00'];

interface Stamp {
  id: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type HistoryRow = typeof schema.historicals.$inferInsert;

/**
 * Loads the demo data set (`DEMO_DATA`) on a database that has no companies and no GTAs: catalogues, GTAs with
 * their logos and guide PDFs, work axes, Global Pact axes, companies, filters, public-site users (confirmed accounts
 * that sign in with `DEMO_USER_PASSWORD`) and guide downloads, each record with its `create` history (and `deactivate`
 * for the inactive ones) by the first super user.
 *
 * Files are drawn and stored first, then every row is written in one transaction, so a failed run leaves neither rows
 * nor files and the next start tries again. The content and its timeline (relative to now) are the same on every run.
 *
 * @example if (config.demoData) await seedDemoData(db, storage, { log });
 */
export async function seedDemoData(
  db: Db,
  storage: FileStorage,
  opts: { log?: (msg: string) => void; now?: Date } = {},
): Promise<DemoResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const skipped = (): DemoResult => ({ loaded: false, counts: {}, files: 0, ms: elapsed(), filesMs: 0 });
  if (await hasDemo(db)) {
    opts.log?.('Datos de demostración omitidos: la base de datos ya tiene empresas o GTA');
    return skipped();
  }

  const rng = seededRandom(SEED);
  const now = (opts.now ?? new Date()).getTime();
  const [firstSuper] = await db
    .select({ id: schema.admins.id })
    .from(schema.admins)
    .where(eq(schema.admins.role, SUPER_USER_ROLE))
    .orderBy(asc(schema.admins.createdAt), asc(schema.admins.id))
    .limit(1);
  const history: HistoryRow[] = [];
  const adminId = firstSuper?.id ?? null;
  const files = fileBatch(storage);
  const jobs: (() => Promise<void>)[] = [];

  /** `count` ascending moments between `fromDays` and `toDays` ago, evenly spread with some jitter. */
  const timeline = (count: number, fromDays: number, toDays: number): Date[] => {
    const span = (fromDays - toDays) * DAY;
    const step = span / Math.max(count, 1);
    return Array.from({ length: count }, (_, i) => new Date(now - fromDays * DAY + i * step + rng.next() * step * 0.8));
  };

  /** Id, status and dates of a new record, and its history: created, and deactivated some days later if inactive. */
  const stamp = (module: ResourceName, createdAt: Date, inactive?: string, createdByUser?: string): Stamp => {
    const id = randomUUID();
    const write = (cause: HistoryCause, at: Date, description = '') =>
      history.push({ cause, description, document: id, module, adminId, createdAt: at });
    // A record a public-site user created (a comment) has that user as the author of its creation.
    if (createdByUser) history.push({ cause: 'create', description: '', document: id, module, userId: createdByUser, createdAt });
    else write('create', createdAt);
    if (inactive === undefined) return { id, active: true, createdAt, updatedAt: createdAt };
    const updatedAt = new Date(Math.min(createdAt.getTime() + rng.int(3, 40) * DAY + rng.int(0, DAY), now - 60 * 60 * 1000));
    write('deactivate', updatedAt, inactive);
    return { id, active: false, createdAt, updatedAt };
  };

  const catalogue = (def: Pick<Resource, 'module' | 'createSchema'>, items: readonly NamedItem[], fromDays: number) => {
    const times = timeline(items.length, fromDays, fromDays - 6);
    return items.map((item, i) => {
      check(def, { name: item.name, description: item.description });
      return { ...stamp(def.module, times[i]!, item.inactive), name: item.name, description: item.description };
    });
  };

  // Catalogues: the oldest records, set up before anything refers to them.
  const sectors = catalogue(sectorsDef, SECTORS, 240);
  const businessTypes = catalogue(businessTypesDef, BUSINESS_TYPES, 236);
  const areas = catalogue(areasDef, AREAS, 232);
  const timeInitiatives = catalogue(timeInitiativesDef, TIME_INITIATIVES, 228);
  const joinTypes = catalogue(joinTypesDef, JOIN_TYPES, 226);
  const joinSubTypes = catalogue(joinSubTypesDef, JOIN_SUB_TYPES, 224);
  const climbTimes = timeline(CLIMBS.length, 222, 218);
  const climbs = CLIMBS.map((item, i) => {
    const body = { nomenclature: item.nomenclature, name: item.name, description: item.description };
    check(climbsDef, body);
    return { ...stamp('climbs', climbTimes[i]!, item.inactive), ...body };
  });

  const filterItems = Object.entries(FILTERS).flatMap(([filterType, values]) => values.map((v) => ({ filterType, ...v })));
  const filterTimes = timeline(filterItems.length, 216, 210);
  const filters = filterItems.map((item, i) => {
    // The form sends a type's `_id`; the reference data's ids are the database's, looked up by value on insert.
    check(filtersDef, { value: item.value, filterType: randomUUID() });
    const filterTypeId = sql`(select id from filter_types where value = ${item.filterType})`;
    return { ...stamp('filters', filterTimes[i]!, item.inactive), value: item.value, filterTypeId };
  });

  const pactTimes = timeline(PACT_AXES.length, 208, 206);
  const pactAxes = PACT_AXES.map((item, i) => {
    const body = { name: item.name, description: item.description };
    check(axesGlobalPactDef, body);
    const row = { ...stamp('axesGlobalPact', pactTimes[i]!), ...body, logo: null as string | null };
    jobs.push(async () => {
      row.logo = await files.image('axesGlobalPact', img.badge(item.color, item.icon), `eje-pacto-${i + 1}.png`);
    });
    return row;
  });

  // GTAs, each with its logos, silhouette and guide, then their work axes.
  const gtaTimes = timeline(GTAS.length, 200, 195);
  const workAxes: (Stamp & { gtaId: string; objective: string; position: string; image: string | null })[] = [];
  let figure = 0;
  const gtas = GTAS.map((item, i) => {
    const body = {
      title: item.title,
      subtitle: item.subtitle,
      goal: item.goal,
      actionLines: item.actionLines,
      nomenclature: item.nomenclature,
      author: item.author,
      position: item.position,
      color: item.color,
      number: item.number,
    };
    check(gtasDef, body);
    const row = {
      ...stamp('gtas', gtaTimes[i]!),
      ...body,
      logo: null as string | null,
      logoColor: null as string | null,
      imageColor: null as string | null,
      document: null as string | null,
    };
    const code = item.nomenclature.replace(/^GTA-/, '');
    jobs.push(
      async () => {
        row.logo = await files.image('gtas', img.gtaLogo(item.color, item.icon, code), `${item.nomenclature}-logo.png`);
      },
      async () => {
        const markup = img.gtaLogoColor(item.color, item.icon, item.short);
        row.logoColor = await files.image('gtas', markup, `${item.nomenclature}-color.png`);
      },
      async () => {
        row.imageColor = await files.image('gtas', img.silhouette(item.color, item.icon), `${item.nomenclature}-silueta.png`);
      },
      async () => {
        const guide = simplePdf({
          title: `Guía del ${item.title}`,
          subtitle: item.subtitle,
          author: item.author,
          paragraphs: [
            `Objetivo. ${item.goal}`,
            `Líneas de acción. ${item.actionLines}`,
            `Este grupo de trabajo contribuye al Objetivo de Desarrollo Sostenible ${item.number} de la Agenda 2030.`,
            `Coordinación: ${item.author}, ${item.position}.`,
            'Documento de demostración generado por el back-office; su contenido es ficticio.',
          ],
        });
        row.document = await files.pdf('gtas', guide, `${item.nomenclature}-guia.pdf`);
      },
    );
    const axisTimes = timeline(item.axes.length, 194 - i * 2, 193 - i * 2);
    item.axes.forEach((axis, j) => {
      const position = String((figure++ % 10) + 1);
      check(workAxesDef, { gta: row.id, objective: axis.objective, position });
      const axisRow = {
        ...stamp('workAxes', axisTimes[j]!, axis.inactive),
        gtaId: row.id,
        objective: axis.objective,
        position,
        image: null as string | null,
      };
      jobs.push(async () => {
        const markup = img.workAxisImage(item.color, item.icon, position);
        axisRow.image = await files.image('workAxes', markup, `eje-${item.nomenclature}-${j + 1}.png`);
      });
      workAxes.push(axisRow);
    });
    return row;
  });

  // Companies join over the months after the catalogues were set up.
  const sectorId = new Map(sectors.map((s) => [s.name, s.id]));
  const businessTypeId = new Map(businessTypes.map((b) => [b.name, b.id]));
  const companyTimes = timeline(COMPANIES.length, 185, 8);
  const companies = COMPANIES.map((item, i) => {
    const body = {
      name: item.name,
      description: item.description,
      businessType: businessTypeId.get(item.businessType),
      sector: sectorId.get(item.sector),
      country: COUNTRY,
      state: item.state,
      city: item.city,
    };
    check(companiesDef, body);
    checkPlace('companies', body);
    const row = {
      ...stamp('companies', companyTimes[i]!, item.inactive),
      name: item.name,
      description: item.description,
      businessTypeId: body.businessType!,
      sectorId: body.sector!,
      country: COUNTRY,
      state: item.state,
      city: item.city,
      image: null as string | null,
    };
    jobs.push(async () => {
      const markup = img.companyLogo(PALETTE[i % PALETTE.length]!, initials(item.name), i);
      row.image = await files.image('companies', markup, `empresa-${i + 1}.png`);
    });
    return row;
  });

  // Hashed once: argon2 is slow on purpose, and thirty hashes would slow every demo start.
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  const users = buildUsers(rng, timeline(USER_COUNT, 180, 3), companies.map((c) => c.name)).map((user, i) => {
    userSchema.parse(user);
    checkPlace('users', user);
    const account = { passwordHash, confirmedAt: user.createdAt, termsAcceptedAt: user.createdAt };
    const row = { ...stamp('users', user.createdAt, user.inactive), ...user, ...account, thumbnail: null as string | null };
    // Some people never upload a photo: the back-office shows its placeholder for them.
    if (rng.chance(0.8)) {
      jobs.push(async () => {
        const markup = img.avatar(PALETTE[(i * 3) % PALETTE.length]!, initials(`${user.name} ${user.lastName}`));
        row.thumbnail = await files.image('users', markup, `usuario-${i + 1}.png`);
      });
    }
    return row;
  });
  const downloads = buildDownloads(rng, now, gtas, users);

  // The back-office's own people: two editors and one participant per GTA, who write and review the cards.
  const demoAdmins = buildDemoAdmins(rng, { firstNames: FIRST_NAMES, surnames: SURNAMES }, gtas, (i) => new Date(now - (190 - i) * DAY));
  const adminPlaces = demoAdmins.map((admin, i) => {
    const place = USER_PLACES[(i * 5) % USER_PLACES.length]!;
    const row = { country: COUNTRY, state: place.state, city: place.city, image: null as string | null };
    checkPlace('admins', row);
    jobs.push(async () => {
      row.image = await files.image('admins', img.avatar(PALETTE[(i * 7) % PALETTE.length]!, initials(`${admin.name} ${admin.lastName}`)), `admin-${i + 1}.png`);
    });
    return row;
  });
  const [reviewer] = demoAdmins;
  const odsRows = await db.select({ id: schema.objectives.id, title: schema.objectives.title }).from(schema.objectives);
  const odsByNumber = new Map(SDGS.flatMap((sdg) => odsRows.filter((o) => o.title === sdg.title).map((o) => [sdg.number, o.id] as const)));
  const active = (rows: readonly Stamp[]) => rows.filter((r) => r.active).map((r) => r.id);
  // Solution cards proposed by each GTA's participant and reviewed by the committee, then the home carousel.
  const demoCards = buildDemoFlashcards(rng, {
    gtas,
    axesOf: (gtaId) => workAxes.filter((a) => a.gtaId === gtaId),
    odsByNumber,
    scopes: active(businessTypes),
    areas: active(areas),
    climbs: active(climbs),
    authorOf: (gtaId) => demoAdmins.find((a) => a.gtaId === gtaId)?.id ?? reviewer!.id,
    reviewer: reviewer!.id,
    superUser: adminId,
    created: (i, n) => new Date(now - 175 * DAY + (i / n) * 165 * DAY + rng.int(0, 20) * 60 * 60 * 1000),
    now,
  });
  const flashcards = demoCards.cards;
  const demoCarousel = buildDemoCarousel(rng, flashcards, reviewer!.id, now);
  history.push(...demoCards.history, ...demoCarousel.history);
  // The public site shows approved cards only: that is what its users comment on and save.
  const published = flashcards.filter((c) => c.status === FLASHCARD_STATUS.approved);
  const comments = buildComments(rng, now, users, published).map((c) => ({
    ...stamp('comments', c.createdAt, c.inactive, c.createdById),
    comment: c.comment,
    createdById: c.createdById,
    flashcardId: c.flashcardId,
  }));
  const savedCards = buildSavedCards(rng, now, users, published);
  // Priorization votes by the demo's admins and the first super user (votes.ts), on a random stream of their own.
  const voters = [...demoAdmins.map((a) => ({ id: a.id, gtaId: a.gtaId })), ...(adminId ? [{ id: adminId, gtaId: null }] : [])];
  const voting = buildVotes(seededRandom(SEED + 1), now, flashcards, voters);
  history.push(...voting.history);
  const contactTimes = timeline(CONTACTS.length, 120, 1);
  const contacts = CONTACTS.map((item, i) => ({ ...stamp('contacts', contactTimes[i]!), ...item }));
  const practices = await buildPracticeDemo(db, { now, adminId, companies, users, pactAxes, joinTypes, joinSubTypes, timeInitiatives, files, jobs, history });

  const demoNotifications = buildDemoNotifications({ adminId, now, users, flashcards, comments, contacts });

  const counts = {
    sectors: sectors.length,
    areas: areas.length,
    timeInitiatives: timeInitiatives.length,
    businessTypes: businessTypes.length,
    businessJoinTypes: joinTypes.length,
    businessJoinSubTypes: joinSubTypes.length,
    climbs: climbs.length,
    filters: filters.length,
    axesGlobalPact: pactAxes.length,
    gtas: gtas.length,
    workAxes: workAxes.length,
    companies: companies.length,
    users: users.length,
    gtaDocDownloads: downloads.length,
    admins: demoAdmins.length,
    flashcards: flashcards.length,
    carouselCards: demoCarousel.carousel.length,
    comments: comments.length,
    savedCards: savedCards.length,
    contacts: contacts.length,
    priorizations: voting.votes.length,
    goodPractices: practices.practices.length,
    volunteers: practices.volunteers.length,
    historicals: history.length,
    notifications: demoNotifications.notifications.length,
  };
  const filesStarted = performance.now();
  let filesMs: number;
  try {
    await runLimited(jobs, FILE_CONCURRENCY);
    filesMs = Math.round(performance.now() - filesStarted);
    const loaded = await db.transaction(async (tx) => {
      // Two processes starting on one empty database: the second waits here, then finds the first one's records.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`);
      if (await hasDemo(tx)) return false;
      // Past comments and contact messages, not news from the public site: no notification for each (migration 0005).
      await tx.execute(sql`set local app.skip_public_inserts = 'on'`);
      await tx.insert(schema.sectors).values(sectors);
      await tx.insert(schema.businessTypes).values(businessTypes);
      await tx.insert(schema.areas).values(areas);
      await tx.insert(schema.timeInitiatives).values(timeInitiatives);
      await tx.insert(schema.businessJoinTypes).values(joinTypes);
      await tx.insert(schema.businessJoinSubTypes).values(joinSubTypes);
      await tx.insert(schema.climbs).values(climbs);
      await tx.insert(schema.filters).values(filters);
      await tx.insert(schema.axesGlobalPact).values(pactAxes);
      await tx.insert(schema.gtas).values(gtas);
      await tx.insert(schema.workAxes).values(workAxes);
      await tx.insert(schema.companies).values(companies);
      await tx.insert(schema.users).values(users.map(({ inactive: _inactive, ...user }) => user));
      await tx.insert(schema.gtaDocDownloads).values(downloads);
      const moduleIds = new Map((await tx.select({ id: schema.modules.id, name: schema.modules.name }).from(schema.modules)).map((m) => [m.name, m.id]));
      const people = demoAdminRows(demoAdmins, moduleIds);
      await tx.insert(schema.admins).values(
        people.rows.map((row, i) => ({ ...row, ...adminPlaces[i]!, thumbnail: adminPlaces[i]!.image ? imageVariant(adminPlaces[i]!.image!, 70) : null })),
      );
      await tx.insert(schema.permissions).values(people.permissions);
      await tx.insert(schema.flashcards).values(flashcards);
      await tx.insert(schema.flashcardBusinessTypes).values(demoCards.lists.businessType);
      await tx.insert(schema.flashcardAreas).values(demoCards.lists.area);
      await tx.insert(schema.flashcardClimbs).values(demoCards.lists.climb);
      await tx.insert(schema.carouselCards).values(demoCarousel.carousel);
      await tx.insert(schema.comments).values(comments);
      await tx.insert(schema.savedCards).values(savedCards);
      await tx.insert(schema.contacts).values(contacts);
      if (voting.votes.length > 0) await tx.insert(schema.priorizations).values(voting.votes);
      await insertPracticeDemo(tx, practices);
      // In the order it happened: the history reads newest first by the order rows were written (`seq`).
      await tx.insert(schema.historicals).values(history.toSorted((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime()));
      if (demoNotifications.notifications.length > 0) {
        await tx.insert(schema.notifications).values(demoNotifications.notifications);
        await tx.insert(schema.notificationRecipients).values(demoNotifications.recipients);
      }
      return true;
    });
    if (!loaded) {
      await files.discard();
      return skipped();
    }
  } catch (err) {
    await files.discard();
    throw err;
  }

  const result: DemoResult = { loaded: true, counts, files: files.count(), ms: elapsed(), filesMs };
  const catalogueRecords =
    counts.sectors + counts.areas + counts.timeInitiatives + counts.businessTypes + counts.businessJoinTypes + counts.businessJoinSubTypes + counts.climbs;
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  opts.log?.(
    `Datos de demostración cargados en ${seconds(result.ms)} s: ${counts.gtas} GTA, ${counts.workAxes} ejes de trabajo, ` +
      `${counts.companies} empresas, ${counts.users} usuarios, ${counts.gtaDocDownloads} descargas de guías, ` +
      `${counts.admins} administradores, ${counts.flashcards} flashcards (${counts.carouselCards} en el carrusel), ${counts.priorizations} votos de priorización, ${counts.comments} comentarios, ${counts.savedCards} tarjetas guardadas, ${counts.contacts} contactos, ` +
      `${counts.goodPractices} buenas prácticas con ${counts.volunteers} voluntarios, ` +
      `${catalogueRecords} registros de catálogos, ${counts.filters} filtros, ${counts.axesGlobalPact} ejes del Pacto Global; ` +
      `${result.files} archivos en ${seconds(filesMs)} s`,
  );
  return result;
}

interface DemoUser {
  name: string;
  lastName: string;
  email: string;
  country: string;
  state: string;
  city: string;
  company: string | null;
  telephone: string;
  createdAt: Date;
  inactive?: string;
}

/** Public-site people with Mexican names, example.* addresses, Mexican phone numbers and places. */
function buildUsers(rng: Random, times: readonly Date[], companyNames: readonly string[]): DemoUser[] {
  const domains = ['example.com', 'example.org', 'example.net'];
  const emails = new Set<string>();
  const inactiveAt = new Map([
    [7, USER_DEACTIVATION_REASONS[0]!],
    [19, USER_DEACTIVATION_REASONS[1]!],
  ]);
  return times.map((createdAt, i) => {
    const name = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const [first, second] = rng.sample(SURNAMES, 2) as [string, string];
    let email = `${asciiWord(name.split(' ')[0]!)}.${asciiWord(first)}@${rng.pick(domains)}`;
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    const place = rng.pick(USER_PLACES);
    const local = rng.digits(10 - place.lada.length);
    // Ten digits: a two-digit area code (55, 33, 81) leaves 4 + 4, a three-digit one 3 + 4.
    const split = place.lada.length === 2 ? 4 : 3;
    const telephone = `+52 ${place.lada} ${local.slice(0, split)} ${local.slice(split)}`;
    const inactive = inactiveAt.get(i);
    return {
      name,
      lastName: `${first} ${second}`,
      email,
      country: COUNTRY,
      state: place.state,
      city: place.city,
      company: rng.chance(0.85) ? rng.pick(companyNames) : null,
      telephone,
      createdAt,
      ...(inactive ? { inactive } : {}),
    };
  });
}

/**
 * Guide downloads over the last 90 days by active users, never before the user registered: the popular groups
 * (water, energy) are downloaded more, and a few people download much more than others.
 */
function buildDownloads(
  rng: Random,
  now: number,
  gtas: readonly (Stamp & { title: string })[],
  users: readonly (Stamp & { name: string })[],
): (typeof schema.gtaDocDownloads.$inferInsert)[] {
  const gtaWeights = [14, 13, 8, 9, 10, 6];
  const gtaPool = gtas.flatMap((g, i) => Array.from({ length: gtaWeights[i % gtaWeights.length]! }, () => g));
  const active = users.filter((u) => u.active);
  const userPool = active.flatMap((u) => Array.from({ length: rng.int(1, 4) }, () => u));
  const windowStart = now - DOWNLOAD_WINDOW_DAYS * DAY;
  const latest = now - 10 * 60 * 1000;
  return Array.from({ length: DOWNLOAD_COUNT }, () => {
    const gta = rng.pick(gtaPool);
    const user = rng.pick(userPool);
    const from = Math.max(windowStart, user.createdAt.getTime() + 60 * 60 * 1000, gta.createdAt.getTime());
    return { gtaId: gta.id, userId: user.id, createdAt: new Date(from + rng.next() * (latest - from)) };
  });
}

type Dated = Stamp & { createdAt: Date };

/** The moment a user acted on a card: after both existed, at least two hours before now. */
function afterBoth(rng: Random, now: number, a: Dated, b: Dated): Date {
  const from = Math.max(a.createdAt.getTime(), b.createdAt.getTime()) + 60 * 60 * 1000;
  const latest = now - 2 * 60 * 60 * 1000;
  return new Date(from + rng.next() * Math.max(latest - from, 0));
}

/** Comments by public-site users on cards, a few hidden by the back-office with a reason; oldest first. */
function buildComments(
  rng: Random,
  now: number,
  users: readonly Dated[],
  cards: readonly Dated[],
): { comment: string; createdById: string; flashcardId: string; createdAt: Date; inactive?: string }[] {
  const inactiveEvery = 9;
  return Array.from({ length: COMMENT_COUNT }, (_, i) => {
    const user = rng.pick(users);
    const card = rng.pick(cards);
    const inactive = i % inactiveEvery === 4 ? COMMENT_DEACTIVATION_REASONS[i % COMMENT_DEACTIVATION_REASONS.length]! : undefined;
    return {
      comment: rng.pick(COMMENTS),
      createdById: user.id,
      flashcardId: card.id,
      createdAt: afterBoth(rng, now, user, card),
      ...(inactive ? { inactive } : {}),
    };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Cards saved by active users, each (user, card) at most once. */
function buildSavedCards(
  rng: Random,
  now: number,
  users: readonly Dated[],
  cards: readonly Dated[],
): (typeof schema.savedCards.$inferInsert)[] {
  const active = users.filter((u) => u.active);
  const pairs = rng.sample(
    active.flatMap((u) => cards.map((c) => [u, c] as const)),
    SAVED_CARD_COUNT,
  );
  return pairs.map(([user, card]) => ({ userId: user.id, flashcardId: card.id, createdAt: afterBoth(rng, now, user, card) }));
}
