import { describe, expect, it } from 'vitest';
import { bulkSummary, type BulkResult } from './bulk-summary.ts';

const done = (count: number) => `${count} aprobadas`;
const ok = (id: string): BulkResult => ({ _id: id, code: 202, message: 'Flashcard aprobada' });
const refused = (id: string, code: number, message: string): BulkResult => ({ _id: id, code, message });

describe('bulkSummary', () => {
  it('counts the successes with the action past participle', () => {
    expect(bulkSummary([ok('a'), ok('b')], done)).toBe('2 aprobadas');
  });

  it('groups the failures by the server message, successes first', () => {
    const wrongState = 'Solo una flashcard enviada a revisión puede aprobarse';
    const results = [refused('a', 409, wrongState), ok('b'), refused('c', 404, 'Registro no encontrado'), refused('d', 409, wrongState), ok('e')];
    expect(bulkSummary(results, done)).toBe(`2 aprobadas · 2 × ${wrongState} · 1 × Registro no encontrado`);
  });

  it('says only the failures when nothing succeeded', () => {
    expect(bulkSummary([refused('a', 403, 'Sin permiso')], done)).toBe('1 × Sin permiso');
  });
});
