/**
 * The client's fetch: every write carries an `Idempotency-Key` (one per call, the same on every
 * retry of it, so a retried write is never applied twice), and a request is retried on 429 (after
 * `Retry-After`), on 409 with `Retry-After` (its key's first request still running), on 500, 502,
 * 503 and 504, and when no whole answer comes (connection refused or reset, before or during the
 * body; the attempt's timeout), with exponential backoff and full jitter, a bounded number of
 * times. The body is read within the attempt, so its timeout and its retries cover it.
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
  if (response.status !== 409 && !RETRIED_STATUSES.has(response.status)) return null;
  if (retryAfter === null) return response.status === 409 ? null : backoffMs(attempt, options);
  return retryAfter <= options.maxRetryAfterMs ? retryAfter : null;
}

/** The defaults with the caller's options that are set; each checked, so that a bad value cannot mean "retry forever". */
export function retryOptions(given: Partial<RetryOptions> = {}): RetryOptions {
  const options: RetryOptions = { ...DEFAULT_RETRY };
  for (const [name, value] of Object.entries(given) as Array<[keyof RetryOptions, number | undefined]>) {
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || (name === 'retries' && !Number.isInteger(value))) {
      throw new RangeError(`retry.${name} must be ${name === 'retries' ? 'a whole number' : 'a number'} ≥ 0, not ${String(value)}`);
    }
    options[name] = value;
  }
  return options;
}

/**
 * A signal for one attempt: aborted by the caller's signal or after `timeoutMs`. `release()` ends
 * both links as soon as the attempt is over (AbortSignal.timeout would hold the attempt, its
 * request and its answer, until the timeout ran out: 30 s of pages for an exporter).
 */
function abortableFor(caller: AbortSignal, timeoutMs: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(caller.reason);
  if (caller.aborted) onAbort();
  else caller.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(`no whole answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      caller.removeEventListener('abort', onAbort);
    },
  };
}

/** Sleeps `ms`; an abort of `signal` meanwhile throws its reason, as an abort during a request does. */
const pause = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal }).catch(() => {
  throw signal.reason;
});

export function retryingFetch(options: RetryOptions, inner: typeof fetch = globalThis.fetch): (request: Request) => Promise<Response> {
  return async (original) => {
    const request = WRITE_METHODS.has(original.method) && !original.headers.has('idempotency-key')
      ? withHeader(original, 'idempotency-key', randomUUID())
      : original;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= options.retries;
      let response: Response;
      const attemptSignal = abortableFor(request.signal, options.timeoutMs);
      try {
        const answer = await inner(last ? request : request.clone(), { signal: attemptSignal.signal });
        // The whole body within the attempt: a reset or a stall while it arrives is retried like one before it.
        response = new ReadResponse(answer, answer.status === 204 || answer.status === 304 ? '' : await answer.text());
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason;
        if (last) throw new ApiConnectionError(request, attempt + 1, error);
        await pause(backoffMs(attempt, options), request.signal);
        continue;
      } finally {
        attemptSignal.release();
      }
      const wait = last ? null : waitAfter(response, attempt, options);
      if (wait === null) return response;
      await pause(wait, request.signal);
    }
  };
}

/**
 * A response whose body was read as text: text() and json() answer it without another copy (an
 * exporter reads thousands of pages, and each copy is memory the collector frees late).
 */
class ReadResponse extends Response {
  readonly #text: string;

  constructor(answer: Response, text: string) {
    super(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    this.#text = text;
  }

  override async text(): Promise<string> {
    return this.#text;
  }

  override async json(): Promise<unknown> {
    return JSON.parse(this.#text);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(this.#text).buffer as ArrayBuffer;
  }
}

function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request, { headers });
}
