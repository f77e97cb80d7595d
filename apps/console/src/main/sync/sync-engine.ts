// The console's sync engine: keeps the replica equal to the server's admin data through the
// change feed (GET /api/admin/changes, pages applied one transaction each with their cursor, so
// a crash resumes where the last committed page ended), pulls at start, on every push of
// /api/admin/changes/stream and every 60 seconds, and sends the actions made offline in order,
// each with its Idempotency-Key. No Electron import: tests run it under Node.
import { randomUUID } from 'node:crypto';
import type { ApiResponse, SyncStatus } from '../../shared/bridge';
import type { FetchLike } from '../../shared/connection-check';
import { answerFromReplica } from './local-api';
import { collectNotices, type ShowNotice } from './notifier';
import { applyEffect, LOCAL_ID_PREFIX, localIdOf, offlineEffect, restore } from './offline-actions';
import { isEntity, type BeforeImage, type Change, type QueuedAction, type Replica, type Row } from './replica';
import { refreshServerFigures } from './server-figures';

export const PULL_INTERVAL_MS = 60_000;
export const PAGE_LIMIT = 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
const STREAM_RETRY_MS = [1_000, 2_000, 5_000, 10_000];
/** What a proxy in front of the server answers while the server is down: the server cannot be reached. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

export interface SyncEngineDeps {
  replica: Replica;
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  server: string;
  token(): string | null;
  fetch: FetchLike;
  /** The token was refused (revoked or expired): the host signs out and deletes the replica. */
  onUnauthorized(): void;
  /** Rows of the replica changed (a page, an offline action, a rollback): the views read again. */
  onChanged?(): void;
  onStatus?(status: SyncStatus): void;
  notify?: ShowNotice;
  /** The operator's name for rows written offline ('admin:<username>'). */
  actor?: string;
  now?: () => Date;
  pullIntervalMs?: number;
  /** Rows asked for per feed page (the feed allows up to 5,000). */
  pageLimit?: number;
  /** How long a request may wait for the server's answer before the server counts as unreachable. */
  requestTimeoutMs?: number;
}

export interface SyncEngine {
  start(): void;
  stop(): Promise<void>;
  /** Sends what waits, then pulls every page there is; resolves when both are done or failed. */
  sync(): Promise<void>;
  status(): SyncStatus;
  /** A GET of the admin API, from the replica when it can answer. */
  read(path: string): ApiResponse | null;
  /** An admin write: sent now when the server answers, else kept, shown and sent later. */
  write(method: string, path: string, body: string | undefined): Promise<ApiResponse>;
  /** Removes a refused action from 'Needs attention'. */
  dismiss(seq: number): void;
}

class Unauthorized extends Error {}
class Unreachable extends Error {}

const messageOf = (text: string, fallback: string): string => {
  try {
    const m = (JSON.parse(text) as { message?: unknown }).message;
    return typeof m === 'string' && m ? m : fallback;
  } catch {
    return fallback;
  }
};

/** A row an offline action made here under a local id (nothing stood there before it). */
const madeHere = (b: BeforeImage): boolean => b.row === null && b.id.startsWith(LOCAL_ID_PREFIX);

