import { Button, DialogFooter } from '@app/ui';

/**
 * The buttons under an admin form in a dialog: the way out (Cancel, or Back to the previous
 * question) and the submit button, disabled while the form is being sent.
 */
export function FormDialogFooter({
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
  busy,
  destructive = false,
}: {
  submitLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
  busy: boolean;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
