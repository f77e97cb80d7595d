import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../db/schema/outbox';
import type { Logger } from '../lib/logger';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';

export interface MailHeaders {
  /** Where answers go: the requester on emails to the team, the team on emails to a requester. */
  replyTo?: string | null;
  /** Message-ID of the first email about the same order, so mail clients thread them. */
  references?: string | null;
  attachments?: MailAttachment[] | null;
}

export interface MailMessage extends MailHeaders {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Made when queued unless given (`<uuid@host of PUBLIC_URL>`). */
  messageId?: string;
  /** Not sent before this instant: the undo window of the operator change that caused it. */
  notBefore?: Date;
  /** The operator change that queued it: undoing the change cancels the email. */
  changeId?: string;
}

export interface OutgoingMail extends MailHeaders {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Stable per outbox row, so a receiver can tell a retried message from a new one. */
  messageId: string;
}

/** The nodemailer message of an outgoing mail (empty headers left out). */
function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId,
    replyTo: mail.replyTo ?? undefined,
    references: mail.references ?? undefined,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
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
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * Without SMTP_URL: each message becomes an .eml file under dir, plus one log line with its links
 * and the file's name (the logger blanks the tokens in those links; the file has them whole).
 */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      // The messages carry live sign-in, reset and tracking links: owner-only folder and files.
      ensurePrivateDir(dir);
      const info = await streamer.sendMail(nodemailerMessage(mail));
      const safeId = mail.messageId.replace(/[^a-zA-Z0-9.-]/g, '_');
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      logger.info('email written', { to: mail.to, subject: mail.subject, links: linksOf(mail.text), file });
    },
  };
}
