import { describe, expect, it } from 'vitest';
import { parseServerUrl, SERVER_URL_MESSAGES } from './server-url';

describe('parseServerUrl', () => {
  it('accepts http and https addresses and normalises them', () => {
    expect(parseServerUrl('  https://Bookings.Example.com/  ')).toEqual({ ok: true, url: 'https://bookings.example.com', insecure: false });
    expect(parseServerUrl('http://localhost:3000')).toEqual({ ok: true, url: 'http://localhost:3000', insecure: false });
    expect(parseServerUrl('https://example.com:8443/spotlight//')).toEqual({ ok: true, url: 'https://example.com:8443/spotlight', insecure: false });
    expect(parseServerUrl('https://example.com:443')).toMatchObject({ url: 'https://example.com' });
  });

  it('flags plain http to another machine as insecure, not loopback', () => {
    expect(parseServerUrl('http://bookings.example.com')).toMatchObject({ ok: true, insecure: true });
    expect(parseServerUrl('http://127.0.0.1:3000')).toMatchObject({ ok: true, insecure: false });
    expect(parseServerUrl('http://[::1]:3000')).toMatchObject({ ok: true, insecure: false });
  });

  it('rejects empty input', () => {
    expect(parseServerUrl('   ')).toEqual({ ok: false, message: SERVER_URL_MESSAGES.empty });
  });

  it.each(['example.com', 'ftp://example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'ws://example.com', '//example.com'])(
    'rejects %s: the address must start with http:// or https://',
    (input) => {
      expect(parseServerUrl(input)).toEqual({ ok: false, message: SERVER_URL_MESSAGES.scheme });
    },
  );

  it.each(['https://', 'http://exa mple.com', 'https://[nope'])('rejects the malformed %s', (input) => {
    expect(parseServerUrl(input)).toEqual({ ok: false, message: SERVER_URL_MESSAGES.invalid });
  });

  it('rejects credentials, queries and fragments', () => {
    expect(parseServerUrl('https://admin:pw@example.com')).toEqual({ ok: false, message: SERVER_URL_MESSAGES.credentials });
    expect(parseServerUrl('https://example.com/?x=1')).toEqual({ ok: false, message: SERVER_URL_MESSAGES.queryOrHash });
    expect(parseServerUrl('https://example.com/#admin')).toEqual({ ok: false, message: SERVER_URL_MESSAGES.queryOrHash });
    expect(parseServerUrl('https://example.com/?')).toEqual({ ok: false, message: SERVER_URL_MESSAGES.queryOrHash });
  });

  it('rejects absurdly long input', () => {
    expect(parseServerUrl(`https://example.com/${'a'.repeat(2100)}`)).toEqual({ ok: false, message: SERVER_URL_MESSAGES.tooLong });
  });
});
