/**
 * SQL of webhook deliveries (DECISIONS 13): the fan-out of the change log into deliveries, the
 * workers' claims and outcomes, and the delivery log. Statements that serve one org name it;
 * the workers' claim looks for due deliveries of every org on purpose.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { apiTimestampSql, jsonObjectSql } from '../../db/json-sql.js';
import { groupBy } from '../../lib/group-by.js';
import { retryingDeadlocks } from '../../db/sql.js';
import type { DB } from '../../db/schema.js';
import type { NamedStatements } from '../../db/statements.js';
import { PLAN_BY_INDEX, PLAN_BY_TID, withDeliveryPlan } from './delivery-plans.js';
import { PATTERN_MATCH_SQL } from './event-patterns.js';
import type { DeliveryStatus } from './webhooks.schemas.js';

/**
 * The deliveries a change entry `e` makes: one per enabled subscription `s` of its org whose
 * events match it, due since the change was written (its `occurredAt`, never later than now), so
 * that the time a fan-out took counts in the delivery lag (`smr_webhook_delivery_lag_seconds`).
 */
const DELIVERY_COLUMNS = 'organization_id, subscription_id, change_seq, record_id, event_id, type, next_attempt_at';
const deliveryValues = `e.organization_id, s.id, e.seq, e.record_id, e.id::text, e.resource || '.' || e.action, least(e.occurred_at, clock_timestamp())`;

/**
 * Fans out the org's next `$2` changes after its dispatch position, and moves the position past
 * them, in one statement holding the dispatch row: another instance fanning out the same org
 * skips it (SKIP LOCKED) instead of waiting, and reads nothing. Within an org, seq order is commit
 * order, so reading after the position never passes a change still to commit (DECISIONS 5); the
 * position moves to the last change read, never further. Says how many changes it read (none
 * when another instance holds the row, or the org has no dispatch row). The position is a scalar
 * (an InitPlan), so the log is read from it on its index whatever the plan: joined as a row, the
 * plan read the org's whole log and filtered it.
 */
export const FAN_OUT = `WITH position AS (
  SELECT last_seq FROM webhook_dispatch WHERE organization_id = $1 FOR UPDATE SKIP LOCKED
), batch AS (
  SELECT e.organization_id, e.seq, e.id, e.resource, e.action, e.record_id, e.occurred_at FROM change_entries e
   WHERE e.organization_id = $1 AND e.seq > (SELECT last_seq FROM position) ORDER BY e.seq LIMIT $2
), queued AS (
  INSERT INTO webhook_deliveries (${DELIVERY_COLUMNS})
  SELECT ${deliveryValues} FROM batch e
    JOIN webhook_subscriptions s ON s.organization_id = $1 AND s.enabled AND e.seq > s.starts_after AND ${PATTERN_MATCH_SQL}
   ORDER BY e.seq, s.id
  RETURNING 1
), advanced AS (
  UPDATE webhook_dispatch SET last_seq = (SELECT max(seq) FROM batch)
   WHERE organization_id = $1 AND EXISTS (SELECT 1 FROM batch)
)
SELECT (SELECT count(*) FROM batch)::int AS read, (SELECT count(*) FROM queued)::int AS queued`;

/** Fans out the org's next `limit` changes (FAN_OUT); says how many changes it read and how many deliveries it queued. */
export async function fanOut(db: Kysely<DB>, statements: NamedStatements, orgId: string, limit: number): Promise<{ read: number; queued: number }> {
  const [row] = await statements.run<{ read: number; queued: number }>(db, FAN_OUT, [orgId, limit]);
  return { read: row?.read ?? 0, queued: row?.queued ?? 0 };
}

/**
 * The orgs that have (or had) subscriptions (a commit of another org wakes nobody), and among
 * them those whose dispatch position is behind their change log.
 */
