/**
 * SQL of webhook subscriptions (DECISIONS 13). Every statement names the org. A subscription
 * receives the changes with a seq after its `starts_after`: the org's latest seq when it was
 * created or re-enabled.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, WebhookSubscriptionsTable } from '../../db/schema.js';

export type SubscriptionRow = Selectable<WebhookSubscriptionsTable>;

const NO_SEQ = '0'.repeat(28);

/** SQL for the org's latest change seq (all zeros before its first change). */
const latestSeq = (orgId: string) =>
  sql<string>`coalesce((SELECT max(e.seq) FROM change_entries e WHERE e.organization_id = ${orgId}), ${NO_SEQ})`;

/**
 * Locks the org's dispatch row for the rest of the transaction, creating it at the org's latest
 * seq if it is the org's first subscription: creations of one org are serialized (the limit of
 * 20 holds), and fan-out starts from there.
 */
export async function lockDispatch(trx: Kysely<DB>, orgId: string): Promise<void> {
  await sql`INSERT INTO webhook_dispatch (organization_id, last_seq) VALUES (${orgId}, ${latestSeq(orgId)}) ON CONFLICT (organization_id) DO NOTHING`.execute(trx);
  await sql`SELECT last_seq FROM webhook_dispatch WHERE organization_id = ${orgId} FOR UPDATE`.execute(trx);
}

export async function countSubscriptions(trx: Kysely<DB>, orgId: string): Promise<number> {
  const row = await trx.selectFrom('webhook_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewSubscription {
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  secret: string;
}

export async function insertSubscription(trx: Kysely<DB>, orgId: string, values: NewSubscription): Promise<SubscriptionRow> {
  return trx.insertInto('webhook_subscriptions')
    .values({ organization_id: orgId, ...values, starts_after: latestSeq(orgId) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listSubscriptions(db: Kysely<DB>, orgId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('webhook_subscriptions').selectAll().where('organization_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
}

export async function findSubscription(db: Kysely<DB>, orgId: string, id: string, lock = false): Promise<SubscriptionRow | null> {
  let query = db.selectFrom('webhook_subscriptions').selectAll().where('organization_id', '=', orgId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export interface SubscriptionChanges {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
  /** Re-enabled: it receives the changes from now on, its failures are forgotten. */
  reenabled?: boolean;
}

export async function updateSubscription(trx: Kysely<DB>, orgId: string, id: string, changes: SubscriptionChanges): Promise<SubscriptionRow | null> {
  const { reenabled, ...values } = changes;
  const row = await trx.updateTable('webhook_subscriptions')
    .set({
      ...values,
      ...(values.enabled === false ? {} : { disabled_reason: null }),
      ...(reenabled ? { starts_after: latestSeq(orgId), failing_since: null } : {}),
      updated_at: sql`clock_timestamp()`,
    })
    .where('organization_id', '=', orgId).where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSubscription(db: Kysely<DB>, orgId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhook_subscriptions').where('organization_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The new secret signs from now on; the current one keeps signing alongside it for 24 hours. */
export async function rotateSecret(db: Kysely<DB>, orgId: string, id: string, secret: string): Promise<boolean> {
  const result = await sql`
    UPDATE webhook_subscriptions
       SET previous_secret = secret, previous_secret_until = clock_timestamp() + interval '24 hours', secret = ${secret}, updated_at = clock_timestamp()
     WHERE organization_id = ${orgId} AND id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
