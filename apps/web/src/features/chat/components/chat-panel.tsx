import { Button, Spinner } from '@app/ui';
import { useEffect, useRef } from 'react';
import { EXAMPLE_QUESTIONS, QUICK_QUESTIONS, WELCOME_TEXT } from '../chat-content';
import { useChat } from '../hooks/use-chat';
import { ChatInput } from './chat-input';
import { ChatMessageItem } from './chat-message-item';

/** The 600 px assistant panel: the scrolling conversation, the quick buttons and the question box. */
export function ChatPanel() {
  const { messages, busy, ask } = useChat(WELCOME_TEXT);
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, busy]);

  return (
    <section
      aria-label="Chat assistant"
      className="flex h-[600px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="chat-panel"
    >
      <div ref={listRef} className="flex-1 overflow-y-auto p-4" data-testid="chat-messages">
        {/* The log wraps the list: a list given the log role would no longer own its items. The
            heading puts each answer's station headings under one for the conversation. */}
        <h2 id="chat-conversation" className="sr-only">
          Conversation
        </h2>
        <div role="log" aria-labelledby="chat-conversation" aria-live="polite">
          <ol className="flex flex-col gap-4">
            {messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} examples={EXAMPLE_QUESTIONS} onExample={ask} busy={busy} />
            ))}
          </ol>
        </div>
        {busy ? (
          <div className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Spinner size="sm" label="Searching stations" />
            <span aria-hidden="true">Searching stations...</span>
          </div>
        ) : null}
      </div>
      <div role="group" aria-label="Quick questions" className="flex flex-wrap gap-2 border-t border-slate-100 px-3 pt-3">
        {QUICK_QUESTIONS.map((q) => (
          <Button key={q.label} variant="secondary" size="sm" disabled={busy} onClick={() => ask(q.query)}>
            {q.label}
          </Button>
        ))}
      </div>
      <ChatInput onSend={ask} busy={busy} />
    </section>
  );
}
