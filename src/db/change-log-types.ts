/**
 * The contract between the change log (src/db/change-log.ts) and the modules that own the
 * logged tables (DECISIONS 12): each module describes its table once — which resource its
 * rows are, how to load their records exactly as the module's GET returns them, and which keys
 * of the record a client can write (the keys `changes` lists).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

export const CHANGE_RESOURCES = [
  'action_item', 'user', 'department', 'team', 'asset', 'location', 'equipment_type', 'event', 'event_metric',
  'workflow', 'workflow_run', 'node_result', 'custom_field', 'action_item_status', 'metric_definition',
] as const;

export type ChangeResource = (typeof CHANGE_RESOURCES)[number];

/** The tables whose rows are records of a resource: each is logged through its module's descriptor. */
export const LOGGED_TABLES = [
  'action_items', 'users', 'departments', 'teams', 'assets', 'equipment_types', 'events', 'event_metrics',
  'workflows', 'workflow_runs', 'workflow_node_results', 'custom_field_definitions', 'action_item_statuses', 'metric_definitions',
] as const;

export type LoggedTableName = (typeof LOGGED_TABLES)[number];

/**
 * Tables whose rows are part of another table's records (a user's memberships, a workflow's
 * versions): a change to them stamps the parent row, which is what gets logged.
 */
export const CHILD_TABLES = {
  user_departments: { parent: 'users', parentColumn: 'user_id' },
  user_locations: { parent: 'users', parentColumn: 'user_id' },
  user_teams: { parent: 'users', parentColumn: 'user_id' },
  workflow_versions: { parent: 'workflows', parentColumn: 'workflow_id' },
} as const satisfies Record<string, { parent: LoggedTableName; parentColumn: string }>;

/** Tables derived from others (not records of any resource): not logged. */
export const DERIVED_TABLES = ['action_item_counts'] as const;

/** One row of a logged table as the change log records it. */
export interface LoggedRecord {
  id: string;
  resource: ChangeResource;
  externalId: string | null;
  /** True when the record is deleted (a tombstone, `deletedAt` set, a retired field). */
  deleted: boolean;
  /** The record exactly as its GET (or, without a GET of one record, its list) returns it. */
  record: Record<string, unknown>;
  /** The record's JSON text as the database built it (tables with `recordSql`): the GET's own bytes. */
  text?: string;
}

export type RecordReader = Kysely<DB> | Transaction<DB>;

/** How the change log reads and compares the records of one logged table. */
export interface LoggedTable {
  table: LoggedTableName;
  /** The records of these rows of the org (ids of rows that exist; deleted ones included). */
  load(db: RecordReader, orgId: string, ids: readonly string[]): Promise<LoggedRecord[]>;
  /**
   * The record keys a client can write, compared to list `changes`. A key in `perKey` is an
   * object compared key by key (`fields` → `fields.severity`).
   */
  changeKeys: readonly string[];
  perKey?: readonly string[];
  /**
   * Keys showing another record's value, each with the key it follows (`assignedToUserName`,
   * `assignedToUserId`): listed in `changes` when they changed while the key they follow did not
   * (a rename of what they show, migration 0017). From the record's declaration (`shownKeysOf`).
   */
  shown?: ReadonlyArray<{ key: string; follows: string }>;
  /**
   * The same records built by the database, when the module builds its records in SQL: the
   * gate then reads them with the rows the write stamped, in one statement, instead of loading
   * them afterwards. SQL over the table under `alias`: the record as JSON text, the resource,
   * whether the row is deleted; its externalId, when not the column `external_id`.
   */
  recordSql?: { alias: string; record: string; resource: string; deleted: string; externalId?: string };
}
