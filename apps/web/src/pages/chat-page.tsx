import { ChatNav } from '@/features/chat/components/chat-nav';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import UserMenu from '@/features/auth/components/user-menu';
import { useCurrentUser } from '@/lib/auth';

/** /chat (signed-in only): find stations by asking in plain words. */
export default function ChatPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <ChatNav userMenu={user ? <UserMenu user={user} place="chat" /> : null} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Chat Assistant</h1>
        <p className="text-sm text-slate-600">Tell me what you are looking for and I&apos;ll find matching TV stations.</p>
      </header>
      <ChatPanel />
    </div>
  );
}
