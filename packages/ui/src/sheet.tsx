import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { closeButtonClasses, overlayClasses } from './dialog';
import { XIcon } from './icons';
import { cn } from './lib/cn';
import { useDialogFocus } from './lib/dialog-focus';

/** A side panel (e.g. the small-screen menu) built on Radix Dialog: focus is trapped while open. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetPortal = SheetPrimitive.Portal;

export function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return <SheetPrimitive.Overlay data-slot="sheet-overlay" className={cn(overlayClasses, className)} {...props} />;
}

// The sheet keyframes read --sheet-from-x/y, so each side only says where it slides from.
const sheetSideClasses = {
  top: 'inset-x-0 top-0 h-auto border-b [--sheet-from-y:-100%]',
  bottom: 'inset-x-0 bottom-0 h-auto border-t [--sheet-from-y:100%]',
  left: 'inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm [--sheet-from-x:-100%]',
  right: 'inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm [--sheet-from-x:100%]',
} as const;

export type SheetSide = keyof typeof sheetSideClasses;

export interface SheetContentProps extends ComponentProps<typeof SheetPrimitive.Content> {
  side?: SheetSide;
  /** Show the top-right close button (sr-only text 'Close'). Default true. */
  showCloseButton?: boolean;
}

/** The side panel; when it closes, focus returns to the control that opened it. */
export function SheetContent({ side = 'right', className, children, showCloseButton = true, ...props }: SheetContentProps) {
  const focusHandlers = useDialogFocus(props);
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-lg focus:outline-hidden',
          'data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out',
          sheetSideClasses[side],
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close data-slot="sheet-close" className={closeButtonClasses}>
            <XIcon />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