/** The id of what a create answered with, if it answered with one. */
function createdId(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Answers worth trying again later rather than refusing the action: the server is not well. */
const retryLater = (status: number) => status === 408 || status === 429 || status >= 500;

function parseChanges(value: unknown): { changes: Change[]; cursor: string; more: boolean } {
  const page = value as { changes?: unknown; cursor?: unknown; more?: unknown };
  if (!Array.isArray(page.changes) || typeof page.cursor !== 'string') throw new Error('Malformed change feed page');
  const changes: Change[] = [];
  for (const c of page.changes as Record<string, unknown>[]) {
    if (!isEntity(c.entity) || typeof c.id !== 'string' || (c.op !== 'upsert' && c.op !== 'delete')) continue;
    changes.push({ entity: c.entity, id: c.id, op: c.op, ...(c.row && typeof c.row === 'object' ? { row: c.row as Row } : {}) });
  }
  return { changes, cursor: page.cursor, more: page.more === true };
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { replica, server } = deps;
  const now = deps.now ?? (() => new Date());
  // Not known until the server answers or fails to: a start with the server unreachable must not
  // claim to be online (and the status bar 'Connected') until the first request times out.
  let online: boolean | null = null;
  // Not until a pull succeeds in this run: the replica may be far behind a server that has not
  // answered yet, and a pull that fails leaves it behind again.
  let upToDate = false;
  /** Why the last sync failed while the server answered (SyncStatus.failure). */
  let failure: string | null = null;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let stream: AbortController | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  /** Answers of actions sent during a sync, for the write() that is waiting on them. */
  const answers = new Map<number, ApiResponse>();

  const status = (): SyncStatus => {
    const list = replica.queued();
    const item = (a: QueuedAction) => ({ seq: a.seq, label: a.label, createdAt: a.createdAt, message: a.message });
    return {
      online,
      upToDate,
      failure: online === false ? null : failure,
      syncedAt: replica.syncedAt(),
      waiting: list.filter((a) => a.state === 'waiting').map(item),
      needsAttention: list.filter((a) => a.state === 'refused').map(item),
    };
  };
  const report = () => deps.onStatus?.(status());
  const setOnline = (value: boolean) => {
    if (online === value) return;
    online = value;
    // Offline, the replica falls behind: it is up to date again only once a pull succeeds.
    if (!value) upToDate = false;
    report();
  };

  async function call(method: string, path: string, body?: string | null, headers: Record<string, string> = {}): Promise<Response> {
    const token = deps.token();
    if (!token) throw new Unauthorized('Not signed in');
    let timedOut = false;
    const send = () => {
      const signal = AbortSignal.timeout(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
      return deps
        .fetch(`${server}${path}`, {
          method,
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
          body: body ?? undefined,
          credentials: 'omit',
          redirect: 'error',
          signal,
        })
        .catch((err: unknown) => {
          timedOut = signal.aborted;
          throw err;
        });
    };
    let res: Response;
    try {
      // A read is tried twice: applying a large page can outlast the server's keep-alive, and the
      // next request then meets a connection the server has just closed. Not after a timeout: a
      // server that did not answer in time would only keep the console waiting twice as long.
      res = await send().catch((err: unknown) => {
        if (method === 'GET' && !timedOut) return send();
        throw err;
      });
    } catch (err) {
      setOnline(false);
      throw new Unreachable(err instanceof Error ? err.message : String(err));
    }
    if (GATEWAY_DOWN.has(res.status)) {
      // A proxy answering for a server it cannot reach: offline, whoever answered.
      await res.body?.cancel().catch(() => undefined);
      setOnline(false);
      throw new Unreachable(`The server answered ${res.status}`);
    }
    setOnline(true);
    if (res.status === 401) throw new Unauthorized('The server refused the token');
    return res;
  }

  /**
   * Rows of waiting actions, shown again over what a pull brought (the server lacks them yet).
   * `pulled` tells the rows the pull replaced (all of them after a 410). The others still carry
   * the actions' effects: they are put back as they were before the actions first, or the new
   * before-images would hold the effects and a refused action could never be rolled back.
   */
  function reapplyWaiting(pulled: (entity: string, id: string) => boolean): void {
    replica.transaction(() => {
      const waiting = replica.queued('waiting');
      for (const action of [...waiting].reverse()) {
        for (const b of [...action.before].reverse()) if (!pulled(b.entity, b.id)) replica.put(b.entity, b.id, b.row);
      }
      for (const action of waiting) {
        const effect = offlineEffect(
          replica,
          { method: action.method, path: action.path, body: parseBody(action.body) },
          { now: action.createdAt, actor: actorName(), localId: localIdOf(action.key) },
        );
        replica.setBefore(action.seq, effect ? applyEffect(replica, effect) : []);
      }
    });
  }

  /** Undoes a refused action here, with the waiting ones after it put back on top. */
  function rollBack(refused: QueuedAction, message: string): void {
    replica.transaction(() => {
      const later = replica.queued('waiting').filter((a) => a.seq > refused.seq);
      for (const a of [...later].reverse()) restore(replica, a.before);
      restore(replica, refused.before);
      replica.refuse(refused.seq, message);
      for (const a of later) {
        const effect = offlineEffect(
          replica,
          { method: a.method, path: a.path, body: parseBody(a.body) },
          { now: a.createdAt, actor: actorName(), localId: localIdOf(a.key) },
        );
        replica.setBefore(a.seq, effect ? applyEffect(replica, effect) : []);
      }
    });
  }

  /** Sends waiting actions in order; stops at the first the server cannot take now. */
  async function flush(): Promise<void> {
    // The first waiting action each time, read afresh: sending one may rename the ones after it.
    for (let action = replica.queued('waiting')[0]; action; action = replica.queued('waiting')[0]) {
      const res = await call(action.method, action.path, action.body, { 'Idempotency-Key': action.key });
      const text = await res.text();
      if (retryLater(res.status)) return;
      answers.set(action.seq, { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' }, body: text });
      if (res.ok) {
        replica.transaction(() => {
          replica.removeQueued(action.seq);
          // Rows made here under a local id give way to the server's, which the pull brings; the
          // actions waiting on such a row (an edit of a station made offline) now name the server's id.
          for (const b of action.before.filter(madeHere)) {
            replica.put(b.entity, b.id, null);
            const made = createdId(text);
            if (made) replica.renameInQueue(b.id, made);
          }
        });
      } else {
        rollBack(action, messageOf(text, `The server refused this change (${res.status})`));
      }
      deps.onChanged?.();
      report();
    }
  }

  /** Applies pages until the feed says there is no more; a 410 starts the copy over. */
  async function pull(): Promise<void> {
    let changedAny = false;
    /** The rows the pages replaced (every row, after a 410). */
    const pulled = new Set<string>();
    let resetAll = false;
    const keyOf = (entity: string, id: string) => `${entity}\u0000${id}`;
    try {
      for (;;) {
        const cursor = replica.cursor();
        const query = new URLSearchParams({ limit: String(deps.pageLimit ?? PAGE_LIMIT) });
        if (cursor) query.set('since', cursor);
        const res = await call('GET', `/api/admin/changes?${query}`);
        if (res.status === 410) {
          await res.body?.cancel();
          replica.resetRows();
          changedAny = true;
          resetAll = true;
          continue;
        }
        if (!res.ok) throw new Error(`The change feed answered ${res.status}`);
        const page = parseChanges(await res.json());
        // The first whole copy raises no notices, over all its pages: those requests are not news.
        // A copy made again after a 410 does, for the requests it has not notified yet.
        const firstCopy = replica.meta('copied') === null && replica.syncedAt() === null;
        let notices: ReturnType<typeof collectNotices> = [];
        replica.applyPage(page.changes, page.cursor, () => {
          notices = collectNotices(replica, page.changes, firstCopy);
          if (!page.more) {
            replica.setMeta('syncedAt', now().toISOString());
            replica.setMeta('copied', '1');
          }
        });
        if (page.changes.length) changedAny = true;
        for (const c of page.changes) pulled.add(keyOf(c.entity, c.id));
        for (const n of notices) deps.notify?.(n);
        if (!page.more) break;
      }
    } finally {
      // Also when a page fails half way: the pages already applied replaced rows that waiting
      // actions had changed, and a later pull would not know to leave those alone.
      if (changedAny && replica.queued('waiting').length) reapplyWaiting((entity, id) => resetAll || pulled.has(keyOf(entity, id)));
    }
    if (changedAny) deps.onChanged?.();
  }

  async function runOnce(): Promise<void> {
    try {
      await flush();
      await pull();
      upToDate = true;
      failure = null;
      // Half the interval: a timed pull comes one interval after the last and always fetches them.
      const figures = { now: now(), maxAgeMs: (deps.pullIntervalMs ?? PULL_INTERVAL_MS) / 2 };
      if (await refreshServerFigures(replica, (path) => call('GET', path), figures)) deps.onChanged?.();
    } catch (err) {
      // A failed sync (the server down, or the feed answering an error) is not synced: the
      // status bar shows the time of the last copy instead of 'Synced just now'.
      upToDate = false;
      failure = err instanceof Unreachable || err instanceof Unauthorized ? null : err instanceof Error ? err.message : String(err);
      if (err instanceof Unauthorized) {
        if (!stopped || deps.token()) deps.onUnauthorized();
        return;
      }
      if (!(err instanceof Unreachable)) console.error('[sync]', err instanceof Error ? err.message : err);
    } finally {
      report();
    }
  }

  /** One sync at a time; a request during one runs one more after it. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Listens to the push stream; every `changed` event pulls. Reconnects while started. */
  async function listen(): Promise<void> {
    let attempt = 0;
    while (!stopped) {
      const controller = new AbortController();
      stream = controller;
      const token = deps.token();
      if (!token) return;
      let res: Response | null = null;
      try {
        res = await deps.fetch(`${server}/api/admin/changes/stream`, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          credentials: 'omit',
          signal: controller.signal,
        });
      } catch {
        // Unreachable: the views show the replica's data as of the last sync.
        if (!stopped) setOnline(false);
      }
      if (res?.status === 401) {
        if (!stopped) deps.onUnauthorized();
        return;
      }
      if (res?.ok && res.body) {
        attempt = 0;
        setOnline(true);
        // Anything missed while the stream was down.
        void sync();
        const ended = await readEvents(res.body, () => void sync()).catch(() => undefined);
        if (ended === undefined && !stopped) setOnline(false);
      } else {
        await res?.body?.cancel().catch(() => undefined);
        if (res && GATEWAY_DOWN.has(res.status) && !stopped) setOnline(false);
      }
      if (stopped) return;
      const wait = STREAM_RETRY_MS[Math.min(attempt++, STREAM_RETRY_MS.length - 1)]!;
      await new Promise((r) => setTimeout(r, wait));
      // Back after a break: pull now rather than at the next interval.
      void sync();
    }
  }

  function actorName(): string {
    return deps.actor ?? 'admin';
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void sync();
      void listen();
      timer = setInterval(() => void sync(), deps.pullIntervalMs ?? PULL_INTERVAL_MS);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      stream?.abort();
      await running?.catch(() => undefined);
    },
    sync,
    status,
    read(path) {
      // Until the first copy is complete the replica would answer with part of the data.
      if (!replica.syncedAt()) return null;
      return answerFromReplica(replica, path, now());
    },
    async write(method, path, body) {
      const parsed = parseBody(body ?? null);
      const bare = path.split('?')[0] ?? path;
      const key = randomUUID();
      const effect = replica.syncedAt()
        ? offlineEffect(replica, { method, path: bare, body: parsed }, { now: now().toISOString(), actor: actorName(), localId: localIdOf(key) })
        : null;
      if (!effect) {
        // Not something to keep: straight to the server, then the replica catches up.
        const res = await call(method, path, body, { 'Idempotency-Key': randomUUID() }).catch((err: unknown) => {
          if (err instanceof Unauthorized) deps.onUnauthorized();
          throw err;
        });
        const text = await res.text();
        if (res.ok) await sync();
        return { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' }, body: text };
      }
      const action = replica.transaction(() => {
        const queued = replica.enqueue({
          key,
          method,
          path,
          body: body ?? null,
          label: effect.label,
          createdAt: now().toISOString(),
          before: [],
        });
        replica.setBefore(queued.seq, applyEffect(replica, effect));
        return queued;
      });
      deps.onChanged?.();
      report();
      await sync();
      const answer = answers.get(action.seq);
      answers.delete(action.seq);
      if (answer && answer.status >= 400) {
        // Refused while the operator waited: the views show the server's message at once,
        // so it need not wait under 'Needs attention' too.
        replica.removeQueued(action.seq);
        report();
      }
      if (answer) return answer;
      return {
        status: effect.status,
        headers: { 'content-type': 'application/json', 'x-console-queued': '1' },
        body: effect.status === 204 ? '' : JSON.stringify(effect.answer),
      };
    },
    dismiss(seq) {
      const action = replica.queued('refused').find((a) => a.seq === seq);
      if (action) replica.removeQueued(seq);
      report();
    },
  };
}

/** Reads Server-Sent Events until the stream ends; calls `onChanged` for each `changed` event. */
async function readEvents(body: ReadableStream<Uint8Array>, onChanged: () => void): Promise<true> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    buffer += decoder.decode(value, { stream: true });
    let end: RegExpExecArray | null;
    while ((end = /\r?\n\r?\n/.exec(buffer))) {
      const block = buffer.slice(0, end.index);
      buffer = buffer.slice(end.index + end[0].length);
      if (/^event: ?changed\r?$/m.test(block)) onChanged();
    }
  }
}

function parseBody(body: string | null): Row {
  if (!body) return {};
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
  } catch {
    return {};
  }
}
