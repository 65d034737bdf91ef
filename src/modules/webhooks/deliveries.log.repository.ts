/**
 * SQL of the delivery log as the API reads and changes it (DECISIONS 13): a subscription's
 * deliveries with their attempts, a manual retry, a test event, the pause of a disabled
 * subscription's pending deliveries (and their resumption); and what is pending across every
 * org, for the metrics.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { apiTimestampSql } from '../../db/json-sql.js';
import type { DB } from '../../db/schema.js';
import type { DeliveryStatus } from './webhooks.schemas.js';

/** A delivery of the log, with its attempts. */
export interface DeliveryLogRow {
  ordinal: string;
  id: string;
  event_id: string;
  type: string;
  status: DeliveryStatus;
  next_attempt_at: string | null;
  created_at: string;
  attempts: Array<{ attemptedAt: string; durationMs: number; responseStatus: number | null; error: string | null; responseBody: string | null }>;
}

const ATTEMPTS_JSON = `coalesce((SELECT json_agg(json_build_object(
    'attemptedAt', ${apiTimestampSql('a.attempted_at')}, 'durationMs', a.duration_ms, 'responseStatus', a.response_status,
    'error', a.error, 'responseBody', a.response_body) ORDER BY a.attempt)
  FROM webhook_attempts a WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id), '[]'::json)`;

/** Up to `limit` deliveries of a subscription, newest first, before the ordinal `before`. */
export async function readDeliveryLog(
  db: Kysely<DB>, orgId: string, subscriptionId: string, filter: { status: DeliveryStatus | null; before: string | null }, limit: number,
): Promise<DeliveryLogRow[]> {
  const result = await sql<DeliveryLogRow>`
    SELECT d.ordinal::text AS ordinal, d.id, d.event_id, d.type, d.status, d.next_attempt_at, d.created_at,
           ${sql.raw(ATTEMPTS_JSON)} AS attempts
      FROM webhook_deliveries d
     WHERE d.organization_id = ${orgId} AND d.subscription_id = ${subscriptionId}
       ${filter.status === null ? sql`` : sql`AND d.status = ${filter.status}`}
       ${filter.before === null ? sql`` : sql`AND d.ordinal < ${filter.before}::bigint`}
     ORDER BY d.ordinal DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}

/** When a delivery queued now for the subscription is due: now, or never while the subscription is disabled (paused). */
const dueNow = (orgId: string, subscriptionId: string) => sql<string | null>`(SELECT CASE WHEN s.enabled THEN clock_timestamp() END
  FROM webhook_subscriptions s WHERE s.organization_id = ${orgId} AND s.id = ${subscriptionId})`;

/**
 * Pauses the subscription's pending deliveries (it was disabled: none is due), or makes the
 * paused ones due now (it was re-enabled).
 */
export async function pauseDeliveries(db: Kysely<DB>, orgId: string, subscriptionId: string, paused: boolean): Promise<void> {
  await sql`
    UPDATE webhook_deliveries SET next_attempt_at = ${paused ? null : sql`clock_timestamp()`}
     WHERE organization_id = ${orgId} AND subscription_id = ${subscriptionId} AND status = 'pending'
       AND next_attempt_at IS ${paused ? sql`NOT NULL` : sql`NULL`}`.execute(db);
}

/** Makes a delivery due now (a manual retry; paused while the subscription is disabled); false when the subscription has no such delivery. */
export async function retryDelivery(db: Kysely<DB>, orgId: string, subscriptionId: string, deliveryId: string): Promise<boolean> {
  const result = await sql`
    UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ${dueNow(orgId, subscriptionId)}
     WHERE organization_id = ${orgId} AND subscription_id = ${subscriptionId} AND id = ${deliveryId}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Queues an event with its own payload (`webhook.test`). */
export async function queueEvent(db: Kysely<DB>, orgId: string, subscriptionId: string, event: { id: string; type: string; payload: string }): Promise<void> {
  await db.insertInto('webhook_deliveries').values({
    organization_id: orgId, subscription_id: subscriptionId, event_id: event.id, type: event.type, payload: event.payload,
    change_seq: null, record_id: null, next_attempt_at: dueNow(orgId, subscriptionId),
  }).execute();
}

/** Pending deliveries of every organization: due now, scheduled for a retry, paused (their subscription disabled); and how long the oldest due one has waited. */
export interface PendingDeliveries {
  due: number;
  scheduled: number;
  paused: number;
  oldestDueSeconds: number;
}

const PENDING = `SELECT count(*) FILTER (WHERE next_attempt_at <= clock_timestamp())::int AS due,
       count(*) FILTER (WHERE next_attempt_at > clock_timestamp())::int AS scheduled,
       count(*) FILTER (WHERE next_attempt_at IS NULL)::int AS paused,
       coalesce(extract(epoch FROM clock_timestamp() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= clock_timestamp())), 0)::float8 AS oldest_due_seconds
  FROM webhook_deliveries WHERE status = 'pending'`;

/** What is pending, for the metrics (read at each scrape). */
export async function pendingDeliveries(db: Kysely<DB>): Promise<PendingDeliveries> {
  const row = (await db.executeQuery<{ due: number; scheduled: number; paused: number; oldest_due_seconds: number }>(CompiledQuery.raw(PENDING, []))).rows[0]!;
  return { due: row.due, scheduled: row.scheduled, paused: row.paused, oldestDueSeconds: row.oldest_due_seconds };
}
