// Load generation with autocannon (a devDependency of apps/server), and the bare baseline.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './server.mjs';

const autocannon = createRequire(join(repoRoot, 'apps', 'server', 'package.json'))('autocannon');

/**
 * One autocannon run. `paths` (optional) cycles the request path, so a search benchmark is not
 * one query repeated. Resolves with requests/s, latency percentiles (ms) and error counts.
 */
export async function load({ url, method = 'GET', path = '/', paths, headers = {}, body, seconds, connections }) {
  let i = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] : undefined;
  const result = await autocannon({ url: `${url}${path}`, method, headers, body, duration: seconds, connections, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One answer as sent on the wire: status, type, encoding and the (possibly compressed) body bytes. */
export function probe(url, { method = 'GET', path = '/', headers = {}, body }) {
  return new Promise((ok, fail) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        ok({
          path,
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
          contentEncoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** Starts a script of scripts/bench as a child process that prints `listening <port>`; resolves with its url and stop(). */
function startChild(script, args, cleanup = () => {}) {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'bench', script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((ok) => child.once('exit', ok)).then(cleanup);
  return new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`${script} exited (${code})`)));
    child.stdout.on('data', (d) => {
      const port = /listening (\d+)/.exec(String(d))?.[1];
      if (port)
        ok({
          url: `http://127.0.0.1:${port}`,
          pid: child.pid,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    });
  });
}

/** Starts the bare node:http baseline answering with these samples; resolves with its url and stop(). */
export function startBare(samples) {
  const dir = mkdtempSync(join(tmpdir(), 'tvb-bare-'));
  const file = join(dir, 'samples.json');
  writeFileSync(file, JSON.stringify(samples.map((s) => ({ ...s, body: s.body.toString('base64') }))));
  return startChild('bare-server.mjs', [file], () => rmSync(dir, { recursive: true, force: true }));
}

/** Starts the peer (peer-server.mjs) on a copy of the stations of appDb; its own database is peerDb. */
export function startPeer(appDb, peerDb) {
  return startChild('peer-server.mjs', [appDb, peerDb]);
}
