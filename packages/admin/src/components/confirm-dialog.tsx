import { AlertDialogAction, buttonVariants, QuestionDialog } from '@app/ui';

export interface ConfirmRequest {
  title: string;
  /** The question, e.g. 'Are you sure you want to delete KABC?'. */
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** One confirmation at a time: open while `request` is set. */
export function ConfirmDialog({
  request,
  onClose,
  onCloseAutoFocus,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
  /** Where focus goes once it has closed (preventDefault to move it); by default back where it was. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <QuestionDialog open={request !== null} onDismiss={onClose} title={request?.title} description={request?.message} onCloseAutoFocus={onCloseAutoFocus}>
      <AlertDialogAction
        className={request?.destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
        onClick={() => {
          request?.onConfirm();
          onClose();
        }}
      >
        {request?.confirmLabel}
      </AlertDialogAction>
    </QuestionDialog>
  );
}
