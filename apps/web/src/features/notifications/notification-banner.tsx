import { AlertTriangleIcon, Button, cn, InfoIcon, useFocusAfterRender, XIcon } from '@app/ui';
import type { Notification, NotificationType } from '@app/core';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useNotifications } from './api/use-notifications';
import { isExternalLink, isSafeNotificationLink } from './notification-links';

const STORAGE_KEY = 'dismissed_notifications';

/**
 * Operator pages have their own chrome: the public banner stays off them. A station's producer
 * answering a request is not a customer: the offers and news for customers stay off that page too.
 */
const HIDDEN_ON = ['/admin', '/analytics', '/producer'];

const STYLES: Record<NotificationType, string> = {
  announcement: 'border-blue-200 bg-blue-50 text-blue-900',
  offer: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  urgent: 'border-red-200 bg-red-50 text-red-900',
};

function readDismissed(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(ids: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids.slice(-50)));
  } catch {
    // Private mode or full storage: the banner is then dismissed for this page view only.
  }
}

function NoticeRow({ notice, onDismiss }: { notice: Notification; onDismiss: () => void }) {
  const Icon = notice.type === 'urgent' ? AlertTriangleIcon : InfoIcon;
  const link = isSafeNotificationLink(notice.buttonLink) ? notice.buttonLink : null;
  const external = link !== null && isExternalLink(link, window.location.origin);
  return (
    <div
      role={notice.type === 'urgent' ? 'alert' : 'status'}
      data-type={notice.type}
      data-testid="notification-banner"
      className={cn('border-b', STYLES[notice.type])}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm">
        <Icon className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1">
          <strong className="font-semibold">{notice.title}</strong> <span>{notice.message}</span>
        </p>
        {link && notice.buttonText ? (
          <Button asChild size="sm" variant="outline" className="h-8 bg-white/70">
            <a href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {notice.buttonText}
            </a>
          </Button>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
          aria-label={`Dismiss: ${notice.title}`}
          data-dismiss
        >
          <XIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** Active notifications on public pages, each dismissible (remembered in this browser). */
export function NotificationBanner() {
  const { pathname } = useLocation();
  // What this browser dismissed is read only once there are notices to filter: the first read of
  // localStorage waits on the browser, and the first page usually has none (decision 0007).
  const [dismissedHere, setDismissed] = useState<string[] | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const regionRef = useRef<HTMLDivElement>(null);
  const hidden = HIDDEN_ON.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const { data } = useNotifications(!hidden);
  if (hidden || !data || data.length === 0) return null;
  const dismissed = dismissedHere ?? readDismissed();
  const visible = data.filter((n) => !dismissed.includes(n.id));
  if (visible.length === 0) return null;

  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    const at = visible.findIndex((n) => n.id === id);
    setDismissed(next);
    writeDismissed(next);
    // The dismissed notice takes its button with it: focus goes to the notice that took its place
    // (or the one before), else to the page's content, not back to the top of the page.
    focusAfterRender(() => {
      const buttons = regionRef.current?.querySelectorAll<HTMLElement>('[data-dismiss]');
      const neighbour = buttons?.[Math.min(at, buttons.length - 1)];
      if (neighbour) return neighbour;
      const main = document.getElementById('main');
      main?.setAttribute('tabindex', '-1');
      return main;
    });
  };

  return (
    <div aria-label="Site notices" role="region" ref={regionRef}>
      {visible.map((notice) => (
        <NoticeRow key={notice.id} notice={notice} onDismiss={() => dismiss(notice.id)} />
      ))}
    </div>
  );
}
