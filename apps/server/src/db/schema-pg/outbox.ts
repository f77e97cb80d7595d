import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { serialPk, timestamp } = pgColumns;

/** PostgreSQL twin of schema/outbox.ts (attachments: the same JSON text). */
export const outbox = pgTable(
  'outbox',
  {
    id: serialPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'cancelled'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at'),
    createdAt: timestamp('created_at').notNull(),
    notBefore: timestamp('not_before'),
    messageId: text('message_id'),
    references: text('references'),
    replyTo: text('reply_to'),
    attachments: text('attachments'),
    changeId: text('change_id'),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_change_id_idx').on(t.changeId)],
);
