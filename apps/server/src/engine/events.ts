import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ResourceName } from '@app/domain/core/modules';
import type { Tx } from '../db/connect.ts';
import type { Wire } from './store.ts';

/** What happened to a record. */
export interface RecordEvent {
  module: ResourceName;
  /** `create`, `update`, `delete`, or the action's name (`send`, `accept`, `deactivate`…). */
  operation: string;
  /** The record as it now is (as it was, for a delete). */
  record: Wire;
  /** Field values before an update or action (references as ids). */
  previous?: Readonly<Record<string, unknown>>;
  actor: { id: string; role: number; gta: string | null };
  /** The reason given, when there was one. */
  reason?: string;
}

export type RecordListener = (event: RecordEvent) => void | Promise<void>;

/**
 * Stores what an event causes (a notification) in the change's own transaction, in a savepoint of its own when it
 * writes, so that its failure leaves the change standing; what it returns runs once that transaction committed.
 */
export type RecordRecorder = (tx: Tx, event: RecordEvent) => Promise<(() => void) | undefined>;

/**
 * The record events of the engine. Recorders write inside the change's transaction, so a process that dies after the
 * commit loses nothing; listeners hear of the event once it committed, never for a change that rolled back. A failure
 * of either is logged and never fails the change.
 */
export class RecordEvents {
  readonly #emitter = new EventEmitter();
  readonly #recorders: RecordRecorder[] = [];

  constructor(private readonly log: FastifyBaseLogger) {
    this.#emitter.setMaxListeners(50);
  }

  record(recorder: RecordRecorder): void {
    this.#recorders.push(recorder);
  }

  /** Runs every recorder in `tx`; the after-commit work they returned. */
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
