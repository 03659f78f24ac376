import { describe, expect, it } from 'vitest';
import { moduleLabel, offeredOperations, operationLabel } from './labels.ts';

describe('webhook labels', () => {
  it('offers the changes of every record, then each chosen module’s actions, each once', () => {
    const names = offeredOperations(['sectors', 'flashcards']).map((op) => op.name);
    expect(names.slice(0, 3)).toEqual(['create', 'update', 'delete']);
    expect(names).toContain('deactivate');
    expect(names).toContain('send');
    expect(new Set(names).size).toBe(names.length);
    expect(offeredOperations(['sectors']).map((op) => op.name)).not.toContain('send');
    expect(offeredOperations([])).toEqual([]);
  });

  it('names modules and operations in Spanish, and an unknown name as it is', () => {
    expect(moduleLabel('sectors')).toBe('Sectores');
    expect(operationLabel('create')).toBe('Crear');
    expect(operationLabel('send')).toBe('Enviar a revisión');
    expect(moduleLabel('planetas')).toBe('planetas');
  });
});
