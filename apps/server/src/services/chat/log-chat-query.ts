import { eq } from 'drizzle-orm';
import type { ChatQuery } from '@app/core';
import type { AppDeps } from '../../context';
import { chatQueries, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { unauthorized } from '../../lib/errors';
import { newId } from '../../lib/random';

export interface LogChatQueryOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The signed-in asker (from the session, never from the request). */
  userId: string;
  query: string;
  resultsCount: number;
}

/**
 * Stores one chat-assistant question for the admin Chat Queries tab. The user and the email
 * come from the session's account, never from the request, so nobody can log in another's name;
 * 401 when the account is gone. Questions that found nothing feed the unmet-demand list straight
 * from this table.
 */
export async function logChatQuery({ deps, userId, query, resultsCount }: LogChatQueryOptions): Promise<ChatQuery> {
  return inTransaction(deps.db, async (tx) => {
    const user = (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0];
    if (!user) throw unauthorized('Please sign in to continue');
    const row: ChatQuery = { id: newId(), userId, userEmail: user.email, query, resultsCount, createdAt: deps.clock.now().toISOString() };
    await tx.insert(chatQueries).values(row);
    return row;
  });
}
