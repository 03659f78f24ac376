import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './redis.ts';

const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

class RedisRateStore implements FastifyRateLimitStore {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    this.client.eval(INCR, { keys: [this.prefix + key], arguments: [String(timeWindow)] }).then(
      (reply) => {
        const [current, ttl] = reply as [number, number];
        done(null, { current, ttl });
      },
      (err: Error) => done(err),
    );
  }

  child(options: object): FastifyRateLimitStore {
    // The plugin hands a route's own limit its route under `routeInfo`, whatever its types say.
    const { routeInfo } = options as { routeInfo: { method: string; url: string } };
    return new RedisRateStore(this.client, `${this.prefix}${routeInfo.method}${routeInfo.url}-`);
  }
}

/**
 * @fastify/rate-limit's counts, kept in Redis for every server by one atomic script over the app's node-redis client
 * (the plugin's own `redis` option takes an ioredis client).
 */
export const redisRateStore = (client: RedisClient): FastifyRateLimitStoreCtor =>
  class extends RedisRateStore {
    constructor() {
      super(client, 'backoffice:rate:');
    }
  };
