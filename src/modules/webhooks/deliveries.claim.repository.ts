/**
 * SQL of the workers' claims (DECISIONS 13): due deliveries of every org leased in batches (on
 * purpose: a worker serves them all), with what an attempt needs, and claims never attempted
 * given back. A lease, not an open transaction, keeps a delivery a worker's while it is attempted.
 */
import { sql, type Kysely } from 'kysely';
import { apiTimestampSql, jsonObjectSql } from '../../db/json-sql.js';
import type { DB } from '../../db/schema.js';
import type { NamedStatements } from '../../db/driver/named-statements.js';
import { groupBy } from '../../lib/group-by.js';
import { withDeliveryPlan } from './delivery-plans.js';

/** What a worker needs to attempt a delivery: where, signed with what, and the body. */
export interface ClaimedDelivery {
  organization_id: string;
  id: string;
  /** Where the claim left the row (its `ctid`, as text): the record finds it there unless it was changed meanwhile. */
  tid: string;
  lease_token: string;
  attempt_count: number;
  event_id: string;
  url: string;
  secrets: string[];
  /** The JSON body; null when its change is no longer in the log. */
  payload: string | null;
  /** How long it had been due when claimed, in seconds. */
  waited_seconds: number;
  /** The `traceparent` of the write that made its change (migration 0018): its attempts continue that trace. */
  trace_parent: string | null;
}

/** The payload of a change delivery, built by the database from the entry `e`. */
const CHANGE_PAYLOAD = jsonObjectSql({
  id: 'e.id',
  type: `e.resource || '.' || e.action`,
  occurredAt: apiTimestampSql('e.occurred_at'),
  organizationId: 'e.organization_id',
  data: `json_build_object('record', e.record, 'changes', e.changes, 'actor', e.actor)`,
});

/**
 * Claims up to `$1` due deliveries for `$2` milliseconds: sets a lease (a fresh token) in its
 * own short transaction, so the attempt runs with no transaction open and no other instance
 * claims the delivery until the lease ends. Deliveries of a disabled subscription are paused
 * (no `next_attempt_at`) and never due.
 *
 * Due deliveries are walked in `next_attempt_at` order on the partial index
 * `webhook_deliveries_due`, stopping at the limit, and for each one a correlated subquery (never
 * turned into a join) looks up the oldest pending change of its record to its subscription on
 * `webhook_deliveries_record_order`: a delivery waits while an older change of the same record
 * is still pending (per record, never a newer change first). The rows locked are updated where
 * they lie (by `ctid`, which a row keeps while it is locked): joined back by key, the plan made
 * from statistics of a table that was empty probed an index by org alone and filtered the org's
 * every delivery for each row claimed (9,499 rows removed per row, 79 ms per claim of 30, in an
 * auto_explain capture as the deliveries of a run piled up).
 */
export const CLAIM = `WITH due AS (
  SELECT d.ctid FROM webhook_deliveries d
   WHERE d.status = 'pending' AND d.next_attempt_at <= clock_timestamp() AND (d.lease_until IS NULL OR d.lease_until < clock_timestamp())
     AND (d.record_id IS NULL OR d.change_seq = (
           SELECT o.change_seq FROM webhook_deliveries o
            WHERE o.organization_id = d.organization_id AND o.subscription_id = d.subscription_id AND o.record_id = d.record_id AND o.status = 'pending'
            ORDER BY o.change_seq LIMIT 1))
   ORDER BY d.next_attempt_at
   LIMIT $1
   FOR UPDATE OF d SKIP LOCKED
), claimed AS (
  UPDATE webhook_deliveries d
     SET lease_token = gen_random_uuid(), lease_until = clock_timestamp() + make_interval(secs => $2::double precision / 1000), attempt_count = d.attempt_count + 1
    FROM due WHERE d.ctid = due.ctid
  RETURNING d.organization_id, d.id, d.ctid::text AS tid, d.subscription_id, d.lease_token, d.attempt_count, d.event_id, d.change_seq, d.payload,
            extract(epoch FROM clock_timestamp() - d.next_attempt_at)::float8 AS waited_seconds
)
SELECT c.organization_id, c.id, c.tid, c.lease_token, c.attempt_count, c.event_id, s.url, c.waited_seconds,
       CASE WHEN s.previous_secret IS NOT NULL AND s.previous_secret_until > clock_timestamp()
            THEN ARRAY[s.secret, s.previous_secret] ELSE ARRAY[s.secret] END AS secrets,
       coalesce(c.payload, (SELECT ${CHANGE_PAYLOAD} FROM change_entries e WHERE e.organization_id = c.organization_id AND e.seq = c.change_seq)) AS payload,
       (SELECT e.trace_parent FROM change_entries e WHERE e.organization_id = c.organization_id AND e.seq = c.change_seq) AS trace_parent
  FROM claimed c JOIN webhook_subscriptions s ON s.organization_id = c.organization_id AND s.id = c.subscription_id`;

/** Claims up to `limit` due deliveries for `leaseMs` milliseconds (CLAIM), in a transaction of its own under the claim's plan. */
export function claimDue(db: Kysely<DB>, statements: NamedStatements, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return withDeliveryPlan(db, statements, 'by-index', (trx) => statements.run<ClaimedDelivery>(trx, CLAIM, [limit, leaseMs]));
}

/** Gives back claims never attempted (an instance stopping, a lease run short): due again at once, their attempt not counted. One statement per org. */
export async function releaseClaims(db: Kysely<DB>, deliveries: ReadonlyArray<Pick<ClaimedDelivery, 'organization_id' | 'id' | 'lease_token'>>): Promise<void> {
  const byOrg = groupBy(deliveries, (delivery) => delivery.organization_id);
  for (const [orgId, ofOrg] of byOrg) {
    await sql`
      UPDATE webhook_deliveries SET lease_token = NULL, lease_until = NULL, attempt_count = attempt_count - 1
       WHERE organization_id = ${orgId}
         AND (id, lease_token) IN (SELECT * FROM unnest(${ofOrg.map((delivery) => delivery.id)}::uuid[], ${ofOrg.map((delivery) => delivery.lease_token)}::uuid[]))`.execute(db);
  }
}
