/**
 * Counts failed attempts per key in a fixed window. Kept in memory: one process serves the product, and a restart
 * clearing the counters costs an attacker a restart they cannot cause.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(keys: string[], now = Date.now()): boolean {
    return keys.some((key) => {
      const entry = this.entries.get(key);
      return entry !== undefined && entry.resetAt > now && entry.count >= this.limit;
    });
  }

  /**
   * Counts an attempt as a failure before its outcome is known and says whether it may go ahead. Checking and counting
   * in one synchronous step means a burst of parallel attempts cannot all pass while the first ones are still being
   * checked; `succeeded` gives the count back once an attempt proves valid.
   */
  attempt(keys: string[], now = Date.now()): boolean {
    if (this.isBlocked(keys, now)) return false;
    this.fail(keys, now);
    return true;
  }

  succeeded(keys: string[], now = Date.now()): void {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry !== undefined && entry.resetAt > now && entry.count > 0) entry.count -= 1;
    }
  }

  fail(keys: string[], now = Date.now()): void {
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
