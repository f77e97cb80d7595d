// A real SMTP server on loopback, run in its own process so the test process's load cannot
// delay it. The parent (smtp-peer.ts) sets the answer mode and receives every accepted message.
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
let mode = 'accept';

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeWords(value) {
  return value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc, text) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const header = (raw, name) =>
  decodeWords(
    new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(raw)?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ')
      .trim() ?? '',
  );

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  closeTimeout: 1000,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      // The decision is taken when the whole message is in, as a real server does.
      if (mode === 'reject') {
        process.send({ type: 'rejected' });
        callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: header(raw, 'Subject'),
        messageId: header(raw, 'Message-ID'),
        // The whole message, for tests that parse headers, bodies and attachments.
        raw,
      };
      // Count the message before answering 250, so the parent never misses an accepted one.
      process.send({ type: 'mail', mail }, () => callback());
    });
  },
});

process.on('message', (msg) => {
  if (msg.type === 'mode') {
    mode = msg.mode;
    process.send({ type: 'mode-set', mode });
  } else if (msg.type === 'close') {
    server.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

let listening = false;
server.on('error', (err) => {
  // Once listening, errors are those of one connection: a sender killed mid-message resets its
  // socket (smtp-server reports that as an error). The peer must outlive its senders.
  if (listening) return;
  process.send({ type: 'error', message: err.message });
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  listening = true;
  process.send({ type: 'listening' });
});
