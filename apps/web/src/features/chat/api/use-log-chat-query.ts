import { useMutation } from '@tanstack/react-query';
import type { ChatLogInput, ChatQuery } from '@app/core';
import { apiFetch } from '@/lib/api-client';

/** POST /api/chat/log. A failure is only noted in the console: the answer is already shown (spec 7). */
export function useLogChatQuery() {
  return useMutation({
    mutationFn: (input: ChatLogInput) => apiFetch<ChatQuery>('/api/chat/log', { method: 'POST', json: input }),
    onError: (err) => console.warn('Could not log the chat question:', err instanceof Error ? err.message : err),
  });
}
