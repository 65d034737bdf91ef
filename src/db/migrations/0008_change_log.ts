/**
 * The change log (DECISIONS 12) and the database rules its completeness rests on.
 *
 * - `change_entries`: one row per record created, updated or deleted, written by the write gate
 *   (src/db/org-write.ts) in the transaction of the write. `seq` is the write's commit clock in
 *   microseconds (16 digits) and an ordinal within the write (12 digits): text that sorts in
 *   commit order within the org.
 * - Every changed row of a logged table carries the write's clock value as `updated_at`, and
 *   only changed rows do, so "the rows stamped by this write" is exactly what the write changed:
 *   `smr_stamp_update` (BEFORE UPDATE, per row) keeps `updated_at` of a row the statement left
 *   as it was (an echo: nothing logged, the clock of the record does not move) and stamps any
 *   other with the write's clock, whatever the statement set; `smr_check_insert_stamps` refuses
 *   inserted rows stamped otherwise or of another org; `smr_refuse_delete` refuses hard deletes
 *   (records are soft-deleted, so their history outlives them). A transaction that opened the
 *   gate without a clock (a data load: the benchmark's generator, tests arranging rows) passes.
 * - A change to a child row (a user's memberships, a workflow's versions, a run's node results)
 *   stamps its parent.
 * - `smr_stamped_rows(org, clock)`: the rows a write stamped, for the gate to log them, looked
 *   for only in the tables the transaction wrote (`smr.written`, noted by statement triggers).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/**
 * The tables this migration installs the rules on, as they were when it was written (a
 * migration must mean the same thing later; a new logged table gets its triggers in its own
 * migration, and the write-gate test checks the triggers against src/db/change-log-types.ts).
 */
const LOGGED_TABLES = [
  'action_items', 'users', 'departments', 'teams', 'assets', 'equipment_types', 'events', 'event_metrics',
  'workflows', 'workflow_runs', 'workflow_node_results', 'custom_field_definitions', 'action_item_statuses', 'metric_definitions',
] as const;

/** Logged tables that had no (organization_id, updated_at) index for the gate's lookup. */
const NEED_UPDATED_INDEX = LOGGED_TABLES.filter((table) => !['action_items', 'events', 'event_metrics'].includes(table));

const clock = `current_setting('smr.now')::timestamptz`;
const gateOrg = `current_setting('smr.org_write', true)`;
/**
 * A transaction that opened the gate without a clock is a data load (the benchmark's
 * generator, a test arranging rows around the clock): its rows are taken as written, unlogged.
 */
const dataLoad = `coalesce(current_setting('smr.now', true), '') = ''`;

