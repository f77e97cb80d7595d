// The JSON the API answers with, as zod schemas: the one definition of each shape. The types of
// api-types.ts (and the lifecycle, producer, change feed and webhook types) are inferred from
// them, and the server's OpenAPI document describes every response with them. Timestamps are ISO
// 8601 UTC strings, interview dates 'YYYY-MM-DD', money whole dollars.
//
// Only the server reads these at run time; the browser imports their types alone, so none of this
// reaches its bundle.
import { z } from 'zod';
import { USER_TYPES } from './auth.schema';
import { CHANGE_ENTITIES } from './change-feed';
import { ORDER_EVENT_KINDS, SLOT_FORMATS } from './lifecycle';
import { PRODUCER_ANSWERS } from './producer';
import { NOTIFICATION_TYPES } from './station.schema';
import { CUSTOMER_STATUSES, ORDER_STATUSES } from './status';
import { WEBHOOK_EVENTS, type WebhookEventType } from './webhook.schema';

/**
 * What the OpenAPI document says of these schemas: the named shapes (each one entry of its
 * components, referred to wherever it appears) and the descriptions of single fields.
 */
export const apiSchemaRegistry = z.registry<{ id?: string; description?: string }>();

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  apiSchemaRegistry.add(schema, description ? { id, description } : { id });
  return schema;
}

function described<T extends z.ZodType>(schema: T, description: string): T {
  apiSchemaRegistry.add(schema, { description });
  return schema;
}

const text = z.string();
const optionalText = z.string().nullable();
const timestamp = described(z.string(), 'ISO 8601 date and time, UTC');
const calendarDate = described(z.string(), 'YYYY-MM-DD');
const count = z.number().int();
const orderStatus = z.enum(ORDER_STATUSES);
const customerStatus = z.enum(CUSTOMER_STATUSES);

/** A station as public endpoints return it: never the operator's contact fields. */
export const publicStationSchema = named(
  'PublicStation',
  z.object({
    id: text,
    callLetters: text,
    affiliate: text,
    market: text,
    /** USPS code, e.g. 'TX'. */
    state: optionalText,
    city: optionalText,
    showName: optionalText,
    link: optionalText,
    rate: count.nullable(),
    isHidden: z.boolean(),
  }),
  'A station as public endpoints return it: never its contact fields',
);

