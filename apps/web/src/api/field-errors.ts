import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Puts each server field error under its input; errors for paths the form does not show stay in the toast that the global handler already raised. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const { path, msg } of error.errors) {
    if (fields.includes(path)) setError(path as Path<T>, { type: 'server', message: msg });
  }
}
