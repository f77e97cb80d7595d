import { count, desc } from 'drizzle-orm';
import type { ChatQuery } from '@app/core';
import type { Db } from '../../db/client';
import { chatQueries } from '../../db/schema';

export interface ListChatQueriesOptions {
  db: Pick<Db, 'select'>;
  limit: number;
  offset: number;
}

/** One page of logged chat questions, newest first, and how many there are in all. */
export async function listChatQueries({ db, limit, offset }: ListChatQueriesOptions): Promise<{ items: ChatQuery[]; total: number }> {
  const items = await db
    .select({
      id: chatQueries.id,
      userId: chatQueries.userId,
      userEmail: chatQueries.userEmail,
      query: chatQueries.query,
      resultsCount: chatQueries.resultsCount,
      createdAt: chatQueries.createdAt,
    })
    .from(chatQueries)
    .orderBy(desc(chatQueries.createdAt), desc(chatQueries.id))
    .limit(limit)
    .offset(offset);
  const total = (await db.select({ n: count() }).from(chatQueries))[0]?.n ?? 0;
  return { items, total };
}
