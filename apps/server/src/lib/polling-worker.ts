/** A worker that runs rounds of work now (wake) and every `pollMs` while started. */
export interface PollingWorker {
  /** Asks for a round now. */
  wake: () => void;
  /** Runs a round now, or joins the one under way; resolves with what it did. */
  drain: () => Promise<number>;
  start: () => void;
  /** Stops the rounds; the one under way finishes first (it sees `stopping()` and may end early). */
  stop: () => Promise<void>;
  /** True from stop() until the next start(): a round checks it to hand back what it has not begun. */
  stopping: () => boolean;
}

export interface PollingWorkerOptions {
  /** One round of work: sends what is due and resolves with how many it handled. */
  round: () => Promise<number>;
  pollMs: number;
  /** A round that failed; the next one still comes after `pollMs`. */
  onError: (err: unknown) => void;
}

/**
 * The loop the mail outbox and the webhook dispatcher share: one round at a time, the next one
 * `pollMs` after the last ends (or at once on wake), the timer never keeping the process alive.
 */
export function createPollingWorker({ round, pollMs, onError }: PollingWorkerOptions): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;
  let stopping = false;

  const drain = (): Promise<number> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (ms: number) => {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void drain()
        .catch(onError)
        .finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  };

  return {
    wake: () => schedule(0),
    drain,
    start() {
      started = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    stopping: () => stopping,
  };
}
