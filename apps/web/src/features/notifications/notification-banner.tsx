/** Public notification banner: arrives with the booking feature. */
export function NotificationBanner() {
  return null;
}
