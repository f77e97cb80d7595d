import { formatDateTime } from '@app/core';
import { Button } from '@app/ui';
import type { SyncStatus } from '../../../shared/bridge';

/**
 * Actions made offline: each 'Waiting to sync' until the server takes it, and those it refused
 * (already rolled back) under 'Needs attention' with the server's message until dismissed.
 */
export function SyncPanel({ status, onDismiss }: { status: SyncStatus; onDismiss: (seq: number) => void }) {
  if (!status.waiting.length && !status.needsAttention.length) return null;
  return (
    <aside aria-label="Offline changes" className="max-h-48 shrink-0 overflow-y-auto border-t border-slate-200 bg-white px-3 py-2 text-sm">
      {status.needsAttention.length ? (
        <section aria-label="Needs attention" className="mb-2">
          <h2 className="font-semibold text-red-800">Needs attention</h2>
          <ul className="space-y-1">
            {status.needsAttention.map((a) => (
              <li key={a.seq} className="flex items-center gap-3 rounded bg-red-50 px-2 py-1">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{a.label}</span>
                  <span className="text-slate-500"> · {formatDateTime(a.createdAt)}</span>
                  <span className="block text-red-800">{a.message}</span>
                </span>
                <Button size="sm" variant="outline" onClick={() => onDismiss(a.seq)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {status.waiting.length ? (
        <section aria-label="Waiting to sync">
          <ul className="space-y-1">
            {status.waiting.map((a) => (
              <li key={a.seq} className="flex items-center gap-3 px-2 py-1">
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Waiting to sync</span>
                <span className="min-w-0 flex-1">{a.label}</span>
                <span className="text-slate-500">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
