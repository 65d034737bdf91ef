/**
 * Each change entry keeps the trace of the write that made it (docs/decisions/tracing.md):
 * `trace_parent`, the W3C `traceparent` of the request's span (null for a write with no request:
 * the CLI, an organization's first rows, entries logged before this migration). A webhook
 * delivery of the entry is attempted in that trace: its `traceparent` carries the write's trace
 * id, so a consumer's logs and the service's line up. Nullable and without a default, the column
 * is added without rewriting the table.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE change_entries ADD COLUMN trace_parent text']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE change_entries DROP COLUMN trace_parent']);
}
