import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AdminApiError } from '../api/admin-api';

/** Puts the server's per-field messages (a 400 or 409 with fieldErrors) under the form's fields. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  if (!(error instanceof AdminApiError) || !error.body?.fieldErrors) return;
  for (const [field, messages] of Object.entries(error.body.fieldErrors)) {
    if (fields.includes(field) && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
}
