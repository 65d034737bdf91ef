/**
 * Receiving webhook deliveries: `receiveWebhook()` answers one delivery from its headers and raw
 * body (for any framework), and `createWebhookHandler()` is that answer as a `node:http` request
 * handler, which is also an Express/Connect middleware. A delivery is verified (`verifyWebhook`)
 * on the body exactly as received, never on re-serialized JSON; `onEvent` runs only for a
 * verified one. The answer tells the service what to do next:
 *
 * - 204 once `onEvent` has resolved: delivered;
 * - 400 when the delivery does not verify (another secret, a changed body, an old timestamp):
 *   the service retries it on its schedule, and a rotated secret may then verify it;
 * - 413 for a body over `maxBodyBytes`;
 * - 500 when `onEvent` throws or rejects (or the body was parsed before the handler could read
 *   it raw): the service retries it, so a change is never lost to a consumer's own failure.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { verifyWebhook } from './webhooks.js';

/** The event `verifyWebhook` returns for a delivery. */
export type VerifiedWebhookEvent = ReturnType<typeof verifyWebhook>;

/** What the handler's `onEvent` is called with besides the event. */
export interface WebhookContext {
  /** The `webhook-id` header: the change id, the same on every retry and replay (dedupe on it). */
  webhookId: string;
  headers: IncomingHttpHeaders | Pick<Headers, 'get'>;
}

export type WebhookEventHandler = (event: VerifiedWebhookEvent, context: WebhookContext) => unknown | Promise<unknown>;

export interface WebhookHandlerOptions {
  /** The largest body accepted, in bytes (default 1 MiB; the service's deliveries are far smaller). */
  maxBodyBytes?: number;
  /** Told of each refused or failed delivery (default: one line on stderr). */
  onError?: (error: unknown, answer: WebhookAnswer) => void;
}

/** How a delivery is answered. */
export interface WebhookAnswer {
  status: 204 | 400 | 405 | 413 | 500;
  /** A short plain-text reason (empty for 204): the service keeps the first 1 KiB of it in its delivery log. */
  body: string;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const defaultOnError = (error: unknown, answer: WebhookAnswer) =>
  process.stderr.write(`webhook answered ${answer.status}: ${error instanceof Error ? error.message : String(error)}\n`);

const headerOf = (headers: WebhookContext['headers'], name: string): string => {
  if (typeof (headers as Pick<Headers, 'get'>).get === 'function') return (headers as Pick<Headers, 'get'>).get(name) ?? '';
  const value = (headers as IncomingHttpHeaders)[name];
  return Array.isArray(value) ? value.join(', ') : value ?? '';
};

/**
 * Verifies a delivery and runs `onEvent` on it; resolves to the answer to send (never rejects).
 * `rawBody` is the body exactly as received. For a framework that parses bodies itself, such as
 * Fastify with a buffer content-type parser.
 */
export async function receiveWebhook(
  secret: string, headers: WebhookContext['headers'], rawBody: string | Buffer, onEvent: WebhookEventHandler, options: WebhookHandlerOptions = {},
): Promise<WebhookAnswer> {
  const onError = options.onError ?? defaultOnError;
  let event: VerifiedWebhookEvent;
  try {
    event = verifyWebhook(secret, headers, rawBody);
  } catch (error) {
    const answer: WebhookAnswer = { status: 400, body: `the delivery does not verify: ${(error as Error).message}` };
    onError(error, answer);
    return answer;
  }
  try {
    await onEvent(event, { webhookId: headerOf(headers, 'webhook-id'), headers });
    return { status: 204, body: '' };
  } catch (error) {
    const answer: WebhookAnswer = { status: 500, body: 'the receiver failed to process the event' };
    onError(error, answer);
    return answer;
  }
}

/** A request as frameworks leave it: Node's, perhaps with the raw body already read (`rawBody`, or a Buffer or string `body`). */
export type WebhookRequest = IncomingMessage & { rawBody?: unknown; body?: unknown };

class BodyTooLarge extends Error {}
class BodyAlreadyParsed extends Error {}

/** The body exactly as received: what a framework kept raw, else read from the stream, at most `limit` bytes. */
async function rawBodyOf(request: WebhookRequest, limit: number): Promise<Buffer | string> {
  for (const kept of [request.rawBody, request.body]) {
    if (Buffer.isBuffer(kept) || typeof kept === 'string') {
      if (Buffer.byteLength(kept) > limit) throw new BodyTooLarge(`the body is over ${limit} bytes`);
      return kept;
    }
  }
  if (request.body !== undefined || request.readableEnded) {
    throw new BodyAlreadyParsed('the body was read and parsed before the webhook handler: mount the handler before any JSON body parser, or keep the raw body (express.raw(), or rawBody)');
  }
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(`the body is over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge(`the body is over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, answer: WebhookAnswer, extraHeaders: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(answer.status, answer.body === '' ? extraHeaders : { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders });
  response.end(answer.body);
}

/**
 * A request handler receiving webhook deliveries: `http.createServer(handler)`, or an
 * Express/Connect route or middleware (`app.post('/hooks', handler)`), mounted before any JSON
 * body parser or after one that keeps the raw body. With `next`, a request other than a POST goes
 * on to it; without, it is answered 405.
 */
export function createWebhookHandler(secret: string, onEvent: WebhookEventHandler, options: WebhookHandlerOptions = {}) {
  if (typeof secret !== 'string' || secret === '') throw new TypeError('createWebhookHandler: the secret (whsec_…) is missing');
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const onError = options.onError ?? defaultOnError;
  return async function webhookHandler(request: WebhookRequest, response: ServerResponse, next?: (error?: unknown) => void): Promise<void> {
    if (request.method !== 'POST') {
      if (next) return next();
      return send(response, { status: 405, body: 'webhook deliveries are POSTed' }, { allow: 'POST' });
    }
    let body: Buffer | string;
    try {
      body = await rawBodyOf(request, limit);
    } catch (error) {
      const answer: WebhookAnswer = error instanceof BodyTooLarge ? { status: 413, body: error.message } : { status: 500, body: (error as Error).message };
      onError(error, answer);
      // The rest of a body too large is not read: the connection is closed after the answer.
      return send(response, answer, error instanceof BodyTooLarge ? { connection: 'close' } : {});
    }
    send(response, await receiveWebhook(secret, request.headers, body, onEvent, { ...options, onError }));
  };
}
