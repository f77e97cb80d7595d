import { useMutation } from '@tanstack/react-query';
import { json } from '@app/api-client';
import type { ChatLogInput } from '@app/core';
import { api } from '@/lib/api-client';

/** POST /api/chat/log. A failure is only noted in the console: the answer is already shown. */
export function useLogChatQuery() {
  return useMutation({
    mutationFn: (input: ChatLogInput) => json(api.chat.log.$post({ json: input })),
    onError: (err) => console.warn('Could not log the chat question:', err instanceof Error ? err.message : err),
  });
}
