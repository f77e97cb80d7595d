import { describe, expect, it } from 'vitest';
import { checkOutgoingUrl, isAllowedAddress, SSRF_MESSAGES, type Resolver } from './ssrf';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.8',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    '2002:a9fe:a9fe::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('admits the public %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(true);
  });

  it('WEBHOOKS_ALLOW_LOOPBACK admits loopback and nothing else reserved', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isAllowedAddress(address, dev)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.1', '100.64.0.1', 'fe80::1', '0.0.0.0'])
      expect(isAllowedAddress(address, dev)).toBe(false);
  });
});

describe('checkOutgoingUrl', () => {
  // An unknown name rejects, as the system resolver does (the executor's throw rejects the promise).
  const resolver: Resolver = (host) => new Promise((ok) => ok(addressesOf(host)));
  const addressesOf = (host: string): Awaited<ReturnType<Resolver>> => {
    if (host === 'public.test') return [{ address: '93.184.216.34', family: 4 }];
    if (host === 'local.test') return [{ address: '127.0.0.1', family: 4 }];
    if (host === 'mixed.test')
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ];
    throw new Error('ENOTFOUND');
  };
  const refused = async (url: string, policy = strict) => {
    try {
      await checkOutgoingUrl(url, policy, resolver);
    } catch (err) {
      return (err as Error).message;
    }
    return 'admitted';
  };

  it('returns the checked address to connect to', async () => {
    expect(await checkOutgoingUrl('https://public.test/x', strict, resolver)).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('https only; http only with WEBHOOKS_ALLOW_LOOPBACK and only to loopback', async () => {
    expect(await refused('http://public.test/x')).toBe(SSRF_MESSAGES.scheme);
    expect(await refused('http://public.test/x', dev)).toBe(SSRF_MESSAGES.scheme);
    expect(await refused('http://local.test:8080/x', dev)).toBe('admitted');
    expect(await refused('http://127.0.0.1:8080/x', dev)).toBe('admitted');
    expect(await refused('ftp://public.test/x', dev)).toBe(SSRF_MESSAGES.scheme);
  });

  it('refuses inward names and literals, credentials, and names that do not resolve', async () => {
    expect(await refused('https://local.test/x')).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://mixed.test/x')).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://[::1]/x')).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://[::ffff:a9fe:a9fe]/x', dev)).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://2130706433/x')).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://0x7f.1/x')).toBe(SSRF_MESSAGES.reserved);
    expect(await refused('https://user:pw@public.test/x')).toBe(SSRF_MESSAGES.credentials);
    expect(await refused('https://nowhere.test/x')).toBe(SSRF_MESSAGES.unresolved);
  });
});
