/**
 * The names an action item or an event shows are stored with its row (docs/decisions/performance.md,
 * "Names stored with the row"). Since migration 0017 a write that renames a user, an asset or a
 * location, or a status, stamps every record showing the name in its own transaction; so the
 * record's row can hold the name, and a read builds the record from the row alone instead of a
 * lookup per name and per record (an item holding an assignee, a status, an asset and a completer
 * cost 2.4 rows' reads for one).
 *
 * - The columns: `action_items.assigned_to_user_name`, `status_name`, `status_group`,
 *   `asset_name`, `completed_by_name`; `events.asset_name`, `reported_by_name`. Each is the
 *   shown column of the row its id names, null when the id is.
 * - Who keeps them: one BEFORE INSERT OR UPDATE row trigger per table (`smr_store_names`), so no
 *   write of the service has to know of them. It looks a name up when the row is inserted, when
 *   its id changes, when the row is stamped by a rename (migration 0017's `smr_touch_showing`,
 *   whose updates run inside a trigger: `pg_trigger_depth() > 1`), and when a row that showed no
 *   names (a deleted action item, which a rename does not stamp) shows them again. Otherwise the
 *   stored name is the row's, which every rename since has kept current. A row that shows no
 *   names (a tombstone) keeps what it had: nothing reads it, and changing it would make a write
 *   that changes nothing a change. Its name sorts before the change log's `_stamp` trigger, which
 *   PostgreSQL fires after it (BEFORE row triggers fire in name order), so the stamp compares the
 *   row with its names.
 * - Data loads (`session_replication_role = replica`: the benchmark's generator, tests arranging
 *   rows, `smr move-to-postgres`) turn the change log's triggers off; this one is ENABLE ALWAYS,
 *   so a loaded row gets its names too. A load that brings its names (a copy) keeps them: its
 *   rows may arrive before the rows they name.
 * - Existing rows are filled here, with the table's triggers off for that one statement (it
 *   changes no record's bytes, so it is no change).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** Names stored by one id column of a row: the table it names and, per stored column, the column it shows. */
interface NamedBy {
  by: string;
  table: string;
  names: ReadonlyArray<{ stored: string; shown: string }>;
}

interface StoringTable {
  table: string;
  /** When a row of the table shows the names (as migration 0017's `where`), with `row` for the row. */
  showing: (row: string) => string;
  namedBy: readonly NamedBy[];
}

const userName = (by: string, stored: string): NamedBy => ({ by, table: 'users', names: [{ stored, shown: 'full_name' }] });
const assetName = (by: string): NamedBy => ({ by, table: 'assets', names: [{ stored: 'asset_name', shown: 'name' }] });

const STORING: readonly StoringTable[] = [
  {
    table: 'action_items',
    showing: (row) => `${row}.deleted_at IS NULL`,
    namedBy: [
      userName('assigned_to_user_id', 'assigned_to_user_name'),
      { by: 'status_id', table: 'action_item_statuses', names: [{ stored: 'status_name', shown: 'name' }, { stored: 'status_group', shown: 'group' }] },
      assetName('asset_id'),
      userName('completed_by_id', 'completed_by_name'),
    ],
  },
  {
    table: 'events',
    showing: () => 'true',
    namedBy: [assetName('asset_id'), userName('reported_by_id', 'reported_by_name')],
  },
];

const triggerName = (table: string): string => `${table}_shows_names`;
const functionName = (table: string): string => `smr_store_${table}_names`;

/** The SELECT of one id's names from `row` (NEW, or the table's alias), into `into` (or as a row's values). */
const lookup = (named: NamedBy, row: string): string =>
  `SELECT ${named.names.map((name) => `s."${name.shown}"`).join(', ')} FROM ${named.table} s
    WHERE s.organization_id = ${row}.organization_id AND s.id = ${row}.${named.by}`;

/** The trigger function keeping one table's stored names. */
function storeNames({ table, showing, namedBy }: StoringTable): string {
  const steps = namedBy.map((named) => {
    const into = named.names.map((name) => `NEW.${name.stored}`).join(', ');
    const provided = named.names.map((name) => `NEW.${name.stored} IS NOT NULL`).join(' AND ');
    return `IF NEW.${named.by} IS NULL THEN
         ${named.names.map((name) => `NEW.${name.stored} := NULL;`).join(' ')}
       ELSIF (CASE WHEN TG_OP = 'INSERT' THEN NOT (loading AND ${provided})
                   ELSE ${showing('NEW')} AND (NEW.${named.by} IS DISTINCT FROM OLD.${named.by} OR pg_trigger_depth() > 1 OR NOT (${showing('OLD')})) END) THEN
         ${lookup(named, 'NEW').replace(' FROM ', ` INTO ${into} FROM `)};
       END IF;`;
  });
  return `CREATE FUNCTION ${functionName(table)}() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       loading boolean := current_setting('session_replication_role') = 'replica';
     BEGIN
       ${steps.join('\n       ')}
       RETURN NEW;
     END $$`;
}

/** The statement filling the table's existing rows. */
const fill = ({ table, namedBy }: StoringTable): string =>
  `UPDATE ${table} t SET ${namedBy.map((named) => `(${named.names.map((name) => name.stored).join(', ')}) = (${lookup(named, 't')})`).join(', ')}
    WHERE ${namedBy.map((named) => `t.${named.by} IS NOT NULL`).join(' OR ')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, STORING.flatMap((storing) => [
    `ALTER TABLE ${storing.table} ${storing.namedBy.flatMap((named) => named.names).map((name) => `ADD COLUMN ${name.stored} text`).join(', ')}`,
    `ALTER TABLE ${storing.table} DISABLE TRIGGER USER`,
    fill(storing),
    `ALTER TABLE ${storing.table} ENABLE TRIGGER USER`,
    storeNames(storing),
    `CREATE TRIGGER ${triggerName(storing.table)} BEFORE INSERT OR UPDATE ON ${storing.table} FOR EACH ROW EXECUTE FUNCTION ${functionName(storing.table)}()`,
    `ALTER TABLE ${storing.table} ENABLE ALWAYS TRIGGER ${triggerName(storing.table)}`,
  ]));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, STORING.flatMap((storing) => [
    `DROP TRIGGER ${triggerName(storing.table)} ON ${storing.table}`,
    `DROP FUNCTION ${functionName(storing.table)}()`,
    `ALTER TABLE ${storing.table} ${storing.namedBy.flatMap((named) => named.names).map((name) => `DROP COLUMN ${name.stored}`).join(', ')}`,
  ]));
}
