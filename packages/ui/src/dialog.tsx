import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from './icons';
import { cn } from './lib/cn';
import { useDialogFocus } from './lib/dialog-focus';
import { InnerLayersProvider, useInnerLayerStack } from './inner-layers';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

/** Shared by Dialog, AlertDialog and Sheet overlays. */
export const overlayClasses = 'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(overlayClasses, className)} {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the top-right close button (sr-only text 'Close'). Default true. */
  showCloseButton?: boolean;
}

/**
 * Shared by the dialog and sheet close buttons: fully opaque while focused, so the focus ring keeps
 * its 3:1 contrast (a faded button fades its ring too).
 */
export const closeButtonClasses = cn(
  // A 32 px target around the 16 px cross (WCAG 2.5.8 asks for 24 at least; a thumb needs it), centred where the cross was.
  'absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:pointer-events-none [&_svg]:size-4',
);

/**
 * The centred dialog panel, portalled with its overlay. Give it a DialogTitle for its accessible name.
 * When it closes, focus returns to the control that opened it.
 */
export function DialogContent({ className, children, showCloseButton = true, onEscapeKeyDown, onInteractOutside, ...props }: DialogContentProps) {
  const focusHandlers = useDialogFocus(props);
  // Escape or a click outside closes an open inner layer (an inline calendar) before the dialog.
  const layers = useInnerLayerStack();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg focus:outline-hidden',
          'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
          className,
        )}
        {...props}
        {...focusHandlers}
        onEscapeKeyDown={(event) => {
          if (layers.closeInnermost()) event.preventDefault();
          else onEscapeKeyDown?.(event);
        }}
        onInteractOutside={(event) => {
          if (layers.closeInnermost()) event.preventDefault();
          else onInteractOutside?.(event);
        }}
      >
        <InnerLayersProvider value={layers}>{children}</InnerLayersProvider>
        {showCloseButton && (
          <DialogPrimitive.Close data-slot="dialog-close" className={closeButtonClasses}>
            <XIcon />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold leading-none tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
