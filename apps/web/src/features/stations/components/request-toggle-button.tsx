import { Button, CheckIcon, cn } from '@app/ui';

export interface RequestToggleButtonProps {
  /** Is the station in the visitor's request list? */
  inRequest: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * 'Add to request' / 'Added to request' (aria-pressed). Both labels share one grid cell, the
 * other one invisible, so the button keeps the same box in both states and nothing beside it
 * moves; the added state looks pressed (tinted, with a check), not like the other.
 */
export function RequestToggleButton({ inRequest, onToggle, className }: RequestToggleButtonProps) {
  const label = 'col-start-1 row-start-1 flex items-center justify-center gap-2';
  return (
    <Button
      variant="outline"
      aria-pressed={inRequest}
      onClick={onToggle}
      className={cn('aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary aria-pressed:hover:bg-primary/15', className)}
    >
      <span className="grid">
        <span className={cn(label, inRequest && 'invisible')} aria-hidden={inRequest}>
          Add to request
        </span>
        <span className={cn(label, !inRequest && 'invisible')} aria-hidden={!inRequest}>
          <CheckIcon className="size-4" />
          Added to request
        </span>
      </span>
    </Button>
  );
}
