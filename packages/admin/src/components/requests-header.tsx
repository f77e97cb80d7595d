import type { ReactNode } from 'react';

/** 'Recent Requests (n)' with the Overdue and Waiting on station counters, and the tab's actions beside them. */
export function RequestsHeader({ total, overdue, waiting, children }: { total: number; overdue: number; waiting: number; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="requests-heading" className="text-xl font-semibold">
          Recent Requests ({total})
        </h2>
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-800" data-testid="overdue-count">
          Overdue ({overdue})
        </span>
        <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-medium text-blue-900" data-testid="waiting-on-station-count">
          Waiting on station ({waiting})
        </span>
      </div>
      {children}
    </div>
  );
}
