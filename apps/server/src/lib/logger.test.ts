import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../mail/outbox';
import { fileTransport, type OutgoingMail } from '../mail/transport';
import { lastCookie, PASSWORD } from '../routes/auth/test-support';
import { orderBody } from '../routes/orders/booking-test-support';
import { createTestApp, visibleStationId, type TestApp } from '../test/helpers';
import { createLogger, scrubUrlSecrets } from './logger';

/** A logger at info writing into `lines`, as the server's writes to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } });
  return { logger, lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('log lines', () => {
  it('are JSON with level, time and message; the fields named for secrets are blanked at any depth', () => {
    const { logger, parsed } = capturedLogger();
    logger.info('probe', {
      password: 'hunter2-hunter2',
      headers: { cookie: 'session=abc123secret', authorization: 'Bearer tok-secret-1' },
      req: { headers: { 'set-cookie': 'session=nested-secret' } },
      mail: { to: 'a@example.test', text: 'Open https://x.test/reset-password?token=in-body', html: '<p>body-secret</p>' },
      token: 'top-token-secret',
      deep: { a: { b: { Password: 'deep-secret-pw', links: ['https://x.test/track?token=deep-link-token'] } } },
      webhook: { secret: 'whsec_webhook-secret', headers: { 'webhook-signature': 'v1,webhook-signature-value' }, signature: 'v1,bare-signature' },
      kept: 'visible',
    });
    const [line] = parsed();
    const text = JSON.stringify(line);
    for (const secret of [
      'hunter2',
      'abc123secret',
      'tok-secret-1',
      'nested-secret',
      'in-body',
      'body-secret',
      'top-token-secret',
      'deep-secret-pw',
      'deep-link-token',
      'webhook-secret',
      'webhook-signature-value',
      'bare-signature',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({ level: 30, msg: 'probe', kept: 'visible', password: '[redacted]', mail: { to: 'a@example.test', text: '[redacted]' } });
    expect(typeof line!.time).toBe('string');
  });

  it('blank the credential in any URL a text field carries, keeping the rest of the link', () => {
    expect(scrubUrlSecrets('see https://app.test/reset-password?token=abcDEF_123-x&next=/a')).toBe(
      'see https://app.test/reset-password?token=[redacted]&next=/a',
    );
    expect(scrubUrlSecrets('/api/auth/google/callback?state=s3&code=c0de')).toBe('/api/auth/google/callback?state=[redacted]&code=[redacted]');
    expect(scrubUrlSecrets('no link here')).toBe('no link here');
  });

  it('follow LOG_LEVEL: error drops info lines, silent drops everything', () => {
    const lines: string[] = [];
    const destination = { write: (s: string) => void lines.push(s) };
    const errorOnly = createLogger({ level: 'error', destination });
    errorOnly.info('quiet');
    errorOnly.error('loud');
    createLogger({ level: 'silent', destination }).error('never');
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['loud']);
  });
});

describe('the stdout destination', () => {
  // A process that logs and is then killed outright, as a crash or the OOM killer would.
  const runAndKill = (lines: string, afterMs = 300) => {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const script = `import { createLogger } from ${JSON.stringify(join(import.meta.dirname, 'logger.ts'))};
      const log = createLogger('info');
      ${lines}
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), ${afterMs});`;
    return spawnSync(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 }).stdout;
  };

  it('writes an error line at once, so it survives a kill that follows', () => {
    const out = runAndKill(`log.info('before'); log.error('the error', { detail: 1 });`);
    expect(out).toContain('"msg":"the error"');
  });

  it('writes buffered info lines out within a second, even on a quiet server', () => {
    expect(runAndKill(`log.info('buffered');`, 1500)).toContain('"msg":"buffered"');
  });
});

describe('a request life in the logs', () => {
  let t: TestApp;
  let log: ReturnType<typeof capturedLogger>;
  let mailDir: string;
  beforeAll(async () => {
    log = capturedLogger();
    t = await createTestApp({ env: { RATE_LIMITS: 'off' }, logger: log.logger });
    mailDir = mkdtempSync(join(tmpdir(), 'tvb-log-mail-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  /** Sends what is queued: kept in memory (to read tokens) and written as .eml files, logged as the server does without SMTP. */
  async function deliver() {
    const files = fileTransport(mailDir, log.logger);
    const both = { send: async (m: OutgoingMail) => (await t.transport.send(m), await files.send(m)) };
    const before = t.transport.sent.length;
    await createOutbox({ db: t.db, transport: both, clock: t.clock, logger: log.logger, from: t.config.mailFrom }).drain();
    return t.transport.sent.slice(before);
  }

  it('a login, a reset and a tracking link leave no password, cookie, token or email body in the output', async () => {
    const email = 'log-keeper@example.test';
    const newPassword = 'a brand new passphrase';
    const register = await t.request('/api/auth/register', {
      json: { firstName: 'Lou', lastName: 'Logger', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'agency', agencyName: 'Log PR' },
    });
    expect(register.status).toBe(201);
    await t.request('/api/auth/login', { json: { email, password: 'wrong password, logged?' } });
    const login = await t.request('/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const session = lastCookie(login, 'session')!.value;
    await t.request('/api/auth/user', { headers: { Cookie: `session=${session}` } });

    await t.request('/api/auth/forgot-password', { json: { email } });
    const resetMail = (await deliver()).find((m) => m.to === email && /reset-password\?token=/.test(m.text))!;
    const resetToken = /reset-password\?token=([\w-]+)/.exec(resetMail.text)![1]!;
    const reset = await t.request('/api/auth/reset-password', { json: { token: resetToken, password: newPassword, confirmPassword: newPassword } });
    expect(reset.status).toBe(200);

    const stationId = await visibleStationId(t);
    expect((await t.request('/api/orders', { json: orderBody(stationId, { email }) })).status).toBe(201);
    expect((await t.request('/api/orders/track-link', { json: { email } })).status).toBe(202);
    const mails = await deliver();
    const trackMail = mails.find((m) => /\/track\?token=/.test(m.text))!;
    const trackToken = /\/track\?token=([\w-]+)/.exec(trackMail.text)![1]!;
    expect((await t.request(`/api/orders/by-email?token=${trackToken}`)).status).toBe(200);
    expect((await t.request(`/api/orders/by-email?token=${trackToken}x`)).status).toBe(401);
    expect(readdirSync(mailDir).length).toBeGreaterThan(2);

    const output = log.lines.join('');
    const bodies = [...t.transport.sent].flatMap((m) => [m.text.slice(0, 60), m.html?.slice(0, 200) ?? '']).filter((s) => s.length > 20);
    for (const secret of [PASSWORD, newPassword, 'wrong password, logged?', session, resetToken, trackToken, ...bodies]) {
      expect(output).not.toContain(secret);
    }

    // Not empty by accident: the requests, the failed login and the emails' links are all there.
    const lines = log.parsed();
    const routes = lines.filter((l) => l.msg === 'request').map((l) => `${String(l.method)} ${String(l.route)} ${String(l.status)}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login 401',
        'POST /api/auth/login 200',
        'POST /api/auth/reset-password 200',
        'GET /api/orders/by-email 200',
        'GET /api/orders/by-email 401',
      ]),
    );
    const written = lines.filter((l) => l.msg === 'email written');
    expect(written.flatMap((l) => l.links as string[])).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/reset-password\?token=\[redacted\]$/), expect.stringMatching(/\/track\?token=\[redacted\]$/)]),
    );
  });

  it('every line of a request carries its request id, which the response names in X-Request-Id', async () => {
    const res = await t.request('/api/auth/login', { json: { email: 'nobody@example.test', password: 'not the password' } });
    expect(res.status).toBe(401);
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const mine = log.parsed().filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['login failed', 'request']);
    expect(mine[1]).toMatchObject({ method: 'POST', route: '/api/auth/login', status: 401 });
    expect(typeof mine[1]!.ms).toBe('number');
  });

  it('names the route pattern, never the path: ids and query strings stay out', async () => {
    const res = await t.request('/api/stations/not-a-real-station-id-123?token=zzz-secret');
    const id = res.headers.get('x-request-id');
    const line = log.parsed().find((l) => l.reqId === id && l.msg === 'request')!;
    expect(line.route).toBe('/api/stations/:id');
    expect(JSON.stringify(line)).not.toMatch(/not-a-real-station-id-123|zzz-secret/);
  });
});
