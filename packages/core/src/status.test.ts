import { describe, expect, it } from 'vitest';
import {
  ADMIN_STATUS_BADGE,
  ADMIN_STATUS_LABELS,
  adminStatusBadgeClass,
  conversionRate,
  CUSTOMER_STATUS_BADGE,
  CUSTOMER_STATUSES,
  customerStatusBadgeClass,
  customerStatusLabel,
  customerStatusOf,
  isOrderStatus,
  ORDER_STATUSES,
  STATUSES_THAT_EMAIL_REQUESTER,
} from './status';

describe('status vocabularies', () => {
  it('lists both vocabularies in order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'sent_to_station', 'booking', 'booking_completed', 'finished', 'cancelled']);
    expect(CUSTOMER_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
  });

  it('derives the customer status from the stored one', () => {
    expect(customerStatusOf('pending')).toBe('pending');
    expect(customerStatusOf('sent_to_station')).toBe('pending');
    expect(customerStatusOf('booking')).toBe('pending');
    expect(customerStatusOf('booking_completed')).toBe('confirmed');
    expect(customerStatusOf('finished')).toBe('completed');
    expect(customerStatusOf('cancelled')).toBe('cancelled');
  });

  it('keeps customer values from old data and reads unknown ones as pending', () => {
    expect(customerStatusOf('confirmed')).toBe('confirmed');
    expect(customerStatusOf('completed')).toBe('completed');
    expect(customerStatusOf('weird')).toBe('pending');
  });

  it('labels the admin statuses', () => {
    expect(ORDER_STATUSES.map((s) => ADMIN_STATUS_LABELS[s])).toEqual(['Pending', 'Sent to Station', 'Booking', 'Booking Completed', 'Finished', 'Cancelled']);
  });

  it('colours the admin badges yellow, blue, purple, green, gray, red', () => {
    expect(ADMIN_STATUS_BADGE).toEqual({
      pending: 'bg-yellow-100 text-yellow-800',
      sent_to_station: 'bg-blue-100 text-blue-800',
      booking: 'bg-purple-100 text-purple-800',
      booking_completed: 'bg-green-100 text-green-800',
      finished: 'bg-gray-100 text-gray-800',
      cancelled: 'bg-red-100 text-red-800',
    });
    expect(adminStatusBadgeClass('booking')).toContain('purple');
    expect(adminStatusBadgeClass('nope')).toContain('gray');
  });

  it('colours the customer badges, grey for anything else', () => {
    expect(CUSTOMER_STATUS_BADGE.pending).toContain('yellow');
    expect(CUSTOMER_STATUS_BADGE.confirmed).toContain('green');
    expect(CUSTOMER_STATUS_BADGE.completed).toContain('blue');
    expect(CUSTOMER_STATUS_BADGE.cancelled).toContain('red');
    expect(customerStatusBadgeClass('confirmed')).toContain('green');
    expect(customerStatusBadgeClass('archived')).toContain('gray');
  });

  it('shows customer statuses in lowercase, unlike the admin labels', () => {
    expect(customerStatusLabel('pending')).toBe('pending');
    expect(customerStatusLabel('confirmed')).toBe('confirmed');
    expect(customerStatusLabel('completed')).toBe('completed');
    expect(customerStatusLabel('cancelled')).toBe('cancelled');
    expect(customerStatusLabel('sent_to_station')).toBe('sent to station');
  });

  it('emails the requester on the three final-ish statuses', () => {
    expect(STATUSES_THAT_EMAIL_REQUESTER).toEqual(['booking_completed', 'finished', 'cancelled']);
  });

  it('recognises stored statuses', () => {
    expect(isOrderStatus('booking')).toBe(true);
    expect(isOrderStatus('confirmed')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('conversionRate', () => {
  it('is (confirmed + completed) / total in percent with one decimal', () => {
    expect(conversionRate(1, 0, 3)).toBe(33.3);
    expect(conversionRate(1, 1, 3)).toBe(66.7);
    expect(conversionRate(2, 2, 4)).toBe(100);
    expect(conversionRate(1, 0, 8)).toBe(12.5);
    expect(conversionRate(0, 0, 10)).toBe(0);
  });
  it('is 0 when there are no requests', () => {
    expect(conversionRate(0, 0, 0)).toBe(0);
  });
});
