import { Button, DialogFooter, LoaderIcon } from '@app/ui';
import { LAST_STEP } from './use-booking-steps';

export interface BookingDialogFooterProps {
  step: number;
  onBack: () => void;
  /** Submit stays disabled until the terms are ticked. */
  termsAccepted: boolean;
  sending: boolean;
}

/** Back (after the first step), and Next or, on the last step, Submit Request. */
export function BookingDialogFooter({ step, onBack, termsAccepted, sending }: BookingDialogFooterProps) {
  return (
    <DialogFooter className="gap-2 sm:justify-between">
      {step > 0 ? (
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      {/* Next is the form's submit button on steps 1 and 2, so Enter in a field moves on. */}
      {step < LAST_STEP ? (
        <Button key="next" type="submit">
          Next
        </Button>
      ) : (
        <Button key="submit" type="submit" disabled={!termsAccepted || sending}>
          {sending ? <LoaderIcon className="size-4 animate-spin" /> : null}
          Submit Request
        </Button>
      )}
    </DialogFooter>
  );
}
