/**
 * The org's configuration version (`org_clocks.config_version`): moved by every statement that
 * writes the rows an action item write is validated against (custom field definitions,
 * statuses, teams: the default team), in the transaction of that write. A process caches an
 * org's configuration with the version it read first (src/modules/action-items/write-config.ts),
 * and the single-statement write of action items checks the version in its statement, under the
 * org's clock (a stale configuration undoes it, `smr_stale_write`). The clock itself moves at
 * every write of the org, so it could not tell a cached configuration from a stale one.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** The tables an action item write reads its configuration from, as they were when this migration was written. */
const CONFIG_TABLES = ['custom_field_definitions', 'action_item_statuses', 'teams'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE org_clocks ADD COLUMN config_version bigint NOT NULL DEFAULT 0',
    `CREATE FUNCTION smr_bump_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE org_clocks SET config_version = config_version + 1
        WHERE organization_id::text = current_setting('smr.org_write', true);
       RETURN NULL;
     END $$`,
    ...CONFIG_TABLES.map((table) =>
      `CREATE TRIGGER ${table}_config_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION smr_bump_config_version()`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...CONFIG_TABLES.map((table) => `DROP TRIGGER ${table}_config_version ON ${table}`),
    'DROP FUNCTION smr_bump_config_version()',
    'ALTER TABLE org_clocks DROP COLUMN config_version',
  ]);
}
