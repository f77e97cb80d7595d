import { z } from 'zod';
import type { webhookDeliverySchema, webhookEndpointSchema } from './api-schemas';

/** What a webhook endpoint can subscribe to (webhook.test is sent on request only, never subscribed). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.slot_changed',
  'order.cancelled',
  'order.rescheduled',
  'station.answered',
  'station.changed',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Every type a delivery can carry: the subscribable events and the operator's test. */
export type WebhookEventType = WebhookEvent | 'webhook.test';

export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be a valid https:// URL',
  eventsRequired: 'Choose at least one event',
  eventUnknown: `Unknown event: choose from ${WEBHOOK_EVENTS.join(', ')}`,
  descriptionTooLong: 'Description must be at most 200 characters',
} as const;

/** The longest URL an endpoint may have (browsers and proxies cope with this much). */
const MAX_URL = 2000;

const url = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(MAX_URL, WEBHOOK_MESSAGES.urlInvalid)
  .refine((v) => URL.canParse(v), WEBHOOK_MESSAGES.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((list) => [...new Set(list)]);

const description = z
  .string()
  .trim()
  .max(200, WEBHOOK_MESSAGES.descriptionTooLong)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** POST /api/admin/webhooks: where to deliver and which events (the server checks the address further). */
export const webhookInputSchema = z.object({ url, events, description });

/** PATCH /api/admin/webhooks/:id: pause or resume, change the URL or events, rotate the secret. */
export const webhookUpdateSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description,
  status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }).optional(),
  rotateSecret: z.literal(true, { error: 'rotateSecret must be true' }).optional(),
});

export type WebhookInput = z.infer<typeof webhookInputSchema>;
/** What the Add Webhook form holds before the schema tidies it. */
export type WebhookFormValues = z.input<typeof webhookInputSchema>;
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** An endpoint as the admin API shows it; `secret` only in the answer that made or rotated it. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** One delivery of an event to an endpoint, as the admin API lists it. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
