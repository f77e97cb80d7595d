import type { ComponentProps } from 'react';
import { cn } from './lib/cn';

/** Shared look of single-line text fields, also used by the select trigger. */
export const inputClasses =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors md:text-sm ' +
  'placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium ' +
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ' +
  'disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClasses, className)} {...props} />;
}
