import { es } from '@app/domain/messages/es';
import { HttpError } from '../lib/errors.ts';

export interface ExportLimits {
  /** Exports one admin may have running at once. */
  perAdmin: number;
  /** Exports running at once in all. */
  overall: number;
  /** How long a write may wait for a client that reads nothing before its export is given up. */
  stalledWriteMs: number;
}

/**
 * Each export holds a connection of the main pool (10) for as long as its file streams, minutes for a large one: four
 * at most leave the other connections to lists, forms and sign-ins, two per admin keep one admin from taking all four.
 */
export const EXPORT_LIMITS: ExportLimits = { perAdmin: 2, overall: 4, stalledWriteMs: 15_000 };

export class ExportsBusy extends HttpError {
  // An export takes from seconds to minutes: asking again at once would only be refused again.
  override readonly retryAfter = 10;

  constructor() {
    super(503, es.api.exportsBusy);
  }
}

/**
 * The exports running now. Past the limits an export is refused at once, never queued (a place frees up only when a
 * whole file has been sent); each place carries an abort controller, so the server can cut every export short when it
 * stops.
 */
export class ExportGate {
  /** Each running export's controller, with the admin it runs for. */
  readonly #running = new Map<AbortController, string>();

  constructor(readonly limits: ExportLimits) {}

  /** A place for an export of `adminId`, or `ExportsBusy`; `release` gives it back (once its cursor is closed). */
  enter(adminId: string): { controller: AbortController; release: () => void } {
    const mine = [...this.#running.values()].filter((id) => id === adminId).length;
    if (this.#running.size >= this.limits.overall || mine >= this.limits.perAdmin) throw new ExportsBusy();
    const controller = new AbortController();
    this.#running.set(controller, adminId);
    return { controller, release: () => void this.#running.delete(controller) };
  }

  /** Cuts every running export short: the server is stopping. */
  abortAll(reason: string) {
    for (const controller of this.#running.keys()) controller.abort(reason);
  }
}
