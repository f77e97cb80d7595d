import { describe, expect, it } from 'vitest';
import { isExternalLink, isSafeNotificationLink } from './notification-links';

describe('notification button links', () => {
  it('allows http(s) and mailto links and paths of this site only', () => {
    expect(isSafeNotificationLink('https://example.com/offer')).toBe(true);
    expect(isSafeNotificationLink('http://example.com')).toBe(true);
    expect(isSafeNotificationLink('mailto:hello@example.com')).toBe(true);
    expect(isSafeNotificationLink('/?q=Texas')).toBe(true);
    expect(isSafeNotificationLink('/faq')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'relative',
      '//evil.example/x',
      '/\\evil.example',
      '/ spaced',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeNotificationLink(bad)).toBe(false);
    }
  });

  it('opens other sites in a new tab, not our own pages or mail drafts', () => {
    expect(isExternalLink('https://example.com/x', 'http://localhost:3000')).toBe(true);
    expect(isExternalLink('http://localhost:3000/faq', 'http://localhost:3000')).toBe(false);
    expect(isExternalLink('mailto:hello@example.com', 'http://localhost:3000')).toBe(false);
  });
});
