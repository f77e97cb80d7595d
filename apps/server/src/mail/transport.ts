import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface OutgoingMail extends MailMessage {
  from: string;
  /** Stable per outbox row, so a receiver can tell a retried message from a new one. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void | Promise<void>;
}

/** Where email goes: an SMTP server, or .eml files in a folder (no SMTP_URL). */
export type TransportSpec = { smtpUrl: string } | { dir: string };

export function transportFor(spec: TransportSpec, logger: Logger): MailTransport {
  return 'smtpUrl' in spec ? smtpTransport(spec.smtpUrl) : fileTransport(spec.dir, logger);
}

/** Real delivery over SMTP_URL (smtp:// or smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/** Without SMTP_URL: each message becomes an .eml file under dir, plus one log line with its links. */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const info = await streamer.sendMail({ ...mail, html: mail.html ?? undefined });
      const safeId = mail.messageId.replace(/[^a-zA-Z0-9.-]/g, '_');
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.info('email written', { to: mail.to, subject: mail.subject, links: linksOf(mail.text), file });
    },
  };
}
