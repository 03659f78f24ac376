import type { FieldError } from '@app/domain/core/page';

/** Status 0 means the request never got an answer (network down, server gone). */
export const NO_RESPONSE = 0;

/** A failed call as the UI needs it: the HTTP status, the server's message and its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
