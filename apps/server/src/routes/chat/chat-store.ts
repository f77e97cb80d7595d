import { count, eq } from 'drizzle-orm';
import type { ChatQuery, ChatStationCounts } from '@app/core';
import type { Db } from '../../db/client';
import { chatQueries, stations, unmetSearches, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { newId } from '../../lib/random';

/**
 * Stores one chat-assistant question for the admin Chat Queries tab. The user and the email
 * come from the session's account, never from the request, so nobody can log in another's name.
 * Questions that found nothing feed the unmet-demand list straight from this table.
 */
export async function logChatQuery(db: Db, clock: Clock, input: { userId: string; query: string; resultsCount: number }): Promise<ChatQuery> {
  const user = (await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId)))[0];
  if (!user) throw unauthorized('Please sign in to continue');
  const row: ChatQuery = {
    id: newId(),
    userId: input.userId,
    userEmail: user.email,
    query: input.query,
    resultsCount: input.resultsCount,
    createdAt: clock.now().toISOString(),
  };
  await db.insert(chatQueries).values(row);
  return row;
}

/** Records a landing-page station search that found nothing (already trimmed, lower-cased, cut). */
export async function recordSearchMiss(db: Db, clock: Clock, query: string): Promise<void> {
  if (!query) return;
  await db.insert(unmetSearches).values({ id: newId(), query, source: 'search', createdAt: clock.now().toISOString() });
}

/** How many stations the network has, and how many of them can be booked. */
export async function chatStationCounts(db: Db, visible: number): Promise<ChatStationCounts> {
  const total = (await db.select({ n: count() }).from(stations))[0]?.n ?? 0;
  return { total: Math.max(total, visible), visible };
}
