import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next request: a status, no answer at all, or a dropped connection. */
export type ReceiverAnswer = number | 'hang' | 'drop';

/**
 * A real HTTP receiver on loopback for webhook tests: keeps every request it gets and answers
 * each with the next planned answer (then `fallback`, 200 by default).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const plan: ReceiverAnswer[] = [];
  let fallback: ReceiverAnswer = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = plan.shift() ?? fallback;
      if (answer === 'hang') return;
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** Answers the next requests in this order. */
    answer: (...answers: ReceiverAnswer[]) => plan.push(...answers),
    /** Answers every request not planned this way. */
    always: (answer: ReceiverAnswer) => {
      fallback = answer;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
