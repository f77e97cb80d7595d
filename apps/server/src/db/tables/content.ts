import type { Kit } from '../schema/columns';
import type { usersTable } from './users';

export const notificationsTable = (k: Kit) =>
  k.table('notifications', {
    id: k.uuidPk(),
    title: k.text('title').notNull(),
    message: k.text('message').notNull(),
    type: k
      .text('type', { enum: ['announcement', 'offer', 'urgent'] })
      .notNull()
      .default('offer'),
    isActive: k.bool('is_active').notNull().default(true),
    /** Calendar dates YYYY-MM-DD. */
    startDate: k.text('start_date').notNull(),
    endDate: k.text('end_date'),
    buttonText: k.text('button_text'),
    buttonLink: k.text('button_link'),
    ...k.createdUpdated(),
  });

export const chatQueriesTable = (k: Kit, users: ReturnType<typeof usersTable>) =>
  k.table(
    'chat_queries',
    {
      id: k.uuidPk(),
      userId: k.text('user_id').references(() => users.id, { onDelete: 'set null' }),
      query: k.text('query').notNull(),
      resultsCount: k.integer('results_count').notNull().default(0),
      userEmail: k.text('user_email'),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('chat_queries_created_at_idx').on(t.createdAt)],
  );

/** Public station searches that found nothing: the unmet-demand report for operators. */
export const unmetSearchesTable = (k: Kit) =>
  k.table(
    'unmet_searches',
    {
      id: k.uuidPk(),
      query: k.text('query').notNull(),
      source: k.text('source', { enum: ['search', 'chat'] }).notNull(),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('unmet_searches_query_idx').on(t.query)],
  );
