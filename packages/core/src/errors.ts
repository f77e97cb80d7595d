export interface ErrorMessage {
  title: string;
  description: string;
  /** True when offering a retry action makes sense (connection problems). */
  retry?: boolean;
}

/** What the app shows for each kind of failure (spec texts). */
const MESSAGES = {
  connection: { title: 'Connection problem', description: 'Please check your internet connection and try again.', retry: true },
  unauthorized: { title: 'Please sign in', description: 'You need to be signed in to access this feature.' },
  validation: { title: 'Please check your information', description: 'Some required fields are missing or incorrect.' },
  server: { title: 'Something went wrong', description: 'Our servers are having trouble. Please try again in a moment.' },
  rateLimited: { title: 'Please slow down', description: "You're making requests too quickly. Please wait a moment and try again." },
  unexpected: { title: 'Something unexpected happened', description: 'Please try again. If the problem continues, contact support.' },
} satisfies Record<string, ErrorMessage>;

/** Every non-2xx API response body: what the server sends and ApiError carries as data. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The one error of the API client: a non-OK answer, with its status, code and per-field
 * messages as data. Its message is the server's `message` (or the status text when the body was
 * not the JSON error shape).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The server's own `message`; undefined when the body had none (a proxy's HTML page, say). */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, statusText = '') {
    const serverMessage = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
    super(serverMessage ?? (statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.fieldErrors = body?.fieldErrors && typeof body.fieldErrors === 'object' ? body.fieldErrors : undefined;
    this.serverMessage = serverMessage;
  }

  /** The error for a non-OK response, its JSON body read when there is one. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    let body: Partial<ApiErrorBody> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      body = parsed && typeof parsed === 'object' ? parsed : undefined;
    } catch {
      body = undefined;
    }
    return new ApiError(res.status, body, res.statusText);
  }
}

/** The text of any thrown value: an Error's message, a string, or an object's `message`. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  return '';
}

/** The HTTP status an error carries as data (ApiError's `status`); undefined when there is none. */
export function errorStatusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' && status >= 100 && status <= 599) return status;
  }
  return undefined;
}

const NETWORK_PATTERN = /failed to fetch|network ?error|load failed/i;

/**
 * True when the request never got an answer: fetch rejects with a TypeError whose text names
 * the network ('Failed to fetch' in Chromium, 'NetworkError…' in Firefox, 'Load failed' in Safari).
 * An answer from the server, whatever its status, is never a connection error.
 */
export function isConnectionError(error: unknown): boolean {
  return errorStatusOf(error) === undefined && NETWORK_PATTERN.test(errorText(error));
}

/** The title and description to show for an error: by its status, or a connection problem. */
export function errorToMessage(error: unknown): ErrorMessage {
  const status = errorStatusOf(error);
  if (status !== undefined) {
    if (status === 401) return { ...MESSAGES.unauthorized };
    if (status === 400 || status === 422) return { ...MESSAGES.validation };
    if (status === 429) return { ...MESSAGES.rateLimited };
    if (status >= 500) return { ...MESSAGES.server };
    return { ...MESSAGES.unexpected };
  }
  if (isConnectionError(error)) return { ...MESSAGES.connection };
  return { ...MESSAGES.unexpected };
}

/** True when the error is the API's 401 (not signed in, or the session or token ended). */
export function isUnauthorizedError(error: unknown): boolean {
  return errorStatusOf(error) === 401;
}

/** The server's `message` carried by an ApiError; undefined for any other error or an empty one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The server's per-field messages carried by an ApiError (a 400 or 409 with fieldErrors). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiError ? error.fieldErrors : undefined;
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

/** The field error text helper: a friendlier text for a field's validation message. */
export function fieldErrorText(field: string, message: string): string {
  const lower = message.toLowerCase();
  if (lower.includes('required')) return `${humanizeFieldName(field)} is required`;
  if (lower.includes('email')) return 'Please enter a valid email address';
  if (lower.includes('phone')) return 'Please enter a valid phone number';
  if (lower.includes('date')) return 'Please select a valid date';
  return message;
}
