import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * Characters no text field accepts: C0 and C1 control characters other than tab, line feed and
 * carriage return (NUL above all), the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069, which make text read differently from what it stores: names,
 * file names and CSV cells shown to operators), and lone UTF-16 surrogates (not text at all; they
 * are mangled into U+FFFD when stored or sent).
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character no text field accepts. */
export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTERS.test(text);

/** No schema accepts input nested deeper than this; deeper values are left to the schema to refuse. */
const MAX_DEPTH = 32;

/** The paths (`a.b.0`) of every string inside `value` that holds a forbidden character. */
export function forbiddenCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? [path.join('.') || '_'] : [];
  if (path.length > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenCharacterPaths(v, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(hasForbiddenCharacters(k) ? [[...path, k].join('.')] : []),
      ...forbiddenCharacterPaths(v, [...path, k]),
    ]);
  }
  return [];
}

/** The shared rule as a zod check, for every text field. */
export const safeText = <T extends z.ZodString>(schema: T) => schema.refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.forbiddenCharacters });

/** '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
}

/** A required, trimmed string: missing, non-string or blank all give `message`. */
export function requiredText(message: string, max: number, label: string) {
  return safeText(
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: tooLongMessage(label, max) }),
  );
}

/** An optional trimmed string; missing, null or blank becomes null. */
export function optionalText(max: number, label: string) {
  return safeText(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: tooLongMessage(label, max) }),
  )
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
