import { z } from 'zod';
import { alternativeDateError, bookingDateError, type BlackoutRange, type BookingDateKind } from './dates';
import { MESSAGES } from './messages';
import { isPlausiblePhone } from './checks';
import { emailText, optionalText, requiredText } from './fields';

/** Where "today" comes from: the business time zone and a clock read at each validation. */
export interface OrderSchemaContext {
  timeZone: string;
  now: () => Date;
}

export interface BookingFormContext extends OrderSchemaContext {
  /** Agency users must give an agency name; others may leave it out. */
  userType?: 'individual' | 'agency';
  /** Dates the chosen stations cannot take (the server checks them again against its own list). */
  blackouts?: readonly BlackoutRange[];
}

/** Step-1 message for agency users who leave the agency name blank. */
export const agencyNameRequiredMessage = MESSAGES.agencyNameRequired;

// prefault(null) makes a missing key run through the refinement, so a missing preferred date
// says 'Preferred date is required' rather than zod's generic text.
function bookingDateField(kind: BookingDateKind, ctx: OrderSchemaContext) {
  return z
    .string({ error: MESSAGES.invalidDate })
    .trim()
    .nullable()
    .superRefine((value, issue) => {
      const blackouts = (ctx as BookingFormContext).blackouts;
      const message = bookingDateError(value, kind, { timeZone: ctx.timeZone, now: ctx.now(), blackouts });
      if (message) issue.addIssue({ code: 'custom', message });
    })
    .prefault(null);
}

function orderShape(ctx: OrderSchemaContext) {
  return {
    agencyName: optionalText(200, 'Agency name'),
    clientName: requiredText(MESSAGES.clientNameRequired, 200, 'Client name'),
    contactName: requiredText(MESSAGES.contactNameRequired, 200, 'Contact name'),
    email: emailText(MESSAGES.validEmailRequired),
    phone: optionalText(40, 'Phone number').refine((v) => v === null || isPlausiblePhone(v), {
      error: MESSAGES.invalidPhone,
    }),
    interviewTopic: requiredText(MESSAGES.interviewTopicRequired, 200, 'Interview topic'),
    preferredDate: bookingDateField('preferred', ctx).transform((v) => v ?? ''),
    alternativeDate: bookingDateField('alternative', ctx).transform((v) => v || null),
    notes: optionalText(2000, 'Notes'),
    stationId: requiredText(MESSAGES.stationMissing, 200, 'Station id'),
  };
}

/** A key of a value that may not even be an object (the refinements below also run on invalid input). */
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** The alternative date must not repeat the preferred one. */
const datesDiffer = (v: unknown) => {
  const preferred = field(v, 'preferredDate');
  const alternative = field(v, 'alternativeDate');
  return alternativeDateError(typeof preferred === 'string' ? preferred : null, typeof alternative === 'string' ? alternative : null) === null;
};

// Said as soon as both dates are there, even while another field is still wrong.
const DATES_DIFFER = { path: ['alternativeDate'], error: MESSAGES.alternativeDateSame, when: () => true };

/** A request names at most this many stations. */
export const MAX_STATIONS_PER_REQUEST = 15;

const stationIdText = z.string({ error: MESSAGES.stationMissing }).trim().min(1, { error: MESSAGES.stationMissing }).max(200);

/**
 * The body of POST /api/orders as the server validates it: strings trimmed, blank optional
 * fields null, email lower-cased, booking dates checked against "today" in `ctx.timeZone`.
 * One station (`stationId`) or several (`stationIds`, 1 to 15, no repeats). Unknown keys are dropped.
 */
export function createOrderInputSchema(ctx: OrderSchemaContext) {
  return (
    z
      .object({
        ...orderShape(ctx),
        stationId: stationIdText.optional(),
        stationIds: z
          .array(stationIdText, { error: MESSAGES.stationsRequired })
          .min(1, { error: MESSAGES.stationsRequired })
          .max(MAX_STATIONS_PER_REQUEST, { error: MESSAGES.tooManyStations })
          .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.repeatedStation })
          .optional(),
      })
      // Each rule is checked even while another field is wrong, so every message shows at once.
      .refine((v) => field(v, 'stationId') === undefined || field(v, 'stationIds') === undefined, {
        path: ['stationIds'],
        error: MESSAGES.oneStationField,
        when: () => true,
      })
      .refine((v) => field(v, 'stationId') !== undefined || field(v, 'stationIds') !== undefined, {
        path: ['stationId'],
        error: MESSAGES.stationMissing,
        when: (payload) => field(payload.value, 'stationIds') === undefined,
      })
      .refine(datesDiffer, DATES_DIFFER)
  );
}

/** Body of POST /api/orders/:id/reschedule: new dates under the same rules as booking. */
export function rescheduleInputSchema(ctx: OrderSchemaContext) {
  const shape = orderShape(ctx);
  return z.object({ preferredDate: shape.preferredDate, alternativeDate: shape.alternativeDate }).refine(datesDiffer, DATES_DIFFER);
}

/** The browser's booking form: the order fields plus the terms checkbox (not sent). */
export function bookingFormSchema(ctx: BookingFormContext) {
  const shape = orderShape(ctx);
  return z
    .object({
      ...shape,
      agencyName: shape.agencyName.refine((v) => ctx.userType !== 'agency' || v !== null, {
        error: agencyNameRequiredMessage,
      }),
      acceptTerms: z.boolean({ error: MESSAGES.acceptTermsRequired }).refine((v) => v, { error: MESSAGES.acceptTermsRequired }),
    })
    .refine(datesDiffer, DATES_DIFFER);
}

/** The order as the server receives it after validation. */
export type OrderInput = z.output<ReturnType<typeof createOrderInputSchema>>;
/** The raw POST /api/orders body (what the browser sends). */
export type OrderRequestBody = z.input<ReturnType<typeof createOrderInputSchema>>;
/** The booking form's field values (react-hook-form's TFieldValues). */
export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;
/** The 'Change dates' form's raw values and what it sends (POST /api/orders/:id/reschedule). */
export type RescheduleFormValues = z.input<ReturnType<typeof rescheduleInputSchema>>;
export type RescheduleInput = z.output<ReturnType<typeof rescheduleInputSchema>>;
/** The booking form's values after validation (react-hook-form's TTransformedValues). */
export type BookingFormData = z.output<ReturnType<typeof bookingFormSchema>>;

export type BookingField = Extract<keyof BookingFormValues, string>;
export type BookingStepFields = [BookingField[], BookingField[], BookingField[]];

/** The fields each of the three booking steps validates before moving on. */
export const BOOKING_STEP_FIELDS: { agency: BookingStepFields; individual: BookingStepFields } = {
  agency: [
    ['agencyName', 'contactName', 'email', 'phone'],
    ['clientName', 'interviewTopic'],
    ['preferredDate', 'alternativeDate', 'notes', 'acceptTerms'],
  ],
  individual: [
    ['contactName', 'email', 'phone'],
    ['clientName', 'interviewTopic'],
    ['preferredDate', 'alternativeDate', 'notes', 'acceptTerms'],
  ],
};
