// Reads a Server-Sent Events stream as a browser's EventSource would: events and comment lines.

export interface SseEvent {
  event?: string;
  data: string;
  /** The text after ':' of a comment line (an event of its own here, so tests can see heartbeats). */
  comment?: string;
}

export interface SseReader {
  /** Resolves with the first event from now on (or already received and not yet taken) that `match` accepts. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function readEvents(url: string, headers: Record<string, string>): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const received: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Error | undefined;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) e.comment = line.slice(1);
            else if (line.startsWith('event:')) e.event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          e.data = data.join('\n');
          received.push(e);
        }
        for (const w of waiters) w();
      }
      ended = new Error('stream ended');
    } catch (err) {
      ended = err instanceof Error ? err : new Error(String(err));
    }
    for (const w of waiters) w();
  })();
  return {
    next(match, timeoutMs = 30_000) {
      return new Promise<SseEvent>((ok, fail) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        function look() {
          const at = received.findIndex(match);
          if (at >= 0) {
            const [e] = received.splice(0, at + 1).slice(-1);
            clearTimeout(timer);
            waiters.delete(look);
            ok(e!);
          } else if (ended) {
            clearTimeout(timer);
            waiters.delete(look);
            fail(ended);
          }
        }
        waiters.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}
