import type { FieldError } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';

export class HttpError extends Error {
  readonly retryAfter?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = es.api.unauthorized) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, es.api.forbidden);
export const notFound = () => new HttpError(404, es.api.notFound);
export const conflict = (message: string = es.api.conflict) => new HttpError(409, message);
export const tooManyAttempts = () => new HttpError(429, es.api.tooManyAttempts);
