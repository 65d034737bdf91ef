/**
 * One delivery attempt (DECISIONS 13): POST the payload, signed, to the subscription's URL
 * through the guarded agent (public addresses only, checked at connect time, unless private
 * targets are allowed). A 2xx is success; anything else (timeout, connection error, refused
 * target, any other status, a redirect, never followed) is a failure. The whole attempt, from
 * connecting to the last byte read, is bounded by one timeout, and at most 1 KiB of the
 * response body is read: a consumer that hangs or streams forever costs one timeout.
 */
import { performance } from 'node:perf_hooks';
import { request, type Dispatcher } from 'undici';
import { packageVersion } from '../../lib/version.js';
import { startAttemptTrace, type TracedAttempt } from './delivery-trace.js';
import { signatureHeader } from './signing.js';

export const RESPONSE_BODY_LIMIT = 1024;

export interface OutgoingDelivery extends TracedAttempt {
  secrets: readonly string[];
  payload: string;
}

export interface AttemptResult {
  attemptedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
  responseBody: string | null;
}

const USER_AGENT = `smr-webhooks/${packageVersion()}`;

/** Up to `limit` bytes of a body; the rest is not read (the connection is then closed). */
async function readStart(body: AsyncIterable<Buffer> & { destroy: () => void }, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  return withoutNul(Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
}

/** Text the database can store: PostgreSQL's text holds no NUL character, which a consumer's answer may. */
const withoutNul = (text: string): string => text.replaceAll('\0', '\uFFFD');

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no complete response within ${timeoutMs} ms`;
    const cause = (error as { cause?: unknown }).cause;
    const code = (error as { code?: string }).code;
    const text = cause instanceof Error && cause.message ? `${error.message}: ${cause.message}` : error.message;
    return code && !text.includes(code) ? `${code}: ${text}` : text;
  }
  return String(error);
}

/** One attempt, in the trace of the write that caused it (delivery-trace.ts): its `traceparent` is sent, its span ended with its outcome. */
export async function attemptDelivery(delivery: OutgoingDelivery, dispatcher: Dispatcher, timeoutMs: number): Promise<AttemptResult> {
  const trace = startAttemptTrace(delivery);
  const result = await post(delivery, trace.traceparent, dispatcher, timeoutMs);
  trace.end(result.responseStatus, result.error);
  return result;
}

async function post(delivery: OutgoingDelivery, traceparent: string, dispatcher: Dispatcher, timeoutMs: number): Promise<AttemptResult> {
  const attemptedAt = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // One timer for the whole attempt (AbortSignal.timeout costs several times as much per attempt).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    const response = await request(delivery.url, {
      method: 'POST',
      dispatcher,
      signal: deadline.signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(Math.floor(attemptedAt.getTime() / 1000)),
        'webhook-signature': signatureHeader(delivery.secrets, delivery.eventId, attemptedAt, delivery.payload),
        traceparent,
      },
      body: delivery.payload,
    });
    const responseBody = await readStart(response.body, RESPONSE_BODY_LIMIT);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return { attemptedAt, durationMs: elapsed(), responseStatus: response.statusCode, error: ok ? null : `the endpoint answered ${response.statusCode}`, responseBody };
  } catch (error) {
    return { attemptedAt, durationMs: elapsed(), responseStatus: null, error: withoutNul(describeFailure(error, timeoutMs)), responseBody: null };
  } finally {
    clearTimeout(timer);
  }
}
