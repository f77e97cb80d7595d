import { z } from 'zod';

/** '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
}

/** A required, trimmed string: missing, non-string or blank all give `message`. */
export function requiredText(message: string, max: number, label: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(label, max) });
}

/** An optional trimmed string; missing, null or blank becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required email: trimmed, lower-cased, at most 254 characters, `message` on any failure. */
export function emailText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, { error: message })
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
}

/** An optional email: blank becomes null, otherwise as emailText. */
export function optionalEmailText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { error: message });
}

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

/** True for a mailto: link with at least one address. */
export function isMailtoLink(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+/i.test(value);
}
