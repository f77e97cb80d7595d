import type { ComponentProps } from 'react';
import { cn } from './lib/cn';

const badgeVariantClasses = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  outline: 'text-foreground',
} as const;

export type BadgeVariant = keyof typeof badgeVariantClasses;

/** Class names of a badge (like shadcn's cva helper). */
export function badgeVariants({ variant, className }: { variant?: BadgeVariant | null; className?: string } = {}) {
  return cn(
    'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-2.5 py-0.5 text-xs font-semibold transition-colors',
    'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    '[&>svg]:pointer-events-none [&>svg]:size-3',
    badgeVariantClasses[variant ?? 'default'],
    className,
  );
}

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant | null;
}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}
