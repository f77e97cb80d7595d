const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attributes (emails, the served pages). */
export function escapeHtml(value: string): string {
  // Most values (names, dates, call letters) have nothing to escape: one scan, no copy.
  return HTML_SPECIAL.test(value) ? value.replace(HTML_SPECIALS, (ch) => ENTITY[ch] as string) : value;
}
