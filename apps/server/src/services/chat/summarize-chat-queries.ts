import type { z } from 'zod';
import type { chatQuerySummarySchema } from '@app/core';
import { count, gte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { chatQueries } from '../../db/schema';
import { HOUR } from '../../lib/time';

/** The "Recent Activity" window of the Chat Queries tab: the last hour. */
export const RECENT_ACTIVITY_MS = HOUR;

export type ChatQuerySummary = z.infer<typeof chatQuerySummarySchema>;

export interface SummarizeChatQueriesOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
}

/** The three cards of the Chat Queries tab, over every query rather than one page of them. */
export async function summarizeChatQueries({ deps }: SummarizeChatQueriesOptions): Promise<ChatQuerySummary> {
  const { db, clock } = deps;
  const since = new Date(clock.now().getTime() - RECENT_ACTIVITY_MS).toISOString();
  const all = (await db.select({ n: count(), avg: sql<number | null>`avg(${chatQueries.resultsCount})` }).from(chatQueries))[0];
  const recent = (await db.select({ n: count() }).from(chatQueries).where(gte(chatQueries.createdAt, since)))[0];
  return {
    totalQueries: all?.n ?? 0,
    averageResults: Math.round(all?.avg ?? 0),
    recentActivity: recent?.n ?? 0,
  };
}
