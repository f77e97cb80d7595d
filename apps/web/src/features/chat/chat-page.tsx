import { ChatNav } from './components/chat-nav';
import { ChatPanel } from './components/chat-panel';

/** /chat (signed-in only): find stations by asking in plain words (spec 2). */
export default function ChatPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <ChatNav />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Chat Assistant</h1>
        <p className="text-sm text-slate-600">Tell me what you are looking for and I&apos;ll find matching TV stations.</p>
      </header>
      <ChatPanel />
    </div>
  );
}
