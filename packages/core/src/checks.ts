// Plain value checks with no zod: the public pages use them without downloading the schema library.

const PHONE_CHARS = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;

/** A loose phone check: digits with common separators, 7 to 15 digits before any extension. */
export function isPlausiblePhone(value: string): boolean {
  if (!PHONE_CHARS.test(value)) return false;
  const main = value.split(/x|ext|extension/i)[0] ?? '';
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** True for an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for a path of this site ('/?q=Texas', '/faq'): it starts with one slash and, read against
 * any origin, stays on that origin ('//evil.example' and '/\\evil.example' leave it).
 */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return false;
  try {
    return new URL(value, 'https://site.invalid').origin === 'https://site.invalid';
  } catch {
    return false;
  }
}

/** True for a mailto: link with at least one address. */
export function isMailtoLink(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+/i.test(value);
}

/** The links a notification's button may carry: web, mailto, or a path of this site; nothing that could run script. */
export function isNotificationLink(value: string): boolean {
  return isHttpUrl(value) || isMailtoLink(value) || isSitePath(value);
}
