import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nobody listens on right now (other test runs may share this machine). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

/** Resolves after ms milliseconds. */
export const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/** Polls `check` until it returns a truthy value or the deadline passes; then throws `describe()`. */
export async function waitUntil<T>(check: () => T | Promise<T>, timeoutMs: number, describe: () => string, everyMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(everyMs);
  }
}
