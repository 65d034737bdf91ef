/**
 * Webhooks on a developer's machine without exposing a receiver: `forwardChanges()` follows the
 * change feed (`/v2/changes`, by `sync()` from a checkpoint) and POSTs each change to a local URL
 * as the service's webhook delivery of it: the same body `{ id, type, occurredAt,
 * organizationId, data: { record, changes, actor } }` and the Standard Webhooks headers
 * (`webhook-id`: the change id; `webhook-timestamp`; `webhook-signature` with the secret given),
 * so a receiver built for the service's deliveries (`createWebhookHandler`) takes them unchanged.
 *
 * One change at a time, in commit order. A delivery that fails (no 2xx within the timeout) is
 * retried with exponential backoff, and the position is saved only past delivered changes: it
 * never moves past an undelivered one. Stopped and started again, it goes on from the saved
 * position; a change whose answer was lost to the stop is delivered again (at least once, as the
 * service's webhooks).
 *
 * What differs from a subscription: a change entry does not carry the organization's id, which
 * the payload does, so it is an option (`organizationId`); every other field of the payload is the
 * entry's own (the record exactly as the service's delivery has it, the tombstone for a delete).
 * `webhook.test` events, secret rotation, 410 and the service's retry schedule are the service's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { Checkpoint } from './checkpoints.js';
import { CLIENT_VERSION, type SmrClient } from './client.js';

/** What the forwarder reads of a change entry (the whole entry is `components['schemas']['Change']`). */
interface FeedEntry {
  id: string;
  seq: string;
  type: string;
  occurredAt: string;
  record: unknown;
  changes: unknown;
  actor: unknown;
}

export interface ForwardRetry {
  /** The wait after the first failed attempt, doubled after each further one (default 500 ms). */
  baseDelayMs: number;
  /** The longest wait between attempts (default 30 s). */
  maxDelayMs: number;
  /** Attempts of one change before forwardChanges rejects, its position not saved (default: no end, until `signal` aborts). */
  maxAttempts: number;
}

/** One attempt at delivering a change, as `onAttempt` is told of it. */
export interface ForwardAttempt {
  id: string;
  type: string;
  attempt: number;
  /** The receiver's status, or null when none came (refused, timed out). */
  status: number | null;
  delivered: boolean;
  /** Why it failed, for a failed attempt. */
  error?: string;
  /** The wait before the next attempt, for a failed one that will be retried. */
  retryInMs?: number;
}

export interface ForwardOptions {
  /** A client of the service (`createClient`), with an API key with the read scope. */
  client: Pick<SmrClient, 'sync'>;
  /** Where to POST the deliveries, such as `http://localhost:4000/hooks`. */
  to: string;
  /** The secret to sign with (`whsec_` and base64), the one the receiver verifies with. */
  secret: string;
  /** The organization's id, the payload's `organizationId` (the change feed does not carry it). */
  organizationId: string;
  /** Where the position is kept (a `FileCheckpoint` to continue after a restart). */
  checkpoint: Checkpoint;
  /** Change types, as a subscription's `events`: `action_item.*`, `event.created`, `*` (default: every change). */
  events?: string[];
  /** With no saved position: the instant to start at (the feed's `since`). Default: the oldest change the log holds. */
  start?: string;
  /** Keep following: after the last change, poll again every this many ms until `signal` aborts. Default: return at the end of the feed. */
  followEveryMs?: number;
  signal?: AbortSignal;
  retry?: Partial<ForwardRetry>;
  /** How long one attempt may take, connecting to the answer's status (default 10 s, as the service's). */
  timeoutMs?: number;
  /** Told of every attempt, delivered or not. */
  onAttempt?: (attempt: ForwardAttempt) => void;
  /** The fetch to POST with (default: the global one). */
  fetch?: typeof fetch;
}

export const DEFAULT_FORWARD_RETRY: ForwardRetry = { baseDelayMs: 500, maxDelayMs: 30_000, maxAttempts: Infinity };

