import type { ComponentProps } from 'react';
import { cn } from './lib/cn';

const alertVariantClasses = {
  default: 'bg-card text-card-foreground',
  destructive: 'border-destructive/50 bg-card text-destructive [&>svg]:text-destructive',
} as const;

export type AlertVariant = keyof typeof alertVariantClasses;

export interface AlertProps extends ComponentProps<'div'> {
  variant?: AlertVariant | null;
}

/**
 * A callout box with role="alert", as in shadcn/ui. An optional leading icon (first child svg)
 * sits in its own column.
 */
export function Alert({ className, variant, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={cn(
        'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm',
        'has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
        alertVariantClasses[variant ?? 'default'],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 min-h-4 font-medium leading-snug tracking-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('col-start-2 grid justify-items-start gap-1 text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
