/**
 * The delivery log's index leads with the subscription (DECISIONS 13): (subscription_id,
 * organization_id, ordinal) instead of (organization_id, subscription_id, ordinal). It serves
 * the same reads (a subscription's log, newest first; its pruning, oldest first; the cascade when
 * a subscription is deleted), every one of which names both. Led by the org, it was an index on
 * the org alone for the lookups by key (organization_id, id): the foreign-key check of each
 * attempt recorded, and the record's fallback by key. A plan made while the org had few
 * deliveries (PostgreSQL keeps the foreign-key check's plan for the connection) walked it and
 * read every delivery of the org per attempt: 1.28 million rows to record 64 attempts among
 * 20,000 deliveries, 280 ms, which held a backlog's delivery to about 200 a second. Now only the
 * primary key serves those lookups. Building the index takes a lock that holds up the fan-out
 * and the records (not the API's writes) while it builds.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX webhook_deliveries_log',
    'CREATE INDEX webhook_deliveries_log ON webhook_deliveries (subscription_id, organization_id, ordinal)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX webhook_deliveries_log',
    'CREATE INDEX webhook_deliveries_log ON webhook_deliveries (organization_id, subscription_id, ordinal)',
  ]);
}
