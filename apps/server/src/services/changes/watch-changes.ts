import pg from 'pg';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { comparePositions, inFeedSnapshot, newestChangePosition, readFeedMeta, type ChangePosition } from '../../db/change-log';
import { isSqlite } from '../../db/transaction';
import { encodeCursor } from './change-cursor';

/**
 * How often the newest position is read while someone listens. SQLite: the only signal (it sees
 * this process's commits and those of any other process on the same file alike), so well inside
 * the 1 second a push promises. PostgreSQL: NOTIFY wakes a read at once; this read catches a
 * change whose transaction was not yet servable when its NOTIFY came (an older transaction was
 * still open), and any NOTIFY lost while the listening connection was down.
 */
export const WATCH_INTERVAL_MS = { sqlite: 200, postgres: 250 } as const;

/** The channel the change_feed migration's triggers NOTIFY on. */
const CHANNEL = 'change_feed';

export interface ChangeWatcher {
  /** Calls `listener` with the newest cursor whenever it moves; returns the unsubscribe. */
  subscribe(listener: (cursor: string) => void): () => void;
  /** The newest cursor now. */
  newest(): Promise<string>;
}

const watchers = new WeakMap<Db, ChangeWatcher>();

/**
 * The process's one watcher of the change log on `deps.db`, shared by every open change stream:
 * it runs (a timer, and on PostgreSQL one LISTEN connection) only while someone subscribes.
 */
export function watchChanges(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>): ChangeWatcher {
  let watcher = watchers.get(deps.db);
  if (!watcher) watchers.set(deps.db, (watcher = createWatcher(deps)));
  return watcher;
}

function createWatcher({ db, config, logger }: Pick<AppDeps, 'db' | 'config' | 'logger'>): ChangeWatcher {
  const listeners = new Set<(cursor: string) => void>();
  const sqlite = isSqlite(db);
  let last: ChangePosition | undefined;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let checking: Promise<void> | undefined;
  let again = false;

  const read = () =>
    inFeedSnapshot(db, async (tx) => {
      const meta = await readFeedMeta(tx);
      const position = await newestChangePosition(tx);
      return { position, cursor: encodeCursor(meta.epoch, position) };
    });

  // One read at a time; a wake-up during a read asks for one more after it.
  const check = (): Promise<void> => {
    if (checking) {
      again = true;
      return checking;
    }
    checking = (async () => {
      do {
        again = false;
        try {
          const { position, cursor } = await read();
          if (last === undefined || comparePositions(position, last) > 0) {
            last = position;
            for (const l of listeners) l(cursor);
          }
        } catch (err) {
          logger?.error('change watch failed', { err: err instanceof Error ? err.message : String(err) });
        }
      } while (again && listeners.size > 0);
    })().finally(() => (checking = undefined));
    return checking;
  };

  const listen = async () => {
    if (sqlite || !config.databaseUrl || listener) return;
    // The change log's triggers NOTIFY only while a connection of this name is open to the
    // database (migrations-pg 0016): keep the name.
    const client = new pg.Client({ connectionString: config.databaseUrl, application_name: 'spotlight-changes' });
    listener = client;
    client.on('notification', () => void check());
    client.on('error', (err) => {
      logger?.error('change feed LISTEN connection failed', { err: err.message });
      if (listener === client) listener = undefined;
      void client.end().catch(() => {});
      // The interval's reads go on meanwhile; the next one after a second reconnects.
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (listeners.size === 0) await stopListening();
    } catch (err) {
      logger?.error('change feed LISTEN failed', { err: err instanceof Error ? err.message : String(err) });
      if (listener === client) listener = undefined;
      void client.end().catch(() => {});
    }
  };

  const stopListening = async () => {
    const client = listener;
    listener = undefined;
    if (client) await client.end().catch(() => {});
  };

  const start = () => {
    last = undefined;
    void listen();
    timer = setInterval(
      () => {
        if (!sqlite && !listener) void listen();
        void check();
      },
      sqlite ? WATCH_INTERVAL_MS.sqlite : WATCH_INTERVAL_MS.postgres,
    );
    timer.unref();
  };

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    void stopListening();
  };

  return {
    subscribe(fn) {
      listeners.add(fn);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(fn);
        if (listeners.size === 0) stop();
      };
    },
    async newest() {
      return (await read()).cursor;
    },
  };
}
