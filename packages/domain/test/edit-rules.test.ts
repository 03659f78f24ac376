import { describe, expect, it } from 'vitest';
import { editRefusal } from '../src/core/define-resource.ts';
import type { PermissionFlags } from '../src/core/permissions.ts';
import type { Role } from '../src/core/roles.ts';
import { es } from '../src/messages/es.ts';
import { FLASHCARD_STATUS, flashcards } from '../src/resources/flashcards.ts';
import { sectors } from '../src/resources/catalogues.ts';

const flags = (update: boolean): PermissionFlags => ({ read: true, create: true, update, destroy: false, approve: false });
const actor = (id: string, role: Role, update = false) => ({ id, role, gta: null, permissions: { formCards: flags(update) } });
const card = (status: number, author = 'autora') => ({ status, createdBy: { _id: author } });

describe('who may edit a flashcard, as Editar, the edit page and the server ask it', () => {
  it('a participant edits her own draft, and is told why not once it is sent, approved or rejected', () => {
    const participant = actor('autora', 2);
    expect(editRefusal(flashcards, participant, card(FLASHCARD_STATUS.new))).toBeUndefined();
    expect(editRefusal(flashcards, participant, card(FLASHCARD_STATUS.sent))).toBe('No puede editar esta flashcard mientras está en revisión');
    expect(editRefusal(flashcards, participant, card(FLASHCARD_STATUS.approved))).toBe(es.editRules.cardApproved);
    expect(editRefusal(flashcards, participant, card(FLASHCARD_STATUS.rejected))).toBe(es.editRules.cardRejected);
  });

  it('an editor edits any card with the update flag; without it, her own or those in review', () => {
    expect(editRefusal(flashcards, actor('otra', 1, true), card(FLASHCARD_STATUS.approved))).toBeUndefined();
    expect(editRefusal(flashcards, actor('otra', 1), card(FLASHCARD_STATUS.sent))).toBeUndefined();
    expect(editRefusal(flashcards, actor('autora', 1), card(FLASHCARD_STATUS.new))).toBeUndefined();
    expect(editRefusal(flashcards, actor('otra', 1), card(FLASHCARD_STATUS.new))).toBe(es.editRules.cardNotYours);
  });

  it('the super user edits every card; a module without a rule refuses nobody', () => {
    expect(editRefusal(flashcards, actor('otra', 0), card(FLASHCARD_STATUS.sent))).toBeUndefined();
    expect(editRefusal(sectors, actor('otra', 2), {})).toBeUndefined();
  });
});
