export interface FailureLimiter {
  isBlocked(keys: string[]): Promise<boolean>;
  /** Counts before the outcome is known, so a burst of parallel attempts cannot all pass while being checked. */
  attempt(keys: string[]): Promise<boolean>;
  succeeded(keys: string[]): Promise<void>;
  fail(keys: string[]): Promise<void>;
}

/** A restart clears the counts, which costs an attacker a restart they cannot cause. */
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
