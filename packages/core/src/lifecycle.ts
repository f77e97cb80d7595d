// The booking lifecycle after the request: the booked slot, proof of airing, self-service
// changes and the history an order keeps. Shared by the server (validation) and the browser.
import { z } from 'zod';
import type { bookedSlotSchema, customerOrderEventSchema, orderEventSchema } from './api-schemas';
import { optionalText } from './fields';
import { DEFAULT_BUSINESS_TIMEZONE, isValidCalendarDate } from './dates';
import { formatDate, formatDateTime } from './format';
import { ADMIN_STATUS_LABELS, customerStatusLabel, customerStatusOf, isOrderStatus, type OrderStatus } from './status';
import { instantOfWallTime, zonedLocalInput, zoneOffsetMs } from './zoned-time';

export const SLOT_FORMATS = ['in_studio', 'remote'] as const;
export type SlotFormat = (typeof SLOT_FORMATS)[number];

/** How each slot format is shown. */
export const SLOT_FORMAT_LABELS: Record<SlotFormat, string> = { in_studio: 'In studio', remote: 'Remote' };

/** The slot the station agreed, as the API returns it. */
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

export const LIFECYCLE_MESSAGES = {
  slotRequired: 'A booked slot (start time and format) is required to complete a booking',
  startsAtInvalid: 'Start time must be an ISO 8601 date and time with its offset, e.g. 2026-12-07T09:30:00-06:00',
  timeZoneInvalid: 'Time zone must be an IANA time zone such as America/Chicago',
  formatInvalid: 'Format must be in_studio or remote',
  callTimeInvalid: 'Call time must be HH:MM',
  clipUrlHttps: 'Clip link must be an https:// address',
  airedAtInvalid: 'Aired time must be an ISO 8601 date and time',
  airedOnlyWhenFinished: 'Aired time and clip link can only be recorded on a finished request',
  notAllowedNow: 'This request can no longer be changed here. Please reply to our last email and we will help.',
  cancelTooLate: 'Bookings can be cancelled here until 48 hours before the interview. Please reply to our last email and we will help.',
  rescheduleOnlyPending: 'Dates can be changed only while the request is pending. Please reply to our last email and we will help.',
  undoExpired: 'This change can no longer be undone',
  manageLinkInvalid: 'This link is not valid or has expired',
  orderNotFound: 'Request not found',
} as const;

/** How long an operator may undo a change; customer emails wait this long before leaving. */
export const UNDO_WINDOW_MS = 10_000;
/** A confirmed booking can be cancelled by its requester until this long before the slot. */
export const SELF_CANCEL_NOTICE_MS = 48 * 60 * 60 * 1000;
/** The promised answer time, in business hours (Monday to Friday, BUSINESS_TIMEZONE). */
export const RESPONSE_DEADLINE_BUSINESS_HOURS = 24;

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when `tz` is an IANA time zone this runtime knows (e.g. America/Chicago). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether `v` is an ISO 8601 date and time with its offset naming a real moment: Date.parse alone
 * rolls February 30 over to March 2 and 24:00 over to the next day, and the string would be kept
 * as given.
 */
const isRealIsoWithOffset = (v: string): boolean =>
  WITH_OFFSET.test(v) && isValidCalendarDate(v.slice(0, 10)) && Number(v.slice(11, 13)) <= 23 && !Number.isNaN(Date.parse(v));

/** An ISO 8601 date and time that carries its offset ('Z' or ±HH:MM). */
export const isoWithOffset = (message: string) => z.string({ error: message }).trim().refine(isRealIsoWithOffset, { error: message });

/** The slot an operator records; timeZone may be left out (the station's zone is used). */
export const slotInputSchema = z.object({
  // A calendar file (RFC 5545 as the ics library writes it) cannot hold a time before 1970.
  startsAt: isoWithOffset(LIFECYCLE_MESSAGES.startsAtInvalid).refine((v) => Date.parse(v) >= 0, { error: LIFECYCLE_MESSAGES.startsAtInvalid }),
  timeZone: z.string({ error: LIFECYCLE_MESSAGES.timeZoneInvalid }).trim().refine(isTimeZone, { error: LIFECYCLE_MESSAGES.timeZoneInvalid }).optional(),
  format: z.enum(SLOT_FORMATS, { error: LIFECYCLE_MESSAGES.formatInvalid }),
  callTime: z
    .string({ error: LIFECYCLE_MESSAGES.callTimeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: LIFECYCLE_MESSAGES.callTimeInvalid })
    .nullish()
    .transform((v) => v ?? null),
  producerNote: optionalText(1000, 'Producer note'),
});
export type SlotInput = z.output<typeof slotInputSchema>;

