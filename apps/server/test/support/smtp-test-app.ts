// The admin test app sending its mail through a real SMTP server on loopback (smtp-server in a
// child process, nodemailer sending), for the suites that read emails as a mail server gets them.
import { simpleParser, type ParsedMail } from 'mailparser';
import { createAdminTestApp, type AdminTestApp } from '../../src/routes/admin/admin-test-helpers';
import { smtpTransport } from '../../src/mail/transport';
import type { TestDialect } from '../../src/test/databases';
import { freePort, waitUntil } from './ports';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

export interface SmtpTestApp {
  t: AdminTestApp;
  smtp: SmtpPeer;
  /** Sends what is due and waits until the mail server holds `n` messages; returns them parsed. */
  delivered(n: number): Promise<ParsedMail[]>;
  /** Stops the outbox, then closes the app and the mail server. */
  close(): Promise<void>;
}

/** Starts the mail server, then the app on `dialect` with `env` (rate limits off) sending to it. */
export async function startSmtpTestApp(dialect: TestDialect, env: Record<string, string>): Promise<SmtpTestApp> {
  const smtp = await startSmtpPeer(await freePort());
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
  let t: AdminTestApp;
  try {
    t = await createAdminTestApp({ dialect, env: { RATE_LIMITS: 'off', ...env }, transport });
  } catch (err) {
    await smtp.close();
    throw err;
  }
  return {
    t,
    smtp,
    async delivered(n) {
      await t.outbox.drain();
      await waitUntil(
        () => smtp.accepted.length >= n,
        20_000,
        () => `${smtp.accepted.length} of ${n} messages arrived`,
      );
      return Promise.all(smtp.accepted.slice(0, n).map((m) => simpleParser(m.raw)));
    },
    async close() {
      await t.outbox.stop();
      await t.close();
      await smtp.close();
    },
  };
}
