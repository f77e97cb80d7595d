import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';
import { users } from './users';

const { bool, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/content.ts. */
export const notifications = pgTable('notifications', {
  id: uuidPk(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  type: text('type', { enum: ['announcement', 'offer', 'urgent'] }).notNull().default('offer'),
  isActive: bool('is_active').notNull().default(true),
  startDate: text('start_date').notNull(),
  endDate: text('end_date'),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
  createdAt: timestamp('created_at').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

export const chatQueries = pgTable(
  'chat_queries',
  {
    id: uuidPk(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    query: text('query').notNull(),
    resultsCount: integer('results_count').notNull().default(0),
    userEmail: text('user_email'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('chat_queries_created_at_idx').on(t.createdAt)],
);

export const unmetSearches = pgTable(
  'unmet_searches',
  {
    id: uuidPk(),
    query: text('query').notNull(),
    source: text('source', { enum: ['search', 'chat'] }).notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('unmet_searches_query_idx').on(t.query)],
);
