import { serverMessageOf } from '@app/core';
import { toast } from '@app/ui';

/** A success toast with the spec's exact text. */
export function toastSuccess(title: string, description?: string): void {
  toast({ title, description });
}

/** A destructive toast with the spec's failure text and, when there is one, the server's reason. */
export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: serverMessageOf(error), variant: 'destructive' });
}
