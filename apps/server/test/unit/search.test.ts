import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { searchCondition } from '../../src/engine/search.ts';

const table = pgTable('things', { searchText: text('search_text') });

describe('search condition', () => {
  it('the whole phrase, folded by the database, its wildcards escaped', () => {
    const query = new PgDialect().sqlToQuery(searchCondition(table.searchText, 'número 12%45')!);
    expect(query.sql).toBe('"things"."search_text" like app_fold($1)');
    expect(query.params).toEqual(['%número 12\\%45%']);
  });

  it('no term or no search column: no condition', () => {
    expect(searchCondition(table.searchText, '')).toBeUndefined();
    expect(searchCondition(undefined, 'x')).toBeUndefined();
  });
});
