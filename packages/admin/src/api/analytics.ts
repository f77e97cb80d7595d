import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../context/admin-provider';
import { adminKeys } from './keys';

/** GET /api/admin/analytics. */
export function useAnalytics() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.analytics, queryFn: () => api.analytics() });
}
