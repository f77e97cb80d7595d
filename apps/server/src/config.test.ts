import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './server';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe('data');
    expect(c.businessTimeZone).toBe('America/New_York');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.google).toBeUndefined();
    expect(c.rateLimits).toBe(true);
    expect(c.secure).toBe(false);
    expect(c.metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('selects PostgreSQL with DATABASE_URL, by host or by socket folder, with a pool size', () => {
    const url = 'postgres://app:secret@db.internal:5432/spotlight';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ databaseUrl: url, databasePoolSize: 10 });
    expect(loadConfig({ DATABASE_URL: 'postgresql:///spotlight?host=/var/run/postgresql', DATABASE_POOL_SIZE: '4' })).toMatchObject({
      databaseUrl: 'postgresql:///spotlight?host=/var/run/postgresql',
      databasePoolSize: 4,
    });
  });

  it("listens on every interface by default, and the README's first lines say so", () => {
    const c = loadConfig({});
    expect(c.host).toBe('0.0.0.0');
    const opening = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').slice(0, 8).join('\n');
    expect(opening).toContain(`HOST=${c.host}`);
    expect(opening).toMatch(/every network interface/);
    expect(opening).toContain('HOST=127.0.0.1');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['OPS_EMAIL', { OPS_EMAIL: 'nobody' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'x@' }],
    ['BUSINESS_TIMEZONE', { BUSINESS_TIMEZONE: 'Mars/Olympus' }],
    ['GOOGLE_ISSUER', { GOOGLE_ISSUER: 'nope' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['ADMIN_USERNAME', { ADMIN_USERNAME: 'has spaces' }],
    ['RATE_LIMITS', { RATE_LIMITS: 'maybe' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id-only' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db.example/app' }],
    ['DATABASE_URL', { DATABASE_URL: 'db.example:5432' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres:///app' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
    ['WEBHOOKS_ALLOW_LOOPBACK', { WEBHOOKS_ALLOW_LOOPBACK: 'yes' }],
  ])('stops with a message naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${name}: `, 'm'));
  });

  it('admits loopback webhooks only with WEBHOOKS_ALLOW_LOOPBACK=1', () => {
    expect(loadConfig({}).webhooksAllowLoopback).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: '0' }).webhooksAllowLoopback).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: '1' }).webhooksAllowLoopback).toBe(true);
  });

  it('treats an https PUBLIC_URL as secure', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://book.example/' }).secure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://book.example/' }).publicUrl).toBe('https://book.example');
  });
});
