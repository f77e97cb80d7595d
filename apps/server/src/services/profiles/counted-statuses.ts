import { customerStatusOf, type OrderStatus } from '@app/core';

// user_profiles counts the orders that belong to a user: those carrying the user's id, plus guest
// orders (no user id) made with the user's email once that email is verified. confirmedBookings
// counts those confirmed or completed; totalSpent is the station rate of the completed ones only
// (a confirmed booking is not paid yet).

/** Stored statuses counted as confirmed bookings (customer status confirmed or completed). */
export const STORED_CONFIRMED: OrderStatus[] = ['booking_completed', 'finished'];
/** Stored statuses counted as paid (customer status completed). */
export const STORED_COMPLETED: OrderStatus[] = ['finished'];

/** Whether an order in this stored status (an `OrderStatus`, as any row holds it) counts as a confirmed booking. */
export const countsAsConfirmed = (status: string): boolean => {
  const c = customerStatusOf(status);
  return c === 'confirmed' || c === 'completed';
};

/** Whether an order in this status counts in the amount spent. */
export const countsAsPaid = (status: string): boolean => customerStatusOf(status) === 'completed';

/** An order as the counters see it. */
export interface CountedOrder {
  userId: string | null;
  email: string;
  stationRate: number | null;
}