export async function dispatchedOrgs(db: Kysely<DB>): Promise<{ all: Set<string>; behind: string[] }> {
  const result = await sql<{ organization_id: string; behind: boolean }>`
    SELECT d.organization_id, EXISTS (SELECT 1 FROM change_entries e WHERE e.organization_id = d.organization_id AND e.seq > d.last_seq) AS behind
      FROM webhook_dispatch d`.execute(db);
  return { all: new Set(result.rows.map((row) => row.organization_id)), behind: result.rows.filter((row) => row.behind).map((row) => row.organization_id) };
}

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
       coalesce(c.payload, (SELECT ${CHANGE_PAYLOAD} FROM change_entries e WHERE e.organization_id = c.organization_id AND e.seq = c.change_seq)) AS payload
  FROM claimed c JOIN webhook_subscriptions s ON s.organization_id = c.organization_id AND s.id = c.subscription_id`;

export function claimDue(db: Kysely<DB>, statements: NamedStatements, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return withDeliveryPlan(db, statements, 'by-index', (trx) => statements.run<ClaimedDelivery>(trx, CLAIM, [limit, leaseMs]));
}

/** The worker's statements, sent as named statements (the server plans each once per connection). */
export const deliveryStatements = (): string[] => [FAN_OUT, PLAN_BY_INDEX, CLAIM, PLAN_BY_TID, RECORD_ATTEMPTS];

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

/** The failures after which a subscription is disabled: every attempt failed for this long. */
export const FAILING_DISABLES_AFTER = '5 days';

/**
 * Records a batch of attempts in one statement (one commit), each only if the lease is still
 * this worker's (a delivery whose lease ran out may be another instance's by now: its outcome is
 * then dropped), and returns the subscriptions now disabled.
 *
 * Each subscription ends as its attempts of the batch, in the order they were made, leave it: a
 * run of failures starts at the first failure after its last success (or goes on from
 * `failing_since` when the batch has no success), a success at the end clears it, and the
 * subscription is disabled by a 410 Gone or when that run is 5 days old. Only outcomes whose lease
 * held count, each taken from the row that matched its delivery and lease (a batch may hold a
 * stale outcome of the same delivery, attempted under a lease that ran out). Subscriptions are
 * locked in key order, so two instances recording at once never deadlock on them, with FOR NO KEY
 * UPDATE, which the fan-out's foreign-key checks (FOR KEY SHARE) do not wait for; rows that
 * nothing changes (every attempt succeeded, nothing was failing) are not touched. One statement records
 * one org's attempts (`$1`; it names its org, as every statement serving one org does); they
 * travel as one JSON array (`json_to_recordset`).
 *
 * Each delivery is found where its claim left it (`tid`, the row's `ctid` then), or, when the row
 * has changed since (its subscription's deliveries paused meanwhile), by its key; the update then
 * takes the rows found by `ctid`. Run after PLAN_BY_TID in one transaction. Named by their keys
 * (`id = ANY (…)`), the deliveries were read by a plan that followed the statistics: gathered
 * when the org had no deliveries, they made it read every delivery of the org per batch (207,005
 * entries of the primary key for 130 outcomes in a benchmark run, after the table was emptied and
 * vacuumed).
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
         CASE WHEN t.failed_from IS NULL THEN NULL WHEN t.succeeded_at IS NULL THEN coalesce(s.failing_since, t.failed_from) ELSE t.failed_from END AS failing_since
    FROM webhook_subscriptions s JOIN standing t ON s.id = t.subscription_id
   WHERE s.organization_id = $1 AND (t.gone OR t.failed_from IS NOT NULL OR s.failing_since IS NOT NULL)
   ORDER BY s.id
     FOR NO KEY UPDATE OF s
), judged AS (
  SELECT l.id, l.gone, l.failing_since,
         l.gone OR coalesce(l.failing_since <= clock_timestamp() - interval '${FAILING_DISABLES_AFTER}', false) AS disables
    FROM locked l
), subscription AS (
  UPDATE webhook_subscriptions s
     SET failing_since = j.failing_since,
         enabled = s.enabled AND NOT j.disables,
         disabled_reason = CASE WHEN j.gone THEN 'the endpoint answered 410 Gone'
                                WHEN j.disables THEN 'every delivery failed for ${FAILING_DISABLES_AFTER}'
                                ELSE s.disabled_reason END,
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

/** One RECORD_ATTEMPTS statement in its transaction, then the pauses; returns the ids of the deliveries recorded. */
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

/** Queues every change of the org at or after the seq `from` that the subscription's events match; returns how many. */
export async function queueReplay(db: Kysely<DB>, orgId: string, subscriptionId: string, from: string): Promise<number> {
  const result = await sql`
    INSERT INTO webhook_deliveries (${sql.raw(DELIVERY_COLUMNS)})
    SELECT e.organization_id, s.id, e.seq, e.record_id, e.id::text, e.resource || '.' || e.action, CASE WHEN s.enabled THEN clock_timestamp() END
      FROM change_entries e
      JOIN webhook_subscriptions s ON s.organization_id = ${orgId} AND s.id = ${subscriptionId} AND ${sql.raw(PATTERN_MATCH_SQL)}
     WHERE e.organization_id = ${orgId} AND e.seq >= ${from}
     ORDER BY e.seq`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
