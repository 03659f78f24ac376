import { resourceByModule } from '@app/domain/resources/registry';
import { describe, expect, it } from 'vitest';
import { moveColumn, parseColumns, sameList, viewParams, viewQuery } from './list-state.ts';

const sectors = resourceByModule('sectors')!;

describe('the columns of a list', () => {
  it('reads the URL’s choice in its order, dropping unknown and repeated names', () => {
    expect(parseColumns(sectors, new URLSearchParams('columns=updatedAt,name,nada,name'))).toEqual(['updatedAt', 'name']);
  });

  it('falls back to the definition’s own when the URL chooses none it has', () => {
    expect(parseColumns(sectors, new URLSearchParams('columns=nada'))).toEqual(sectors.columns);
    expect(parseColumns(sectors, new URLSearchParams())).toEqual(sectors.columns);
  });

  it('moves one column among the chosen, never past either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('a saved view and the URL', () => {
  it('keeps every parameter but the page and the columns', () => {
    expect(viewQuery(new URLSearchParams('search=agua&page=3&columns=name&sort=-createdAt'))).toEqual({ search: 'agua', sort: '-createdAt' });
  });

  it('writes columns only when they differ from the definition’s', () => {
    expect(viewParams(sectors, { search: 'agua' }, [...sectors.columns]).toString()).toBe('search=agua');
    expect(viewParams(sectors, { search: 'agua' }, ['name']).toString()).toBe('search=agua&columns=name');
  });

  it('is the same list whatever the order of parameters and the page', () => {
    expect(sameList(new URLSearchParams('a=1&b=2&page=2'), new URLSearchParams('b=2&a=1'))).toBe(true);
    expect(sameList(new URLSearchParams('a=1'), new URLSearchParams('a=2'))).toBe(false);
  });
});
