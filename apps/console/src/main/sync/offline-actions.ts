// Which admin writes the console can take while the server cannot be reached, and how each is
// shown at once in the replica before the server has it. Anything else (bulk actions, deletes,
// undo, blackouts) needs the server: offline it fails as before.
import { customerStatusOf } from '@app/core';
import type { BeforeImage, Entity, Replica, Row } from './replica';

/** Ids of rows made offline, replaced by the server's own rows once the action lands. */
export const LOCAL_ID_PREFIX = 'local-';

interface Write {
  method: string;
  /** The path without its query string. */
  path: string;
  body: Row;
}

/** The rows an action changes here, and the answer the views get back while it waits. */
export interface OfflineEffect {
  label: string;
  rows: { entity: Entity; id: string; row: Row | null }[];
  /** The JSON the server would have answered, as well as the replica can tell. */
  answer: unknown;
  status: number;
}

const short = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

function orderChange(replica: Replica, id: string, body: Row, now: string): OfflineEffect | null {
  const order = replica.get('order', id);
  if (!order) return null;
  const next: Row = { ...order, updatedAt: now };
  if (typeof body.status === 'string') {
    next.status = body.status;
    next.customerStatus = customerStatusOf(body.status);
    if (body.status === 'cancelled' && typeof body.reason === 'string') next.cancelReason = body.reason;
  }
  if (body.slot !== undefined) next.slot = body.slot;
  if (body.airedAt !== undefined) next.airedAt = body.airedAt;
  if (body.clipUrl !== undefined) next.clipUrl = body.clipUrl;
  if (next.status !== 'pending') next.overdue = false;
  const ref = String(order.orderNumber ?? short(id));
  const label = typeof body.status === 'string' ? `Request ${ref}: status set to ${body.status}` : `Request ${ref}: details changed`;
  return { label, rows: [{ entity: 'order', id, row: next }], answer: { ...next, changeId: null }, status: 200 };
}

function orderNote(replica: Replica, id: string, body: Row, now: string, actor: string, eventId: string): OfflineEffect | null {
  const order = replica.get('order', id);
  if (!order || typeof body.text !== 'string') return null;
  const event: Row = { id: eventId, orderId: id, at: now, actor, kind: 'note', from: null, to: body.text.trim(), reason: null, internal: true };
  return {
    label: `Request ${String(order.orderNumber ?? short(id))}: note added`,
    rows: [{ entity: 'order_event', id: eventId, row: event }],
    answer: { ...order, events: [...replica.eventsOf(id), event] },
    status: 201,
  };
}

function merge(replica: Replica, entity: Entity, id: string, patch: Row, now: string, label: (row: Row) => string): OfflineEffect | null {
  const row = replica.get(entity, id);
  if (!row) return null;
  const next = { ...row, ...patch, updatedAt: now };
  return { label: label(next), rows: [{ entity, id, row: next }], answer: next, status: 200 };
}

function create(entity: Entity, id: string, body: Row, now: string, label: (row: Row) => string): OfflineEffect {
  const row: Row = { id, ...body, createdAt: now, updatedAt: now };
  return { label: label(row), rows: [{ entity, id, row }], answer: row, status: 201 };
}

const stationName = (row: Row) => String(row.callLetters ?? 'station');
const notificationName = (row: Row) => `'${String(row.title ?? '')}'`;

export interface EffectOptions {
  now: string;
  actor: string;
  /**
   * The id of what the write makes here (a station, a notification, a note) until the server
   * makes it: the same each time the action is applied again, so the actions after it that name
   * it (an edit of that station) still find it.
   */
  localId: string;
}

/** The local id of what a queued action makes: its Idempotency-Key under the local prefix. */
export const localIdOf = (key: string): string => `${LOCAL_ID_PREFIX}${key}`;

/** The effect of one write, or null when it cannot be made offline. */
export function offlineEffect(replica: Replica, write: Write, opts: EffectOptions): OfflineEffect | null {
  const { method, path, body } = write;
  const { now } = opts;
  const parts = path.split('/').slice(3).map(decodeURIComponent); // ['orders', id, ...] after /api/admin/
  const [collection, id, sub] = parts;
  if (collection === 'orders' && id && !sub && method === 'PATCH' && id !== 'bulk') return orderChange(replica, id, body, now);
  if (collection === 'orders' && id && sub === 'notes' && method === 'POST' && parts.length === 3)
    return orderNote(replica, id, body, now, opts.actor, opts.localId);
  if (collection === 'stations') {
    if (!id && method === 'POST') return create('station', opts.localId, { isHidden: false, ...body }, now, (r) => `${stationName(r)}: added`);
    if (id && sub === 'visibility' && method === 'PATCH' && parts.length === 3 && typeof body.isHidden === 'boolean')
      return merge(replica, 'station', id, { isHidden: body.isHidden }, now, (r) => `${stationName(r)}: ${body.isHidden ? 'hidden' : 'shown'}`);
    if (id && !sub && method === 'PATCH') return merge(replica, 'station', id, body, now, (r) => `${stationName(r)}: edited`);
  }
  if (collection === 'notifications') {
    if (!id && method === 'POST')
      return create('notification', opts.localId, { isActive: true, ...body }, now, (r) => `Notification ${notificationName(r)}: added`);
    if (id && !sub && method === 'PATCH') return merge(replica, 'notification', id, body, now, (r) => `Notification ${notificationName(r)}: changed`);
    if (id && !sub && method === 'DELETE') {
      const row = replica.get('notification', id);
      if (!row) return null;
      return { label: `Notification ${notificationName(row)}: deleted`, rows: [{ entity: 'notification', id, row: null }], answer: null, status: 204 };
    }
  }
  return null;
}

/** Writes an effect's rows into the replica; returns what they were before (to roll back). */
export function applyEffect(replica: Replica, effect: OfflineEffect): BeforeImage[] {
  return replica.transaction(() =>
    effect.rows.map(({ entity, id, row }) => {
      const before = { entity, id, row: replica.get(entity, id) };
      replica.put(entity, id, row);
      return before;
    }),
  );
}

/** Puts rows back as they were before an action (newest first when several are undone). */
export function restore(replica: Replica, before: BeforeImage[]): void {
  replica.transaction(() => {
    for (const b of [...before].reverse()) replica.put(b.entity, b.id, b.row);
  });
}
