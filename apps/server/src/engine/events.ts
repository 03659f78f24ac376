import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ResourceName } from '@app/domain/core/modules';
import type { Wire } from './store.ts';

/**
 * What happened to a record, told once its transaction committed: never for a change that rolled back. Notifications
 * and realtime listen here instead of handlers calling them by hand.
 */
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

/** A typed bus for after-commit events; a listener that fails is logged and never fails the request. */
export class RecordEvents {
  readonly #emitter = new EventEmitter();

  constructor(private readonly log: FastifyBaseLogger) {
    this.#emitter.setMaxListeners(50);
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
