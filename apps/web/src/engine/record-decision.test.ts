import type { HistoryEntry } from '@app/domain/core/history';
import { flashcards } from '@app/domain/resources/flashcards';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es.ts';
import { othersDecision, reviewingText } from './record-decision.ts';
import type { ResourceRecord } from './resource-keys.ts';

const texts = i18next.createInstance();
void texts.init({ resources: { es: { translation: es } }, lng: 'es', interpolation: { escapeValue: false }, initAsync: false });
const t = texts.t.bind(texts);

const viewer = (name: string, lastName: string) => ({ _id: `${name}-${lastName}`, name, lastName });

describe('who else is reviewing', () => {
  it('says nothing for nobody, one name, two names, and two names and how many more', () => {
    const eduardo = viewer('Eduardo', 'López');
    const ana = viewer('Ana', 'Ruiz');
    expect(reviewingText(t, [])).toBe('');
    expect(reviewingText(t, [eduardo])).toBe('Eduardo López está revisando');
    expect(reviewingText(t, [eduardo, ana])).toBe('Eduardo López y Ana Ruiz están revisando');
    expect(reviewingText(t, [eduardo, ana, viewer('Luis', 'Mora'), viewer('Eva', 'Gil')])).toBe('Eduardo López, Ana Ruiz y 2 más están revisando');
  });
});

const row = (cause: HistoryEntry['cause'], adminId: string | null, createdAt = '2026-11-26T22:40:00.000Z'): HistoryEntry => ({
  _id: `${cause}-${createdAt}`,
  cause,
  description: '',
  document: 'card',
  module: 'flashcards',
  changes: [],
  adminId: adminId === null ? null : { _id: adminId, name: 'Eduardo', lastName: 'López', thumbnail: null, company: null },
  userId: null,
  createdAt,
});
const card = (status: number) => ({ _id: 'card', status }) as unknown as ResourceRecord;

describe("someone else's decision", () => {
  it("names who approved or rejected a decided record, newest decision first", () => {
    expect(othersDecision(flashcards, card(2), [row('edit', 'yo'), row('acepted', 'otro')], 'yo')).toEqual({
      action: 'accept',
      by: 'Eduardo López',
      at: '2026-11-26T22:40:00.000Z',
    });
    const history = [row('rejected', 'otro', '2026-11-27T09:00:00.000Z'), row('acepted', 'otro')];
    expect(othersDecision(flashcards, card(3), history, 'yo')).toMatchObject({ action: 'reject', at: '2026-11-27T09:00:00.000Z' });
    expect(othersDecision(flashcards, card(2), [row('acepted', null)], 'yo')).toMatchObject({ action: 'accept', by: null });
  });

  it('stays silent on my own decision, a record back in review, and a record never decided', () => {
    expect(othersDecision(flashcards, card(2), [row('acepted', 'yo')], 'yo')).toBeNull();
    expect(othersDecision(flashcards, card(1), [row('send', 'otro'), row('rejected', 'otro')], 'yo')).toBeNull();
    expect(othersDecision(flashcards, card(0), [row('create', 'otro')], 'yo')).toBeNull();
  });
});
