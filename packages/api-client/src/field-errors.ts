import { fieldErrorsOf } from '@app/core';

type SetError = (field: string, error: { type: string; message: string }) => void;

/**
 * Puts the server's per-field messages (a 400 or 409 with fieldErrors) under the form's fields
 * that have them: the first message of each, as react-hook-form's `setError` takes it.
 */
export function applyServerFieldErrors(
  error: unknown,
  fields: readonly string[],
  setError: (field: never, error: { type: 'server'; message: string }) => void,
): void {
  for (const [field, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
    if (fields.includes(field) && messages[0]) (setError as SetError)(field, { type: 'server', message: messages[0] });
  }
}
