/**
 * What an attempt's result makes of its delivery and its subscription (DECISIONS 13): a 2xx
 * succeeds; a 410 Gone fails the delivery at once and marks its subscription gone (disabled:
 * subscription-health.ts); any other failure schedules the next attempt (retry-schedule.ts) or,
 * after the last, fails the delivery. The record of the batch writes it
 * (deliveries.record.repository.ts).
 */
import { afterFailure } from './retry-schedule.js';
import type { AttemptResult } from './sender.js';
import { answeredGone } from './subscription-health.js';
import type { DeliveryStatus } from './webhooks.schemas.js';

/** What one attempt gave, and what becomes of the delivery. */
export interface AttemptRecord {
  attemptedAt: string;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
  responseBody: string | null;
  /** The delivery's status after this attempt, and when the next is due (pending only). */
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  /** The subscription's state after it: a 2xx clears its failures; 410 Gone disables it. */
  succeeded: boolean;
  gone: boolean;
}

/** The record of an attempt: its result, and what becomes of the delivery and its subscription. */
export function outcomeOf(result: AttemptResult, schedule: readonly number[], attemptsMade: number, retriable: boolean): AttemptRecord {
  const base = {
    attemptedAt: result.attemptedAt.toISOString(), durationMs: result.durationMs, responseStatus: result.responseStatus,
    error: result.error, responseBody: result.responseBody,
  };
  const status = result.responseStatus;
  if (status !== null && status >= 200 && status < 300) return { ...base, status: 'succeeded', nextAttemptAt: null, succeeded: true, gone: false };
  if (answeredGone(status)) return { ...base, status: 'failed', nextAttemptAt: null, succeeded: false, gone: true };
  const next = retriable ? afterFailure(schedule, attemptsMade, result.attemptedAt) : { status: 'failed' as const, at: null };
  return { ...base, status: next.status, nextAttemptAt: next.at?.toISOString() ?? null, succeeded: false, gone: false };
}
