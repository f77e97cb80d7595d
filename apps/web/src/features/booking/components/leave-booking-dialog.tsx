import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@app/ui';

export const LEAVE_BOOKING_TEXTS = {
  title: 'Leave this request?',
  description: 'What you typed is kept until you leave the site: open the form again to continue where you stopped.',
  keep: 'Keep editing',
  discard: 'Discard request',
  close: 'Save draft and close',
} as const;

/** Asked when a booking form with typed answers is being closed: keep editing, discard them, or keep them for later. */
export function LeaveBookingDialog({
  open,
  onKeepEditing,
  onDiscard,
  onSaveDraft,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  onSaveDraft: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onKeepEditing()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{LEAVE_BOOKING_TEXTS.title}</AlertDialogTitle>
          <AlertDialogDescription>{LEAVE_BOOKING_TEXTS.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{LEAVE_BOOKING_TEXTS.keep}</AlertDialogCancel>
          <Button type="button" variant="outline" onClick={onDiscard}>
            {LEAVE_BOOKING_TEXTS.discard}
          </Button>
          <Button type="button" onClick={onSaveDraft}>
            {LEAVE_BOOKING_TEXTS.close}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
