import { es } from '@app/domain/messages/es';
import { HttpError } from '../lib/errors.ts';

export interface ExportLimits {
  perAdmin: number;
  overall: number;
  stalledWriteMs: number;
}

/** Each export holds a pool connection (of 10) while it streams: four at most, two per admin. */
export const EXPORT_LIMITS: ExportLimits = { perAdmin: 2, overall: 4, stalledWriteMs: 15_000 };

export class ExportsBusy extends HttpError {
  override readonly retryAfter = 10;

  constructor() {
    super(503, es.api.exportsBusy);
  }
}

/** Past the limits an export is refused, never queued: a place frees up only once a whole file was sent. */
export class ExportGate {
  readonly #running = new Map<AbortController, string>();

  constructor(readonly limits: ExportLimits) {}

  enter(adminId: string): { controller: AbortController; release: () => void } {
    const mine = [...this.#running.values()].filter((id) => id === adminId).length;
    if (this.#running.size >= this.limits.overall || mine >= this.limits.perAdmin) throw new ExportsBusy();
    const controller = new AbortController();
    this.#running.set(controller, adminId);
    return { controller, release: () => void this.#running.delete(controller) };
  }

  abortAll(reason: string) {
    for (const controller of this.#running.keys()) controller.abort(reason);
  }
}