/** A station as admin endpoints return it. */
export const adminStationSchema = named(
  'AdminStation',
  publicStationSchema.extend({
    contactName: optionalText,
    contactEmail: optionalText,
    contactPhone: optionalText,
    contactTitle: optionalText,
    mediaCompany: optionalText,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/** The slot the station agreed, as the API returns it. */
export const bookedSlotSchema = named(
  'BookedSlot',
  z.object({
    /** ISO 8601 with offset. */
    startsAt: described(z.string(), 'ISO 8601 with the offset of the station'),
    /** IANA time zone of the station. */
    timeZone: described(z.string(), 'IANA time zone of the station'),
    format: z.enum(SLOT_FORMATS),
    callTime: optionalText,
    producerNote: optionalText,
  }),
);

/** A booking request; `status` is the stored workflow, `customerStatus` is derived. */
export const orderSchema = named(
  'Order',
  z.object({
    id: text,
    /** 8 characters, Crockford base32, upper case. */
    orderNumber: text,
    userId: optionalText,
    agencyName: optionalText,
    clientName: text,
    contactName: text,
    email: text,
    phone: optionalText,
    interviewTopic: text,
    stationId: text,
    preferredDate: calendarDate,
    alternativeDate: calendarDate.nullable(),
    notes: optionalText,
    /** Shared by the orders of one request for several stations; null for a single-station request. */
    requestGroupId: optionalText,
    status: orderStatus,
    customerStatus: customerStatus,
    createdAt: timestamp,
    updatedAt: timestamp,
    station: publicStationSchema.nullable().optional(),
    /** Recorded when an operator completes the booking; null before. */
    slot: bookedSlotSchema.nullable(),
    /** Proof of airing, recorded at finished. */
    airedAt: timestamp.nullable(),
    clipUrl: optionalText,
    /** Why the request was cancelled, when a reason was given. */
    cancelReason: optionalText,
  }),
  "A booking request: `status` is the operators' workflow, `customerStatus` what the requester sees",
);

/** POST /api/orders with stationIds: one order per station, sharing a requestGroupId. */
export const orderGroupSchema = named('OrderGroup', z.object({ requestGroupId: text, orders: z.array(orderSchema) }));

export const orderHistoryEntrySchema = z.object({
  status: orderStatus,
  at: timestamp,
  /** The admin's username, or null when the change did not come from an admin. */
  by: optionalText,
});

/**
 * What an admin list row carries of its station: what the request card, the status dialog (the
 * station's time zone, from its state) and the requests CSV show. The details carry the rest.
 */
export const adminStationSummarySchema = named(
  'AdminStationSummary',
  adminStationSchema.pick({ id: true, callLetters: true, affiliate: true, market: true, state: true, showName: true, rate: true }),
);

/**
 * An order as the admin list gives it (GET /api/admin/orders, and the change feed's order rows):
 * joined to the summary of its station.
 */
export const adminOrderSchema = named(
  'AdminOrder',
  orderSchema.omit({ station: true }).extend({
    station: adminStationSummarySchema.nullable(),
    /** Still pending past the 24 business hours promised for an answer. */
    overdue: z.boolean(),
    /** Since when the order has waited on its station's answer (only while sent to the station). */
    waitingOnStationSince: timestamp.nullable().optional(),
  }),
);

/** An order joined to its whole station, contact fields included (the data of order webhooks). */
export const adminOrderWithStationSchema = named('AdminOrderWithStation', adminOrderSchema.extend({ station: adminStationSchema.nullable() }));

/** One history entry as operators see it (GET /api/admin/orders/:id). */
export const orderEventSchema = named(
  'OrderEvent',
  z.object({
    id: text,
    at: timestamp,
    /** `admin:<username>`, `station:<call letters>`, `customer` or `system`. */
    actor: described(z.string(), '`admin:<username>`, `station:<call letters>`, `customer` or `system`'),
    kind: z.enum(ORDER_EVENT_KINDS),
    from: optionalText,
    to: optionalText,
    reason: optionalText,
    internal: z.boolean(),
  }),
);

/**
 * One entry of the customer's timeline (GET /api/orders/:id/history): no internal notes, no
 * operator names. A station's answer keeps its actor, `station:<call letters>`, so the customer's
 * timeline says which station answered: the customer booked that station and knows its name.
 */
export const customerOrderEventSchema = named(
  'CustomerOrderEvent',
  z.object({
    at: timestamp,
    actor: z.union([z.enum(['customer', 'operator', 'system']), z.templateLiteral(['station:', z.string()])]),
    kind: z.enum(ORDER_EVENT_KINDS).exclude(['note', 'undo']),
    from: optionalText,
    to: optionalText,
    reason: optionalText,
  }),
);

/** One time offered to the requester: a full slot in the station's time zone. */
export const offeredSlotSchema = bookedSlotSchema.pick({ startsAt: true, timeZone: true, format: true });

/** The times a requester may choose from (GET /api/orders/:id/slot-offer), or null. */
export const slotOfferSchema = named(
  'SlotOffer',
  z.object({
    /** 'proposal': the station proposed times; 'make_good': dates after a bumped segment. */
    kind: z.enum(['proposal', 'make_good']),
    options: z.array(offeredSlotSchema),
    note: optionalText,
    createdAt: timestamp,
  }),
);

/** How the order's station is reached, for the operator's details. */
export const stationRequestInfoSchema = z.object({
  /** 'link': the station's contact got a producer link; 'manual': no contact email, the team relays by hand. */
  relay: z.enum(['link', 'manual']),
  sentAt: timestamp,
  remindedAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
  offer: slotOfferSchema.nullable(),
});

/** GET /api/admin/orders/:id: the order with its whole station, status history and events. */
export const adminOrderDetailsSchema = named(
  'AdminOrderDetails',
  adminOrderWithStationSchema.extend({
    history: z.array(orderHistoryEntrySchema).optional(),
    /** Every change and note, oldest first. */
    events: z.array(orderEventSchema).optional(),
    /** How the station is reached and what it answered (null before it was sent). */
    stationRequest: stationRequestInfoSchema.nullable().optional(),
  }),
);

/** 200 of PATCH /api/admin/orders/:id: the order's details and the id that undoes this change (null when nothing changed). */
export const adminOrderChangeSchema = named('AdminOrderChange', adminOrderDetailsSchema.extend({ changeId: optionalText }));

/** A badge the user earned. */
export const earnedBadgeSchema = z.object({ name: text, description: optionalText, icon: optionalText, earnedAt: timestamp });

/** The profile counters of GET /api/auth/user. */
export const profileCountersSchema = z.object({
  totalBookings: count,
  confirmedBookings: count,
  /** Whole dollars: station rates of completed requests. */
  totalSpent: count,
});

/** GET /api/auth/user. Never carries password hashes or tokens. */
export const currentUserSchema = named(
  'CurrentUser',
  z.object({
    id: text,
    email: text,
    firstName: text,
    lastName: text,
    userType: z.enum(USER_TYPES),
    agencyName: optionalText,
    isEmailVerified: z.boolean(),
    profileImageUrl: optionalText,
    profile: profileCountersSchema.optional(),
    badges: z.array(earnedBadgeSchema).optional(),
  }),
);

export const notificationSchema = named(
  'Notification',
  z.object({
    id: text,
    title: text,
    message: text,
    type: z.enum(NOTIFICATION_TYPES),
    isActive: z.boolean(),
    startDate: timestamp,
    endDate: timestamp.nullable(),
    buttonText: optionalText,
    buttonLink: optionalText,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/** One logged chat-assistant question (admin Chat Queries tab). */
export const chatQuerySchema = named(
  'ChatQuery',
  z.object({ id: text, userId: optionalText, userEmail: optionalText, query: text, resultsCount: count, createdAt: timestamp }),
);

/** GET /api/admin/analytics. */
export const analyticsSchema = named(
  'Analytics',
  z.object({
    totalSubmissions: count,
    /** Percent with one decimal: (confirmed + completed) / total. */
    conversionRate: z.number(),
    pendingRequests: count,
    completed: count,
    confirmed: count,
    cancelled: count,
    /** Oldest first, one entry per day of the 7-day window (zero counts included). */
    last7Days: z.array(z.object({ date: calendarDate, count })),
    topMarkets: z.array(z.object({ market: text, count })),
    topAgencies: z.array(z.object({ agencyName: text, count })),
    statusDistribution: z.record(customerStatus, count),
    /** Chat questions that found no station, most asked first. */
    unmetDemand: z.array(z.object({ query: text, count })),
    /** Median hours from a request to the first operator action; null before any action. */
    medianFirstActionHours: z.number().nullable(),
    /** Requests still pending past the 24 business hours promised for an answer. */
    overdueRequests: count,
    /** Median hours from sending a request to a station to its first answer through its link; null before any. */
    medianStationResponseHours: z.number().nullable(),
  }),
);

/** GET /api/orders/overview: the profile counters plus the requests by customer status and by client. */
export const agencyOverviewSchema = named(
  'AgencyOverview',
  profileCountersSchema.extend({
    byStatus: z.record(customerStatus, count),
    byClient: z.array(z.object({ clientName: text, total: count, confirmed: count })),
  }),
);

/** One of the station's own upcoming confirmed segments, as its producer sees it. */
export const producerSegmentSchema = z.object({ orderNumber: text, clientName: text, interviewTopic: text, slot: bookedSlotSchema });

/**
 * GET /api/producer/request?token=: the request as the station's email gives it (never the
 * requester's email or phone), what the station may answer now, and its upcoming segments.
 */
export const producerRequestSchema = named(
  'ProducerRequest',
  z.object({
    orderNumber: text,
    status: orderStatus,
    station: z.object({ callLetters: text, market: text, showName: optionalText, affiliate: text, timeZone: text }),
    clientName: text,
    interviewTopic: text,
    agencyName: optionalText,
    preferredDate: calendarDate,
    alternativeDate: calendarDate.nullable(),
    notes: optionalText,
    slot: bookedSlotSchema.nullable(),
    airedAt: timestamp.nullable(),
    clipUrl: optionalText,
    offer: slotOfferSchema.nullable(),
    allowedAnswers: z.array(z.enum(PRODUCER_ANSWERS)),
    upcoming: z.array(producerSegmentSchema),
  }),
);

/** A blackout range of a station: no booking from `from` to `to`, both days included. */
export const stationBlackoutSchema = z.object({ from: calendarDate, to: calendarDate, note: optionalText });

/** What the change feed carries for each entity: the admin API's JSON of the item. */
export const changeRowSchemas = {
  /** A station with its blackout ranges, earliest first. */
  station: adminStationSchema.extend({ blackouts: z.array(stationBlackoutSchema) }),
  /** As GET /api/admin/orders gives it. */
  order: adminOrderSchema,
  /** As an order's history gives it, with the order it belongs to. */
  order_event: orderEventSchema.extend({ orderId: text }),
  notification: notificationSchema,
  chat_query: chatQuerySchema,
} satisfies Record<(typeof CHANGE_ENTITIES)[number], z.ZodType>;

export const changeSchema = z.object({
  entity: z.enum(CHANGE_ENTITIES),
  id: text,
  op: z.enum(['upsert', 'delete']),
  /** The item's current JSON; absent on a delete. */
  row: z.union(Object.values(changeRowSchemas)).optional(),
});

/** One page of the feed: apply `changes` in order, keep `cursor`, ask again while `more`. */
export const changesPageSchema = named(
  'ChangesPage',
  z.object({
    changes: z.array(changeSchema),
    /** Opaque: give it back as ?since= for what changed after this page. */
    cursor: described(z.string(), 'Opaque: give it back as ?since= for what changed after this page'),
    more: z.boolean(),
  }),
);

/** An endpoint as the admin API shows it; `secret` only in the answer that made or rotated it. */
export const webhookEndpointSchema = named(
  'WebhookEndpoint',
  z.object({
    id: text,
    url: text,
    description: optionalText,
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z.enum(['active', 'paused']),
    pausedReason: optionalText,
    failingSince: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    secret: described(z.string().optional(), 'Only in the answer that made or rotated it'),
  }),
);

/** One delivery of an event to an endpoint, as the admin API lists it. */
export const webhookDeliverySchema = named(
  'WebhookDelivery',
  z.object({
    id: count,
    webhookId: text,
    event: z.enum([...WEBHOOK_EVENTS, 'webhook.test']),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: count,
    nextAttemptAt: timestamp.nullable(),
    responseStatus: count.nullable(),
    lastError: optionalText,
    createdAt: timestamp,
    deliveredAt: timestamp.nullable(),
    history: z.array(z.object({ at: timestamp, responseStatus: count.nullable(), error: optionalText })),
  }),
);

/** GET /api/chat/stats: the counts the assistant quotes when nothing matched. */
export const chatStationCountsSchema = z.object({
  /** Every station in the network, hidden ones included. */
  total: count,
  /** The stations that can be booked. */
  visible: count,
});

/** GET /api/admin/chat-queries/summary. */
export const chatQuerySummarySchema = z.object({
  totalQueries: count,
  /** Rounded mean of resultsCount; 0 when there are no queries. */
  averageResults: count,
  /** Queries in the last hour. */
  recentActivity: count,
});

/** GET /api/admin/stations/summary: how many stations there are, and each network with its count, most common first. */
export const adminStationSummaryCountsSchema = z.object({ total: count, affiliates: z.array(z.object({ affiliate: text, count })) });

/** The answers that are only a sentence for the person: "Password updated", the tracking link's reply. */
export const messageSchema = z.object({ message: text });

/** GET /api/stations/:id/availability: the dates from `from` to `to` the station takes no booking on. */
export const stationAvailabilitySchema = z.object({ stationId: text, from: calendarDate, to: calendarDate, unavailable: z.array(calendarDate) });

/** POST /api/admin/login: the bearer token of the admin calls, and when it expires. */
export const adminTokenSchema = z.object({ token: text, expiresAt: timestamp });

/** The account an auth call signed in or created. */
export const userEnvelopeSchema = z.object({ user: currentUserSchema });

/** GET /api/config: the server's public settings, as the web page gets them in its meta tag. */
export const publicConfigSchema = named(
  'PublicConfig',
  z.object({
    /** Where the site's contact links write to. */
    contactEmail: text,
    /** Whether "Continue with Google" is offered. */
    googleEnabled: z.boolean(),
    /** Where the server counts days: the 7-day booking rule, the analytics' days, business hours. */
    businessTimeZone: described(z.string(), 'IANA time zone of the business'),
  }),
);

/** GET /api/health. */
export const healthSchema = z.object({ ok: z.boolean(), db: z.enum(['ok', 'unreachable']) });

/** GET /api/auth/reset-password?token=: the link may set a new password. */
export const resetLinkValidSchema = z.object({ valid: z.literal(true) });

/** POST /api/admin/orders/undo: the orders the undone change put back. */
export const undoResultSchema = z.object({ undone: z.array(text) });

/** POST /api/admin/orders/restore: the deleted orders put back. */
export const restoreResultSchema = z.object({ restored: z.array(text) });

/** POST /api/admin/orders/bulk: the orders changed, the ones not found, and the id that undoes the change (null when none changed). */
export const bulkResultSchema = z.object({ done: z.array(text), missing: z.array(text), changeId: optionalText });

/** A station's blackout ranges, earliest first. */
export const stationBlackoutsSchema = z.object({ blackouts: z.array(stationBlackoutSchema) });

/** The data of each webhook event: the item's admin JSON (webhook.test: a note to the endpoint). */
export const webhookDataSchemas = {
  'order.created': adminOrderWithStationSchema,
  'order.status_changed': adminOrderWithStationSchema,
  'order.slot_changed': adminOrderWithStationSchema,
  'order.cancelled': adminOrderWithStationSchema,
  'order.rescheduled': adminOrderWithStationSchema,
  'station.answered': adminOrderWithStationSchema,
  'station.changed': adminStationSchema,
  'webhook.test': z.object({ endpointId: text, message: text }),
} satisfies Record<WebhookEventType, z.ZodType>;

const eventTime = described(z.string(), 'When the change happened: ISO 8601, UTC');

/** The body of a webhook delivery of `type`: `{type, timestamp, data}`. */
export const webhookBodySchema = (type: WebhookEventType) => z.object({ type: z.literal(type), timestamp: eventTime, data: webhookDataSchemas[type] });
