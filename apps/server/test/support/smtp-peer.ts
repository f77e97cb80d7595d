import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  /** The message as received (headers and MIME body). */
  raw: string;
}

/**
 * How the peer answers the end of a message: `accept` (250), or `reject` (451, a temporary
 * failure: the sender keeps the message and must retry).
 */
export type SmtpMode = 'accept' | 'reject';

export interface SmtpPeer {
  port: number;
  /** Messages answered with 250, in arrival order. */
  accepted: ReceivedMail[];
  /** How many messages were answered with a temporary failure. */
  rejected: number;
  /** Changes how the next messages are answered; resolves once the peer applies it. */
  setMode(mode: SmtpMode): Promise<void>;
  close(): Promise<void>;
}

type PeerMessage =
  | { type: 'listening' }
  | { type: 'mail'; mail: ReceivedMail }
  | { type: 'rejected' }
  | { type: 'mode-set'; mode: SmtpMode }
  | { type: 'error'; message: string };

const script = join(dirname(fileURLToPath(import.meta.url)), 'smtp-peer-process.mjs');
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * A real SMTP server (smtp-server) on 127.0.0.1:port that records what it accepts. It runs in a
 * child process: in the test's own process, busy with requests and database reads, its
 * connections were seen waiting for their greeting for tens of seconds.
 */
export function startSmtpPeer(port: number): Promise<SmtpPeer> {
  const child = fork(script, [String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  live.add(child);
  const exited = new Promise<void>((ok) =>
    child.once('exit', () => {
      live.delete(child);
      ok();
    }),
  );
  let modeWaiter: (() => void) | undefined;
  const peer: SmtpPeer = {
    port,
    accepted: [],
    rejected: 0,
    setMode(mode) {
      // A peer that is gone rejects at once, so a test fails with the reason instead of waiting out its timeout.
      return new Promise<void>((ok, fail) => {
        modeWaiter = ok;
        void exited.then(() => fail(new Error(`SMTP peer exited before applying mode ${mode}`)));
        child.send({ type: 'mode', mode }, (err) => err && fail(err));
      });
    },
    async close() {
      // A peer already gone cannot hear it (the send fails); the exit below is what is awaited.
      if (child.connected) child.send({ type: 'close' }, () => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
  return new Promise((ok, fail) => {
    child.on('message', (msg: PeerMessage) => {
      if (msg.type === 'listening') ok(peer);
      else if (msg.type === 'mail') peer.accepted.push(msg.mail);
      else if (msg.type === 'rejected') peer.rejected++;
      else if (msg.type === 'mode-set') modeWaiter?.();
      else if (msg.type === 'error') fail(new Error(`SMTP peer: ${msg.message}`));
    });
    child.once('exit', (code) => fail(new Error(`SMTP peer exited (${code})`)));
  });
}
