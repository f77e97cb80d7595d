import { Button, Label, Textarea } from '@app/ui';
import { useState, type KeyboardEvent } from 'react';

export interface ChatInputProps {
  /** Returns false when the question was ignored, so the text stays in the box. */
  onSend: (text: string) => boolean;
  busy: boolean;
}

/** The question box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function ChatInput({ onSend, busy }: ChatInputProps) {
  const [text, setText] = useState('');
  const send = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character also reports Enter: that Enter picks the character.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Label htmlFor="chat-question" className="sr-only">
        Ask about TV stations
      </Label>
      <Textarea
        id="chat-question"
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about stations, e.g. NBC stations in Texas under $2,000"
        aria-describedby="chat-question-hint"
        maxLength={500}
        className="min-h-12 flex-1 resize-none"
      />
      <span id="chat-question-hint" className="sr-only">
        Press Enter to send, Shift+Enter for a new line.
      </span>
      <Button type="submit" disabled={busy || text.trim() === ''}>
        Send
      </Button>
    </form>
  );
}
