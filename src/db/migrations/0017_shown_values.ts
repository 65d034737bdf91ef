/**
 * A record whose representation changes is changed (the rename issue; docs/decisions/change-log.md,
 * "Shown values"). Records show values of other records: an action item its assignee's and its
 * completer's names, its status's name and group, its asset's or location's name; an event its
 * asset's and its reporter's names; a user its supervisor's email and the names and slugs of its
 * departments, locations and teams; an asset its parent's externalId. When a write changes such
 * a value, every record of the org that shows it is stamped with the write's clock, in the same
 * statement: its `updated_at` moves, the write gate logs it like any other change (an `updated`
 * entry, its record as its GET answers after the write, the writer as actor), webhooks deliver
 * it, and incremental readers (cursors, the change feed, the exporter) see it once. A write that
 * changes nothing shown touches nothing.
 *
 * - `smr_touch_showing()`: an AFTER UPDATE statement trigger on the shown record's table, with
 *   its transition tables. Its arguments say which records show what: the table of the showing
 *   records, how they name the shown record (a column of theirs, or a link table's pair of
 *   columns), a condition on the showing rows (a deleted action item's tombstone shows no name,
 *   and a location no parent's externalId; a deleted event keeps its names, as the event list
 *   shows it with includeDeleted=true, and is stamped like a live one), and the shown columns
 *   watched. It cannot be `AFTER UPDATE OF <columns>`: PostgreSQL refuses transition tables on a
 *   trigger with a column list. So it fires on every update of the shown table, and its first
 *   query (one EXISTS over the transition tables) ends it when no watched column changed. The rows it stamps take the clock through the change log's own
 *   triggers (`smr_stamp_update` stamps a row changed from inside a trigger).
 * - `smr_record_changes(before, after, keys, per_key, shown, shown_by)`: the change log's diff,
 *   now also listing a shown key (`assignedToUserName`) that changed while the key it follows
 *   (`assignedToUserId`) did not: a rename, not a reassignment. The four-argument form stays,
 *   with nothing shown.
 *
 * The list below is this migration's, as the tables were when it was written; the record
 * declarations (`derived(…, shows)`, src/db/record-shape.ts) say the same from the code's side,
 * and test/changes/shown-values.test.ts holds the two equal (a shown value added to a record
 * without a trigger here, or in a later migration, fails it).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';

/** Which records show which columns of which table, and how they name the record they show. */
interface Shown {
  /** The table whose columns are shown, and the columns. */
  source: string;
  columns: readonly string[];
  /** The table of the records that show them. */
  target: string;
  /** How a showing row names the shown row: a column of its own, or (users' memberships) a link table. */
  by: { column: string } | { link: string; member: string; owner: string };
  /** Which showing rows show the value at all. */
  where: string;
}

const SHOWN: readonly Shown[] = [
  { source: 'users', columns: ['full_name'], target: 'action_items', by: { column: 'assigned_to_user_id' }, where: 'deleted_at IS NULL' },
  { source: 'users', columns: ['full_name'], target: 'action_items', by: { column: 'completed_by_id' }, where: 'deleted_at IS NULL' },
  { source: 'action_item_statuses', columns: ['name', 'group'], target: 'action_items', by: { column: 'status_id' }, where: 'deleted_at IS NULL' },
  { source: 'assets', columns: ['name'], target: 'action_items', by: { column: 'asset_id' }, where: 'deleted_at IS NULL' },
  { source: 'assets', columns: ['name'], target: 'events', by: { column: 'asset_id' }, where: 'true' },
  { source: 'users', columns: ['full_name'], target: 'events', by: { column: 'reported_by_id' }, where: 'true' },
  { source: 'users', columns: ['email'], target: 'users', by: { column: 'supervisor_id' }, where: 'true' },
  // A location shows no externalParentId (spec 2.4): only assets are stamped by their parent's externalId.
  { source: 'assets', columns: ['external_id'], target: 'assets', by: { column: 'parent_id' }, where: "type = 'equipment'" },
  { source: 'departments', columns: ['name', 'slug'], target: 'users', by: { link: 'user_departments', member: 'department_id', owner: 'user_id' }, where: 'true' },
  { source: 'assets', columns: ['name', 'slug'], target: 'users', by: { link: 'user_locations', member: 'location_id', owner: 'user_id' }, where: 'true' },
  { source: 'teams', columns: ['name', 'slug'], target: 'users', by: { link: 'user_teams', member: 'team_id', owner: 'user_id' }, where: 'true' },
];

/**
 * The indexes that find a shown row's showing rows (`target (organization_id, column)`, or the
 * link table's `(organization_id, member)`) where none led by those columns existed: without
 * them a rename would read every action item, event or user of the org, even when nothing
 * shows the name. test/changes/shown-values.test.ts checks each SHOWN has one.
 */
