/**
 * SQL of the record (DECISIONS 13): the outcomes of a batch of one org's attempts written in one
 * statement and one commit, each only while its lease holds, with what they make of their
 * subscriptions; then the deliveries of the subscriptions disabled are paused.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { retryingDeadlocks } from '../../db/sql.js';
import type { NamedStatements } from '../../db/driver/named-statements.js';
import type { AttemptRecord } from './attempt-outcome.js';
import type { ClaimedDelivery } from './deliveries.claim.repository.js';
import { pauseDeliveries } from './deliveries.log.repository.js';
import { withDeliveryPlan } from './delivery-plans.js';
import { DISABLED_REASON_SQL, DISABLES_SQL, FAILING_SINCE_SQL } from './subscription-health.js';

/**
 * Records a batch of attempts in one statement (one commit), each only if the lease is still
 * this worker's (a delivery whose lease ran out may be another instance's by now: its outcome is
 * then dropped), and returns the subscriptions now disabled.
 *
 * Each subscription ends as its attempts of the batch, in the order they were made, leave it: a
 * run of failures starts at the first failure after its last success (or goes on from
 * `failing_since` when the batch has no success), a success at the end clears it, and the
 * subscription is disabled by a 410 Gone or when that run is 5 days old (the verdict is
 * subscription-health.ts's: FAILING_SINCE_SQL, DISABLES_SQL, DISABLED_REASON_SQL). Only outcomes
 * whose lease held count, each taken from the row that matched its delivery and lease (a batch may
 * hold a stale outcome of the same delivery, attempted under a lease that ran out). Subscriptions
 * are locked in key order, so two instances recording at once never deadlock on them, with FOR NO
 * KEY UPDATE, which the fan-out's foreign-key checks (FOR KEY SHARE) do not wait for; rows that
 * nothing changes (every attempt succeeded, nothing was failing) are not touched. One statement
 * records one org's attempts (`$1`; it names its org, as every statement serving one org does);
 * they travel as one JSON array (`json_to_recordset`).
 *
 * Each delivery is found where its claim left it (`tid`, the row's `ctid` then), or, when the row
 * has changed since (its subscription's deliveries paused meanwhile), by its key; the update then
 * takes the rows found by `ctid`. Run under the record's plan (PLAN_BY_TID, `withDeliveryPlan`).
 * Named by their keys (`id = ANY (…)`), the deliveries were read by a plan that followed the
 * statistics: gathered when the org had no deliveries, they made it read every delivery of the org
 * per batch (207,005 entries of the primary key for 130 outcomes in a benchmark run, after the
 * table was emptied and vacuumed).
 */
export const RECORD_ATTEMPTS = `WITH outcome AS (
  SELECT * FROM json_to_recordset($2::json) AS o(
    tid tid, id uuid, lease_token uuid, status text, next_attempt_at timestamptz, attempted_at timestamptz,
    duration_ms integer, response_status integer, error text, response_body text, succeeded boolean, gone boolean)
), found AS (
  SELECT o.*, coalesce(
           (SELECT d.ctid FROM webhook_deliveries d WHERE d.ctid = o.tid AND d.organization_id = $1 AND d.id = o.id),
           (SELECT d.ctid FROM webhook_deliveries d WHERE d.organization_id = $1 AND d.id = o.id)) AS at
    FROM outcome o
), done AS (
  UPDATE webhook_deliveries d SET status = o.status, next_attempt_at = o.next_attempt_at, lease_token = NULL, lease_until = NULL
    FROM found o
   WHERE d.ctid = ANY (ARRAY(SELECT at FROM found)) AND d.ctid = o.at AND d.organization_id = $1 AND d.id = o.id AND d.lease_token = o.lease_token
  RETURNING d.organization_id, d.id, d.subscription_id, d.attempt_count,
            o.attempted_at, o.duration_ms, o.response_status, o.error, o.response_body, o.succeeded, o.gone
), attempt AS (
  INSERT INTO webhook_attempts (organization_id, delivery_id, attempt, attempted_at, duration_ms, response_status, error, response_body)
  SELECT organization_id, id, attempt_count, attempted_at, duration_ms, response_status, error, response_body FROM done
  ON CONFLICT DO NOTHING
), by_subscription AS (
  SELECT subscription_id, bool_or(gone) AS gone, max(attempted_at) FILTER (WHERE succeeded) AS succeeded_at
    FROM done GROUP BY subscription_id
), standing AS (
  SELECT b.subscription_id, b.gone, b.succeeded_at,
         (SELECT min(r.attempted_at) FROM done r
           WHERE r.subscription_id = b.subscription_id AND NOT r.succeeded
             AND (b.succeeded_at IS NULL OR r.attempted_at > b.succeeded_at)) AS failed_from
    FROM by_subscription b
), locked AS (
  SELECT s.id, t.gone,
         ${FAILING_SINCE_SQL} AS failing_since
    FROM webhook_subscriptions s JOIN standing t ON s.id = t.subscription_id
   WHERE s.organization_id = $1 AND (t.gone OR t.failed_from IS NOT NULL OR s.failing_since IS NOT NULL)
   ORDER BY s.id
     FOR NO KEY UPDATE OF s
), judged AS (
  SELECT l.id, l.gone, l.failing_since,
         ${DISABLES_SQL} AS disables
    FROM locked l
), subscription AS (
  UPDATE webhook_subscriptions s
     SET failing_since = j.failing_since,
         enabled = s.enabled AND NOT j.disables,
         disabled_reason = ${DISABLED_REASON_SQL},
         updated_at = CASE WHEN j.disables THEN clock_timestamp() ELSE s.updated_at END
    FROM judged j
   WHERE s.organization_id = $1 AND s.id = j.id
  RETURNING s.id, s.enabled
)
SELECT ARRAY(SELECT id FROM done)::text[] AS recorded, ARRAY(SELECT s.id FROM subscription s WHERE NOT s.enabled)::text[] AS disabled`;

