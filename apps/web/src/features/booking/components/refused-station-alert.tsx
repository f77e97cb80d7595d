import { Alert, AlertDescription, AlertTitle, Button } from '@app/ui';
import { MESSAGES, type PublicStation } from '@app/core';

/** A station the server refused on submit (hidden meanwhile), named by call letters, with the way out: remove it. */
export function RefusedStationAlert({ station, onRemove }: { station: PublicStation; onRemove: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{MESSAGES.stationMissingCalled(station.callLetters)}</AlertTitle>
      <AlertDescription>
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={onRemove}>
          {`Remove ${station.callLetters} from this request`}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
