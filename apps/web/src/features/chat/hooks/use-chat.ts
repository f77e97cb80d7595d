import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  CHAT_QUERY_MAX,
  chatCatalogueOf,
  describeChatMatch,
  describeChatMore,
  isChatShowMore,
  matchChatQuestion,
  MESSAGES,
  type ChatCatalogue,
  type PublicStation,
} from '@app/core';
import { chatStationsQuery } from '../api/chat-stations-query';
import { chatStatsQuery } from '../api/chat-stats-query';
import { useLogChatQuery } from '../api/use-log-chat-query';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  cards?: PublicStation[];
  /** The welcome message: shows the example questions. */
  welcome?: boolean;
}

// One parser catalogue per station list: its word index is then built once, not per question.
const catalogues = new WeakMap<readonly PublicStation[], ChatCatalogue>();
function catalogueOf(stations: readonly PublicStation[]): ChatCatalogue {
  let catalogue = catalogues.get(stations);
  if (!catalogue) catalogues.set(stations, (catalogue = chatCatalogueOf(stations.filter((s) => !s.isHidden))));
  return catalogue;
}

/**
 * The conversation: a question is answered from the cached station list with the shared parser,
 * then logged with its result count. Blank questions, and questions while one is being
 * answered, are ignored.
 */
export function useChat(welcome: string) {
  const client = useQueryClient();
  const nextId = useRef(1);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, role: 'assistant', text: welcome, welcome: true }]);
  const { mutate: log } = useLogChatQuery();
  // The last answer's matches and how many of them are on screen, for 'show more'.
  const lastRef = useRef<{ matches: PublicStation[]; shown: number; query: string } | null>(null);

  const append = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
  }, []);

  const answer = useCallback(
    async (query: string) => {
      try {
        if (isChatShowMore(query)) {
          const last = lastRef.current;
          const reply = describeChatMore(last?.matches ?? null, last?.shown ?? 0, last?.query ?? '');
          if (last) last.shown += reply.cards.length;
          append({ role: 'assistant', text: reply.text, cards: reply.cards });
          return;
        }
        const [all, counts] = await Promise.all([
          client.fetchQuery(chatStationsQuery),
          // The counts only decorate the no-match answer: without them the list's length is used.
          client.fetchQuery(chatStatsQuery).catch(() => null),
        ]);
        // The public API never returns hidden stations; this keeps it so if that ever changes.
        const stations = all.filter((s) => !s.isHidden);
        // The same forgiveness as the station search: typos, ambiguous places asked, a place's stations as fallback.
        const match = matchChatQuestion(query, stations, catalogueOf(all));
        const matches = match.matches;
        const reply = describeChatMatch(match, {
          total: counts?.total ?? stations.length,
          visible: counts?.visible ?? stations.length,
          query,
        });
        lastRef.current = { matches, shown: reply.cards.length, query };
        append({ role: 'assistant', text: reply.text, cards: reply.cards });
        log({ query: query.slice(0, CHAT_QUERY_MAX), resultsCount: matches.length });
      } catch {
        append({ role: 'assistant', text: MESSAGES.chatFailure });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [append, client, log],
  );

  /** Asks a question; false when it was ignored (blank, or a search is still running). */
  const ask = useCallback(
    (raw: string): boolean => {
      const query = raw.trim();
      if (!query || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      append({ role: 'user', text: query });
      void answer(query);
      return true;
    },
    [answer, append],
  );

  return { messages, busy, ask };
}
