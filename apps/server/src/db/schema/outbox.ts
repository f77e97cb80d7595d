import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { serialPk, timestamp } from './columns';

/** A text attachment of a queued email. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Emails are written here in the same transaction as the change that causes them, then sent by the worker. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: serialPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** cancelled: an operator undid the change the email announced before it left. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'cancelled'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at'),
    createdAt: timestamp('created_at').notNull(),
    /** Not sent before this instant (the undo window of an operator's change); null sends at once. */
    notBefore: timestamp('not_before'),
    /** Globally unique, made when queued so a retry carries the same one. */
    messageId: text('message_id'),
    /** Message-ID of the first email about the same order (threading). */
    references: text('references'),
    replyTo: text('reply_to'),
    /** JSON array of { filename, contentType, content } (text attachments such as the .ics). */
    attachments: text('attachments'),
    /** The operator change (order_events.change_id) that queued it: undo cancels it. */
    changeId: text('change_id'),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_change_id_idx').on(t.changeId)],
);
