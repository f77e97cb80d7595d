import { formatDateTime } from '@app/core';
import type { SyncStatus } from '../../../shared/bridge';

/** The status bar's sync text: actions waiting first, then offline, else up to date. */
export function syncText(status: SyncStatus): string {
  if (status.waiting.length > 0) return `${status.waiting.length} changes waiting`;
  // A copy not yet refreshed in this run, or whose last pull failed, is shown as of its time.
  if (status.online === false || (status.syncedAt && !status.upToDate))
    return `Offline: showing data from ${status.syncedAt ? formatDateTime(status.syncedAt) : 'no copy yet'}`;
  return status.syncedAt ? 'Synced just now' : 'Syncing…';
}
