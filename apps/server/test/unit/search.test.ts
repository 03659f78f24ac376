import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { drivingWord, fold, searchCondition } from '../../src/engine/search.ts';

const sample = ['sector 1 descripcion del sector numero 1', 'sector 250 descripcion del sector numero 250', 'sector 9 descripcion del sector numero 9'];
const table = pgTable('things', { searchText: text('search_text') });
const render = (term: string, values: string[]) => new PgDialect().sqlToQuery(searchCondition(table.searchText, term, () => values)!);

describe('search through the rarest word (issue 12)', () => {
  it('folds as the database does: accents and case', () => {
    expect(fold('Número ÁÉÍÓÚ Ñandú')).toBe('numero aeiou nandu');
  });

  it('looks up the word the statistics show rarer, and returns it as typed', () => {
    expect(drivingWord('Número 12345', sample)).toBe('12345');
    expect(drivingWord('12345 descripción', sample)).toBe('12345');
  });

  it('keeps the phrase when it is one word, when words are alike, or without statistics', () => {
    expect(drivingWord('número', sample)).toBeUndefined();
    expect(drivingWord('12345 67890', sample)).toBeUndefined();
    expect(drivingWord('sector numero', sample)).toBeUndefined();
    expect(drivingWord('número 12345', [])).toBeUndefined();
    // Words of fewer than three letters give the index nothing: «de 12345» is one word for this purpose.
    expect(drivingWord('de 12345', sample)).toBeUndefined();
  });

  it('the condition: the rarest word through the index and the whole phrase checked, wildcards escaped', () => {
    const driven = render('número 12%45', sample);
    expect(driven.sql).toBe('"things"."search_text" like app_fold($1) and strpos("things"."search_text", app_fold($2)) > 0');
    expect(driven.params).toEqual(['%12\\%45%', 'número 12%45']);
    const phrase = render('número', sample);
    expect(phrase.sql).toBe('"things"."search_text" like app_fold($1)');
    expect(phrase.params).toEqual(['%número%']);
  });
});
