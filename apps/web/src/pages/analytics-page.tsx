import { WebAdmin } from '@/features/admin/web-admin';

/** /analytics: needs the admin token like /admin; without one the admin login shows. */
export default function AnalyticsPage() {
  return <WebAdmin view="analytics" />;
}
