import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id-only' }],
  ])('stops with a message naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${name}: `, 'm'));
  });

  it('treats an https PUBLIC_URL as secure', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://book.example/' }).secure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://book.example/' }).publicUrl).toBe('https://book.example');
  });
});
