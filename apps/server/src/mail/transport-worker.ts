// The mail worker thread: builds the real transport and sends what the main thread posts, so
// composing MIME and writing files or talking SMTP never hold up request handling.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../lib/logger';
import { transportFor } from './transport';
import type { TransportRequest, TransportResult, TransportWorkerData } from './transport-thread';

const port = parentPort;
if (!port) throw new Error('transport-worker runs as a worker thread (see threadedTransport)');

const { spec, logLevel, nice } = workerData as TransportWorkerData;

// Sending email is background work: when the CPU is contended it yields to the thread that
// answers requests (the outbox keeps what waits). On Linux this lowers this thread alone.
try {
  setPriority(nice);
} catch {
  // Not permitted here: the thread runs at the process's priority.
}

// Synchronous writes: this thread has no flush at exit, and waiting on stdout here holds up no request.
const transport = transportFor(spec, createLogger({ level: logLevel, sync: true }));

port.on('message', ({ id, mail }: TransportRequest) => {
  void transport.send(mail).then(
    () => port.postMessage({ id } satisfies TransportResult),
    (err: unknown) => port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies TransportResult),
  );
});
