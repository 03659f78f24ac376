import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes whole numbers as Intl does in Spanish and English', () => {
    const samples = [0, 1, 9, 10, 999, 1000, 1234, 9999, 10000, 10030, 99999, 100000, 1234567, 987654321, Number.MAX_SAFE_INTEGER];
    for (const value of samples) {
      expect(formatCount(value, 'es')).toBe(value.toLocaleString('es-ES'));
      expect(formatCount(value, 'en')).toBe(value.toLocaleString('en-US'));
    }
  });
  it('leaves the rest to Intl', () => {
    expect(formatCount(-12345, 'es')).toBe((-12345).toLocaleString('es-ES'));
    expect(formatCount(1.5, 'en')).toBe('1.5');
    expect(formatCount(Number.POSITIVE_INFINITY, 'es')).toBe('Infinity');
  });
});
