// Desktop notifications from the change feed: a new request, and a customer's cancellation or
// new dates, each shown once (keys kept in the replica, so a restart or a repeated page does
// not show one twice), naming client and station. Showing them is injected (Electron's
// Notification in the app, a recorder in tests).
import type { Change, Replica, Row } from './replica';

export interface DesktopNotice {
  title: string;
  body: string;
  /** The request a click opens. */
  orderId: string;
}

export type ShowNotice = (notice: DesktopNotice) => void;

export const NOTICE_TITLES = {
  created: 'New request',
  cancel: 'Request cancelled by the customer',
  reschedule: 'New dates proposed by the customer',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function describe(replica: Replica, order: Row): string {
  const station = replica.get('station', text(order.stationId));
  const callLetters = text(station?.callLetters) || text((order.station as Row | null | undefined)?.callLetters) || 'an unknown station';
  return `${text(order.clientName)} on ${callLetters}`;
}

/**
 * The notices a feed page raises; call inside the page's transaction so the keys are stored
 * with the rows. On the first copy every key is recorded and nothing is shown: those requests
 * are not news.
 */
export function collectNotices(replica: Replica, changes: Change[], firstCopy: boolean): DesktopNotice[] {
  const notices: DesktopNotice[] = [];
  for (const c of changes) {
    if (c.op !== 'upsert' || !c.row) continue;
    if (c.entity === 'order') {
      if (replica.markNotified(`order:${c.id}`) && !firstCopy) {
        notices.push({ title: NOTICE_TITLES.created, body: describe(replica, c.row), orderId: c.id });
      }
    } else if (c.entity === 'order_event') {
      const kind = c.row.kind;
      if (c.row.actor !== 'customer' || (kind !== 'cancel' && kind !== 'reschedule')) continue;
      const orderId = text(c.row.orderId);
      const order = replica.get('order', orderId);
      if (replica.markNotified(`event:${c.id}`) && !firstCopy && order) {
        notices.push({ title: NOTICE_TITLES[kind], body: describe(replica, order), orderId });
      }
    }
  }
  return notices;
}
