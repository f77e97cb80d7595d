import { WebAdmin } from '@/features/admin/web-admin';

/** /admin: the admin login until a token is stored, then the Admin Panel. */
export default function AdminPage() {
  return <WebAdmin view="admin" />;
}
