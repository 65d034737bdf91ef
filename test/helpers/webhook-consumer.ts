/**
 * A real webhook consumer for the tests: an HTTP server on 127.0.0.1 that records every request
 * it receives (headers, body, arrival time) and answers as the test says. Never a mock of the
 * sender: the service's workers POST to it over TCP.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
  receivedAt: number;
}

/** How to answer a request: a status and body, or a function that writes the response itself. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | ((response: ServerResponse) => void);

export interface WebhookConsumer {
  url: string;
  received: ReceivedWebhook[];
  /** Sets how the next requests are answered (default 200). */
  answerWith(answer: (request: ReceivedWebhook, index: number) => Answer): void;
  /** Resolves once `predicate` holds over the received requests (checked at each arrival), or rejects after `timeoutMs`. */
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startConsumer(): Promise<WebhookConsumer> {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook, index: number) => Answer = () => ({ status: 200 });
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), path: request.url ?? '/', receivedAt: Date.now() };
      received.push(entry);
      const reply = answer(entry, received.length - 1);
      if (typeof reply === 'function') reply(response);
      else response.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      answer = next;
    },
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the consumer did not receive what was awaited within ${timeoutMs} ms (${received.length} requests received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `read` until `done` holds of its value (at most 15 s). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached; last ${JSON.stringify(value)}`);
    await sleep(50);
  }
}
