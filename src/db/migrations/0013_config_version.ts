/**
 * The org's configuration version (`org_clocks.config_version`): moved, in the transaction of the
 * write, by every statement that writes what an action item write reads besides the items
 * themselves — the rows it is validated against (custom field definitions, statuses, teams: the
 * default team) and the names its records show (a user's `full_name`, an asset's `name`).
 *
 * A process caches an org's configuration with the version it read first
 * (src/modules/action-items/write-config.ts), and the single-statement write of action items
 * checks the version in its statement, under the org's clock: a moved version undoes it
 * (`smr_stale_write`). That also covers the names: the statement reads them in the snapshot it
 * took before it waited for the clock, so a rename committed while it waited would otherwise
 * reach its records; such a rename moved the version after the write read it. The clock itself
 * moves at every write of the org, so it could not tell a cached configuration from a stale one.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** The writes that move the version, as the tables were when this migration was written: whole tables, or the columns named. */
const MOVES_VERSION = [
  { table: 'custom_field_definitions', on: 'INSERT OR UPDATE OR DELETE' },
  { table: 'action_item_statuses', on: 'INSERT OR UPDATE OR DELETE' },
  { table: 'teams', on: 'INSERT OR UPDATE OR DELETE' },
  { table: 'users', on: 'UPDATE OF full_name' },
  { table: 'assets', on: 'UPDATE OF name' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE org_clocks ADD COLUMN config_version bigint NOT NULL DEFAULT 0',
    `CREATE FUNCTION smr_bump_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE org_clocks SET config_version = config_version + 1
        WHERE organization_id::text = current_setting('smr.org_write', true);
       RETURN NULL;
     END $$`,
    ...MOVES_VERSION.map(({ table, on }) =>
      `CREATE TRIGGER ${table}_config_version AFTER ${on} ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION smr_bump_config_version()`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...MOVES_VERSION.map(({ table }) => `DROP TRIGGER ${table}_config_version ON ${table}`),
    'DROP FUNCTION smr_bump_config_version()',
    'ALTER TABLE org_clocks DROP COLUMN config_version',
  ]);
}
