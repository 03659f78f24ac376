import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../src/core/list-query.ts';
import { toPage } from '../src/core/page.ts';

const schema = listQuerySchema({ sortable: ['name', 'createdAt'] });

describe('list query', () => {
  it('defaults to page 1, limit 10, newest first', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
  });

  it('ignores empty and null filter values', () => {
    expect(schema.parse({ active: '', search: 'null', page: '' })).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['1e3']])('refuses page %s', (page) => {
    expect(schema.safeParse({ page }).success).toBe(false);
  });

  it('caps the limit at 100', () => {
    expect(schema.safeParse({ limit: '100' }).success).toBe(true);
    expect(schema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('refuses repeated values and NUL in search', () => {
    expect(schema.safeParse({ page: ['1', '2'] }).success).toBe(false);
    expect(schema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });
});

describe('toPage', () => {
  it('computes the neighbours of a middle page', () => {
    expect(toPage([1], 25, 2, 10)).toMatchObject({ totalPages: 3, hasNextPage: true, nextPage: 3, hasPrevPage: true, prevPage: 1 });
  });

  it('has one empty page when there is nothing', () => {
    expect(toPage([], 0, 1, 10)).toMatchObject({ totalPages: 1, hasNextPage: false, nextPage: null, prevPage: null });
  });
});
