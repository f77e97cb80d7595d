import type { ReactNode } from 'react';
import { formatDateTime, type AdminOrder } from '@app/core';

/** The orders of one request for several stations, shown together under the request they came from. */
export function RequestGroup({ orders, children }: { orders: AdminOrder[]; children: ReactNode }) {
  const first = orders[0];
  if (!first) return null;
  const label = `Request for ${first.clientName}: ${orders.length} stations`;
  return (
    <section aria-label={label} className="space-y-3 rounded-lg border-2 border-dashed border-muted-foreground/30 p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2 px-1">
        <h3 className="font-semibold">{label}</h3>
        <p className="text-sm text-muted-foreground">
          {orders.map((o) => o.station?.callLetters ?? 'deleted station').join(', ')} · sent {formatDateTime(first.createdAt)}
        </p>
      </header>
      {children}
    </section>
  );
}
