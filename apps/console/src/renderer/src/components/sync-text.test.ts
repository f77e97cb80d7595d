import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@app/core';
import type { SyncStatus } from '../../../shared/bridge';
import { syncText } from './sync-text';

const syncedAt = '2026-11-20T15:04:00.000Z';
const status = (over: Partial<SyncStatus>): SyncStatus => ({ online: true, upToDate: true, failure: null, syncedAt, waiting: [], needsAttention: [], ...over });

describe('the status bar sync text', () => {
  it("says 'Synced just now' only after a pull succeeded in this run", () => {
    expect(syncText(status({}))).toBe('Synced just now');
    // At start before the first pull, or after a pull the feed refused, while the server answers.
    expect(syncText(status({ upToDate: false }))).toBe(`Offline: showing data from ${formatDateTime(syncedAt)}`);
    expect(syncText(status({ online: false, upToDate: false }))).toBe(`Offline: showing data from ${formatDateTime(syncedAt)}`);
  });

  it('counts the actions waiting first, and shows the first copy under way', () => {
    const item = { seq: 1, label: 'x', createdAt: syncedAt, message: null };
    expect(syncText(status({ upToDate: false, waiting: [item, { ...item, seq: 2 }] }))).toBe('2 changes waiting');
    expect(syncText(status({ upToDate: false, syncedAt: null }))).toBe('Syncing…');
  });

  it('claims nothing at start before the server answered or failed to (online not yet known)', () => {
    expect(syncText(status({ online: null, upToDate: false, syncedAt: null }))).toBe('Syncing…');
    expect(syncText(status({ online: null, upToDate: false }))).toBe(`Offline: showing data from ${formatDateTime(syncedAt)}`);
  });
});
