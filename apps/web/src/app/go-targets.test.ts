import type { SessionUser } from '@app/domain/core/auth';
import { describe, expect, it } from 'vitest';
import { goTargets } from './go-targets.ts';

const flags = (read: boolean, approve = false) => ({ read, create: false, update: false, destroy: false, approve });
const user = (role: 0 | 1 | 2, permissions: SessionUser['permissions']): SessionUser => ({
  _id: 'a1',
  name: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  role,
  gta: null,
  thumbnail: null,
  permissions,
});

describe('goTargets', () => {
  it('offers the super user home, the desk and every list, the card table for `f`', () => {
    expect(goTargets(user(0, {})).map((target) => `${target.letter} ${target.to}`)).toEqual([
      'h /home',
      'r /review',
      'f /formCards',
      'p /goodPractices',
      'u /users',
      'a /admins',
    ]);
  });

  it('offers a participant only home and the lists she may read: the card grid when the table is closed to her', () => {
    const participant = user(2, { flashcards: flags(true), goodPractices: flags(false), users: flags(false), admins: flags(false) });
    expect(goTargets(participant).map((target) => `${target.letter} ${target.to}`)).toEqual(['h /home', 'f /flashcards']);
  });

  it('offers the desk to an editor who may approve cards', () => {
    const editor = user(1, { formCards: flags(true, true) });
    expect(goTargets(editor).map((target) => target.letter)).toEqual(['h', 'r', 'f']);
  });

  it('offers nothing before sign-in', () => {
    expect(goTargets(null)).toEqual([]);
  });
});
