export interface ErrorMessage {
  title: string;
  description: string;
  /** True when offering a retry action makes sense (connection problems). */
  retry?: boolean;
}

const CONNECTION: ErrorMessage = {
  title: 'Connection problem',
  description: 'Please check your internet connection and try again.',
  retry: true,
};
const UNAUTHORIZED: ErrorMessage = {
  title: 'Please sign in',
  description: 'You need to be signed in to access this feature.',
};
const VALIDATION: ErrorMessage = {
  title: 'Please check your information',
  description: 'Some required fields are missing or incorrect.',
};
const SERVER: ErrorMessage = {
  title: 'Something went wrong',
  description: 'Our servers are having trouble. Please try again in a moment.',
};
const RATE_LIMITED: ErrorMessage = {
  title: 'Please slow down',
  description: "You're making requests too quickly. Please wait a moment and try again.",
};
const UNEXPECTED: ErrorMessage = {
  title: 'Something unexpected happened',
  description: 'Please try again. If the problem continues, contact support.',
};

/** The text of any thrown value: an Error's message, a string, or an object's `message`. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * The HTTP status carried by an error from the API client ('401: {...}', spec 7) or from the
 * station search ('HTTP error! status: 500'); undefined when there is none.
 */
export function errorStatusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number' && status >= 100 && status <= 599) return status;
  }
  const text = errorText(error);
  const match = /^(\d{3}):/.exec(text) ?? /\bstatus:?\s*(\d{3})\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

const NETWORK_PATTERN = /failed to fetch|network ?error|load failed/i;

/** The title and description to show for an error (spec 8 mapping, by text in the error). */
export function errorToMessage(error: unknown): ErrorMessage {
  const text = errorText(error);
  if (NETWORK_PATTERN.test(text)) return { ...CONNECTION };

  // A status code is authoritative: a 403 body saying "Unauthorized origin" is not a sign-in problem.
  const status = errorStatusOf(error);
  if (status !== undefined) {
    if (status === 401) return { ...UNAUTHORIZED };
    if (status === 400 || status === 422) return { ...VALIDATION };
    if (status === 429) return { ...RATE_LIMITED };
    if (status >= 500) return { ...SERVER };
    return { ...UNEXPECTED };
  }

  if (/\b401\b|unauthorized/i.test(text)) return { ...UNAUTHORIZED };
  if (/\b400\b|validation/i.test(text)) return { ...VALIDATION };
  if (/\b500\b|internal server error/i.test(text)) return { ...SERVER };
  if (/\b429\b|too many requests/i.test(text)) return { ...RATE_LIMITED };
  return { ...UNEXPECTED };
}

/** True when the error means "not signed in" (status 401 or the word Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  const status = errorStatusOf(error);
  if (status !== undefined) return status === 401;
  return /\b401\b|unauthorized/i.test(errorText(error));
}

/**
 * The server's `message` from an error whose message is 'STATUS: {json body}' (spec 7);
 * undefined when the body is not JSON with a string message.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const match = /^\d{3}: ([\s\S]*)$/.exec(errorText(error));
  if (!match?.[1]) return undefined;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: the body was the status text, which says nothing the status does not.
  }
  return undefined;
}

/** 'clientName' -> 'Client name', 'alternative_date' -> 'Alternative date'. */
export function humanizeFieldName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Spec 5 "field error text helper": a friendlier text for a field's validation message. */
export function fieldErrorText(field: string, message: string): string {
  const lower = message.toLowerCase();
  if (lower.includes('required')) return `${humanizeFieldName(field)} is required`;
  if (lower.includes('email')) return 'Please enter a valid email address';
  if (lower.includes('phone')) return 'Please enter a valid phone number';
  if (lower.includes('date')) return 'Please select a valid date';
  return message;
}
