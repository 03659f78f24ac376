import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, pgTimestampDate } from '../../src/lib/timestamps.ts';

const MAX = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

describe('isoDate', () => {
  it('writes what toISOString writes, at the edges of days, months, leap years and its range', () => {
    const edges = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.001Z',
      '2000-03-01T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2100-02-28T23:59:59.999Z',
      '2100-03-01T00:00:00.000Z',
      '2026-11-24T02:16:44.123Z',
      '9999-12-31T23:59:59.999Z',
    ];
    for (const text of edges) expect(isoDate(new Date(text))).toBe(text);
  });

  it('agrees with toISOString on any date, in any order (its remembered day included)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: MAX }), { minLength: 1, maxLength: 20 }), (times) => {
        for (const time of times) expect(isoDate(new Date(time))).toBe(new Date(time).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('records seconds apart across midnight keep their own day', () => {
    const start = Date.parse('2026-11-23T23:59:58.500Z');
    for (let ms = 0; ms < 3000; ms += 250) expect(isoDate(new Date(start + ms))).toBe(new Date(start + ms).toISOString());
  });

  it('leaves dates before 1970 and after 9999 to the built-in, and an invalid date throws as it does', () => {
    for (const text of ['1969-12-31T23:59:59.999Z', '0001-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '-000001-06-15T10:00:00.000Z']) {
      expect(isoDate(new Date(text))).toBe(new Date(text).toISOString());
    }
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('pgTimestampDate', () => {
  const same = (text: string) => expect(pgTimestampDate(text).getTime(), text).toEqual(new Date(text).getTime());

  it('reads what PostgreSQL writes as new Date does: any fraction from none to microseconds, offsets ±HH and ±HH:MM', () => {
    const offsets = ['+00', '-03', '+05:30', '-09:30', '+14', '+00:00'];
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1000-01-02T00:00:00Z'), max: MAX }), fc.integer({ min: 0, max: 6 }), fc.nat(999_999), fc.constantFrom(...offsets), (time, digits, fraction, offset) => {
        const iso = new Date(time).toISOString();
        const fractionText = digits === 0 ? '' : `.${String(fraction).padStart(6, '0').slice(0, digits)}`;
        same(`${iso.slice(0, 10)} ${iso.slice(11, 19)}${fractionText}${offset}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves every other form to new Date, with its answer', () => {
    for (const text of ['0099-01-01 00:00:00+00', '2026-11-24 02:16:44+05:30:15', '2026-11-24T02:16:44Z', 'infinity', '-infinity', '0044-03-15 12:00:00+00 BC']) {
      const expected = new Date(text).getTime();
      const got = pgTimestampDate(text).getTime();
      expect(Number.isNaN(got) ? 'inválida' : got, text).toEqual(Number.isNaN(expected) ? 'inválida' : expected);
    }
  });
});
