import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/config.ts';
import { MemoryFailureLimiter } from '../../src/lib/failure-limiter.ts';

describe('FailureLimiter', () => {
  it('blocks a key after the limit within the window, and frees it after', async () => {
    const limiter = new MemoryFailureLimiter(3, 1000);
    for (let i = 0; i < 3; i++) await limiter.fail(['ip:a'], 0);
    expect(await limiter.isBlocked(['ip:a'], 10)).toBe(true);
    expect(await limiter.isBlocked(['ip:b'], 10)).toBe(false);
    expect(await limiter.isBlocked(['ip:a'], 1001)).toBe(false);
  });

  it('blocks when any of the keys is blocked', async () => {
    const limiter = new MemoryFailureLimiter(1, 1000);
    await limiter.fail(['email:x'], 0);
    expect(await limiter.isBlocked(['ip:new', 'email:x'], 1)).toBe(true);
  });

  it('counts an attempt up front and gives it back when it succeeds', async () => {
    const limiter = new MemoryFailureLimiter(2, 1000);
    expect(await limiter.attempt(['k'], 0)).toBe(true);
    await limiter.succeeded(['k'], 1);
    expect(await limiter.attempt(['k'], 2)).toBe(true);
    expect(await limiter.attempt(['k'], 3)).toBe(true);
    expect(await limiter.attempt(['k'], 4)).toBe(false);
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
