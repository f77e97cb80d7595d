import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Whether the main thread's event loop has been busy: more than `threshold` of the time spent
 * running code, measured over windows of at least `windowMs` (the last complete window counts
 * until the next one ends). Cheap: it reads two counters libuv keeps anyway.
 */
export function eventLoopBusy(threshold = 0.5, windowMs = 100): () => boolean {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = false;
  return () => {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, since);
    if (window.idle + window.active >= windowMs) {
      busy = window.utilization > threshold;
      since = now;
    }
    return busy;
  };
}
