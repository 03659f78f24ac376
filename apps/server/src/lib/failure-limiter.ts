/**
 * Counts failed attempts per key in a fixed window (auth flows: per client address and per e-mail). In memory for one
 * process; with several servers the Redis implementation (redis-failure-limiter.ts) keeps one count for all of them.
 */
export interface FailureLimiter {
  isBlocked(keys: string[]): Promise<boolean>;
  /**
   * Counts an attempt as a failure before its outcome is known and says whether it may go ahead. Checking and counting
   * in one atomic step means a burst of parallel attempts cannot all pass while the first ones are still being
   * checked; `succeeded` gives the count back once an attempt proves valid.
   */
  attempt(keys: string[]): Promise<boolean>;
  succeeded(keys: string[]): Promise<void>;
  fail(keys: string[]): Promise<void>;
}

/**
 * The counts of one process. A restart clears them, which costs an attacker a restart they cannot cause. Every method
 * runs to its end without awaiting, so each is atomic within the process.
 */
export class MemoryFailureLimiter implements FailureLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(keys: string[], now = Date.now()): Promise<boolean> {
    return this.blocked(keys, now);
  }

  async attempt(keys: string[], now = Date.now()): Promise<boolean> {
    if (this.blocked(keys, now)) return false;
    this.count(keys, now);
    return true;
  }

  async succeeded(keys: string[], now = Date.now()): Promise<void> {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry !== undefined && entry.resetAt > now && entry.count > 0) entry.count -= 1;
    }
  }

  async fail(keys: string[], now = Date.now()): Promise<void> {
    this.count(keys, now);
  }

  private blocked(keys: string[], now: number): boolean {
    return keys.some((key) => {
      const entry = this.entries.get(key);
      return entry !== undefined && entry.resetAt > now && entry.count >= this.limit;
    });
  }

  private count(keys: string[], now: number): void {
    if (this.entries.size > 100_000) this.sweep(now);
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry || entry.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
      else entry.count += 1;
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
