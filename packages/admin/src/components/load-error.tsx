import { errorToMessage } from '@app/core';
import { Alert, AlertDescription, AlertTitle, Button } from '@app/ui';

/** The message for a failed load, with Try Again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = errorToMessage(error);
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {description}
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
