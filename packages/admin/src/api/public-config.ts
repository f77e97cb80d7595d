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
 * its relay). Until the answer comes, or when the server cannot be reached, core's default zone.
 */
export function useBusinessToday(now: Date = new Date()): string {
  const { api } = useAdmin();
  const fromPage = pageBusinessTimeZone();
  const config = useQuery({ queryKey: adminKeys.publicConfig, queryFn: () => api.publicConfig(), enabled: !fromPage, staleTime: Infinity, retry: false });
  return todayIn(fromPage ?? config.data?.businessTimeZone ?? DEFAULT_BUSINESS_TIMEZONE, now);
}
