import type { ReviewItem } from '@app/domain/core/review';
import type { Page } from '@app/domain/core/page';
import { describe, expect, it } from 'vitest';
import { itemPath, mayReview, positionOf, readFilters } from './queue-state.ts';
import { timeAgo } from '../../lib/format-date.ts';

const GTA = '0b6f2c1e-7d4a-4a57-9a53-0d3c2f1e9b11';

const item = (id: string): ReviewItem => ({ module: 'flashcards', _id: id, title: id, gta: null, createdBy: null, status: 1, waitingSince: '2026-11-20T10:00:00.000Z' });

const page = (ids: string[], number: number, limit: number): Page<ReviewItem> => ({
  docs: ids.map(item),
  totalDocs: 250,
  limit,
  page: number,
  totalPages: 3,
  hasNextPage: true,
  nextPage: number + 1,
  hasPrevPage: number > 1,
  prevPage: number > 1 ? number - 1 : null,
});

describe('readFilters', () => {
  it('keeps the module, GTA, page and a listed page size', () => {
    expect(readFilters(new URLSearchParams(`module=goodPractices&gta=${GTA}&page=3&limit=50`))).toEqual({ module: 'goodPractices', gta: GTA, page: 3, limit: 50 });
  });

  it('drops what the server would refuse instead of failing the page', () => {
    expect(readFilters(new URLSearchParams('module=sectors&gta=abc&page=-2&limit=7'))).toEqual({ module: undefined, gta: undefined, page: 1, limit: 25 });
  });
});

describe('itemPath', () => {
  it('carries the filters, and the page only past the first', () => {
    expect(itemPath(item('x'), { module: 'flashcards', gta: GTA }, 1)).toBe(`/review/flashcards/x?module=flashcards&gta=${GTA}`);
    expect(itemPath(item('x'), {}, 2)).toBe('/review/flashcards/x?page=2');
  });
});

describe('positionOf', () => {
  it('counts across the pages walked and names the neighbours', () => {
    const position = positionOf(page(['a', 'b', 'c'], 2, 100), 'b');
    expect(position?.number).toBe(102);
    expect(position?.previous?._id).toBe('a');
    expect(position?.next?._id).toBe('c');
  });

  it('is null for an item no longer in the queue', () => {
    expect(positionOf(page(['a'], 1, 100), 'z')).toBeNull();
  });
});

describe('mayReview', () => {
  const can = (approves: boolean) => () => approves;
  it('lets the super user and approving editors decide, never participants', () => {
    expect(mayReview(0, can(false))).toBe(true);
    expect(mayReview(1, can(true))).toBe(true);
    expect(mayReview(1, can(false))).toBe(false);
    expect(mayReview(2, can(true))).toBe(false);
    expect(mayReview(undefined, can(true))).toBe(false);
  });
});

describe('timeAgo', () => {
  it('says the wait in Spanish', () => {
    expect(timeAgo('2026-11-20T10:00:00.000Z', 'es', '2026-11-23T10:00:00.000Z')).toBe('hace 3 días');
  });
});