const INDEXES = [
  'CREATE INDEX action_items_by_asset ON action_items (organization_id, asset_id)',
  'CREATE INDEX action_items_by_completer ON action_items (organization_id, completed_by_id)',
  'CREATE INDEX events_by_asset ON events (organization_id, asset_id)',
  'CREATE INDEX events_by_reporter ON events (organization_id, reported_by_id)',
  'CREATE INDEX users_by_supervisor ON users (organization_id, supervisor_id)',
  'CREATE INDEX user_departments_by_department ON user_departments (organization_id, department_id)',
  'CREATE INDEX user_locations_by_location ON user_locations (organization_id, location_id)',
  'CREATE INDEX user_teams_by_team ON user_teams (organization_id, team_id)',
] as const;

/** A trigger's name: the shown table, the showing table and the naming column or link. */
const triggerName = (shown: Shown): string =>
  `${shown.source}_shown_by_${shown.target}_${'column' in shown.by ? shown.by.column : shown.by.link}`;

/** The trigger's arguments: target table, naming column (or '' with a link), link table, its member and owner columns, condition, watched columns. */
const triggerArguments = (shown: Shown): string[] => [
  shown.target,
  'column' in shown.by ? shown.by.column : '',
  'link' in shown.by ? shown.by.link : '',
  'link' in shown.by ? shown.by.member : '',
  'link' in shown.by ? shown.by.owner : '',
  shown.where,
  ...shown.columns,
];

const quoted = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...INDEXES,
    `CREATE FUNCTION smr_touch_showing() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       target text := TG_ARGV[0];
       by_column text := TG_ARGV[1];
       link text := TG_ARGV[2];
       member text := TG_ARGV[3];
       owner text := TG_ARGV[4];
       showing text := TG_ARGV[5];
       watched text[] := TG_ARGV[6:];
       changed_where text;
       changed text;
       any_changed boolean;
       clock timestamptz;
     BEGIN
       -- The shown rows whose watched columns changed, by comparing each row before and after.
       -- None (most writes, and the stamping updates this function itself sends, which fire the
       -- triggers of their table in turn): nothing to do.
       SELECT string_agg(format('n.%I IS DISTINCT FROM o.%I', c, c), ' OR ') INTO changed_where FROM unnest(watched) AS c;
       changed := 'SELECT n.id FROM new_rows n JOIN old_rows o ON o.organization_id = n.organization_id AND o.id = n.id WHERE ' || changed_where;
       EXECUTE 'SELECT EXISTS (' || changed || ')' INTO any_changed;
       IF NOT any_changed THEN
         RETURN NULL;
       END IF;
       clock := smr_write_clock(TG_TABLE_NAME);
       IF link = '' THEN
         EXECUTE format('UPDATE %I t SET updated_at = $2 WHERE t.organization_id = $1 AND (%s) AND t.%I IN (%s)', target, showing, by_column, changed)
           USING current_setting('smr.org_write')::uuid, clock;
       ELSE
         EXECUTE format('UPDATE %I t SET updated_at = $2 WHERE t.organization_id = $1 AND (%s) AND t.id IN (SELECT l.%I FROM %I l WHERE l.organization_id = $1 AND l.%I IN (%s))',
                        target, showing, owner, link, member, changed)
           USING current_setting('smr.org_write')::uuid, clock;
       END IF;
       RETURN NULL;
     END $$`,
    ...SHOWN.map((shown) => `CREATE TRIGGER ${triggerName(shown)} AFTER UPDATE ON ${shown.source}
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION smr_touch_showing(${triggerArguments(shown).map(quoted).join(', ')})`),
    // The diff, with the shown keys: `shown[i]` is listed when it changed while `shown_by[i]` did not.
    `CREATE FUNCTION smr_record_changes(before jsonb, after jsonb, keys text[], per_key text[], shown text[], shown_by text[]) RETURNS text
       LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
     DECLARE
       changes text := smr_record_changes(before, after, keys, per_key);
       extra text := '';
       i int;
     BEGIN
       FOR i IN 1 .. coalesce(array_length(shown, 1), 0) LOOP
         CONTINUE WHEN coalesce(before -> shown_by[i], 'null') <> coalesce(after -> shown_by[i], 'null');
         CONTINUE WHEN coalesce(before -> shown[i], 'null') = coalesce(after -> shown[i], 'null');
         extra := extra || ',{"path":' || to_json(shown[i])::text || ',"from":' || coalesce(before -> shown[i], 'null')::text
           || ',"to":' || coalesce(after -> shown[i], 'null')::text || '}';
       END LOOP;
       IF extra = '' THEN
         RETURN changes;
       END IF;
       RETURN CASE WHEN changes = '[]' THEN '[' || substr(extra, 2) || ']' ELSE left(changes, -1) || extra || ']' END;
     END $$`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP FUNCTION smr_record_changes(jsonb, jsonb, text[], text[], text[], text[])',
    ...SHOWN.map((shown) => `DROP TRIGGER ${triggerName(shown)} ON ${shown.source}`),
    'DROP FUNCTION smr_touch_showing()',
    ...INDEXES.map((index) => `DROP INDEX ${index.split(' ')[2]}`),
  ]);
}
