import { WebAdmin } from './web-admin';

/** /analytics: needs the admin token like /admin (DESIGN 7); without one the admin login shows. */
export default function AnalyticsPage() {
  return <WebAdmin view="analytics" />;
}
