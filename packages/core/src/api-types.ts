// JSON shapes of the API. Timestamps are ISO 8601 UTC strings, interview dates
// 'YYYY-MM-DD', money whole dollars.
import type { UserType } from './auth.schema';
import type { NotificationType } from './station.schema';
import type { BookedSlot, OrderEvent } from './lifecycle';
import type { StationRequestInfo } from './producer';
import type { CustomerStatus, OrderStatus } from './status';

/** A station as public endpoints return it: never the operator's contact fields. */
export interface PublicStation {
  id: string;
  callLetters: string;
  affiliate: string;
  market: string;
  /** USPS code, e.g. 'TX'. */
  state: string | null;
  city: string | null;
  showName: string | null;
  link: string | null;
  rate: number | null;
  isHidden: boolean;
}

/** A station as admin endpoints return it. */
export interface AdminStation extends PublicStation {
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactTitle: string | null;
  mediaCompany: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A booking request; `status` is the stored workflow, `customerStatus` is derived. */
export interface Order {
  id: string;
  /** 8 characters, Crockford base32, upper case. */
  orderNumber: string;
  userId: string | null;
  agencyName: string | null;
  clientName: string;
  contactName: string;
  email: string;
  phone: string | null;
  interviewTopic: string;
  stationId: string;
  preferredDate: string;
  alternativeDate: string | null;
  notes: string | null;
  /** Shared by the orders of one request for several stations; null for a single-station request. */
  requestGroupId: string | null;
  status: OrderStatus;
  customerStatus: CustomerStatus;
  createdAt: string;
  updatedAt: string;
  station?: PublicStation | null;
  /** Recorded when an operator completes the booking; null before. */
  slot: BookedSlot | null;
  /** Proof of airing, recorded at finished. */
  airedAt: string | null;
  clipUrl: string | null;
  /** Why the request was cancelled, when a reason was given. */
  cancelReason: string | null;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  /** The admin's username, or null when the change did not come from an admin. */
  by: string | null;
}

/**
 * What an admin list row carries of its station: what the request card, the status dialog (the
 * station's time zone, from its state) and the requests CSV show. The details carry the rest.
 */
export type AdminStationSummary = Pick<AdminStation, 'id' | 'callLetters' | 'affiliate' | 'market' | 'state' | 'showName' | 'rate'>;

/**
 * An order as the admin list gives it (GET /api/admin/orders, and the change feed's order rows):
 * joined to the summary of its station.
 */
export interface AdminOrder extends Omit<Order, 'station'> {
  station: AdminStationSummary | null;
  /** Still pending past the 24 business hours promised for an answer. */
  overdue: boolean;
  /** Since when the order has waited on its station's answer (only while sent to the station). */
  waitingOnStationSince?: string | null;
}

/** An order joined to its whole station, contact fields included (the data of order webhooks). */
export interface AdminOrderWithStation extends Omit<AdminOrder, 'station'> {
  station: AdminStation | null;
}

/** GET /api/admin/orders/:id: the order with its whole station, status history and events. */
export interface AdminOrderDetails extends AdminOrderWithStation {
  history?: OrderHistoryEntry[];
  /** Every change and note, oldest first. */
  events?: OrderEvent[];
  /** How the station is reached and what it answered (null before it was sent). */
  stationRequest?: StationRequestInfo | null;
}

/** 200 of PATCH /api/admin/orders/:id: the order's details and the id that undoes this change (null when nothing changed). */
export interface AdminOrderChange extends AdminOrderDetails {
  changeId: string | null;
}

/** A badge the user earned. */
export interface EarnedBadge {
  name: string;
  description: string | null;
  icon: string | null;
  earnedAt: string;
}

/** The profile counters of GET /api/auth/user. */
export interface ProfileCounters {
  totalBookings: number;
  confirmedBookings: number;
  /** Whole dollars: station rates of completed requests. */
  totalSpent: number;
}

/** GET /api/auth/user. Never carries password hashes or tokens. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  agencyName: string | null;
  isEmailVerified: boolean;
  profileImageUrl: string | null;
  profile?: ProfileCounters;
  badges?: EarnedBadge[];
}

export interface Notification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  buttonText: string | null;
  buttonLink: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One logged chat-assistant question (admin Chat Queries tab). */
export interface ChatQuery {
  id: string;
  userId: string | null;
  userEmail: string | null;
  query: string;
  resultsCount: number;
  createdAt: string;
}

/** GET /api/admin/analytics. */
export interface Analytics {
  totalSubmissions: number;
  /** Percent with one decimal: (confirmed + completed) / total. */
  conversionRate: number;
  pendingRequests: number;
  completed: number;
  confirmed: number;
  cancelled: number;
  /** Oldest first, one entry per day of the 7-day window (zero counts included). */
  last7Days: { date: string; count: number }[];
  topMarkets: { market: string; count: number }[];
  topAgencies: { agencyName: string; count: number }[];
  statusDistribution: Record<CustomerStatus, number>;
  /** Chat questions that found no station, most asked first. */
  unmetDemand: { query: string; count: number }[];
  /** Median hours from a request to the first operator action; null before any action. */
  medianFirstActionHours: number | null;
  /** Requests still pending past the 24 business hours promised for an answer. */
  overdueRequests: number;
  /** Median hours from sending a request to a station to its first answer through its link; null before any. */
  medianStationResponseHours: number | null;
}

/** Values the server tells the browser at start (the public allow-list). */
export interface PublicConfig {
  contactEmail: string;
  googleEnabled: boolean;
  businessTimeZone: string;
}

/** GET /api/orders/overview: the profile counters plus the requests by customer status and by client. */
export interface AgencyOverview {
  totalBookings: number;
  confirmedBookings: number;
  /** Whole dollars: station rates of completed requests. */
  totalSpent: number;
  byStatus: Record<CustomerStatus, number>;
  byClient: { clientName: string; total: number; confirmed: number }[];
}
