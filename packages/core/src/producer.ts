// Stations answer directly: what the producer's link shows and the answers it takes, and the
// times a requester may choose from. Shared by the server (validation) and the browser (forms).
import { z } from 'zod';
import type { offeredSlotSchema, producerRequestSchema, producerSegmentSchema, slotOfferSchema, stationRequestInfoSchema } from './api-schemas';
import { optionalText, requiredText } from './fields';
import { clipUrlSchema, isoWithOffset, LIFECYCLE_MESSAGES, SLOT_FORMATS, slotInputSchema, stationTimeInput, type BookedSlot } from './lifecycle';
import type { OrderStatus } from './status';

/** A station may offer at most this many times at once (proposals and make-good dates). */
export const MAX_OFFERED_SLOTS = 3;

export const PRODUCER_MESSAGES = {
  linkInvalid: 'This link is not valid or has expired',
  reasonRequired: 'Please give a reason',
  optionsCount: `Propose between 1 and ${MAX_OFFERED_SLOTS} times`,
  airedBeforeSlot: 'A segment can be marked aired only after its slot has started',
  airedOutsideSlot: "The aired time must be between the slot's start and now",
  choiceInvalid: 'Choose one of the offered times',
  choicePassed: 'This time has already passed. Choose another one or propose new dates.',
  timeRequired: 'Enter the date and time',
  postponedSubject: 'Your segment was postponed',
} as const;

/** The cancellation reason a station's decline leaves on the order. */
export const declinedReason = (reason: string): string => `The station declined: ${reason}`;

/** The subject of the producer's email when a request is sent to the station. */
export const producerRequestSubject = (clientName: string, callLetters: string): string => `New segment request: ${clientName} on ${callLetters}`;

const STATION_ACTOR = 'station:';

/** The actor of a station's answer in an order's history. */
export const stationActor = (callLetters: string): `station:${string}` => `${STATION_ACTOR}${callLetters}`;

/** Whether an order event's actor is a station answering through its producer link. */
export const isStationActor = (actor: string): actor is `station:${string}` => actor.startsWith(STATION_ACTOR);

/** The call letters of a station's actor. */
export const stationOfActor = (actor: `station:${string}`): string => actor.slice(STATION_ACTOR.length);

/** The answers a producer's link takes (POST /api/producer/<answer>). */
export const PRODUCER_ANSWERS = ['accept', 'propose', 'decline', 'bumped', 'aired'] as const;
export type ProducerAnswer = (typeof PRODUCER_ANSWERS)[number];

/**
 * Which answers the order's state allows: accept, propose and decline while the request is not yet
 * booked; bumped while booked; aired once the booked slot has started.
 */
export function allowedProducerAnswers(order: { status: OrderStatus; slot: Pick<BookedSlot, 'startsAt'> | null }, now: Date): ProducerAnswer[] {
  if (order.status === 'pending' || order.status === 'sent_to_station' || order.status === 'booking') return ['accept', 'propose', 'decline'];
  if (order.status === 'booking_completed') {
    const started = order.slot !== null && Date.parse(order.slot.startsAt) <= now.getTime();
    return started ? ['bumped', 'aired'] : ['bumped'];
  }
  return [];
}

/** Body of POST /api/producer/accept: the slot, as an operator gives it. */
export const acceptAnswerSchema = z.object({ slot: z.object(slotInputSchema.shape, { error: LIFECYCLE_MESSAGES.slotRequired }) });

/** One time a station proposes: its start (ISO 8601 with offset) and format. */
export const proposedSlotSchema = z.object({
  startsAt: isoWithOffset(LIFECYCLE_MESSAGES.startsAtInvalid),
  format: z.enum(SLOT_FORMATS, { error: LIFECYCLE_MESSAGES.formatInvalid }),
});

/** Body of POST /api/producer/propose (each date must also pass the booking rules: checked by the server). */
export const proposeAnswerSchema = z.object({
  options: z
    .array(proposedSlotSchema, { error: PRODUCER_MESSAGES.optionsCount })
    .min(1, { error: PRODUCER_MESSAGES.optionsCount })
    .max(MAX_OFFERED_SLOTS, { error: PRODUCER_MESSAGES.optionsCount }),
  note: optionalText(1000, 'Note'),
});

