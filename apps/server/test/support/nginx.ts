// The shipped nginx site (deploy/nginx/spotlight.conf) run under Debian's nginx on loopback, for
// the proofs that put app servers behind it. The site is the shipped file with only its
// addresses, ports and TLS changed; everything it says about proxying is kept as shipped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from './ports';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The site as shipped. */
export const shippedSite = join(repoRoot, 'deploy', 'nginx', 'spotlight.conf');

const INSTALL_NGINX = 'node scripts/ensure-debian-packages.mjs /usr/sbin/nginx=nginx (or: apt-get install -y nginx)';

/** A program the tests need: its path, or an error saying how to install it (never a skip). */
export function requiredProgram(name: string, install: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/sbin/${name} 2>/dev/null`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  if (!found) throw new Error(`${name} is needed by this test and is not installed. Install it: ${install}`);
  return found;
}

/** Debian's nginx: its path, or an error saying how to install it. */
export function ensureNginx(): string {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  return requiredProgram('nginx', INSTALL_NGINX);
}

export interface NginxOptions {
  /** The app servers, `127.0.0.1:port` each: they replace the shipped `upstream spotlight` servers. */
  upstreams: string[];
  /**
   * true: the https server keeps TLS (and http2) with a throwaway self-signed certificate for
   * spotlight.example. false (default): it listens in plain HTTP, its ssl_* lines dropped, the
   * rest of it (limits, headers, proxying, failover) as shipped.
   */
  tls?: boolean;
  /** The main server's port; a free one when absent (give one when PUBLIC_URL must name it first). */
  port?: number;
}

export interface RunningNginx {
  /** The main (proxying) server: `http(s)://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The shipped port-80 server (redirects to https), on a loopback port of its own. */
  redirectPort: number;
  /** The site as rendered for this run. */
  site: string;
  /** nginx's error log so far. */
  errorLog(): string;
  /** Stops nginx (graceful, then fast after 5 s) and removes its folder. */
  stop(): Promise<void>;
}

/** Replaces what `pattern` matches, failing when the shipped file no longer has it. */
function edit(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/spotlight.conf has no ${what} (${pattern}): the test support must follow the shipped file`);
  return text.replace(pattern, replacement);
}

/** The `upstream spotlight` block with the given servers, each with the shipped server's parameters. */
function withUpstreams(site: string, upstreams: string[]): string {
  if (upstreams.length === 0) throw new Error('startNginx: no upstream servers given');
  const block = /upstream spotlight \{[\s\S]*?\n\}/.exec(site)?.[0];
  if (!block) throw new Error('deploy/nginx/spotlight.conf has no `upstream spotlight { … }` block');
  const serverLine = /^(\s*)server\s+\S+(.*;)$/m.exec(block);
  if (!serverLine) throw new Error('the shipped `upstream spotlight` block has no server line');
  const [, indent = '    ', params = ';'] = serverLine;
  const lines = block.split('\n');
  const first = lines.findIndex((l) => /^\s*server\s/.test(l));
  const kept = lines.filter((l, i) => i < first || !/^\s*server\s/.test(l));
  kept.splice(first, 0, ...upstreams.map((u) => `${indent}server ${u}${params}`));
  return site.replace(block, kept.join('\n'));
}

/** The shipped site for loopback: the listen lines, certificate and upstream servers changed. */
export function renderSite(
  site: string,
  opts: { upstreams: string[]; port: number; redirectPort: number; tls: { cert: string; key: string } | undefined },
): string {
  let out = site.replace(/^\s*listen \[::\]:.*\n/gm, '');
  out = edit(out, /listen 80;/, `listen 127.0.0.1:${opts.redirectPort};`, 'port-80 listen line');
  if (opts.tls) {
    out = edit(out, /listen 443 ssl http2;/, `listen 127.0.0.1:${opts.port} ssl http2;`, 'https listen line');
    out = edit(out, /(ssl_certificate\s+)\S+;/, `$1${opts.tls.cert};`, 'ssl_certificate line');
    out = edit(out, /(ssl_certificate_key\s+)\S+;/, `$1${opts.tls.key};`, 'ssl_certificate_key line');
  } else {
    out = edit(out, /listen 443 ssl http2;/, `listen 127.0.0.1:${opts.port};`, 'https listen line');
    out = out.replace(/^\s*ssl_\w+ .*\n/gm, '');
  }
  out = withUpstreams(out, opts.upstreams);
  const shippedPorts = out.match(/127\.0\.0\.1:300\d\b/g);
  if (shippedPorts) throw new Error(`the rendered site still names the shipped app servers: ${shippedPorts.join(', ')}`);
  return out;
}

const live = new Set<ChildProcess>();
// A failing test must not leave nginx behind: stop it when the test worker exits.
process.once('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

/** Any HTTP answer from 127.0.0.1:port (true), or none (false). */
function answers(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 1000 }, (res) => {
      res.resume();
      res.on('end', () => ok(true));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => ok(false));
    req.end();
  });
}

/**
 * Starts Debian's nginx on the shipped site rendered for loopback (see renderSite), in a
 * throwaway folder holding its nginx.conf, pid, logs and temporary files, and waits until it
 * answers.
 */
export async function startNginx(opts: NginxOptions): Promise<RunningNginx> {
  const nginxBin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'tvb-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they read from here.
  chmodSync(dir, 0o755);
  const errorLogFile = join(dir, 'error.log');
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  let child: ChildProcess | undefined;
  try {
    let tls: { cert: string; key: string } | undefined;
    if (opts.tls) {
      const openssl = requiredProgram('openssl', 'apt-get install -y openssl');
      tls = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
      const made = spawnSync(
        openssl,
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=spotlight.example', '-keyout', tls.key, '-out', tls.cert],
        { encoding: 'utf8' },
      );
      if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
      chmodSync(tls.key, 0o644);
    }
    const port = opts.port ?? (await freePort());
    const redirectPort = await freePort();
    const site = renderSite(readFileSync(shippedSite, 'utf8'), { upstreams: opts.upstreams, port, redirectPort, tls });
    writeFileSync(join(dir, 'spotlight.conf'), site);
    // The http block Debian's /etc/nginx/nginx.conf would give, with its paths inside the folder.
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLogFile};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/spotlight.conf;
}
`,
    );
    const args = ['-p', dir, '-e', errorLogFile, '-c', join(dir, 'nginx.conf')];
    const check = spawnSync(nginxBin, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0 || !check.stderr.includes('syntax is ok')) throw new Error(`nginx -t refused the rendered site:\n${check.stderr}\n${site}`);

    const started = spawn(nginxBin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    live.add(started);
    let stderr = '';
    started.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<void>((ok) =>
      started.once('exit', () => {
        live.delete(started);
        ok();
      }),
    );
    for (let i = 0; !(await answers(redirectPort)); i++) {
      if (started.exitCode !== null || i > 200) throw new Error(`nginx did not start (${started.exitCode ?? 'running'}):\n${stderr}\n${errorLog()}`);
      await sleep(50);
    }

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        if (started.exitCode === null && started.signalCode === null) {
          started.kill('SIGQUIT');
          const fast = setTimeout(() => started.kill('SIGTERM'), 5000);
          await exited;
          clearTimeout(fast);
        }
        rmSync(dir, { recursive: true, force: true });
      })());
    return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, port, redirectPort, site, errorLog, stop };
  } catch (err) {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
