import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { XIcon } from './icons';
import { cn } from './lib/cn';
import type { ToastVariant } from './use-toast';

/**
 * Radix's provider with its numbers spelled out: swipe right 50 px to dismiss. The viewport
 * keeps Radix's F8 hotkey and its 'Notifications ({hotkey})' label. Usually mounted by <Toaster />.
 */
export function ToastProvider({ swipeDirection = 'right', swipeThreshold = 50, ...props }: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed bottom-0 right-0 z-100 m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-hidden md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariantClasses: Record<ToastVariant, string> = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant | undefined;
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md p-4 pr-8 shadow-lg transition-all',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        toastVariantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

/** A button inside the toast; `altText` tells screen-reader users how to do the same elsewhere. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-muted',
        'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        'disabled:pointer-events-none disabled:opacity-50',
        'group-data-[variant=destructive]:border-white/40 group-data-[variant=destructive]:hover:bg-white/10 group-data-[variant=destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        'absolute right-2 top-2 rounded-md p-1 text-foreground/60 transition-opacity hover:text-foreground',
        'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        'group-data-[variant=destructive]:text-white/80 group-data-[variant=destructive]:hover:text-white group-data-[variant=destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />;
}