/** An https link to the aired clip. */
export const clipUrlSchema = z
  .string({ error: LIFECYCLE_MESSAGES.clipUrlHttps })
  .trim()
  .max(2000, { error: LIFECYCLE_MESSAGES.clipUrlHttps })
  .pipe(z.url({ protocol: /^https$/, error: LIFECYCLE_MESSAGES.clipUrlHttps }));

/** Body of POST /api/orders/:id/cancel. */
export const cancelOrderInputSchema = z.object({ reason: optionalText(500, 'Reason') });
export type CancelOrderFormValues = z.input<typeof cancelOrderInputSchema>;
export type CancelOrderInput = z.output<typeof cancelOrderInputSchema>;

/** Kinds of history entries. 'created' is the request itself. */
export const ORDER_EVENT_KINDS = ['created', 'status', 'slot', 'aired', 'reschedule', 'cancel', 'note', 'undo', 'offer'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** One history entry as operators see it (GET /api/admin/orders/:id). */
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * One entry of the customer's timeline (GET /api/orders/:id/history): no internal notes, no
 * operator names. A station's answer keeps its actor, `station:<call letters>`, so the customer's
 * timeline says which station answered: the customer booked that station and knows its name.
 */
export type CustomerOrderEvent = z.infer<typeof customerOrderEventSchema>;

/** The slot's start in the station's time zone: 'Monday, December 7, 2026 at 9:30 AM CST'. */
export function formatSlotTime(slot: Pick<BookedSlot, 'startsAt' | 'timeZone'>): string {
  const at = new Date(slot.startsAt);
  if (Number.isNaN(at.getTime())) return slot.startsAt;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: slot.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/\u202f/g, ' ');
}

/** A time zone in words, as people say it ('Central Time' for America/Chicago); the IANA name if it has none. */
export function timeZoneWords(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Whether the requester may cancel now: while pending, or confirmed until 48 hours before the slot. */
export function canSelfCancel(order: { status: OrderStatus; slot: Pick<BookedSlot, 'startsAt'> | null }, now: Date): boolean {
  const c = customerStatusOf(order.status);
  if (c === 'pending') return true;
  if (c !== 'confirmed' || !order.slot) return false;
  return Date.parse(order.slot.startsAt) - now.getTime() >= SELF_CANCEL_NOTICE_MS;
}

/** Whether the requester may propose new dates now: only while pending. */
export function canSelfReschedule(order: { status: OrderStatus }): boolean {
  return customerStatusOf(order.status) === 'pending';
}

// The main IANA zone of each state (states split across zones use the zone most of their
// stations broadcast in). The operator may give another zone with the slot.
const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';
const STATE_TIME_ZONES: Record<string, string> = {
  AL: CENTRAL,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: CENTRAL,
  IN: 'America/Indiana/Indianapolis',
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: 'America/Detroit',
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  PR: 'America/Puerto_Rico',
};

/** The time zone of a station in `state` (USPS code), or `fallback` when unknown. */
export function stationTimeZone(state: string | null | undefined, fallback: string): string {
  return (state && STATE_TIME_ZONES[state.toUpperCase()]) || fallback;
}

/**
 * The zone an aired time is shown in: the booked slot's, else the station's (from its state), as
 * the operator's 'Finished' form reads the time typed. An order finished without a booked slot has
 * no slot zone; it aired in the station's time all the same.
 */
export function airedTimeZone(
  order: { slot?: Pick<BookedSlot, 'timeZone'> | null | undefined; station?: { state?: string | null | undefined } | null | undefined },
  fallback: string = DEFAULT_BUSINESS_TIMEZONE,
): string {
  return order.slot?.timeZone ?? stationTimeZone(order.station?.state, fallback);
}

/**
 * A wall-clock time in `timeZone` ('YYYY-MM-DDTHH:MM', as a datetime-local field gives it) as
 * ISO 8601 with that zone's offset at that moment ('2026-12-15T09:30:00-06:00'); null if invalid.
 * A time the clocks skip is moved past the change ('2026-03-08T02:30' in New York is
 * '2026-03-08T03:30:00-04:00'), a time they repeat is its first occurrence (`instantOfWallTime`).
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // A date or time that does not exist (February 30, 24:00) is refused, not rolled over.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== m[0]) return null;
  try {
    const instant = new Date(instantOfWallTime(wall, timeZone));
    const offset = Math.round(zoneOffsetMs(timeZone, instant) / 60_000);
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    const hh = String(Math.floor(abs / 60)).padStart(2, '0');
    const mm = String(abs % 60).padStart(2, '0');
    return `${zonedLocalInput(instant.toISOString(), timeZone)}:00${sign}${hh}:${mm}`;
  } catch {
    return null;
  }
}

/**
 * A form's station-time field: a datetime-local value read as the wall clock of `timeZone` and
 * given as ISO 8601 with that zone's offset, as the API takes it (`zonedLocalToIso`). Blank,
 * malformed, or a zone that does not exist: `message`.
 */
export const stationTimeInput = (timeZone: string, message: string) =>
  z.string({ error: message }).transform((local, ctx) => {
    const iso = zonedLocalToIso(local, timeZone);
    if (iso !== null) return iso;
    ctx.addIssue({ code: 'custom', message, input: local });
    return z.NEVER;
  });

const parse = <T>(json: string | null): T | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
};

