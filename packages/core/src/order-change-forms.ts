// The operator's forms that change an order (complete it with its slot, move the slot, mark it
// finished, cancel it): the fields as typed in the admin views, checked and turned into what
// PATCH /api/admin/orders/:id takes. Times are typed as wall-clock times in the station's zone.
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import {
  cancelOrderInputSchema,
  clipUrlSchema,
  isTimeZone,
  LIFECYCLE_MESSAGES,
  SLOT_FORMATS,
  slotInputSchema,
  stationTimeInput,
  zonedLocalToIso,
} from './lifecycle';

export const ORDER_CHANGE_FORM_MESSAGES = {
  startsAtRequired: 'Enter the start date and time and a valid time zone',
  airedAtInvalid: 'Enter the date and time it aired',
  airedInFuture: 'Aired time cannot be in the future',
} as const;

/** 'YYYY-MM-DDTHH:MM', as a datetime-local field gives it. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The booked slot as typed: start in the station's time, its zone, format, call time, note. */
export const slotFormSchema = z
  .object({
    startsAt: z.string().trim().regex(LOCAL_DATE_TIME, { error: ORDER_CHANGE_FORM_MESSAGES.startsAtRequired }),
    timeZone: z.string().trim().refine(isTimeZone, { error: LIFECYCLE_MESSAGES.timeZoneInvalid }),
    format: z.enum(SLOT_FORMATS, { error: LIFECYCLE_MESSAGES.formatInvalid }),
    callTime: z
      .string()
      .trim()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { error: LIFECYCLE_MESSAGES.callTimeInvalid }),
    producerNote: optionalText(1000, 'Producer note'),
  })
  .transform((v, ctx): z.input<typeof slotInputSchema> => {
    const startsAt = zonedLocalToIso(v.startsAt, v.timeZone);
    if (!startsAt) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: ORDER_CHANGE_FORM_MESSAGES.startsAtRequired, input: v.startsAt });
      return z.NEVER;
    }
    return { startsAt, timeZone: v.timeZone, format: v.format, callTime: v.callTime || null, producerNote: v.producerNote };
  })
  // Then the server's own rule for a slot (POST /api/producer/accept, PATCH /api/admin/orders/:id).
  .pipe(slotInputSchema);
export type SlotFormValues = z.input<typeof slotFormSchema>;
export type SlotFormOutput = z.output<typeof slotFormSchema>;

/**
 * Proof of airing as typed: when it aired (station time, optional, never after `now`) and the
 * clip's https link (optional).
 */
export function finishFormSchema(timeZone: string, now: Date) {
  return z
    .object({
      airedAt: z
        .string()
        .trim()
        .transform((v) => v || undefined)
        .pipe(stationTimeInput(timeZone, ORDER_CHANGE_FORM_MESSAGES.airedAtInvalid).optional())
        // A segment cannot have aired after the moment it is recorded.
        .refine((iso) => iso === undefined || Date.parse(iso) <= now.getTime(), { error: ORDER_CHANGE_FORM_MESSAGES.airedInFuture }),
      clipUrl: z
        .string()
        .trim()
        .refine((v) => v === '' || clipUrlSchema.safeParse(v).success, { error: LIFECYCLE_MESSAGES.clipUrlHttps }),
    })
    .transform((v) => {
      const out: { airedAt?: string; clipUrl?: string } = {};
      if (v.airedAt) out.airedAt = v.airedAt;
      if (v.clipUrl) out.clipUrl = v.clipUrl;
      return out;
    });
}
export type FinishFormValues = { airedAt: string; clipUrl: string };

/** The cancellation reason shown to the customer (optional): the rule of a requester's own cancellation. */
export const cancelFormSchema = cancelOrderInputSchema;
export type CancelFormValues = z.input<typeof cancelFormSchema>;

/** An operator's internal note on an order (never shown to the customer): the form's and POST /api/admin/orders/:id/notes' rule. */
export const orderNoteSchema = z.object({ text: requiredText('Note is required', 2000, 'Note') });
export type OrderNoteValues = z.input<typeof orderNoteSchema>;
export type OrderNote = z.output<typeof orderNoteSchema>;
