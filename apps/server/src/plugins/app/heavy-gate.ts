import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';
import { POOLS } from '../../db/connect.ts';
import { HttpError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    heavy?: boolean;
  }
}

/** Each heavy handler may hold two or three connections of the main pool. */
export const HEAVY_LIMITS = { running: Math.floor(POOLS.main.max / 2.5), waiting: 64, waitMs: 5_000 } as const;

export class Busy extends HttpError {
  override readonly retryAfter = 1;

  constructor() {
    super(503, es.api.busy);
  }
}

export class Gate {
  #running = 0;
  readonly #queue: { resolve: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly limits: { running: number; waiting: number; waitMs: number }) {}

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#queue.length;
  }

  async enter(): Promise<() => void> {
    if (this.#running < this.limits.running) {
      this.#running++;
      return this.#release();
    }
    if (this.#queue.length >= this.limits.waiting) throw new Busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        resolve,
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(entry), 1);
          reject(new Busy());
        }, this.limits.waitMs),
      };
      this.#queue.push(entry);
    });
    return this.#release();
  }

  #release(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.#queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve();
      } else {
        this.#running--;
      }
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    heavyGate: Gate;
  }
}

/** Many slow lists then never hold every connection ahead of cheap requests. */
export const heavyGatePlugin = fp(
  async (app: FastifyInstance, opts: { limits?: { running: number; waiting: number; waitMs: number } } = {}) => {
    const gate = new Gate(opts.limits ?? HEAVY_LIMITS);
    app.decorate('heavyGate', gate);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config?.heavy) return;
      const release = await gate.enter();
      // A client that left while waiting is gone already; its place goes back at once.
      if (reply.raw.destroyed || request.raw.socket?.destroyed) release();
      else reply.raw.once('close', release);
    });
  },
  { name: 'heavy-gate' },
);
