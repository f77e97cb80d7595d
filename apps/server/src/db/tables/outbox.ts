import type { Kit } from '../schema/columns';

/** A text attachment of a queued email. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Emails are written here in the same transaction as the change that causes them, then sent by the worker. */
export const outboxTable = (k: Kit) =>
  k.table(
    'outbox',
    {
      id: k.serialPk(),
      to: k.text('to').notNull(),
      subject: k.text('subject').notNull(),
      text: k.text('text').notNull(),
      html: k.text('html'),
      /** cancelled: an operator undid the change the email announced before it left. */
      status: k
        .text('status', { enum: ['pending', 'sent', 'failed', 'cancelled'] })
        .notNull()
        .default('pending'),
      attempts: k.integer('attempts').notNull().default(0),
      nextAttemptAt: k.timestamp('next_attempt_at').notNull(),
      lastError: k.text('last_error'),
      sentAt: k.timestamp('sent_at'),
      createdAt: k.timestamp('created_at').notNull(),
      /** Not sent before this instant (the undo window of an operator's change); null sends at once. */
      notBefore: k.timestamp('not_before'),
      /** Globally unique, made when queued so a retry carries the same one. */
      messageId: k.text('message_id'),
      /** Message-ID of the first email about the same order (threading). */
      references: k.text('references'),
      replyTo: k.text('reply_to'),
      /** JSON array of { filename, contentType, content } (text attachments such as the .ics). */
      attachments: k.text('attachments'),
      /** The operator change (order_events.change_id) that queued it: undo cancels it. */
      changeId: k.text('change_id'),
    },
    (t) => [k.index('outbox_due_idx').on(t.status, t.nextAttemptAt), k.index('outbox_change_id_idx').on(t.changeId)],
  );