const touchParent = (name: string, parent: string, column: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF ${dataLoad} THEN
       RETURN NULL;
     END IF;
     IF TG_OP = 'DELETE' THEN
       UPDATE ${parent} SET updated_at = ${clock}
        WHERE organization_id::text = ${gateOrg} AND id IN (SELECT ${column} FROM old_rows);
     ELSE
       UPDATE ${parent} SET updated_at = ${clock}
        WHERE organization_id::text = ${gateOrg} AND id IN (SELECT ${column} FROM new_rows);
     END IF;
     RETURN NULL;
   END $$`;

/**
 * Rows that are part of another record: a user's memberships, a workflow's versions, and a
 * run's node results (a run's GET shows them; node results are also records of their own).
 */
const TOUCHES = [
  { child: 'user_departments', parent: 'users', column: 'user_id' },
  { child: 'user_locations', parent: 'users', column: 'user_id' },
  { child: 'user_teams', parent: 'users', column: 'user_id' },
  { child: 'workflow_versions', parent: 'workflows', column: 'workflow_id' },
  { child: 'workflow_node_results', parent: 'workflow_runs', column: 'run_id' },
];
const PARENTS = [...new Map(TOUCHES.map((touch) => [touch.parent, touch])).values()];

const childTriggers = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_touch_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_touch_update AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_touch_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

/** The rows a write stamped, in the tables it wrote (replaced by the gate's own statement in migration 0009). */
export const STAMPED_ROWS_FUNCTION = `CREATE FUNCTION smr_stamped_rows(org uuid, stamp timestamptz)
       RETURNS TABLE (table_name text, id uuid) LANGUAGE plpgsql STABLE AS $$
     DECLARE
       written text[] := string_to_array(coalesce(current_setting('smr.written', true), ''), ',');
     BEGIN
       ${LOGGED_TABLES.map((table) => `IF '${table}' = ANY (written) THEN
         RETURN QUERY SELECT '${table}'::text, t.id FROM ${table} t WHERE t.organization_id = org AND t.updated_at = stamp;
       END IF;`).join('\n       ')}
     END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE action_items ADD COLUMN deleted_at timestamptz`,
    `CREATE TABLE change_entries (
       organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
       seq text COLLATE "C" NOT NULL CHECK (seq ~ '^[0-9]{28}$'),
       id uuid NOT NULL DEFAULT gen_random_uuid(),
       resource text NOT NULL,
       action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
       occurred_at timestamptz NOT NULL,
       record_id uuid NOT NULL,
       external_id text,
       actor json NOT NULL,
       changes json NOT NULL,
       record json NOT NULL,
       PRIMARY KEY (organization_id, seq)
     )`,
    `CREATE INDEX change_entries_by_record ON change_entries (organization_id, record_id, seq)`,
    `CREATE INDEX change_entries_by_resource ON change_entries (organization_id, resource, seq)`,
    ...NEED_UPDATED_INDEX.map((table) => `CREATE INDEX ${table}_by_updated_at ON ${table} (organization_id, updated_at)`),

    `CREATE FUNCTION smr_stamp_update() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       stamp timestamptz := NEW.updated_at;
     BEGIN
       IF ${dataLoad} THEN
         RETURN NEW;
       END IF;
       IF NEW.organization_id::text IS DISTINCT FROM ${gateOrg} THEN
         RAISE EXCEPTION 'a row of % belongs to another organization than the write gate''s', TG_TABLE_NAME;
       END IF;
       -- A parent stamped because a child row changed (pg_trigger_depth() > 1) is a change.
       IF pg_trigger_depth() = 1 THEN
         NEW.updated_at := OLD.updated_at;
         IF NEW IS NOT DISTINCT FROM OLD THEN
           RETURN NEW;
         END IF;
       END IF;
       NEW.updated_at := ${clock};
       RETURN NEW;
     END $$`,
    // The tables a transaction wrote, so the gate looks for stamped rows only there.
    `CREATE FUNCTION smr_note_written(table_name text) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE
       written text := coalesce(current_setting('smr.written', true), '');
     BEGIN
       IF position(',' || table_name || ',' IN ',' || written) = 0 THEN
         PERFORM set_config('smr.written', written || table_name || ',', true);
       END IF;
     END $$`,
    `CREATE FUNCTION smr_note_update() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NOT ${dataLoad} THEN
         PERFORM smr_note_written(TG_TABLE_NAME);
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE FUNCTION smr_check_insert_stamps() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF ${dataLoad} THEN
         RETURN NULL;
       END IF;
       PERFORM smr_note_written(TG_TABLE_NAME);
       IF EXISTS (SELECT 1 FROM new_rows
                   WHERE updated_at IS DISTINCT FROM ${clock} OR organization_id::text IS DISTINCT FROM ${gateOrg}) THEN
         RAISE EXCEPTION 'rows inserted into % must carry the write gate''s organization and clock', TG_TABLE_NAME;
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE FUNCTION smr_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF ${dataLoad} THEN
         RETURN NULL;
       END IF;
       RAISE EXCEPTION 'rows of % are never deleted: records are soft-deleted so that their history outlives them', TG_TABLE_NAME;
     END $$`,
    ...LOGGED_TABLES.flatMap((table) => [
      `CREATE TRIGGER ${table}_stamp BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION smr_stamp_update()`,
      `CREATE TRIGGER ${table}_insert_stamps AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION smr_check_insert_stamps()`,
      `CREATE TRIGGER ${table}_note_update AFTER UPDATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION smr_note_update()`,
      `CREATE TRIGGER ${table}_no_delete BEFORE DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION smr_refuse_delete()`,
    ]),

    ...PARENTS.map(({ parent, column }) => touchParent(`smr_touch_${parent}`, parent, column)),
    ...TOUCHES.flatMap(({ child, parent }) => childTriggers(child, `smr_touch_${parent}`)),

    STAMPED_ROWS_FUNCTION,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP FUNCTION smr_stamped_rows(uuid, timestamptz)',
    ...TOUCHES.flatMap(({ child }) => ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER ${child}_touch_${op} ON ${child}`)),
    ...PARENTS.map(({ parent }) => `DROP FUNCTION smr_touch_${parent}()`),
    ...LOGGED_TABLES.flatMap((table) => [
      `DROP TRIGGER ${table}_no_delete ON ${table}`,
      `DROP TRIGGER ${table}_note_update ON ${table}`,
      `DROP TRIGGER ${table}_insert_stamps ON ${table}`,
      `DROP TRIGGER ${table}_stamp ON ${table}`,
    ]),
    'DROP FUNCTION smr_refuse_delete()',
    'DROP FUNCTION smr_check_insert_stamps()',
    'DROP FUNCTION smr_note_update()',
    'DROP FUNCTION smr_note_written(text)',
    'DROP FUNCTION smr_stamp_update()',
    ...NEED_UPDATED_INDEX.map((table) => `DROP INDEX ${table}_by_updated_at`),
    'DROP TABLE change_entries',
    'ALTER TABLE action_items DROP COLUMN deleted_at',
  ]);
}
