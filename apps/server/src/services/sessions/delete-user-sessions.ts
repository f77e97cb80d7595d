import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export interface DeleteUserSessionsOptions {
  /** The transaction of the change that ends them. */
  tx: Pick<Db, 'delete'>;
  userId: string;
  /** The session to keep (the browser that made the change), if any. */
  keep?: string | undefined;
}

/**
 * Ends every session of a user, but the one `keep` names: after a password reset or change, an
 * email verification or a Google link, whoever signed in before it must sign in again.
 */
export async function deleteUserSessions({ tx, userId, keep }: DeleteUserSessionsOptions): Promise<void> {
  await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
