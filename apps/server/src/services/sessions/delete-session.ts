import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { sessions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';

export interface DeleteSessionOptions {
  deps: Pick<AppDeps, 'db'>;
  sessionId: string;
}

/** Ends one session (logout). */
export async function deleteSession({ deps, sessionId }: DeleteSessionOptions): Promise<void> {
  await inTransaction(deps.db, (tx) => tx.delete(sessions).where(eq(sessions.id, sessionId)));
}
