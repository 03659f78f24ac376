import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDuration } from '../../src/config.ts';
import { MemoryFailureLimiter } from '../../src/lib/failure-limiter.ts';
import { SignInLimits } from '../../src/lib/sign-in-limits.ts';

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

describe('SignInLimits slow-down', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const SLOW_MS = 1000;
  const limits = () =>
    new SignInLimits({
      pair: new MemoryFailureLimiter(2, 60_000),
      address: new MemoryFailureLimiter(6, 60_000),
      email: new MemoryFailureLimiter(2, 60_000),
      slowDownMs: SLOW_MS,
    });
  /** Starts an attempt and tells when it has settled. */
  const track = (attempt: Promise<boolean>) => {
    const state = { settled: false, allowed: undefined as boolean | undefined };
    void attempt.then((allowed) => Object.assign(state, { settled: true, allowed }));
    return state;
  };

  it('does not slow an e-mail under its limit', async () => {
    vi.useFakeTimers();
    const l = limits();
    const first = track(l.attempt('login', '1.0.0.1', 'a@x'));
    const second = track(l.attempt('login', '1.0.0.2', 'a@x'));
    await vi.advanceTimersByTimeAsync(0);
    expect([first, second]).toEqual([{ settled: true, allowed: true }, { settled: true, allowed: true }]);
  });

  it('past the limit, every attempt waits the slow-down on its own, never behind the others', async () => {
    vi.useFakeTimers();
    const l = limits();
    await Promise.all([l.attempt('login', '2.0.0.1', 'z@x'), l.attempt('login', '2.0.0.2', 'z@x')]);
    const crowd = Array.from({ length: 30 }, (_, i) => track(l.attempt('login', `2.0.1.${i}`, 'z@x')));
    await vi.advanceTimersByTimeAsync(SLOW_MS - 1);
    expect(crowd.filter((a) => a.settled)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(crowd.every((a) => a.settled && a.allowed)).toBe(true);
  });

  it('the owner, arriving behind a crowd, waits one slow-down; a refused client never waits', async () => {
    vi.useFakeTimers();
    const l = limits();
    await Promise.all([l.attempt('login', '3.0.0.1', 'o@x'), l.attempt('login', '3.0.0.2', 'o@x')]);
    for (let i = 0; i < 20; i++) track(l.attempt('login', `3.0.1.${i}`, 'o@x'));
    const owner = track(l.attempt('login', '3.9.9.9', 'o@x'));
    await l.attempt('login', '3.0.0.9', 'p@x');
    await l.attempt('login', '3.0.0.9', 'p@x');
    const refused = track(l.attempt('login', '3.0.0.9', 'p@x'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refused).toEqual({ settled: true, allowed: false });
    await vi.advanceTimersByTimeAsync(SLOW_MS);
    expect(owner).toEqual({ settled: true, allowed: true });
  });

  it('a burst sent all at once passes at most the limit without the wait', async () => {
    vi.useFakeTimers();
    const l = limits();
    const burst = Array.from({ length: 10 }, (_, i) => track(l.attempt('login', `4.0.0.${i}`, 'b@x')));
    await vi.advanceTimersByTimeAsync(0);
    expect(burst.filter((a) => a.settled)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SLOW_MS);
    expect(burst.every((a) => a.settled && a.allowed)).toBe(true);
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
