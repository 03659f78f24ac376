import { describe, expect, it } from 'vitest';
import { admins } from '../src/resources/admins.ts';
import { flashcards } from '../src/resources/flashcards.ts';
import { goodPractices } from '../src/resources/good-practices.ts';
import { priorizations } from '../src/resources/priorizations.ts';
import { isTimeZone } from '../src/core/export.ts';
import { columnLabel, formatDay, fullName, moduleLabel, recordTitle, referenceText, valueText } from '../src/resources/record-text.ts';

describe('record text', () => {
  it('names people by name and last name, in titles and references', () => {
    expect(fullName({ name: ' Ana ', lastName: 'López Díaz' })).toBe('Ana López Díaz');
    expect(fullName({ name: 'Ana' })).toBe('Ana');
    expect(fullName(null)).toBe('');
    expect(recordTitle(admins, { name: 'Ana', lastName: 'López' })).toBe('Ana López');
    expect(recordTitle(flashcards, { name: 'Agua limpia' })).toBe('Agua limpia');
    // A card's author is an admin: full name; a GTA reads by its title; a CLIMB by nomenclature and name.
    expect(referenceText(flashcards.fields.createdBy as never, { _id: 'a', name: 'Ana', lastName: 'López', thumbnail: null })).toBe('Ana López');
    expect(referenceText(flashcards.fields.gta as never, { _id: 'g', title: 'GTA Agua', color: '#000000' })).toBe('GTA Agua');
    expect(referenceText(flashcards.fields.climb as never, { _id: 'c', nomenclature: 'A', name: 'Aire' })).toBe('A · Aire');
    expect(referenceText(flashcards.fields.gta as never, 'GTA ya etiquetado')).toBe('GTA ya etiquetado');
  });

  it('names modules as the menu does', () => {
    expect(moduleLabel('areas')).toBe('Áreas responsables');
    expect(moduleLabel('formCards')).toBe('Flashcards');
    expect(moduleLabel('flashcards')).toBe('Galería de flashcards');
    expect(moduleLabel('comments')).toBe('Comentarios');
    expect(moduleLabel('desconocido')).toBe('desconocido');
  });

  it('writes values as a list shows them', () => {
    expect(columnLabel(flashcards, 'status')).toBe('Estado de revisión');
    expect(columnLabel(flashcards, 'createdAt')).toBe('Creado');
    expect(columnLabel(priorizations, 'total')).toBe('Total');
    expect(valueText(flashcards, 'status', 2)).toBe('Aprobado');
    expect(valueText(flashcards, 'active', false)).toBe('Inactivo');
    expect(valueText(flashcards, 'businessType', [{ _id: 'a', name: 'Agua' }, { _id: 'b', name: 'Energía' }])).toBe('Agua, Energía');
    expect(valueText(flashcards, 'businessType', [])).toBe('');
    expect(valueText(admins, 'gta', null)).toBe('Todos');
    expect(valueText(goodPractices, 'aceptVolunteers', true)).toBe('Sí');
    expect(valueText(goodPractices, 'lat', 20.5)).toBe('20.5');
    expect(valueText(priorizations, 'total', 3.5)).toBe('3.50');
    expect(valueText(flashcards, 'indicator', null)).toBe('');
  });

  it('writes dates DD/MM/YYYY on the calendar of a time zone', () => {
    // 03:00 UTC on 2 March is still 1 March in Mexico City.
    expect(formatDay('2026-03-02T03:00:00.000Z', 'UTC')).toBe('02/03/2026');
    expect(formatDay('2026-03-02T03:00:00.000Z', 'America/Mexico_City')).toBe('01/03/2026');
    expect(valueText(flashcards, 'createdAt', '2026-03-02T03:00:00.000Z', { timeZone: 'America/Mexico_City' })).toBe('01/03/2026');
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Marte/Olympus')).toBe(false);
  });
});
