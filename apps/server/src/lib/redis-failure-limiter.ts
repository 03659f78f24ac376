import { createHash } from 'node:crypto';
import { MemoryFailureLimiter, type FailureLimiter } from './failure-limiter.ts';
import type { RedisClient } from './redis.ts';

// Each script runs atomically in Redis: no other server's attempt can slip between its reads and writes.
const ATTEMPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[1]) then return 0 end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return 1`;
const FAIL = `
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 1`;
const SUCCEEDED = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 1`;

/** Keys are hashed: no e-mail address is stored in Redis. */
export class RedisFailureLimiter implements FailureLimiter {
  constructor(
    private readonly client: RedisClient,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private keys(keys: string[]): string[] {
    return keys.map((key) => `backoffice:failures:${createHash('sha256').update(key).digest('base64url')}`);
  }

  async isBlocked(keys: string[]): Promise<boolean> {
    const counts = await this.client.mGet(this.keys(keys));
    return counts.some((count) => Number(count ?? 0) >= this.limit);
  }

  async attempt(keys: string[]): Promise<boolean> {
    const allowed = await this.client.eval(ATTEMPT, { keys: this.keys(keys), arguments: [String(this.limit), String(this.windowMs)] });
    return Number(allowed) === 1;
  }

  async succeeded(keys: string[]): Promise<void> {
    await this.client.eval(SUCCEEDED, { keys: this.keys(keys) });
  }

  async fail(keys: string[]): Promise<void> {
    await this.client.eval(FAIL, { keys: this.keys(keys), arguments: [String(this.windowMs)] });
  }
}

/** With several servers the counts live in Redis, so a limit holds whichever server a client reaches. */
export const sharedLimiter = (redis: RedisClient | null, limit: number, windowMs: number): FailureLimiter =>
  redis ? new RedisFailureLimiter(redis, limit, windowMs) : new MemoryFailureLimiter(limit, windowMs);
