import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/config.ts';
import { FailureLimiter } from '../../src/lib/failure-limiter.ts';

describe('FailureLimiter', () => {
  it('blocks a key after the limit within the window, and frees it after', () => {
    const limiter = new FailureLimiter(3, 1000);
    for (let i = 0; i < 3; i++) limiter.fail(['ip:a'], 0);
    expect(limiter.isBlocked(['ip:a'], 10)).toBe(true);
    expect(limiter.isBlocked(['ip:b'], 10)).toBe(false);
    expect(limiter.isBlocked(['ip:a'], 1001)).toBe(false);
  });

  it('blocks when any of the keys is blocked', () => {
    const limiter = new FailureLimiter(1, 1000);
    limiter.fail(['email:x'], 0);
    expect(limiter.isBlocked(['ip:new', 'email:x'], 1)).toBe(true);
  });
});

describe('parseDuration', () => {
  it.each([
    ['8h', 28800],
    ['30m', 1800],
    ['45s', 45],
    ['2d', 172800],
    ['90', 90],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('refuses nonsense', () => {
    expect(() => parseDuration('soon')).toThrow();
  });
});
