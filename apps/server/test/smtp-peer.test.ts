// The SMTP peer the crash proofs count emails with must outlive its senders: a server killed
// with SIGKILL mid-message resets its SMTP connection, and the peer has to keep serving (and keep
// answering the test) afterwards.
import { connect, type Socket } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterEach, expect, it } from 'vitest';
import { freePort, waitUntil } from './support/ports';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

let peer: SmtpPeer | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

/** Opens an SMTP conversation, starts a message and resets the connection mid-transaction. */
async function resetMidMessage(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let heard = '';
  socket.on('data', (d: Buffer) => (heard += d.toString()));
  const say = async (line: string, reply: RegExp) => {
    socket.write(`${line}\r\n`);
    await waitUntil(
      () => reply.test(heard),
      5000,
      () => `no reply to ${line}: ${heard}`,
    );
  };
  await waitUntil(
    () => heard.startsWith('220'),
    5000,
    () => `no greeting: ${heard}`,
  );
  await say('EHLO killed.example', /250 /);
  await say('MAIL FROM:<a@killed.example>', /250 Accepted/);
  await say('RCPT TO:<b@killed.example>', /250 Accepted[\s\S]*250 Accepted/);
  await say('DATA', /354 /);
  socket.write('Subject: half a message\r\n\r\nand then the sender dies');
  socket.resetAndDestroy();
}

it('keeps serving, and answers setMode, after a sender resets its connection mid-message', async () => {
  const port = await freePort();
  peer = await startSmtpPeer(port);
  await resetMidMessage(port);

  await peer.setMode('accept');
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: 'a@alive.example', to: 'b@alive.example', subject: 'After the reset', text: 'Still here.' });
  transport.close();
  // The peer's process reports a message as it answers 250: the report may come just after.
  const accepted = peer.accepted;
  await waitUntil(
    () => accepted.length > 0,
    5000,
    () => 'the message after the reset was not reported',
  );
  expect(accepted.map((m) => m.subject)).toEqual(['After the reset']);
});
