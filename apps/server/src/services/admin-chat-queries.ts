import { count, desc, gte, sql } from 'drizzle-orm';
import type { ChatQuery } from '@app/core';
import type { Db } from '../db/client';
import { chatQueries } from '../db/schema';
import type { Clock } from '../lib/clock';
import { HOUR } from '../lib/time';

/** The "Recent Activity" window of the Chat Queries tab: the last hour. */
export const RECENT_ACTIVITY_MS = HOUR;

/** One page of logged chat questions, newest first, and how many there are in all. */
export async function listChatQueries(db: Db, page: { limit: number; offset: number }): Promise<{ items: ChatQuery[]; total: number }> {
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
    .limit(page.limit)
    .offset(page.offset);
  const total = (await db.select({ n: count() }).from(chatQueries))[0]?.n ?? 0;
  return { items, total };
}

export interface ChatQuerySummary {
  totalQueries: number;
  /** Rounded mean of resultsCount; 0 when there are no queries. */
  averageResults: number;
  /** Queries in the last hour. */
  recentActivity: number;
}

/** The three cards of the Chat Queries tab, over every query rather than one page of them. */
export async function chatQuerySummary(db: Db, clock: Clock): Promise<ChatQuerySummary> {
  const since = new Date(clock.now().getTime() - RECENT_ACTIVITY_MS).toISOString();
  const all = (await db
    .select({ n: count(), avg: sql<number | null>`avg(${chatQueries.resultsCount})` })
    .from(chatQueries))[0];
  const recent = (await db.select({ n: count() }).from(chatQueries).where(gte(chatQueries.createdAt, since)))[0];
  return {
    totalQueries: all?.n ?? 0,
    averageResults: Math.round(all?.avg ?? 0),
    recentActivity: recent?.n ?? 0,
  };
}
