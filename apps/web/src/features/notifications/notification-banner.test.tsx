import type { Notification } from '@app/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBanner } from './notification-banner';

// The notices as fetched: the query itself (and the API client behind it) is not under test.
let fetched: Notification[] | undefined;
vi.mock('./api/use-notifications', () => ({ useNotifications: () => ({ data: fetched }) }));

const notice = (id: string, title: string): Notification => ({
  id,
  title,
  message: `${title} message`,
  type: 'announcement',
  isActive: true,
  startDate: '2026-01-01',
  endDate: null,
  buttonText: null,
  buttonLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The banner at `/` with these notices already fetched, and a localStorage that counts its reads. */
function render(notices: Notification[], stored: Record<string, string> = {}) {
  const reads: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      reads.push(key);
      return stored[key] ?? null;
    },
    setItem: () => {},
  });
  fetched = notices;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <NotificationBanner />
    </MemoryRouter>,
  );
  return { html, reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBanner', () => {
  it('without notices renders nothing and leaves localStorage alone (its first read waits on the browser)', () => {
    const { html, reads } = render([]);
    expect(html).toBe('');
    expect(reads).toEqual([]);
  });

  it('with notices shows those this browser has not dismissed', () => {
    const { html, reads } = render([notice('n1', 'Holiday hours'), notice('n2', 'New stations')], {
      dismissed_notifications: JSON.stringify(['n1']),
    });
    expect(reads).toContain('dismissed_notifications');
    expect(html).toContain('New stations');
    expect(html).not.toContain('Holiday hours');
  });
});
