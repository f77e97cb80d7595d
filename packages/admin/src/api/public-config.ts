import { useQuery } from '@tanstack/react-query';
import { DEFAULT_BUSINESS_TIMEZONE, todayIn } from '@app/core';
import { useAdmin } from '../context/admin-provider';
import { pageBusinessTimeZone } from '../lib/display';
import { adminKeys } from './keys';

/**
 * Today's date where the server counts days (BUSINESS_TIMEZONE) as YYYY-MM-DD: the notification
 * form's default start date, so a notification starting "today" shows at once. The viewer's own
 * date may already be tomorrow there (an operator east of the business zone, in the evening).
 *
 * The web page carries the zone in its meta tag; the console asks GET /api/config once (through
 * its relay), and, when the server cannot be reached, counts in core's default zone. `ready` is
 * false only while that first answer is awaited.
 */
export function useBusinessToday(now: Date = new Date()): { today: string; ready: boolean } {
  const { api } = useAdmin();
  const fromPage = pageBusinessTimeZone();
  const config = useQuery({ queryKey: adminKeys.publicConfig, queryFn: () => api.publicConfig(), enabled: !fromPage, staleTime: Infinity, retry: false });
  const zone = fromPage ?? config.data?.businessTimeZone ?? DEFAULT_BUSINESS_TIMEZONE;
  return { today: todayIn(zone, now), ready: Boolean(fromPage) || !config.isPending };
}
