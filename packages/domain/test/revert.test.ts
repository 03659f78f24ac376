import { describe, expect, it } from 'vitest';
import { restorableChanges, revertBodySchema } from '../src/core/revert.ts';
import { es } from '../src/messages/es.ts';
import { flashcards } from '../src/resources/flashcards.ts';
import { gtas } from '../src/resources/gtas.ts';

const change = (field: string, from: unknown = 'antes', to: unknown = 'después') => ({ field, from, to });

describe('what of an edit can be restored', () => {
  it('the fields an edit writes, references by their label; values the server derives are left to follow', () => {
    const edit = [change('name'), change('workAxis', 'Eje A', 'Eje B'), change('status', 3, 0)];
    expect(restorableChanges(flashcards, edit)).toEqual({ changes: [edit[0], edit[1]] });
  });

  it('refuses a replaced file, a field the definition no longer has, and an edit with nothing to put back', () => {
    expect(restorableChanges(gtas, [change('title'), change('logo', '/uploads/gtas/a.webp')]).refusal).toBe(es.revert.file('Logo'));
    expect(restorableChanges(flashcards, [change('name'), change('retirado')]).refusal).toBe(es.revert.unknownField);
    expect(restorableChanges(flashcards, [change('status', 3, 0)]).refusal).toBe(es.revert.nothing);
    expect(restorableChanges(flashcards, []).refusal).toBe(es.revert.nothing);
  });

  it('asks for the history row, a reason and optionally the version seen', () => {
    const history = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(revertBodySchema.safeParse({ history, historical: { description: 'Por error' } }).success).toBe(true);
    expect(revertBodySchema.safeParse({ history, historical: { description: ' ' } }).success).toBe(false);
    expect(revertBodySchema.safeParse({ history: 'x', historical: { description: 'Por error' } }).success).toBe(false);
  });
});
