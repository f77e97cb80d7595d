import { test as base, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freshPostgresDatabase } from '@app/server/test-postgres';
import { freePort } from '@app/server/test-ports';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs';

export { expect };

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded message source (headers and text), good for matching contents and links. */
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes so links and texts can be matched. */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export interface Mailbox {
  mails: ReceivedMail[];
  /** Waits until a mail to `to` whose subject matches arrives. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
}

function startSmtp(port: number): Promise<{ server: SMTPServer; mailbox: Mailbox }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
        callback();
      });
    },
  });
  const mailbox: Mailbox = {
    mails,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} (got: ${mails.map((m) => `${m.to} ${m.subject}`).join('; ')})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok({ server, mailbox }));
  });
}

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export interface TestServer {
  url: string;
  dataDir: string;
  mailbox: Mailbox;
}

const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** Where the server under test keeps its data: the project's `database` option (playwright.config.ts). */
export type E2eDatabase = 'sqlite' | 'postgres';

/**
 * One production server (fresh database, seeded) and one SMTP peer per worker. On the
 * `postgres` project the server gets DATABASE_URL of a fresh PostgreSQL database (the server
 * tests' PostgreSQL: TEST_DATABASE_URL, 127.0.0.1:5432 or embedded), which it migrates itself.
 */
export const test = base.extend<object, { server: TestServer; database: E2eDatabase }>({
  database: ['sqlite', { option: true, scope: 'worker' }],
  server: [
    async ({ database }, use) => {
      const port = await freePort();
      const smtpPort = await freePort();
      const { server: smtp, mailbox } = await startSmtp(smtpPort);
      const dataDir = mkdtempSync(join(tmpdir(), 'tvb-e2e-'));
      const postgres = database === 'postgres' ? await freshPostgresDatabase({ migrate: false }) : undefined;
      let log = '';
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(repoRoot, 'apps/server/dist/main.js')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ...(postgres ? { DATABASE_URL: postgres.url } : {}),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          OPS_EMAIL: 'ops@example.test',
          CONTACT_EMAIL: 'hello@example.test',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'error',
          // Every test of a worker shares this server and the 127.0.0.1 address, so per-address
          // limits would add up across files. Rate limits are proven by the API tests instead.
          RATE_LIMITS: 'off',
          // The webhooks view's test registers a receiver of its own on loopback.
          WEBHOOKS_ALLOW_LOOPBACK: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, child, () => log);
      await use({ url, dataDir, mailbox });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await new Promise<void>((r) => smtp.close(() => r()));
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // `/` arrives prerendered: its elements are on screen before the app has taken them over
  // (hydrated), and a click in between may do nothing yet. Like a person who waits for the page,
  // every goto waits for that (the app then drops the root's data-prerendered mark).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
      return response;
    };
    await use(page);
  },
});
