import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@app/ui';
import type { ReactNode } from 'react';

/** The small-screen slide-out menu; loaded on its first opening (the dialog code is not on the first page). */
export default function MobileMenu({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
