import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../context/admin-provider';
import { adminKeys } from './keys';

/** Rows shown in the Chat Queries table (the newest); the CSV export fetches all of them. */
export const CHAT_QUERIES_SHOWN = 500;

/** The newest chat queries and the total count. */
export function useChatQueries() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.chatQueryList, queryFn: () => api.listChatQueries({ limit: CHAT_QUERIES_SHOWN }) });
}

/** Total Queries, Average Results and Recent Activity, computed over all queries by the server. */
export function useChatQuerySummary() {
  const { api } = useAdmin();
  return useQuery({ queryKey: adminKeys.chatQuerySummary, queryFn: () => api.chatQuerySummary() });
}