/** An attempt to record: the delivery (as claimed) and its outcome. */
export interface FinishedAttempt {
  delivery: Pick<ClaimedDelivery, 'organization_id' | 'id' | 'lease_token' | 'tid'>;
  outcome: AttemptRecord;
}

/**
 * Records one org's attempts (RECORD_ATTEMPTS) and pauses the deliveries of the subscriptions
 * they disabled (410 Gone, 5 days of failures), or that were disabled while they were attempted;
 * returns how many attempts were recorded (the others had lost their lease). Recording again
 * what was recorded does nothing (its lease is gone), so a batch that lost a deadlock may be
 * recorded again; the pauses, which such a second run would not find, are retried on their own.
 *
 * A delivery updated by another transaction while the statement waited for its row (its
 * subscription's deliveries paused, a manual retry) is not where the statement looked for it:
 * the update, rechecking the row's newest version, finds another `ctid` and passes it by. Those
 * not recorded are recorded once more by a second statement, whose snapshot sees the change and
 * finds them by key; the ones whose lease is gone record nothing there either.
 */
export async function recordAttempts(db: Kysely<DB>, statements: NamedStatements, orgId: string, attempts: readonly FinishedAttempt[]): Promise<number> {
  const first = await recordOnce(db, statements, orgId, attempts);
  if (first.length === attempts.length) return first.length;
  const recorded = new Set(first);
  const again = await recordOnce(db, statements, orgId, attempts.filter((attempt) => !recorded.has(attempt.delivery.id)));
  return first.length + again.length;
}

/** One RECORD_ATTEMPTS statement in a transaction of its own under the record's plan, then the pauses; returns the ids of the deliveries recorded. */
async function recordOnce(db: Kysely<DB>, statements: NamedStatements, orgId: string, attempts: readonly FinishedAttempt[]): Promise<string[]> {
  const [row] = await withDeliveryPlan(db, statements, 'by-tid',
    (trx) => statements.run<{ recorded: string[]; disabled: string[] }>(trx, RECORD_ATTEMPTS, [orgId, outcomesJson(attempts)]));
  for (const subscriptionId of row?.disabled ?? []) await retryingDeadlocks(() => pauseDeliveries(db, orgId, subscriptionId, true));
  return row?.recorded ?? [];
}

/** A batch of attempts as RECORD_ATTEMPTS reads it (`$2`): one JSON array. */
export function outcomesJson(attempts: readonly FinishedAttempt[]): string {
  return JSON.stringify(attempts.map(({ delivery, outcome }) => ({
    tid: delivery.tid, id: delivery.id, lease_token: delivery.lease_token,
    status: outcome.status, next_attempt_at: outcome.nextAttemptAt, attempted_at: outcome.attemptedAt, duration_ms: outcome.durationMs,
    response_status: outcome.responseStatus, error: outcome.error, response_body: outcome.responseBody,
    succeeded: outcome.succeeded, gone: outcome.gone,
  })));
}
