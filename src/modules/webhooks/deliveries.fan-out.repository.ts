/**
 * SQL of the fan-out (DECISIONS 13): the change log turned into webhook deliveries, one per
 * change and matching enabled subscription. The workers fan out each org's log from its dispatch
 * position on; a replay queues a subscription's past changes again on demand.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NamedStatements } from '../../db/driver/named-statements.js';
import { PATTERN_MATCH_SQL } from './event-patterns.js';

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
