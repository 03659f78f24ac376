import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';
import { notificationDate } from './notification-time.ts';
import { moduleLabel, recordPath } from './record-link.ts';

describe('the bell badge', () => {
  it('counts up to five and reads +5 above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(6)).toBe('+5');
    expect(badgeText(120)).toBe('+5');
  });
});

describe('a notification leads to its record', () => {
  it("opens the record under its resource's first list: a card where it is reviewed", () => {
    expect(recordPath('flashcards', 'abc')).toBe('/formCards/abc');
    expect(recordPath('contacts', 'x y')).toBe('/contacts/x%20y');
    expect(recordPath('comments', 'c1')).toBe('/comments/c1');
  });

  it('has no page for a module the app does not serve', () => {
    expect(recordPath('desconocido', 'abc')).toBeUndefined();
    expect(moduleLabel('desconocido')).toBe('desconocido');
    expect(moduleLabel('contacts')).toBe('Contactos');
  });
});

describe('dates', () => {
  it('reads DD/MM/YYYY, hh:mm A', () => {
    expect(notificationDate('2026-03-07T15:04:00')).toBe('07/03/2026, 03:04 PM');
  });
});
