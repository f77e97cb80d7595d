import { describe, expect, it } from 'vitest';
import { eventLoopBusy } from './event-loop';

const idle = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('eventLoopBusy', () => {
  it('says busy after a window spent mostly running code, and calm again after an idle one', async () => {
    const busy = eventLoopBusy(0.5, 50);
    // The event loop only counts time between its turns: spin inside a few turns.
    for (let i = 0; i < 4; i++) {
      spin(40);
      await idle(1);
    }
    expect(busy()).toBe(true);
    // Until the next window ends, the last complete one still counts.
    expect(busy()).toBe(true);
    await idle(120);
    expect(busy()).toBe(false);
  });
});