/**
 * One history entry in words. Operators see stored statuses ('Booking Completed'); customers see
 * their vocabulary ('Confirmed').
 */
export function describeOrderEvent(
  e: { kind: OrderEventKind; from: string | null; to: string | null; reason: string | null },
  audience: 'admin' | 'customer',
): string {
  const status = (s: string | null) => (!s ? '' : audience === 'admin' && isOrderStatus(s) ? ADMIN_STATUS_LABELS[s] : customerStatusLabel(customerStatusOf(s)));
  const withReason = (text: string) => (e.reason ? `${text}. Reason: ${e.reason}` : text);
  switch (e.kind) {
    case 'created':
      return 'Request sent';
    case 'status':
      return withReason(audience === 'admin' ? `Status: ${status(e.from)} → ${status(e.to)}` : `Status: ${status(e.to)}`);
    case 'slot': {
      const slot = parse<BookedSlot>(e.to);
      return slot ? `Slot: ${formatSlotTime(slot)} (${SLOT_FORMAT_LABELS[slot.format] ?? slot.format})` : 'Slot removed';
    }
    case 'aired': {
      const aired = parse<{ airedAt: string | null; clipUrl: string | null }>(e.to);
      // In the reader's zone, as the time of every entry beside it.
      const parts = [aired?.airedAt ? `Aired ${formatDateTime(aired.airedAt)}` : 'Aired', aired?.clipUrl ? `clip: ${aired.clipUrl}` : ''];
      return parts.filter(Boolean).join(', ');
    }
    case 'reschedule': {
      const dates = parse<{ preferredDate: string; alternativeDate: string | null }>(e.to);
      return dates
        ? `New dates requested: ${formatDate(dates.preferredDate)}${dates.alternativeDate ? ` or ${formatDate(dates.alternativeDate)}` : ''}`
        : 'New dates requested';
    }
    case 'cancel':
      return withReason('Cancelled by the requester');
    case 'offer': {
      const offer = parse<{ kind: 'proposal' | 'make_good'; options: Pick<BookedSlot, 'startsAt' | 'timeZone'>[] }>(e.to);
      const times = (offer?.options ?? []).map((o) => formatSlotTime(o)).join('; ');
      // A proposal's text is the station's note; a make-good's, why the segment was bumped.
      if (offer?.kind === 'make_good') return withReason(`New dates offered: ${times}`);
      return e.reason ? `Times proposed: ${times}. Note: ${e.reason}` : `Times proposed: ${times}`;
    }
    case 'note':
      return `Note: ${e.to ?? ''}`;
    case 'undo':
      return 'Change undone';
  }
}
