import type { AppDeps } from '../../context';
import { unmetSearches } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';

export interface RecordSearchMissOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The search as the landing page sent it: already trimmed, lower-cased and cut. */
  query: string;
}

/** Records a landing-page station search that found nothing (the admin's unmet-demand list); a blank one is ignored. */
export async function recordSearchMiss({ deps, query }: RecordSearchMissOptions): Promise<void> {
  if (!query) return;
  await inTransaction(deps.db, (tx) => tx.insert(unmetSearches).values({ id: newId(), query, source: 'search', createdAt: deps.clock.now().toISOString() }));
}
