import { Button, cn } from '@app/ui';
import type { ChatMessage } from '../hooks/use-chat';
import { ChatStationCard } from './chat-station-card';

export interface ChatMessageItemProps {
  message: ChatMessage;
  examples: readonly string[];
  onExample: (query: string) => void;
  busy: boolean;
}

/** One bubble: the user's question on the right, the assistant's answer (and station cards) on the left. */
export function ChatMessageItem({ message, examples, onExample, busy }: ChatMessageItemProps) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex flex-col gap-3', mine ? 'items-end' : 'items-start')} data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'}>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2 text-sm leading-relaxed',
          mine ? 'rounded-br-sm bg-indigo-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Assistant: '}</span>
        <p>{message.text}</p>
      </div>
      {message.welcome ? (
        <ul aria-label="Example questions" className="flex flex-wrap gap-2">
          {examples.map((q) => (
            <li key={q}>
              <Button variant="outline" size="sm" className="rounded-full" disabled={busy} onClick={() => onExample(q)}>
                {q}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {message.cards?.length ? (
        <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Matching stations" role="group">
          {message.cards.map((s) => (
            <ChatStationCard key={s.id} station={s} />
          ))}
        </div>
      ) : null}
    </li>
  );
}
