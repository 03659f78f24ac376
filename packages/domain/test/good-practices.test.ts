import { describe, expect, it } from 'vitest';
import { es } from '../src/messages/es.ts';
import { checkCoordinates, COORDINATE_MESSAGES, goodPractices, normalizeVolunteers } from '../src/resources/good-practices.ts';

describe('good practices: the rules both ends share', () => {
  it.each([
    [{ lat: 19.4, lng: -99.1 }, []],
    [{ lat: null, lng: null }, []],
    [{ lat: '', lng: undefined }, []],
    [{ lat: 0, lng: 0 }, []],
    [{ lat: 19.4, lng: null }, [{ path: 'lng', msg: COORDINATE_MESSAGES.both }]],
    [{ lat: '', lng: -99.1 }, [{ path: 'lat', msg: COORDINATE_MESSAGES.both }]],
  ])('coordinates %j: both or neither', (values, errors) => {
    expect(checkCoordinates(values)).toEqual(errors);
  });

  it.each([
    [{ aceptVolunteers: false, numberOfVolunteers: 12 }, { aceptVolunteers: false, numberOfVolunteers: null }],
    [{ aceptVolunteers: true, numberOfVolunteers: null }, { aceptVolunteers: true, numberOfVolunteers: 0 }],
    [{ aceptVolunteers: true, numberOfVolunteers: '' }, { aceptVolunteers: true, numberOfVolunteers: 0 }],
    [{ aceptVolunteers: true, numberOfVolunteers: 7 }, { aceptVolunteers: true, numberOfVolunteers: 7 }],
    [{ name: 'Sin respuesta' }, { name: 'Sin respuesta' }],
  ])('volunteers %j → %j', (values, normalized) => {
    expect(normalizeVolunteers(values)).toEqual(normalized);
  });

  it('an optional number sent empty clears it; out of its range it is refused with its message', () => {
    const schema = goodPractices.updateSchema;
    expect(schema.parse({ lat: '' }).lat).toBeNull();
    expect(schema.parse({ lat: 'null' }).lat).toBeNull();
    expect(schema.parse({ lat: null }).lat).toBeNull();
    expect(schema.parse({ lat: '-12.5' }).lat).toBe(-12.5);
    expect(schema.parse({}).lat).toBeUndefined();
    expect(schema.safeParse({ lat: 91 }).error?.issues[0]?.message).toBe(COORDINATE_MESSAGES.latRange);
    expect(schema.safeParse({ lng: 'oeste' }).error?.issues[0]?.message).toBe(es.validation.number);
    expect(schema.safeParse({ numberOfVolunteers: 1.5 }).error?.issues[0]?.message).toBe(es.validation.integer);
  });

  it('approve, never role 2, governs accept and reject; approve governs edits and toggles too', () => {
    const { accept, reject, deactivate } = goodPractices.actionDefs;
    expect(accept).toMatchObject({ from: [0], to: 2, roles: [0, 1], permission: { module: 'goodPractices', action: 'approve' } });
    expect(reject).toMatchObject({ from: [0], to: 3, roles: [0, 1], reason: 'required' });
    expect(deactivate!.permission).toEqual({ module: 'goodPractices', action: 'approve' });
    expect(goodPractices.access.update).toEqual({ module: 'goodPractices', action: 'approve' });
    expect(goodPractices.operations).toEqual({ create: false, update: true, toggle: true, delete: false });
  });
});
