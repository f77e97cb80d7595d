/** The stored order status: the operator workflow, from new request to aired (or cancelled). */
export const ORDER_STATUSES = ['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The derived status shown to customers, the tracker and analytics: four values, computed from the stored one. */
export const CUSTOMER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const CUSTOMER_STATUS_OF: Record<OrderStatus, CustomerStatus> = {
  pending: 'pending',
  sent_to_station: 'pending',
  booking: 'pending',
  booking_completed: 'confirmed',
  finished: 'completed',
  cancelled: 'cancelled',
};

/** True when `value` is one of the stored order statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** True when `value` is one of the customer-facing statuses. */
export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value);
}

/**
 * The customer-facing status of a stored status. Customer values met in old data
 * ('confirmed', 'completed') map to themselves; anything unknown reads as 'pending'.
 */
export function customerStatusOf(status: string): CustomerStatus {
  if (isOrderStatus(status)) return CUSTOMER_STATUS_OF[status];
  if (isCustomerStatus(status)) return status;
  return 'pending';
}

/** Labels of the admin status selector. */
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  sent_to_station: 'Sent to Station',
  booking: 'Booking',
  booking_completed: 'Booking Completed',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

const BADGE = {
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  green: 'bg-green-100 text-green-800',
  gray: 'bg-gray-100 text-gray-800',
  red: 'bg-red-100 text-red-800',
} as const;

/** Tailwind classes of the admin status badges. */
export const ADMIN_STATUS_BADGE: Record<OrderStatus, string> = {
  pending: BADGE.yellow,
  sent_to_station: BADGE.blue,
  booking: BADGE.purple,
  booking_completed: BADGE.green,
  finished: BADGE.gray,
  cancelled: BADGE.red,
};

/** Tailwind classes of a status badge whose value is not recognised. */
export const OTHER_STATUS_BADGE: string = BADGE.gray;

/** Tailwind classes of the customer status badges: pending yellow, confirmed green, completed blue, cancelled red. */
export const CUSTOMER_STATUS_BADGE: Record<CustomerStatus, string> = {
  pending: BADGE.yellow,
  confirmed: BADGE.green,
  completed: BADGE.blue,
  cancelled: BADGE.red,
};

/** The customer badge classes for any value, grey for values that are not customer statuses. */
export function customerStatusBadgeClass(status: string): string {
  return isCustomerStatus(status) ? CUSTOMER_STATUS_BADGE[status] : OTHER_STATUS_BADGE;
}

/** The admin badge classes for any value, grey for values that are not stored statuses. */
export function adminStatusBadgeClass(status: string): string {
  return isOrderStatus(status) ? ADMIN_STATUS_BADGE[status] : OTHER_STATUS_BADGE;
}

/**
 * A customer status as customer pages, the tracker and analytics show it: the lowercase value
 * ('pending', 'confirmed'), the spec's customer vocabulary beside the admin's capitalised labels.
 */
export function customerStatusLabel(status: string): string {
  return String(status ?? '')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/**
 * Moving an order into one of these statuses emails the requester; the other steps are the
 * operators' own. The server's status email, the admin dialog's "the customer will be emailed"
 * note and the docs all read this list.
 */
export const STATUSES_THAT_EMAIL_REQUESTER = ['booking_completed', 'finished', 'cancelled'] as const satisfies readonly OrderStatus[];
export type EmailedStatus = (typeof STATUSES_THAT_EMAIL_REQUESTER)[number];

/** True when moving an order into `status` emails the requester. */
export function isEmailedStatus(status: string): status is EmailedStatus {
  return (STATUSES_THAT_EMAIL_REQUESTER as readonly string[]).includes(status);
}

/** (confirmed + completed) / total as a percentage with one decimal; 0 when total is 0. */
export function conversionRate(confirmed: number, completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.round(((confirmed + completed) / total) * 1000) / 10;
}
