/**
 * Webhook deliveries written straight into the table, for the tests that hold the workers'
 * statements to their plans: a subscription, a run of delivered deliveries and pending ones
 * (leased, as a claim leaves them, or due), and the attempts a worker would record for them.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { FinishedAttempt } from '../../src/modules/webhooks/deliveries.record.repository.js';

/** A subscription of the org to every change; returns its id. */
export async function subscribedTo(db: Kysely<DB>, orgId: string): Promise<string> {
  const { rows: [subscription] } = await sql<{ id: string }>`
    INSERT INTO webhook_subscriptions (organization_id, url, events, secret, starts_after)
    VALUES (${orgId}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0') RETURNING id`.execute(db);
  return subscription!.id;
}

export interface PendingRow { organization_id: string; id: string; lease_token: string; tid: string }

/**
 * `delivered` succeeded deliveries of the subscription, then `pending` pending ones due a second
 * ago (each of its own record), leased for a minute when `leased`; returns the pending ones with
 * where they lie (`tid`), as a claim returns them.
 */
export async function insertDeliveries(
  db: Kysely<DB>, orgId: string, subscriptionId: string, counts: { delivered: number; pending: number; leased: boolean },
): Promise<PendingRow[]> {
  const { delivered, pending, leased } = counts;
  const { rows } = await sql<{ organization_id: string; id: string; lease_token: string | null; tid: string; status: string }>`
    INSERT INTO webhook_deliveries (organization_id, subscription_id, record_id, change_seq, event_id, type, payload, status, attempt_count, next_attempt_at, lease_token, lease_until)
    SELECT ${orgId}, ${subscriptionId}, gen_random_uuid(), lpad(n::text, 8, '0'), gen_random_uuid()::text, 'action_item.updated', '{}',
           CASE WHEN n <= ${delivered} THEN 'succeeded' ELSE 'pending' END, 1,
           CASE WHEN n <= ${delivered} THEN NULL ELSE clock_timestamp() - interval '1 second' END,
           CASE WHEN n > ${delivered} AND ${leased} THEN gen_random_uuid() END,
           CASE WHEN n > ${delivered} AND ${leased} THEN clock_timestamp() + interval '1 minute' END
      FROM generate_series(1, ${delivered + pending}) AS n
    RETURNING organization_id, id, lease_token, ctid::text AS tid, status`.execute(db);
  return rows.filter((row) => row.status === 'pending').map(({ organization_id, id, lease_token, tid }) => ({ organization_id, id, lease_token: lease_token ?? '', tid }));
}

/** A successful attempt of each delivery, as a worker records it. */
export const succeeded = (deliveries: readonly PendingRow[]): FinishedAttempt[] => deliveries.map((delivery) => ({
  delivery,
  outcome: {
    attemptedAt: new Date().toISOString(), durationMs: 2, responseStatus: 204, error: null, responseBody: '',
    status: 'succeeded', nextAttemptAt: null, succeeded: true, gone: false,
  },
}));
