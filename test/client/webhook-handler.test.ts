/**
 * The client's webhook receiver, served by real HTTP servers on 127.0.0.1 (node:http, a
 * Connect-style chain, Fastify) and sent deliveries signed by the `standardwebhooks` library:
 * 204 only after onEvent has resolved, 400 for what does not verify (onEvent never called), 500
 * when onEvent throws, 413 over the size limit, the raw body a framework kept, and a refusal of a
 * body parsed before the handler.
 */
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { Webhook } from 'standardwebhooks';
import { createWebhookHandler, receiveWebhook, type VerifiedWebhookEvent } from '@safety-records/client';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const OTHER = `whsec_${Buffer.alloc(32, 8).toString('base64')}`;
const silent = { onError: () => {} };

const body = JSON.stringify({ id: '6f1c1c62-6d34-4f0c-9b0a-1b2f2b8f5a11', type: 'action_item.created', occurredAt: '2026-01-01T00:00:00.000Z', organizationId: 'o', data: { record: { id: 'r' }, changes: [], actor: { type: 'operator' } } });
function signed(payload: string, secret = SECRET): Record<string, string> {
  const now = new Date();
  return {
    'content-type': 'application/json', 'webhook-id': 'msg-1', 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg-1', now, payload),
  };
}

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const post = (url: string, payload: string, headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body: payload });

test('node:http: a verified delivery is answered 204 after onEvent resolved; another secret or a changed body is a 400 and onEvent is not called', async (t) => {
  const events: VerifiedWebhookEvent[] = [];
  let finished = false;
  const server = await serve(createWebhookHandler(SECRET, async (event, context) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(context.webhookId, 'msg-1');
    events.push(event);
    finished = true;
  }, silent));
  t.after(server.close);
  const ok = await post(server.url, body, signed(body));
  assert.equal(ok.status, 204);
  assert.equal(finished, true, 'answered only once onEvent resolved');
  assert.deepEqual(events, [JSON.parse(body)]);

  const wrongSecret = await post(server.url, body, signed(body, OTHER));
  assert.equal(wrongSecret.status, 400);
  assert.match(await wrongSecret.text(), /does not verify/);
  const changed = await post(server.url, body.replace('created', 'deleted'), signed(body));
  assert.equal(changed.status, 400);
  const unsigned = await post(server.url, body, { 'content-type': 'application/json' });
  assert.equal(unsigned.status, 400);
  assert.equal(events.length, 1);
  const get = await fetch(server.url);
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
});

test('node:http: onEvent throwing is a 500, so the service retries; a body over the limit is a 413 (by Content-Length and streamed)', async (t) => {
  const server = await serve(createWebhookHandler(SECRET, () => {
    throw new Error('database down');
  }, { ...silent, maxBodyBytes: 1000 }));
  t.after(server.close);
  const failed = await post(server.url, body, signed(body));
  assert.equal(failed.status, 500);
  assert.equal(await failed.text(), 'the receiver failed to process the event');

  const large = 'x'.repeat(5000);
  const declared = await post(server.url, large, signed(large));
  assert.equal(declared.status, 413);
  // Streamed in chunks, no Content-Length: refused once the limit is passed.
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(server.url, { method: 'POST', headers: { ...signed(large), 'transfer-encoding': 'chunked' } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.write(large.slice(0, 600));
    setTimeout(() => request.end(large.slice(600)), 20);
  });
  assert.equal(status, 413);
});

test('Connect-style (req, res, next): the raw body a framework kept (rawBody, or a Buffer body) verifies; a parsed body is refused; other methods go to next', async (t) => {
  const received: string[] = [];
  const handler = createWebhookHandler(SECRET, (event) => {
    received.push((event as { type: string }).type);
  }, silent);
  // A chain as Connect and Express run it: a body parser middleware, then the handler with next.
  const parseAs = (kind: string) => (request: IncomingMessage & { rawBody?: unknown; body?: unknown }, done: () => void) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (kind === 'raw-buffer') request.body = raw;
      if (kind === 'json-with-rawBody') Object.assign(request, { body: JSON.parse(raw.toString()), rawBody: raw.toString() });
      if (kind === 'json') request.body = raw.length > 0 ? JSON.parse(raw.toString()) : {};
      done();
    });
  };
  const server = await serve((request, response) => {
    const kind = request.headers['x-parser'] as string;
    parseAs(kind)(request, () => void handler(request, response, () => response.writeHead(404).end('next')));
  });
  t.after(server.close);
  for (const kind of ['raw-buffer', 'json-with-rawBody']) {
    const answer = await post(server.url, body, { ...signed(body), 'x-parser': kind });
    assert.equal(answer.status, 204, kind);
  }
  const parsed = await post(server.url, body, { ...signed(body), 'x-parser': 'json' });
  assert.equal(parsed.status, 500);
  assert.match(await parsed.text(), /parsed before the webhook handler/);
  assert.deepEqual(received, ['action_item.created', 'action_item.created']);
  const get = await fetch(server.url, { headers: { 'x-parser': 'raw-buffer' } });
  assert.equal(get.status, 404);
  assert.equal(await get.text(), 'next');
});

test('Fastify: a buffer content-type parser and receiveWebhook() answer as the handler does', async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  const received: string[] = [];
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
    scope.post('/hooks', async (request, reply) => {
      const answer = await receiveWebhook(SECRET, request.headers, request.body as Buffer, (event) => {
        received.push((event as { id: string }).id);
      }, silent);
      return reply.status(answer.status).send(answer.body);
    });
  });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/hooks`;
  assert.equal((await post(url, body, signed(body))).status, 204);
  assert.equal((await post(url, body, signed(body, OTHER))).status, 400);
  assert.deepEqual(received, [JSON.parse(body).id]);
});

test('a handler without a secret is refused when it is created', () => {
  assert.throws(() => createWebhookHandler('', () => {}), /secret/);
});
