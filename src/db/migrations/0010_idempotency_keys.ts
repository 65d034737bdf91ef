/**
 * Idempotency keys (DECISIONS 14): per org, the request a key was first used with (method, path
 * with query, hash of the canonical JSON body) and the response it got. A key's row is inserted
 * at the start of the request's transaction and completed with the response in the same
 * transaction as the write (src/plugins/idempotency.ts), so a crash leaves both or neither; a
 * concurrent repeat waits on the primary key until the first commits. Not org data under the
 * write gate: no clock, no change log, never polled. Rows older than IDEMPOTENCY_TTL_HOURS are
 * purged in the background (`created_at` index).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE idempotency_keys (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       key text NOT NULL,
       method text NOT NULL,
       path text NOT NULL,
       body_hash text NOT NULL,
       status integer,
       headers jsonb NOT NULL DEFAULT '{}',
       body text,
       created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       PRIMARY KEY (organization_id, key)
     )`,
    'CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE idempotency_keys']);
}
