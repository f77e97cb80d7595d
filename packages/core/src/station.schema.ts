import { z } from 'zod';
import { isValidCalendarDate } from './dates';
import { isHttpUrl, isNotificationLink } from './checks';
import { optionalEmailText, optionalText, requiredText } from './fields';
import { resolveState } from './states';

export const RATE_MAX = 1_000_000;
const INVALID_DATE = 'Please select a valid date';
const END_BEFORE_START = 'End date must be on or after the start date';
const RATE_WHOLE = 'Rate must be a whole number of dollars';
const RATE_NUMBER = 'Rate must be a number';

/**
 * Reads a rate from a number or a form string ('1500', '$1,500'); blank/null become null.
 * Returns an error message for anything that is not whole, non-negative dollars.
 */
export function parseRate(value: unknown): { rate: number | null } | { error: string } {
  if (value === null || value === undefined) return { rate: null };
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const text = value
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/,(?=\d{3}\b)/g, '');
    if (text === '') return { rate: null };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: RATE_NUMBER };
    n = Number(text);
  } else {
    return { error: RATE_NUMBER };
  }
  if (!Number.isFinite(n)) return { error: RATE_NUMBER };
  if (n < 0) return { error: 'Rate cannot be negative' };
  if (!Number.isInteger(n)) return { error: RATE_WHOLE };
  if (n > RATE_MAX) return { error: 'Rate must be at most $1,000,000' };
  return { rate: n };
}

const rateField = z
  .union([z.number(), z.string(), z.null()], { error: RATE_NUMBER })
  .optional()
  .transform((value, ctx) => {
    const parsed = parseRate(value);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.rate;
  });

const linkField = optionalText(2048, 'Link').refine((v) => v === null || isHttpUrl(v), {
  error: 'Please enter a valid URL',
});

const stateField = optionalText(50, 'State').transform((v, ctx) => {
  if (v === null) return null;
  const state = resolveState(v);
  if (!state) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid US state' });
    return z.NEVER;
  }
  return state.code;
});

const stationShape = {
  // '{Field} is required', the spec's field error text for every required field.
  // Call letters are capitals on air and in the catalogue; 'ktrk' is KTRK, not a second station.
  callLetters: requiredText('Call letters is required', 100, 'Call letters').transform((s) => s.toUpperCase()),
  affiliate: requiredText('Affiliate is required', 50, 'Affiliate'),
  market: requiredText('Market is required', 100, 'Market'),
  // Optional: most real stations have no named lifestyle show on record.
  showName: optionalText(200, 'Show name'),
  link: linkField,
  rate: rateField,
  state: stateField,
  city: optionalText(100, 'City'),
  contactName: optionalText(200, 'Contact name'),
  // The field error text the spec gives any email field without a text of its own.
  contactEmail: optionalEmailText('Please enter a valid email address'),
  contactPhone: optionalText(40, 'Contact phone'),
  contactTitle: optionalText(200, 'Contact title'),
  mediaCompany: optionalText(200, 'Media company'),
};

/** A station as the admin form and POST /api/admin/stations give it (blank optional fields become null). */
export const stationInputSchema = z.object(stationShape);
/** PATCH /api/admin/stations/:id: any subset; absent keys stay absent, blank ones clear. */
export const stationUpdateSchema = stationInputSchema.partial();
export type StationInput = z.output<typeof stationInputSchema>;
export type StationFormValues = z.input<typeof stationInputSchema>;
export type StationUpdate = z.output<typeof stationUpdateSchema>;

/** PATCH /api/admin/stations/:id/visibility. */
export const stationVisibilitySchema = z.object({
  isHidden: z.boolean({ error: 'isHidden must be true or false' }),
});
export type StationVisibilityInput = z.output<typeof stationVisibilitySchema>;

/** Blackout ranges one station may have at once. */
export const BLACKOUTS_MAX = 100;

const blackoutDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isValidCalendarDate, { error: INVALID_DATE });

/** One blackout range as operators give it: inclusive dates, from on or before to, optional note. */
export const blackoutInputSchema = z
  .object({ from: blackoutDate('Start date'), to: blackoutDate('End date'), note: optionalText(200, 'Note') })
  .refine((r) => r.to >= r.from, { path: ['to'], error: END_BEFORE_START });
export type BlackoutInput = z.output<typeof blackoutInputSchema>;

/** The operators' form for one blackout range: a first date, an end that may be left blank (one day), a note. */
export const blackoutFormSchema = z
  .object({
    from: z
      .string()
      .trim()
      .min(1, { error: 'Choose the first unavailable date' })
      .refine((v) => v === '' || isValidCalendarDate(v), { error: INVALID_DATE }),
    to: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidCalendarDate(v), { error: INVALID_DATE }),
    note: optionalText(200, 'Note'),
  })
  .transform((r) => ({ ...r, to: r.to || r.from }))
  .refine((r) => r.to >= r.from, { path: ['to'], error: END_BEFORE_START });
export type BlackoutFormValues = z.input<typeof blackoutFormSchema>;

/** PUT /api/admin/stations/:id/blackouts: the station's whole list of ranges. */
export const blackoutsBodySchema = z.object({
  blackouts: z.array(blackoutInputSchema, { error: 'blackouts must be a list' }).max(BLACKOUTS_MAX, { error: `At most ${BLACKOUTS_MAX} blackout ranges` }),
});

export const NOTIFICATION_TYPES = ['announcement', 'offer', 'urgent'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const notificationFields = {
  title: requiredText('Title is required', 200, 'Title'),
  message: requiredText('Message is required', 2000, 'Message'),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Type is required' }),
  // A blank start date already says 'Start date is required'; do not add 'valid date' to it.
  startDate: requiredText('Start date is required', 10, 'Start date').refine((v) => v === '' || isValidCalendarDate(v), { error: INVALID_DATE }),
  endDate: optionalText(10, 'End date').refine((v) => v === null || isValidCalendarDate(v), {
    error: INVALID_DATE,
  }),
  buttonText: optionalText(50, 'Button text'),
  buttonLink: optionalText(2048, 'Button link').refine((v) => v === null || isNotificationLink(v), {
    error: 'Button link must be a web link (http or https), a mailto: link or a path of this site such as /?q=Texas',
  }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

const notificationDates = z.object({
  startDate: notificationFields.startDate.optional(),
  endDate: notificationFields.endDate,
});

const END_DATE_RULE = {
  path: ['endDate'],
  error: END_BEFORE_START,
  // Compare as soon as both dates are valid, even while another field is still wrong.
  when: (payload: { value: unknown }) => notificationDates.safeParse(payload.value).success,
};

// YYYY-MM-DD strings compare like the dates they name.
function datesInOrder(value: { startDate?: string; endDate?: string | null }): boolean {
  return !value.startDate || !value.endDate || value.endDate >= value.startDate;
}

/**
 * A notification as the admin form and POST /api/admin/notifications give it. Without a type it
 * is stored as an offer (the table's default); the form starts at 'announcement' itself.
 */
export const notificationInputSchema = z
  .object({
    ...notificationFields,
    type: notificationFields.type.default('offer'),
    isActive: notificationFields.isActive.default(true),
  })
  .refine(datesInOrder, END_DATE_RULE);

/**
 * PATCH /api/admin/notifications/:id: any subset, no defaults. When only one of the dates is
 * sent, the route must check the order against the stored one.
 */
export const notificationUpdateSchema = z.object(notificationFields).partial().refine(datesInOrder, END_DATE_RULE);

export type NotificationInput = z.output<typeof notificationInputSchema>;
export type NotificationFormValues = z.input<typeof notificationInputSchema>;
export type NotificationUpdate = z.output<typeof notificationUpdateSchema>;