/** Body of POST /api/producer/decline and /bumped. */
export const reasonAnswerSchema = z.object({ reason: requiredText(PRODUCER_MESSAGES.reasonRequired, 500, 'Reason') });
export type ReasonAnswerValues = z.input<typeof reasonAnswerSchema>;
export type ReasonAnswer = z.output<typeof reasonAnswerSchema>;

/** Body of POST /api/producer/aired. */
export const airedAnswerSchema = z.object({
  airedAt: isoWithOffset(LIFECYCLE_MESSAGES.airedAtInvalid),
  clipUrl: clipUrlSchema.optional(),
});

/**
 * The producer's 'Propose other times' form: each time as typed in the station's zone, then the
 * body of POST /api/producer/propose under the server's own schema (field paths match).
 */
export function proposeFormSchema(timeZone: string) {
  return z
    .object({
      options: z.array(proposedSlotSchema.extend({ startsAt: stationTimeInput(timeZone, PRODUCER_MESSAGES.timeRequired) })),
      note: z.string(),
    })
    .transform((v): z.input<typeof proposeAnswerSchema> => v)
    .pipe(proposeAnswerSchema);
}
export type ProposeFormValues = z.input<ReturnType<typeof proposeFormSchema>>;
export type ProposeAnswer = z.output<typeof proposeAnswerSchema>;

/**
 * The producer's 'Aired' form: when it aired as typed in the station's zone and the clip link
 * (blank: none), then the body of POST /api/producer/aired under the server's own schema.
 */
export function airedFormSchema(timeZone: string) {
  return z
    .object({
      airedAt: stationTimeInput(timeZone, PRODUCER_MESSAGES.timeRequired),
      clipUrl: z
        .string()
        .trim()
        .transform((v) => v || undefined)
        .pipe(clipUrlSchema.optional()),
    })
    .transform((v): z.input<typeof airedAnswerSchema> => v)
    .pipe(airedAnswerSchema);
}
export type AiredFormValues = z.input<ReturnType<typeof airedFormSchema>>;
export type AiredAnswer = z.output<typeof airedAnswerSchema>;

/** Body of POST /api/orders/:id/choose-slot. */
export const chooseSlotSchema = z.object({
  index: z
    .number({ error: PRODUCER_MESSAGES.choiceInvalid })
    .int({ error: PRODUCER_MESSAGES.choiceInvalid })
    .min(0, { error: PRODUCER_MESSAGES.choiceInvalid })
    .max(MAX_OFFERED_SLOTS - 1, { error: PRODUCER_MESSAGES.choiceInvalid }),
});

/**
 * The requester's pick among the offered times as a radio group gives it ('0', '1', ...; null
 * before a pick), then the body of POST /api/orders/:id/choose-slot.
 */
export const chooseSlotFormSchema = z
  .object({
    index: z
      .string()
      .nullable()
      .transform((v) => (v === null || v === '' ? Number.NaN : Number(v))),
  })
  .pipe(chooseSlotSchema);
export type ChooseSlotFormValues = z.input<typeof chooseSlotFormSchema>;
export type ChooseSlotInput = z.output<typeof chooseSlotSchema>;

/** One time offered to the requester: a full slot in the station's time zone. */
export type OfferedSlot = z.infer<typeof offeredSlotSchema>;

/** Whether an offered time can still be chosen: not once it has started. */
export const isOfferedSlotOpen = (option: Pick<OfferedSlot, 'startsAt'>, now: Date): boolean => Date.parse(option.startsAt) > now.getTime();

/** The times a requester may choose from (GET /api/orders/:id/slot-offer), or null. */
export type SlotOffer = z.infer<typeof slotOfferSchema>;

/** One of the station's own upcoming confirmed segments, as its producer sees it. */
export type ProducerSegment = z.infer<typeof producerSegmentSchema>;

/**
 * GET /api/producer/request?token=: the request as the station's email gives it (never the
 * requester's email or phone), what the station may answer now, and its upcoming segments.
 */
export type ProducerRequest = z.infer<typeof producerRequestSchema>;

/** How the order's station is reached, for the operator's details. */
export type StationRequestInfo = z.infer<typeof stationRequestInfoSchema>;
