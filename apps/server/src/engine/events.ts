import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ResourceName } from '@app/domain/core/modules';
import type { Viewer } from '@app/domain/core/realtime';
import type { Tx } from '../db/connect.ts';
import type { Wire } from './store.ts';

export interface RecordEvent {
  module: ResourceName;
  operation: string;
  record: Wire;
  previous?: Readonly<Record<string, unknown>>;
  /** `null` when the system or a public user made the change. */
  actor: { id: string; role: number; gta: string | null; viewer: Viewer } | null;
  /** Who made it: an admin, the public site (a signed-in user or a visitor) or the system. */
  by: 'admin' | 'user' | 'system';
  reason?: string;
  /** The socket of the browser tab that asked for the change (`X-Socket-Id`). */
  tab?: string;
}

export type RecordListener = (event: RecordEvent) => void | Promise<void>;

/** Stores what an event causes in the change's transaction; one whose failure must keep the change takes its own savepoint. */
export type RecordRecorder = (tx: Tx, event: RecordEvent) => Promise<(() => void) | undefined>;

/** Recorders write inside the change's transaction; listeners hear only of committed changes; failures never fail it. */
export class RecordEvents {
  readonly #emitter = new EventEmitter();
  readonly #recorders: RecordRecorder[] = [];

  constructor(private readonly log: FastifyBaseLogger) {
    this.#emitter.setMaxListeners(50);
  }

  record(recorder: RecordRecorder): void {
    this.#recorders.push(recorder);
  }

  async store(tx: Tx, event: RecordEvent): Promise<(() => void)[]> {
    const after: (() => void)[] = [];
    for (const recorder of this.#recorders) {
      try {
        const then = await recorder(tx, event);
        if (then) after.push(then);
      } catch (err) {
        this.log.error({ err, module: event.module, operation: event.operation }, 'evento no registrado');
      }
    }
    return after;
  }

  on(listener: RecordListener): () => void {
    const wrapped = (event: RecordEvent) => {
      void Promise.resolve()
        .then(() => listener(event))
        .catch((err: unknown) => this.log.error({ err, module: event.module, operation: event.operation }, 'evento no atendido'));
    };
    this.#emitter.on('record', wrapped);
    return () => this.#emitter.off('record', wrapped);
  }

  emit(event: RecordEvent): void {
    this.#emitter.emit('record', event);
  }
}
