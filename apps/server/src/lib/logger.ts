import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

/**
 * One JSON line per event, through pino. Secrets are kept out by rule (see REDACTED_PATHS and
 * scrubUrlSecrets), so a call site cannot leak one by passing the wrong field.
 */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** A logger whose every line also carries `bindings` (the request id, for a request's lines). */
  child(bindings: Record<string, unknown>): Logger;
}

export type LogLevel = 'silent' | 'error' | 'info';

const CENSOR = '[redacted]';

/** Field names whose value never reaches a log, at any depth: cookies, tokens, passwords, email bodies. */
const SECRET_KEYS = new Set(
  [
    'cookie',
    'cookies',
    'set-cookie',
    'authorization',
    'token',
    'sessionToken',
    'accessToken',
    'refreshToken',
    'idToken',
    'password',
    'confirmPassword',
    'currentPassword',
    'newPassword',
    'passwordHash',
    'secret',
    'clientSecret',
    // Webhook signatures: with the body they would let anyone replay a delivery.
    'signature',
    'webhook-signature',
    // Email bodies: they carry sign-in, reset and tracking links.
    'text',
    'html',
    'body',
  ].map((k) => k.toLowerCase()),
);

/**
 * pino's own redaction, for the shapes a line most often has (a top-level field, request
 * headers). Exact paths only: pino's wildcard paths walk every key of every line (in a profile
 * under load they cost more than the rest of the logging), so deeper fields are censored by
 * censorSecrets below, in the one pass it makes anyway.
 */
export const REDACTED_PATHS = [...SECRET_KEYS].flatMap((k) => {
  const key = /^[a-z_$][\w$]*$/.test(k) ? k : `["${k}"]`;
  const nested = key.startsWith('[') ? key : `.${key}`;
  return [key, `headers${nested}`, `req.headers${nested}`];
});

/** Query and fragment parameters that carry a credential in a URL (`/reset-password?token=…`). */
const URL_SECRET = /([?&#;](?:token|access_token|id_token|refresh_token|code|state|password|secret|key|sig|signature)=)[^&#\s"'<>]+/gi;

/** Removes credentials from URLs inside a text: the parameter stays, its value does not. */
export function scrubUrlSecrets(text: string): string {
  return text.includes('=') ? text.replace(URL_SECRET, `$1${CENSOR}`) : text;
}

/**
 * The `params:` part of drizzle's "Failed query" text, up to the stack's first frame: a failed
 * statement's parameters are the row's values (emails, names, password hashes), never logged.
 */
const QUERY_PARAMS = /(\nparams: )[\s\S]*?(?=\n {4}at |$)/g;

/** A text fit for a log line: URL credentials and query parameters blanked. */
function scrubText(text: string): string {
  const clean = scrubUrlSecrets(text);
  return clean.includes('params: ') ? clean.replace(QUERY_PARAMS, `$1${CENSOR}`) : clean;
}

const isSecretKey = (key: string) => SECRET_KEYS.has(key) || SECRET_KEYS.has(key.toLowerCase());

/**
 * The value with every secret-named field censored and every URL credential blanked, at any
 * depth (up to 5 levels; deeper is censored whole). Copy on write: a value with nothing to hide
 * is returned as is, so the common line costs a look at each key and nothing more.
 */
function censorSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || value instanceof Date || value instanceof Error) return value;
  if (depth >= 5) return CENSOR;
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    let out: unknown[] | undefined;
    for (let i = 0; i < items.length; i++) {
      const clean = censorSecrets(items[i], depth + 1);
      if (clean !== items[i]) (out ??= [...items])[i] = clean;
    }
    return out ?? value;
  }
  const fields = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key in fields) {
    const v = fields[key];
    const clean = v !== undefined && v !== null && isSecretKey(key) ? CENSOR : censorSecrets(v, depth + 1);
    if (clean !== v) (out ??= { ...fields })[key] = clean;
  }
  return out ?? value;
}

/** `afterError` runs after each error line: the buffered destination writes it out at once. */
function wrap(p: PinoLogger, afterError: () => void): Logger {
  return {
    info: (msg, fields) => (fields ? p.info(fields, msg) : p.info(msg)),
    error: (msg, fields) => {
      if (fields) p.error(fields, msg);
      else p.error(msg);
      afterError();
    },
    child: (bindings) => wrap(p.child(bindings), afterError),
  };
}

export interface LoggerOptions {
  level?: LogLevel;
  /**
   * Where lines go. Default: stdout, written asynchronously in chunks of 4 KB (pino's
   * asynchronous logging), flushed at least every second and on exit, so a request never waits
   * for the terminal or the log collector. Tests pass a stream to read.
   */
  destination?: DestinationStream;
  /** Write stdout synchronously: for threads without pino's flush on exit (the mail thread). */
  sync?: boolean;
}

/** How long a line may wait in the buffer of the asynchronous destination (a quiet server). */
const FLUSH_EVERY_MS = 1000;

/** The process logger: JSON lines at LOG_LEVEL, secrets redacted. */
export function createLogger(opts: LoggerOptions | LogLevel = {}): Logger {
  const { level = 'info', destination, sync = false } = typeof opts === 'string' ? { level: opts } : opts;
  let stream = destination;
  // An error line is rare and wanted now (and before any crash that may follow): it goes out at once.
  let flushNow = () => {};
  if (!stream) {
    const stdout = pino.destination({ dest: 1, sync, minLength: sync ? 0 : 4096 });
    if (!sync) {
      setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
      flushNow = () => stdout.flush();
    }
    stream = stdout;
  }
  const p = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      formatters: { log: (fields) => censorSecrets(fields) as Record<string, unknown> },
    },
    stream,
  );
  return wrap(p, flushNow);
}

export const silentLogger: Logger = { info: () => {}, error: () => {}, child: () => silentLogger };
