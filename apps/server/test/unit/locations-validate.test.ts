import { describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { normalizeCountry, validateLocation } from '../../src/lib/locations/validate.ts';

const m = es.locations;

describe('validateLocation', () => {
  it('accepts a place as the lists name it', () => {
    expect(validateLocation({ country: 'México', state: 'Jalisco', city: 'Guadalajara' })).toEqual([]);
    expect(validateLocation({ country: 'México', state: 'Nuevo León', city: 'Monterrey' })).toEqual([]);
    expect(validateLocation({ country: 'Estados Unidos', state: 'California', city: 'Los Angeles' })).toEqual([]);
    expect(validateLocation({ country: ' México ', state: 'Jalisco ', city: ' Guadalajara' })).toEqual([]);
  });

  it('asks for each missing field with the spec messages', () => {
    expect(validateLocation({})).toEqual([
      { path: 'country', msg: m.countryRequired },
      { path: 'state', msg: m.stateRequired },
      { path: 'city', msg: m.cityRequired },
    ]);
    expect(validateLocation({ country: 'México', state: '', city: null })).toEqual([
      { path: 'state', msg: m.stateRequired },
      { path: 'city', msg: m.cityRequired },
    ]);
    expect(validateLocation({ country: 'México', state: 'Jalisco', city: '   ' })).toEqual([{ path: 'city', msg: m.cityRequired }]);
    expect(m.countryRequired).toBe('Selecciona un país.');
    expect(m.stateRequired).toBe('Selecciona un estado.');
    expect(m.cityRequired).toBe('Selecciona una ciudad.');
  });

  it('refuses names that are not in the lists, or do not belong together', () => {
    expect(validateLocation({ country: 'Atlántida', state: 'Jalisco', city: 'Guadalajara' })).toEqual([
      { path: 'country', msg: m.countryInvalid },
    ]);
    expect(validateLocation({ country: 'México', state: 'Texas', city: 'Austin' })).toEqual([{ path: 'state', msg: m.stateInvalid }]);
    expect(validateLocation({ country: 'México', state: 'Jalisco', city: 'Monterrey' })).toEqual([{ path: 'city', msg: m.cityInvalid }]);
    expect(validateLocation({ country: 'España', state: 'Jalisco', city: 'Guadalajara' })).toEqual([
      { path: 'state', msg: m.stateInvalid },
    ]);
  });

  it('wants the exact names the lists send: no codes, English names or other spellings', () => {
    for (const country of ['MX', 'Mexico', 'mexico', 'MEX']) {
      expect(validateLocation({ country, state: 'Jalisco', city: 'Guadalajara' }), country).toEqual([
        { path: 'country', msg: m.countryInvalid },
      ]);
    }
    expect(validateLocation({ country: 'México', state: 'JAL', city: 'Guadalajara' })).toEqual([{ path: 'state', msg: m.stateInvalid }]);
    expect(validateLocation({ country: 'México', state: 'Jalisco', city: 'guadalajara' })).toEqual([{ path: 'city', msg: m.cityInvalid }]);
  });

  it('refuses values that are not text', () => {
    expect(validateLocation({ country: 52, state: ['Jalisco'], city: { name: 'Guadalajara' } })).toEqual([
      { path: 'country', msg: m.countryInvalid },
    ]);
    expect(validateLocation({ country: 'México', state: 'Jalisco', city: 7 })).toEqual([{ path: 'city', msg: m.cityInvalid }]);
  });

  it('needs no state nor city where the data has none, and refuses one sent there', () => {
    expect(validateLocation({ country: 'Ciudad del Vaticano' })).toEqual([]);
    expect(validateLocation({ country: 'Ciudad del Vaticano', state: 'Roma', city: 'Roma' })).toEqual([
      { path: 'state', msg: m.stateInvalid },
      { path: 'city', msg: m.cityInvalid },
    ]);
  });

  it('with required false, lets a place be left out entirely but still checks what is sent', () => {
    expect(validateLocation({}, { required: false })).toEqual([]);
    expect(validateLocation({ country: null, state: '', city: undefined }, { required: false })).toEqual([]);
    expect(validateLocation({ country: 'México' }, { required: false })).toEqual([
      { path: 'state', msg: m.stateRequired },
      { path: 'city', msg: m.cityRequired },
    ]);
    expect(validateLocation({ city: 'Guadalajara' }, { required: false })).toEqual([
      { path: 'country', msg: m.countryRequired },
      { path: 'state', msg: m.stateRequired },
    ]);
  });
});

describe('normalizeCountry', () => {
  it('maps a code, an unaccented, differently cased or English name to the Spanish name of the list', () => {
    expect(normalizeCountry('MX')).toBe('México');
    expect(normalizeCountry('mx')).toBe('México');
    expect(normalizeCountry('MEX')).toBe('México');
    expect(normalizeCountry('mexico')).toBe('México');
    expect(normalizeCountry('México')).toBe('México');
    expect(normalizeCountry('United States')).toBe('Estados Unidos');
    expect(normalizeCountry('brazil')).toBe('Brasil');
    expect(normalizeCountry('ES')).toBe('España');
  });

  it('answers null for anything else', () => {
    expect(normalizeCountry('')).toBeNull();
    expect(normalizeCountry('Atlántida')).toBeNull();
    expect(normalizeCountry('XX')).toBeNull();
  });
});
