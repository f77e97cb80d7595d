import { groupOrders, type AdminOrder, type OrderStatus } from '@app/core';
import { Button, Skeleton } from '@app/ui';
import { LoadError } from './load-error';
import { RequestCard } from './request-card';
import { RequestGroup } from './request-group';

/** What a card's controls do. */
export interface RequestCardActions {
  isSelected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
  onStatus: (order: AdminOrder, status: OrderStatus) => void;
  onDetails: (order: AdminOrder) => void;
  onDelete: (order: AdminOrder) => void;
  isChanging: (id: string) => boolean;
}

/**
 * The requests as cards (a booking for several stations grouped), with loading, error and empty
 * states, and 'Show more' while the server has more pages.
 */
export function RequestList({
  rows,
  total,
  isPending,
  error,
  onRetry,
  filtered,
  more,
  actions,
}: {
  rows: readonly AdminOrder[];
  total: number;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Some filter or search is in effect (the empty state then says nothing matched). */
  filtered: boolean;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };
  actions: RequestCardActions;
}) {
  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (rows.length === 0) return <p className="py-10 text-center text-muted-foreground">{filtered ? 'No requests match these filters' : 'No requests yet'}</p>;
  return (
    <div className="space-y-3">
      {groupOrders(rows).map((group) => {
        const cards = group.orders.map((o) => (
          <RequestCard
            key={o.id}
            order={o}
            selected={actions.isSelected(o.id)}
            onSelect={(on) => actions.onSelect(o.id, on)}
            onStatus={(s) => actions.onStatus(o, s)}
            onDetails={() => actions.onDetails(o)}
            onDelete={() => actions.onDelete(o)}
            busy={actions.isChanging(o.id)}
          />
        ));
        return group.orders.length > 1 ? (
          <RequestGroup key={group.key} orders={group.orders}>
            {cards}
          </RequestGroup>
        ) : (
          cards
        );
      })}
      {more.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={more.fetchNextPage} disabled={more.isFetchingNextPage}>
            {more.isFetchingNextPage ? 'Loading...' : `Show more (${rows.length} of ${total})`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
