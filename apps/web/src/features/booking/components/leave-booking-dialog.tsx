import { Button, QuestionDialog } from '@app/ui';

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
    <QuestionDialog
      open={open}
      onDismiss={onKeepEditing}
      title={LEAVE_BOOKING_TEXTS.title}
      description={LEAVE_BOOKING_TEXTS.description}
      cancelLabel={LEAVE_BOOKING_TEXTS.keep}
    >
      <Button type="button" variant="outline" onClick={onDiscard}>
        {LEAVE_BOOKING_TEXTS.discard}
      </Button>
      <Button type="button" onClick={onSaveDraft}>
        {LEAVE_BOOKING_TEXTS.close}
      </Button>
    </QuestionDialog>
  );
}
