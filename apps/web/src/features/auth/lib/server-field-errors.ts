import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts a 400's fieldErrors from the server on the form's fields (the server checks every rule too). */
export function applyServerFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!(err instanceof ApiError) || !err.body?.fieldErrors) return;
  for (const [field, messages] of Object.entries(err.body.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
}
