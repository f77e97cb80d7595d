// The JSON shapes of the API, as types: each is inferred from its schema in api-schemas.ts, the one
// definition the server's OpenAPI document is made from too. Timestamps are ISO 8601 UTC strings,
// interview dates 'YYYY-MM-DD', money whole dollars.
import type { z } from 'zod';
import type {
  adminOrderChangeSchema,
  adminOrderDetailsSchema,
  adminOrderSchema,
  adminOrderWithStationSchema,
  adminStationSchema,
  adminStationSummarySchema,
  agencyOverviewSchema,
  analyticsSchema,
  chatQuerySchema,
  currentUserSchema,
  earnedBadgeSchema,
  notificationSchema,
  orderHistoryEntrySchema,
  orderSchema,
  profileCountersSchema,
  publicConfigSchema,
  publicStationSchema,
} from './api-schemas';

/** A station as public endpoints return it: never the operator's contact fields. */
export type PublicStation = z.infer<typeof publicStationSchema>;

/** A station as admin endpoints return it. */
export type AdminStation = z.infer<typeof adminStationSchema>;

/** A booking request; `status` is the stored workflow, `customerStatus` is derived. */
export type Order = z.infer<typeof orderSchema>;

export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** What an admin list row carries of its station; the details carry the rest. */
export type AdminStationSummary = z.infer<typeof adminStationSummarySchema>;

/** An order as the admin list gives it (GET /api/admin/orders, and the change feed's order rows). */
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** An order joined to its whole station, contact fields included (the data of order webhooks). */
export type AdminOrderWithStation = z.infer<typeof adminOrderWithStationSchema>;

/** GET /api/admin/orders/:id: the order with its whole station, status history and events. */
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

/** 200 of PATCH /api/admin/orders/:id: the order's details and the id that undoes this change. */
export type AdminOrderChange = z.infer<typeof adminOrderChangeSchema>;

/** A badge the user earned. */
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** The profile counters of GET /api/auth/user. */
export type ProfileCounters = z.infer<typeof profileCountersSchema>;

/** GET /api/auth/user. Never carries password hashes or tokens. */
export type CurrentUser = z.infer<typeof currentUserSchema>;

export type Notification = z.infer<typeof notificationSchema>;

/** One logged chat-assistant question (admin Chat Queries tab). */
export type ChatQuery = z.infer<typeof chatQuerySchema>;

/** GET /api/admin/analytics. */
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /api/orders/overview: the profile counters plus the requests by customer status and by client. */
export type AgencyOverview = z.infer<typeof agencyOverviewSchema>;

/** Values the server tells the browser at start (the public allow-list; GET /api/config). */
export type PublicConfig = z.infer<typeof publicConfigSchema>;