/** The delivery the service's webhooks make of a change entry (deliveries.claim.repository.ts builds the same). */
export const webhookPayloadOf = (entry: FeedEntry, organizationId: string): string => JSON.stringify({
  id: entry.id,
  type: entry.type,
  occurredAt: entry.occurredAt,
  organizationId,
  data: { record: entry.record, changes: entry.changes, actor: entry.actor },
});

/** A change that could not be delivered within `retry.maxAttempts`; the position stays before it. */
export class ForwardError extends Error {
  constructor(readonly changeId: string, readonly attempts: number, reason: string) {
    super(`change ${changeId} was not delivered after ${attempts} attempt(s): ${reason}`);
    this.name = 'ForwardError';
  }
}

const USER_AGENT = `smr-listen/${CLIENT_VERSION}`;

/** One signed POST; the receiver's status, or the reason none came. */
async function attempt(options: ForwardOptions, entry: FeedEntry, payload: string, timeoutMs: number): Promise<{ status: number | null; error?: string }> {
  const now = new Date();
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  try {
    const response = await (options.fetch ?? fetch)(options.to, {
      method: 'POST',
      signal: AbortSignal.any(signals),
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': entry.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(options.secret).sign(entry.id, now, payload),
      },
      body: payload,
    });
    await response.body?.cancel().catch(() => {});
    return response.ok ? { status: response.status } : { status: response.status, error: `the receiver answered ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return { status: null, error: (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : cause ?? (error as Error).message };
  }
}

/** Delivers one change, retrying until it is delivered; false when `signal` aborted first. */
async function deliver(options: ForwardOptions, entry: FeedEntry, retry: ForwardRetry, timeoutMs: number): Promise<boolean> {
  const payload = webhookPayloadOf(entry, options.organizationId);
  for (let attempts = 1; ; attempts++) {
    if (options.signal?.aborted) return false;
    const result = await attempt(options, entry, payload, timeoutMs);
    const delivered = result.error === undefined;
    const last = !delivered && attempts >= retry.maxAttempts;
    const retryInMs = delivered || last ? undefined : Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempts - 1));
    options.onAttempt?.({ id: entry.id, type: entry.type, attempt: attempts, status: result.status, delivered, ...(delivered ? {} : { error: result.error! }), ...(retryInMs === undefined ? {} : { retryInMs }) });
    if (delivered) return true;
    if (options.signal?.aborted) return false;
    if (last) throw new ForwardError(entry.id, attempts, result.error!);
    try {
      await sleep(retryInMs, undefined, options.signal ? { signal: options.signal } : {});
    } catch {
      return false;
    }
  }
}

/**
 * Forwards the changes after the checkpoint's position to `to`, signed as webhook deliveries;
 * resolves with how many were delivered, at the end of the feed (or once `signal` aborts, when
 * following). Rejects with ForwardError when a change is still undelivered after
 * `retry.maxAttempts`, and with the client's error when the feed cannot be read.
 */
export async function forwardChanges(options: ForwardOptions): Promise<{ delivered: number }> {
  const retry = { ...DEFAULT_FORWARD_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const events = options.events?.filter((pattern) => pattern.trim() !== '') ?? [];
  const pages = options.client.sync('/v2/changes', {
    checkpoint: options.checkpoint,
    ...(events.length > 0 && !events.includes('*') ? { query: { types: events.join(',') } } : {}),
    ...(options.start === undefined ? {} : { start: options.start }),
    ...(options.followEveryMs === undefined ? {} : { followEveryMs: options.followEveryMs }),
    ...(options.signal ? { signal: options.signal } : {}),
  } as never);
  let delivered = 0;
  for await (const page of pages as AsyncIterable<{ data: unknown[] }>) {
    for (const entry of page.data as FeedEntry[]) {
      if (!(await deliver(options, entry, retry, timeoutMs))) return { delivered };
      delivered++;
      // The feed's cursor is the seq of the last entry read: saved after each delivered change, a restart repeats none of them.
      await options.checkpoint.save(entry.seq);
    }
  }
  return { delivered };
}
