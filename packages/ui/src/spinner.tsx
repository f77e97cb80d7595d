import type { ComponentProps } from 'react';
import { LoaderIcon } from './icons';
import { cn } from './lib/cn';

const spinnerSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Text announced to screen readers (visually hidden). Default 'Loading'. */
  label?: string;
  size?: keyof typeof spinnerSizes;
}

/** A spinning indicator in a polite status region, with a visually hidden label. */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <LoaderIcon className={cn('animate-spin', spinnerSizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export interface LoadingScreenProps extends ComponentProps<'div'> {
  /** Fill the viewport height (default) or just pad the surrounding area. */
  fullScreen?: boolean;
}

/** The full-page wait state (e.g. while the current user loads) with the visible text 'Loading...'. */
export function LoadingScreen({ fullScreen = true, className, ...props }: LoadingScreenProps) {
  return (
    <div
      role="status"
      data-slot="loading-screen"
      className={cn('flex w-full flex-col items-center justify-center gap-3 text-muted-foreground', fullScreen ? 'min-h-dvh' : 'py-16', className)}
      {...props}
    >
      <LoaderIcon className="size-8 animate-spin text-primary" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
