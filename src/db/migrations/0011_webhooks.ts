/**
 * Webhooks (DECISIONS 13): subscriptions, the deliveries of changes to them and every attempt.
 *
 * - `webhook_subscriptions`: an org's endpoints. `starts_after` is the seq after which the
 *   subscription receives changes (the org's latest seq when it was created or re-enabled);
 *   `failing_since` is when its current run of failed attempts began (5 days of it disables).
 * - `webhook_dispatch`: per org, the seq up to which the change log has been fanned out into
 *   deliveries. Advanced in the transaction that inserts the deliveries, under its row lock, so
 *   the change log is read like a polling client reads the feed: in commit order, nothing skipped.
 * - `webhook_deliveries`: one change (or test event) to one subscription. A worker claims a due
 *   one by setting a lease (`lease_token`, `lease_until`) in its own transaction and records the
 *   outcome only while the lease is still its own: no two instances attempt one delivery at once,
 *   and a delivery of a killed instance is attempted again once its lease has run out.
 *   `ordinal` orders the delivery log.
 * - `webhook_attempts`: each attempt's time, duration, status or error, and the start of the body.
 *
 * Not org data under the write gate: no clock, no change log, never polled.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE webhook_subscriptions (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       url text NOT NULL,
       events text[] NOT NULL,
       description text,
       enabled boolean NOT NULL DEFAULT true,
       disabled_reason text,
       secret text NOT NULL,
       previous_secret text,
       previous_secret_until timestamptz,
       starts_after text COLLATE "C" NOT NULL,
       failing_since timestamptz,
       created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       PRIMARY KEY (organization_id, id)
     )`,
    `CREATE TABLE webhook_dispatch (
       organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
       last_seq text COLLATE "C" NOT NULL
     )`,
    `CREATE TABLE webhook_deliveries (
       organization_id uuid NOT NULL,
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       ordinal bigint GENERATED ALWAYS AS IDENTITY,
       subscription_id uuid NOT NULL,
       change_seq text COLLATE "C",
       record_id uuid,
       event_id text NOT NULL,
       type text NOT NULL,
       payload text,
       status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
       attempt_count integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz,
       lease_token uuid,
       lease_until timestamptz,
       created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       PRIMARY KEY (organization_id, id),
       FOREIGN KEY (organization_id, subscription_id) REFERENCES webhook_subscriptions (organization_id, id) ON DELETE CASCADE
     )`,
    'CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = \'pending\'',
    'CREATE INDEX webhook_deliveries_log ON webhook_deliveries (organization_id, subscription_id, ordinal)',
    `CREATE INDEX webhook_deliveries_record_order ON webhook_deliveries (organization_id, subscription_id, record_id, change_seq)
       WHERE status = 'pending'`,
    `CREATE TABLE webhook_attempts (
       organization_id uuid NOT NULL,
       delivery_id uuid NOT NULL,
       attempt integer NOT NULL,
       attempted_at timestamptz NOT NULL,
       duration_ms integer NOT NULL,
       response_status integer,
       error text,
       response_body text,
       PRIMARY KEY (organization_id, delivery_id, attempt),
       FOREIGN KEY (organization_id, delivery_id) REFERENCES webhook_deliveries (organization_id, id) ON DELETE CASCADE
     )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE webhook_attempts', 'DROP TABLE webhook_deliveries', 'DROP TABLE webhook_dispatch', 'DROP TABLE webhook_subscriptions']);
}
