import { Worker } from 'node:worker_threads';
import type { Config } from '../config';
import type { MailTransport, OutgoingMail, TransportSpec } from './transport';

export interface TransportWorkerData {
  spec: TransportSpec;
  logLevel: Config['logLevel'];
  /** The thread's nice value, which it sets on itself. */
  nice: number;
}
export interface TransportRequest {
  id: number;
  mail: OutgoingMail;
}
export interface TransportResult {
  id: number;
  /** The transport's error message when the send failed. */
  error?: string;
}

// Built, the worker is dist/transport-worker.js next to the bundle. From source (`pnpm dev`, tsx),
// it is this folder's .ts file, and the thread registers tsx itself: loader hooks given to the
// main thread do not reach worker threads on Node 20.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './transport-worker.ts' : './transport-worker.js', import.meta.url);

/** The mail thread's nice value (0 is normal, 19 the lowest priority). */
export const MAIL_THREAD_NICE = 10;

// Composing MIME allocates briskly; a small young generation keeps the thread's memory near its
// live data (a few MB) instead of letting V8 grow it to its default under a burst of orders.
const resourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

function newWorker(workerData: TransportWorkerData): Worker {
  if (!fromSource) return new Worker(workerFile, { workerData, resourceLimits });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}

/**
 * The transport of `spec`, run in a worker thread. A send resolves or rejects as the real
 * transport did; if the thread dies, its sends in flight fail (the outbox retries them) and the
 * next send starts a new thread.
 */
export function threadedTransport(spec: TransportSpec, logLevel: Config['logLevel']): MailTransport {
  let worker: Worker | undefined;
  let nextId = 0;
  const inFlight = new Map<number, { ok: () => void; fail: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const { fail } of inFlight.values()) fail(err);
    inFlight.clear();
  };

  const start = () => {
    const w = newWorker({ spec, logLevel, nice: MAIL_THREAD_NICE });
    w.unref(); // Idle, it never keeps the process alive; with sends in flight it does (below).
    w.on('message', ({ id, error }: TransportResult) => {
      const waiting = inFlight.get(id);
      inFlight.delete(id);
      if (inFlight.size === 0) w.unref();
      if (error === undefined) waiting?.ok();
      else waiting?.fail(new Error(error));
    });
    w.on('error', failAll);
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`the mail worker thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    send(mail) {
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise((ok, fail) => {
        if (inFlight.size === 0) target.ref();
        inFlight.set(id, { ok, fail });
        target.postMessage({ id, mail } satisfies TransportRequest);
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
