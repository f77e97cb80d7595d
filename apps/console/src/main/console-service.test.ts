import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../shared/bridge';
import { apiPathProblem, createConsoleService, LOGIN_MESSAGES } from './console-service';
import { createSettingsStore } from './settings-store';
import { closedPort, startFakeServer, type FakeServer } from '../../test-support/fake-server';
import { createTokenVault, type SafeStorageLike } from './token-vault';

const plainSafeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(s, 'utf8').reverse(),
  decryptString: (b) => Buffer.from(b).reverse().toString('utf8'),
};

let dir: string;
let server: FakeServer;
let states: ConnectionState[];
let signedOut: ReturnType<typeof vi.fn<() => void>>;

function makeService() {
  const settings = createSettingsStore(join(dir, 'settings.json'));
  const vault = createTokenVault({ file: join(dir, 'token.bin'), safeStorage: plainSafeStorage, platform: 'linux' });
  const service = createConsoleService({ fetch, settings, vault, onConnectionState: (s) => states.push(s), onSignedOut: signedOut });
  return { service, settings, vault };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-service-'));
  server = await startFakeServer();
  states = [];
  signedOut = vi.fn<() => void>();
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('console service: server and sign-in', () => {
  it('saves a server only after the connection check passes', async () => {
    const { service } = makeService();
    const port = await closedPort();
    expect(await service.connect(`http://127.0.0.1:${port}`)).toMatchObject({ ok: false, problem: 'unreachable' });
    expect(service.serverUrl()).toBeNull();
    expect(await service.connect(`${server.url}/`)).toMatchObject({ ok: true, url: server.url });
    expect(service.serverUrl()).toBe(server.url);
    expect(makeService().service.serverUrl()).toBe(server.url);
    expect(states).toEqual(['connected']);
  });

  it('checking the saved server refreshes the connection state; other servers leave it alone', async () => {
    const { service } = makeService();
    await service.connect(server.url);
    const port = await closedPort();
    expect(await service.checkServer(`http://127.0.0.1:${port}`)).toMatchObject({ ok: false, problem: 'unreachable' });
    expect(states).toEqual(['connected']);
    await server.close();
    expect(await service.checkServer(`${server.url}/`)).toMatchObject({ ok: false });
    expect(states).toEqual(['connected', 'offline']);
  });

  it('signs in, keeps the token in the vault, and sends it only on admin calls', async () => {
    const { service, vault } = makeService();
    await service.connect(server.url);
    expect(service.authStatus()).toEqual({ signedIn: false });
    expect(await service.login('admin', 'correct horse')).toEqual({ ok: true });
    expect(service.authStatus()).toEqual({ signedIn: true });
    expect(vault.get(server.url)).toBe('token-1');

    const orders = await service.request('GET', '/api/admin/orders?limit=500');
    expect(orders).toEqual({ status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '0' }, body: '[]' });
    await service.request('GET', '/api/stations');
    const seen = server.requests.filter((r) => r.path.startsWith('/api/admin/orders') || r.path === '/api/stations').map((r) => [r.path, r.authorization]);
    expect(seen).toContainEqual(['/api/admin/orders?limit=500', 'Bearer token-1']);
    expect(seen).toContainEqual(['/api/stations', undefined]);
  });

  it('relays JSON bodies on writes', async () => {
    const { service } = makeService();
    await service.connect(server.url);
    await service.login('admin', 'correct horse');
    const res = await service.request('POST', '/api/admin/stations', JSON.stringify({ callLetters: 'KTVX' }));
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ echo: { callLetters: 'KTVX' } });
  });

  it("shows the server's message on a failed login and stores nothing", async () => {
    const { service, vault } = makeService();
    await service.connect(server.url);
    expect(await service.login('admin', 'wrong')).toEqual({ ok: false, status: 401, message: 'Invalid username or password' });
    expect(vault.get(server.url)).toBeNull();
  });

  it('cannot sign in before a server is chosen', async () => {
    const { service } = makeService();
    expect(await service.login('admin', 'correct horse')).toEqual({ ok: false, status: 0, message: LOGIN_MESSAGES.noServer });
  });

  it('logout revokes the token on the server and forgets it here', async () => {
    const { service, vault } = makeService();
    await service.connect(server.url);
    await service.login('admin', 'correct horse');
    expect(await service.logout()).toEqual({ revoked: true });
    expect(server.tokens.size).toBe(0);
    expect(vault.get(server.url)).toBeNull();
    expect(server.requests.find((r) => r.path === '/api/admin/logout')?.authorization).toBe('Bearer token-1');
  });

  it('logout while the server is down still forgets the token, and says it was not revoked', async () => {
    const { service, vault } = makeService();
    await service.connect(server.url);
    await service.login('admin', 'correct horse');
    await server.close();
    expect(await service.logout()).toEqual({ revoked: false });
    expect(vault.get(server.url)).toBeNull();
    expect(states.at(-1)).toBe('offline');
  });

  it('a 401 on an admin call forgets the token and signals the sign-out', async () => {
    const { service } = makeService();
    await service.connect(server.url);
    await service.login('admin', 'correct horse');
    server.tokens.clear(); // expired or revoked elsewhere
    const res = await service.request('GET', '/api/admin/stations');
    expect(res.status).toBe(401);
    expect(signedOut).toHaveBeenCalledOnce();
    expect(service.authStatus()).toEqual({ signedIn: false });
  });

  it('switching servers revokes the old token and never sends it to the new server', async () => {
    const other = await startFakeServer();
    try {
      const { service } = makeService();
      await service.connect(server.url);
      await service.login('admin', 'correct horse');
      expect(await service.connect(other.url)).toMatchObject({ ok: true });
      expect(server.tokens.size).toBe(0);
      expect(service.authStatus()).toEqual({ signedIn: false });
      await service.request('GET', '/api/admin/stations');
      expect(other.requests.every((r) => r.authorization === undefined)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('forgetting the server signs out and goes back to the first-run state', async () => {
    const { service, settings } = makeService();
    await service.connect(server.url);
    await service.login('admin', 'correct horse');
    await service.forgetServer();
    expect(settings.get().serverUrl).toBeNull();
    expect(server.tokens.size).toBe(0);
  });

  it('reports an unreachable server as status 0 with the reason, and the state as offline', async () => {
    const { service } = makeService();
    await service.connect(server.url);
    await server.close();
    const res = await service.request('GET', '/api/admin/stations');
    expect(res.status).toBe(0);
    // A pooled keep-alive socket may report UND_ERR_SOCKET instead of ECONNREFUSED: both are "cannot reach".
    expect(res.error).toMatch(/^Cannot reach 127\.0\.0\.1:\d+ \((ECONNREFUSED|UND_ERR_SOCKET|ECONNRESET)\)/);
    expect(states).toEqual(['connected', 'offline']);
  });
});

describe('console service: what the renderer may request', () => {
  it('refuses paths outside /api, traversal, other hosts and the token endpoints', async () => {
    expect(apiPathProblem('/api/admin/stations')).toBeNull();
    expect(apiPathProblem('/api/admin/orders?limit=500&offset=0')).toBeNull();
    // Search text in the query may contain anything, encoded.
    expect(apiPathProblem('/api/admin/orders?q=a%2Fb+..+%2E%2E')).toBeNull();
    expect(apiPathProblem('/api/admin/stations/abc.def')).toBeNull();
    expect(apiPathProblem('/api/./admin')).not.toBeNull();
    expect(apiPathProblem('/api/admin/x%5C..')).not.toBeNull();
    expect(apiPathProblem('/api/admin#frag')).not.toBeNull();
    expect(apiPathProblem('/admin')).not.toBeNull();
    expect(apiPathProblem('https://evil.example/api/')).not.toBeNull();
    expect(apiPathProblem('/api/../etc/passwd')).not.toBeNull();
    expect(apiPathProblem('/api/%2e%2e/x')).not.toBeNull();
    expect(apiPathProblem('/api//evil.example')).not.toBeNull();
    expect(apiPathProblem('/api/x\r\nHost: evil')).not.toBeNull();
    expect(apiPathProblem('/api/admin/login')).not.toBeNull();
    expect(apiPathProblem('/api/admin/logout')).not.toBeNull();

    const { service } = makeService();
    await service.connect(server.url);
    await expect(service.request('GET', '/api/admin/login')).rejects.toThrow('Use auth.login');
    await expect(service.request('TRACE', '/api/stations')).rejects.toThrow('Method not allowed');
  });
});
