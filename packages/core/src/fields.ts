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
