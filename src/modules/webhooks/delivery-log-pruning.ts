/**
 * The delivery log's pruning (WEBHOOK_LOG_RETENTION_DAYS): deliveries that are no longer
 * pending (succeeded or failed), were queued before a cutoff and not attempted since are deleted
 * with their attempts
 * (the foreign key cascades). Pending ones stay whatever their age: they are still to be
 * delivered, or paused until their subscription is enabled again.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What one step of the walk did. */
export interface PruningStep {
  deleted: number;
  /** The last ordinal walked past (the next step starts after it); null when the step found nothing older than the cutoff. */
  last: string | null;
  /** Whether the walk is done: it reached a delivery queued at or after the cutoff, or the end of the log. */
  done: boolean;
}

/**
 * One step of the walk along a subscription's log, oldest first (the log's index: org,
 * subscription, ordinal), from after `after`: the next `batch` deliveries are read, those
 * finished and older than `cutoff` deleted, unless attempted since the cutoff (an old delivery
 * retried by hand, or re-enabled after a long pause, keeps its recent outcome). Pending
 * deliveries are walked past, not read again by the next step. The status and age are checked
 * on the row deleted, so a delivery retried meanwhile (pending again) stays.
 */
export async function pruneDeliveryLogStep(
  db: Kysely<DB>, orgId: string, subscriptionId: string, after: string, cutoff: Date, batch: number,
): Promise<PruningStep> {
  const { rows: [row] } = await sql<{ deleted: number; last: string | null; read: number; reached: boolean }>`
    WITH walked AS (
      SELECT id, ordinal, created_at FROM webhook_deliveries
       WHERE organization_id = ${orgId} AND subscription_id = ${subscriptionId} AND ordinal > ${after}::bigint
       ORDER BY ordinal LIMIT ${batch}
    ), gone AS (
      DELETE FROM webhook_deliveries d USING walked w
       WHERE d.organization_id = ${orgId} AND d.id = w.id AND d.status <> 'pending' AND d.created_at < ${cutoff}
         AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id AND a.attempted_at >= ${cutoff})
      RETURNING d.id
    )
    SELECT (SELECT count(*) FROM gone)::int AS deleted,
           (SELECT max(ordinal) FROM walked WHERE created_at < ${cutoff})::text AS last,
           (SELECT count(*) FROM walked)::int AS read,
           EXISTS (SELECT 1 FROM walked WHERE created_at >= ${cutoff}) AS reached`.execute(db);
  return { deleted: row!.deleted, last: row!.last, done: row!.reached || row!.read < batch };
}

/** The org's subscriptions, whose logs are pruned one after the other. */
export async function subscriptionIdsOf(db: Kysely<DB>, orgId: string): Promise<string[]> {
  const rows = await db.selectFrom('webhook_subscriptions').select('id').where('organization_id', '=', orgId).orderBy('id').execute();
  return rows.map((row) => row.id);
}
