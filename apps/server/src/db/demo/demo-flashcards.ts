import { randomUUID } from 'node:crypto';
import type { HistoryCause } from '@app/domain/core/history';
import { FLASHCARD_NUMBER_RANGE, FLASHCARD_STATUS, flashcards as flashcardsDef } from '@app/domain/resources/flashcards';
import type * as schema from '../schema/index.ts';
import { FLASHCARD_CONTENT } from './flashcard-content.ts';
import type { Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Why the committee sent a card back (the reason of a `reject`). */
const REJECTIONS = [
  'El indicador no permite medir el avance; propongan una meta con unidad y periodo.',
  'La práctica ya está cubierta por otra flashcard aprobada del mismo eje.',
  'Los pasos describen una campaña de comunicación, no una solución operativa.',
  'Falta precisar a qué áreas de la empresa corresponde la implementación.',
];
const DEACTIVATIONS = ['Se fusionó con una flashcard más completa del mismo GTA.', 'La práctica quedó desactualizada por un cambio normativo.'];

/**
 * The review path of each GTA's eleven cards, oldest first: most approved, some in review, drafts, rejected, and
 * two retired (inactive) ones, so every counter, filter and status has something to show.
 */
const PATH: readonly { status: number; inactive?: true }[] = [
  { status: FLASHCARD_STATUS.approved },
  { status: FLASHCARD_STATUS.approved, inactive: true },
  { status: FLASHCARD_STATUS.approved },
  { status: FLASHCARD_STATUS.rejected },
  { status: FLASHCARD_STATUS.approved },
  { status: FLASHCARD_STATUS.approved },
  { status: FLASHCARD_STATUS.rejected, inactive: true },
  { status: FLASHCARD_STATUS.approved },
  { status: FLASHCARD_STATUS.sent },
  { status: FLASHCARD_STATUS.sent },
  { status: FLASHCARD_STATUS.new },
];

/** The ODS each GTA's cards serve first (the order of GTAS in content.ts), by number. */
const ODS_OF_GTA = [6, 7, 16, 10, 8, 11];

type Row = typeof schema.flashcards.$inferInsert & { id: string; createdAt: Date; updatedAt: Date; active: boolean; status: number };
type HistoryRow = typeof schema.historicals.$inferInsert;
type ListRow = { ownerId: string; targetId: string; position: number };

export interface DemoCardsInput {
  gtas: readonly { id: string }[];
  /** Each GTA's work axes in the order of its content (active or not). */
  axesOf: (gtaId: string) => readonly { id: string; active: boolean }[];
  odsByNumber: ReadonlyMap<number, string>;
  scopes: readonly string[];
  areas: readonly string[];
  climbs: readonly string[];
  /** Who proposes each GTA's cards, and who reviews them. */
  authorOf: (gtaId: string) => string;
  reviewer: string;
  superUser: string | null;
  /** Card i of n is created at `created(i, n)`. */
  created: (i: number, n: number) => Date;
  now: number;
}

/**
 * 66 cards across the six GTAs with their lists of references and the history of their review (created and sent by
 * their author, accepted or rejected by the committee, retired by the super user), every moment in the past.
 */
export function buildDemoFlashcards(rng: Random, input: DemoCardsInput) {
  const cards: Row[] = [];
  const history: HistoryRow[] = [];
  const lists = { businessType: [] as ListRow[], area: [] as ListRow[], climb: [] as ListRow[] };
  const total = input.gtas.length * PATH.length;
  const numbers = rng.sample(
    Array.from({ length: FLASHCARD_NUMBER_RANGE.max - FLASHCARD_NUMBER_RANGE.min + 1 }, (_, i) => FLASHCARD_NUMBER_RANGE.min + i),
    total,
  );
  const latest = input.now - HOUR;
  const later = (from: Date, minDays: number, maxDays: number) =>
    new Date(Math.min(from.getTime() + rng.int(minDays, maxDays) * DAY + rng.int(0, 8) * HOUR, latest));

  input.gtas.forEach((gta, g) => {
    const content = FLASHCARD_CONTENT[g % FLASHCARD_CONTENT.length]!;
    const axes = input.axesOf(gta.id);
    const activeAxes = axes.filter((a) => a.active);
    PATH.forEach((path, k) => {
      const text = content[k]!;
      const index = g * PATH.length + k;
      const id = randomUUID();
      const author = input.authorOf(gta.id);
      const createdAt = input.created(index, total);
      const event = (cause: HistoryCause, at: Date, adminId: string | null, description = '', changes: HistoryRow['changes'] = []) =>
        history.push({ cause, description, document: id, module: 'flashcards', adminId, changes, createdAt: at });
      event('create', createdAt, author);
      let updatedAt = createdAt;
      if (path.status !== FLASHCARD_STATUS.new) {
        updatedAt = later(createdAt, 1, 6);
        event('send', updatedAt, author, flashcardsDef.actionDefs.send!.description, [{ field: 'status', from: 0, to: 1 }]);
      }
      if (path.status === FLASHCARD_STATUS.approved) {
        updatedAt = later(updatedAt, 1, 8);
        event('acepted', updatedAt, input.reviewer, flashcardsDef.actionDefs.accept!.description, [{ field: 'status', from: 1, to: 2 }]);
      } else if (path.status === FLASHCARD_STATUS.rejected) {
        updatedAt = later(updatedAt, 1, 8);
        event('rejected', updatedAt, input.reviewer, REJECTIONS[index % REJECTIONS.length], [{ field: 'status', from: 1, to: 3 }]);
      }
      if (path.inactive) {
        updatedAt = later(updatedAt, 5, 30);
        event('deactivate', updatedAt, input.superUser, DEACTIVATIONS[index % DEACTIVATIONS.length], [{ field: 'active', from: true, to: false }]);
      }
      // A card points at an active axis of its GTA: the one its content names when it is still active.
      const axis = axes[text.axis]?.active ? axes[text.axis]! : rng.pick(activeAxes);
      const body = {
        name: text.name,
        what: text.what,
        how1: text.how1,
        how2: text.how2,
        how3: text.how3,
        indicator: text.indicator,
        gta: gta.id,
        workAxis: axis.id,
        objective: input.odsByNumber.get(rng.chance(0.8) ? ODS_OF_GTA[g % ODS_OF_GTA.length]! : rng.pick([12, 13, 17]))!,
        businessType: rng.sample(input.scopes, rng.int(1, 3)),
        area: rng.sample(input.areas, rng.int(1, 2)),
        climb: rng.sample(input.climbs, rng.int(1, 3)),
        implementationTime: text.horizon,
      };
      const parsed = flashcardsDef.createSchema.safeParse(body);
      if (!parsed.success) throw new Error(`Flashcard de demostración no válida (${text.name}): ${parsed.error.message}`);
      cards.push({
        id,
        number: numbers[index]!,
        name: body.name,
        what: body.what,
        how1: body.how1,
        how2: body.how2,
        how3: body.how3,
        indicator: body.indicator,
        gtaId: gta.id,
        workAxisId: body.workAxis,
        objectiveId: body.objective,
        implementationTime: body.implementationTime,
        status: path.status,
        active: !path.inactive,
        createdById: author,
        createdAt,
        updatedAt,
      });
      for (const name of ['businessType', 'area', 'climb'] as const) {
        body[name].forEach((targetId, position) => lists[name].push({ ownerId: id, targetId, position }));
      }
    });
  });
  return { cards, history, lists };
}

/**
 * The home carousel: five approved, active cards of different GTAs, chosen by the reviewer a few days ago for the
 * month around today; each card's selection has its history row.
 */
export function buildDemoCarousel(rng: Random, cards: readonly Row[], reviewer: string, now: number) {
  const byGta = new Map<string, Row>();
  for (const card of cards) if (card.status === FLASHCARD_STATUS.approved && card.active && !byGta.has(card.gtaId)) byGta.set(card.gtaId, card);
  const chosen = rng.sample([...byGta.values()], Math.min(5, byGta.size));
  const at = new Date(now - 3 * DAY);
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const carousel: (typeof schema.carouselCards.$inferInsert)[] = [];
  const history: HistoryRow[] = [];
  for (const card of chosen) {
    card.selected = true;
    card.updatedAt = new Date(Math.max(card.updatedAt.getTime(), at.getTime()));
    const id = randomUUID();
    carousel.push({ id, flashcardId: card.id, startDate: day(-5), endDate: day(25), createdById: reviewer, createdAt: at, updatedAt: at });
    history.push(
      { cause: 'edit', description: flashcardsDef.actionDefs.select!.description, document: card.id, module: 'flashcards', adminId: reviewer, changes: [{ field: 'selected', from: false, to: true }], createdAt: card.updatedAt },
      { cause: 'create', description: '', document: id, module: 'carouselCards', adminId: reviewer, changes: [], createdAt: at },
    );
  }
  return { carousel, history };
}
