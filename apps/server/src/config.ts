import { z } from 'zod';
import { DEFAULT_BUSINESS_TIMEZONE, isTimeZone, SITE_NAME } from '@app/core';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the server reads, validated once at start. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
      .refine((v) => new URL(v).hostname !== '' || new URL(v).searchParams.has('host'), {
        message: 'must name a host (postgres://user:password@host:5432/database)',
      })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default(`${SITE_NAME} <bookings@localhost>`),
  OPS_EMAIL: z.email({ message: 'must be an email address' }).default('ops@localhost'),
  CONTACT_EMAIL: z.email({ message: 'must be an email address' }).default('hello@tvsegments.example'),
  BUSINESS_TIMEZONE: z.string().default(DEFAULT_BUSINESS_TIMEZONE).refine(isTimeZone, { message: 'must be an IANA time zone such as America/New_York' }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url({ message: 'must be a URL' }).default('https://accounts.google.com'),
  ADMIN_USERNAME: optionalString.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9._@-]{1,100}$/, 'must be 1-100 letters, digits or . _ @ -')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  TRUST_PROXY: optionalString,
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['0', '1'], { message: 'must be 1 (development and tests only) or 0' }).default('0'),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set (postgres://…); unset, SQLite at DATA_DIR/app.db. */
  databaseUrl: string | undefined;
  /** Connections each server keeps to PostgreSQL. */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  opsEmail: string;
  contactEmail: string;
  businessTimeZone: string;
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  admin: { username: string; password: string | undefined };
  trustProxy: string | undefined;
  rateLimits: boolean;
  logLevel: 'silent' | 'error' | 'info';
  /** Bearer token for GET /metrics; unset, there are no metrics (404). */
  metricsToken: string | undefined;
  /** Development and tests only: webhooks may use http and loopback addresses (never other reserved ranges). */
  webhooksAllowLoopback: boolean;
  /** True when PUBLIC_URL is https: secure cookies, HSTS. */
  secure: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    opsEmail: e.OPS_EMAIL,
    contactEmail: e.CONTACT_EMAIL,
    businessTimeZone: e.BUSINESS_TIMEZONE,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : undefined,
    admin: { username: e.ADMIN_USERNAME ?? 'admin', password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === 'on',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === '1',
    secure: publicUrl.startsWith('https://'),
  };
}
