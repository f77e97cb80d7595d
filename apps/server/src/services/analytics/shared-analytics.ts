import { todayIn, type Analytics } from '@app/core';
import type { AppDeps } from '../../context';
import { readAnalyticsVersion } from '../../db/analytics-version';
import { firstPendingCreatedAtOrAfter, foldOrderCountDeltas } from '../../db/order-counts';
import { inSnapshot } from '../../db/transaction';
import { overdueCutoff } from '../orders/business-hours';
import { computeAnalytics, type ComputeAnalyticsOptions } from './compute-analytics';

/**
 * The admin analytics computed once per data version and shared (issue 34): a speed-up, kept
 * apart from what the figures mean (compute-analytics.ts).
 *
 * Why: at a million orders one computation costs about 17 ms of CPU on SQLite (most of it the
 * markets: the station counters joined to the 5,000 stations), and ten operators' dashboards
 * asking at once queued ten of them. The figures change only with a write to what they count or
 * with time, so:
 * - every call first reads the data version (db/analytics-version.ts: one cheap statement,
 *   from the database, so another server's or the CLI's writes move it as ours do);
 * - the last answer is reused while the version is the same, the day in BUSINESS_TIMEZONE is the
 *   same (the 7-day series) and the overdue cut-off has passed no pending order since (the
 *   overdue count: the computation notes the oldest pending order not yet overdue);
 * - callers that read the version a computation started from share that computation, whose
 *   reads are one snapshot (so the answer is exactly the one of the version it is kept under);
 * - a caller that read another version starts its own: an answer is never older than the
 *   caller's own last write.
 * One answer is kept (about 1 KB), per server.
 */
export interface SharedAnalytics {
  get(): Promise<Analytics>;
}

export interface SharedAnalyticsOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  /** What computes the figures (tests count its calls). */
  compute?: (options: ComputeAnalyticsOptions) => Promise<Analytics>;
}

interface Answer {
  version: string;
  /** The business day and overdue cut-off the figures were computed at. */
  today: string;
  cutoff: string;
  /** The oldest pending order at or after `cutoff`: the overdue count holds until the cut-off passes it. */
  nextOverdue: string | null;
  analytics: Analytics;
}

export function createSharedAnalytics({ deps, compute = computeAnalytics }: SharedAnalyticsOptions): SharedAnalytics {
  const timeZone = deps.config.businessTimeZone;
  let last: Answer | undefined;
  let running: { version: string; answer: Promise<Answer> } | undefined;

  /** Whether the time-dependent figures of `answer` (the 7 days, the overdue count) are those of `now`. */
  const timely = (answer: Answer, now: Date): boolean => {
    if (todayIn(timeZone, now) !== answer.today) return false;
    const cutoff = overdueCutoff(now, timeZone);
    return answer.cutoff <= cutoff && (answer.nextOverdue === null || cutoff <= answer.nextOverdue);
  };

  const computeNow = async (at: Date): Promise<Answer> => {
    // PostgreSQL's counter deltas folded first (a write: the snapshot below is read-only), so
    // the reads add only the few appended since.
    await foldOrderCountDeltas(deps.db);
    const clock = { now: () => new Date(at) };
    const cutoff = overdueCutoff(at, timeZone);
    const answer = await inSnapshot(deps.db, async (tx) => ({
      version: await readAnalyticsVersion(tx),
      today: todayIn(timeZone, at),
      cutoff,
      nextOverdue: await firstPendingCreatedAtOrAfter(tx, cutoff),
      analytics: await compute({ deps: { ...deps, db: tx, clock } }),
    }));
    // Kept under the version read with the figures; of two computations ending out of order the
    // older one may be kept, which costs the next caller a computation, never a wrong answer.
    last = answer;
    return answer;
  };

  return {
    async get() {
      const version = await readAnalyticsVersion(deps.db);
      const now = deps.clock.now();
      if (last && last.version === version && timely(last, now)) return last.analytics;
      // A computation started from the version this caller read has every write the caller could
      // have seen: nothing it counts was written between the two reads of that version, and its
      // snapshot came after the first. Its time-dependent figures are checked once it ends (a
      // pending order may have become overdue meanwhile).
      const shared = running?.version === version ? running.answer : undefined;
      if (shared) {
        const answer = await shared;
        if (timely(answer, deps.clock.now())) return answer.analytics;
      }
      const started = { version, answer: computeNow(deps.clock.now()) };
      running = started;
      try {
        return (await started.answer).analytics;
      } finally {
        if (running === started) running = undefined;
      }
    },
  };
}
