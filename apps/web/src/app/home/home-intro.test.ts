import type { ModuleName } from '@app/domain/core/modules';
import type { Action } from '@app/domain/core/permissions';
import { describe, expect, it } from 'vitest';
import { introParts } from './home-intro.ts';

const MENU: ModuleName[] = ['admins', 'users', 'formCards', 'flashcards', 'priorizations', 'goodPractices', 'sectors', 'gtas', 'objectives'];
const granted =
  (flags: Partial<Record<ModuleName, Action[]>>) =>
  (module: ModuleName, action: Action): boolean =>
    flags[module]?.includes(action) === true;

describe('introParts', () => {
  it('names all three for who may change everything', () => {
    expect(introParts(MENU, () => true)).toEqual(['catalogues', 'initiatives', 'participants']);
  });

  it('names only the initiatives for a participant who writes cards and votes', () => {
    const participant = granted({ formCards: ['read', 'create', 'update'], flashcards: ['read'], priorizations: ['read', 'update'], gtas: ['read'] });
    expect(introParts(MENU, participant)).toEqual(['initiatives']);
  });

  it('names the catalogues for a catalogue editor, and the participants for who approves admins', () => {
    expect(introParts(MENU, granted({ sectors: ['read', 'update'] }))).toEqual(['catalogues']);
    expect(introParts(MENU, granted({ admins: ['read', 'approve'] }))).toEqual(['participants']);
  });

  it('names nothing for who only reads', () => {
    expect(introParts(MENU, granted({ sectors: ['read'], formCards: ['read'], admins: ['read'] }))).toEqual([]);
  });
});
