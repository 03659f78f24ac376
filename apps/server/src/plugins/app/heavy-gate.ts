import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';
import { POOLS } from '../../db/connect.ts';
import { HttpError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A list, `/all` or `/totals`: waits for one of the few places the gate lets run at once. */
    heavy?: boolean;
  }
}

/**
 * How many heavy handlers run at once (each may hold two or three connections of the main pool: rows, count,
 * references), how many may wait for a place, and for how long, before the server answers 503.
 */
export const HEAVY_LIMITS = { running: Math.floor(POOLS.main.max / 2.5), waiting: 64, waitMs: 5_000 } as const;

export class Busy extends HttpError {
  // A place at the gate frees up quickly.
  override readonly retryAfter = 1;

  constructor() {
    super(503, es.api.busy);
  }
}

/** A counting semaphore with a bounded, time-limited queue: saturated, it refuses instead of queueing for ever. */
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
        // The place passes straight to the next in line: `running` stays as it is.
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

/**
 * Requests of routes marked `config.heavy` take a place at one gate before anything else is done for them (the session
 * check included) and give it back when their answer is finished or their client has gone: many slow lists then never
 * hold every connection, nor flood the event loop, ahead of cheap requests (the session check of an edit, health).
 * Past the gate's queue they answer 503 with `Retry-After` at once.
 */
export const heavyGatePlugin = fp(
  async (app: FastifyInstance, opts: { limits?: { running: number; waiting: number; waitMs: number } } = {}) => {
    const gate = new Gate(opts.limits ?? HEAVY_LIMITS);
    app.decorate('heavyGate', gate);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config?.heavy) return;
      const release = await gate.enter();
      // 'close' comes once the answer is sent or the connection is gone; a client that left while waiting is gone
      // already, and its place goes back at once.
      if (reply.raw.destroyed || request.raw.socket?.destroyed) release();
      else reply.raw.once('close', release);
    });
  },
  { name: 'heavy-gate' },
);
