/**
 * The client's fetch: every write carries an `Idempotency-Key` (one per call, the same on every
 * retry of it, so a retried write is never applied twice), and a request is retried on 429 (after
 * `Retry-After`), on 409 with `Retry-After` (its key's first request still running), on 500, 502,
 * 503 and 504, and when no answer comes (connection refused or reset, timeout), with exponential
 * backoff and full jitter, a bounded number of times.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiConnectionError, retryAfterMs } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 4; 0 turns retrying off). */
  retries: number;
  /** The first backoff's ceiling in ms (default 250); it doubles on each retry. */
  baseDelayMs: number;
  /** No backoff is longer than this, in ms (default 10,000). */
  maxDelayMs: number;
  /** A `Retry-After` longer than this (ms, default 60,000) is not waited out: the answer is returned. */
  maxRetryAfterMs: number;
  /** Each attempt's own time limit in ms (default 30,000). */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 4, baseDelayMs: 250, maxDelayMs: 10_000, maxRetryAfterMs: 60_000, timeoutMs: 30_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Up to `base · 2^attempt` (at most `max`), drawn uniformly: retries of many clients spread out. */
export function backoffMs(attempt: number, options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs'>, random = Math.random): number {
  return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt));
}

/** How long to wait before retrying after `response`, or null when it is not retried. */
function waitAfter(response: Response, attempt: number, options: RetryOptions): number | null {
  const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
  if (response.status === 409) return retryAfter;
  if (!RETRIED_STATUSES.has(response.status)) return null;
  if (retryAfter === null) return backoffMs(attempt, options);
  return retryAfter <= options.maxRetryAfterMs ? retryAfter : null;
}

export function retryingFetch(options: RetryOptions, inner: typeof fetch = globalThis.fetch): (request: Request) => Promise<Response> {
  return async (original) => {
    const request = WRITE_METHODS.has(original.method) && !original.headers.has('idempotency-key')
      ? withHeader(original, 'idempotency-key', randomUUID())
      : original;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= options.retries;
      let response: Response;
      try {
        const signal = request.signal.aborted ? request.signal : AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]);
        response = await inner(last ? request : request.clone(), { signal });
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason;
        if (last) throw new ApiConnectionError(request, attempt + 1, error);
        await sleep(backoffMs(attempt, options), undefined, { signal: request.signal });
        continue;
      }
      const wait = last ? null : waitAfter(response, attempt, options);
      if (wait === null) return response;
      await response.body?.cancel();
      await sleep(wait, undefined, { signal: request.signal });
    }
  };
}

function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request, { headers });
}
