/**
 * The write gate in the database (src/db/org-write.ts): every organization table refuses
 * INSERT, UPDATE, DELETE and TRUNCATE unless the transaction opened the gate (the
 * transaction-local setting `smr.org_write`, set by the statement that advances the org's
 * commit clock). A statement-level check: one call per statement, whatever the row count.
 *
 * Not guarded: `organizations` and `api_keys` (operator records, not polled or logged) and
 * `org_clocks` (the gate's own row). A later migration that changes org data opens the gate
 * itself: `SELECT set_config('smr.org_write', 'migration', true)`.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

export const GATED_TABLES = [
  'teams', 'departments', 'equipment_types', 'assets', 'users', 'user_departments', 'user_locations', 'user_teams', 'events',
  'custom_field_definitions', 'action_items', 'action_item_statuses', 'action_item_counts', 'workflows', 'workflow_versions',
  'workflow_runs', 'workflow_node_results', 'metric_definitions', 'event_metrics',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE FUNCTION smr_require_org_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF coalesce(current_setting('smr.org_write', true), '') = '' THEN
         RAISE EXCEPTION 'organization data (%) written outside the write gate: use withOrgWrite', TG_TABLE_NAME;
       END IF;
       RETURN NULL;
     END $$`,
    ...GATED_TABLES.map((table) =>
      `CREATE TRIGGER ${table}_write_gate BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION smr_require_org_write()`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...GATED_TABLES.map((table) => `DROP TRIGGER ${table}_write_gate ON ${table}`),
    'DROP FUNCTION smr_require_org_write()',
  ]);
}
