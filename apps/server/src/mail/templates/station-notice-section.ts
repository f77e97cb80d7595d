import type { DetailSection } from './order-email-layout';
import { interviewRows } from './order-details';

/** What a notice to a station about a request it has names: the request as it stands, never the requester's contact details. */
export interface StationNoticeOrder {
  orderNumber: string;
  clientName: string;
  interviewTopic: string;
  preferredDate: string;
  alternativeDate: string | null;
}

/** The request's details in a station's notice (a cancellation, new dates). */
export const stationNoticeSection = (order: StationNoticeOrder): DetailSection => ({
  heading: 'Request',
  rows: [...interviewRows(order), { label: 'Request number', value: order.orderNumber }],
});
