import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_THREAD_NICE, threadedTransport } from './transport-thread';

const dir = mkdtempSync(join(tmpdir(), 'tvb-mail-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mail = (n: number) => ({
  from: 'bookings@example.com',
  to: 'sam@example.com',
  subject: `Request ${n}`,
  text: `Track it at https://example.com/track?n=${n}`,
  html: `<p>Request ${n}</p>`,
  messageId: `<outbox-${n}@tv-segments>`,
});

/** A port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  await new Promise((ok) => server.close(ok));
  return typeof address === 'object' && address ? address.port : 1;
}

/** The nice value of each thread of this process (Linux /proc: field 19 of a task's stat). */
function threadNiceValues(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      nice.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended while we looked.
    }
  }
  return nice;
}

describe('threadedTransport: email delivered from a worker thread', () => {
  it.runIf(process.platform === 'linux')('runs at a lower CPU priority than the thread that answers requests', async () => {
    const before = threadNiceValues();
    const transport = threadedTransport({ dir: join(dir, 'nice') }, 'silent');
    try {
      await transport.send(mail(0));
      const lowered = [...threadNiceValues()].filter(([tid, nice]) => !before.has(tid) && nice === MAIL_THREAD_NICE);
      expect(lowered).toHaveLength(1);
      expect(threadNiceValues().get(process.pid)).toBe(before.get(process.pid));
    } finally {
      await transport.close?.();
    }
  });

  it('writes each message as an .eml file, one send at a time or several at once', async () => {
    const outbox = join(dir, 'outbox');
    const transport = threadedTransport({ dir: outbox }, 'silent');
    try {
      await transport.send(mail(1));
      await Promise.all([transport.send(mail(2)), transport.send(mail(3))]);
    } finally {
      await transport.close?.();
    }
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(3);
    const bodies = files.map((f) => readFileSync(join(outbox, f), 'utf8'));
    for (const n of [1, 2, 3]) expect(bodies.some((b) => b.includes(`Subject: Request ${n}`) && b.includes(`<outbox-${n}@tv-segments>`))).toBe(true);
  });

  it("rejects with the transport's error when delivery fails, and keeps working afterwards", async () => {
    const transport = threadedTransport({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, 'silent');
    try {
      await expect(transport.send(mail(4))).rejects.toThrow(/ECONNREFUSED/);
      await expect(transport.send(mail(5))).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await transport.close?.();
    }
  });

  it('starts a new thread when the previous one was stopped', async () => {
    const outbox = join(dir, 'restarted');
    const transport = threadedTransport({ dir: outbox }, 'silent');
    await transport.send(mail(6));
    await transport.close?.();
    await transport.send(mail(7));
    await transport.close?.();
    expect(readdirSync(outbox)).toHaveLength(2);
  });
});
