/**
 * One declaration per record: its API keys, in order, each with where its value comes from in
 * the record's row. From it come both ways a record is built, so they cannot drift apart:
 * - `jsonSql(alias)`: the record as JSON text, built by the database (json-sql.ts);
 * - `selections(alias)` and `toRecord(row)`: the row's columns as a repository selects them
 *   (derived values, such as a name the record shows, computed by the database), and the record
 *   a TypeScript mapper makes of that row.
 *
 * A key's source is a column shown as stored (`column`), a timestamptz column shown as the API
 * shows instants (`timestamp`), a JSON column with a default when null (`json`), or a value the
 * database works out from the row (`derived`: another record's name, a list of memberships),
 * selected under a name of its own. A derived value says what it shows of which record (`Shows`):
 * when a write changes that, every record showing it is changed too (migration 0017), and
 * test/changes/shown-values.test.ts holds the declarations and the database's triggers equal.
 */
import { sql, type AliasedRawBuilder } from 'kysely';
import { toApiTimestampOrNull } from '../lib/api-timestamp.js';
import { apiTimestampSql, jsonObjectSql, lookupSql } from './json-sql.js';

/**
 * What a derived value shows of another record: the other record's table and the columns shown,
 * and how the row names that record: a column of its own (with the record key showing that
 * column, which the shown value follows: `assignedToUserName` follows `assignedToUserId`), or a
 * link table (`member` names the shown record, `owner` this one). `fixed`: no write ever changes
 * the value shown (the reason).
 */
export type Shows =
  | { table: string; columns: readonly string[]; by: { column: string; follows: string } | { link: string; member: string; owner: string } }
  | { fixed: string };

/** Where one key of a record comes from. */
export type KeySource =
  | { kind: 'column'; column: string }
  | { kind: 'timestamp'; column: string }
  | { kind: 'json'; column: string; whenNull: string }
  | { kind: 'derived'; name: string; sql: (alias: string) => string; shows: Shows };

/** A column shown as stored (text, uuid, numbers, booleans, arrays). */
export const column = (name: string): KeySource => ({ kind: 'column', column: name });

/** A timestamptz column, shown as an API instant (UTC, milliseconds), null when null. */
export const timestamp = (name: string): KeySource => ({ kind: 'timestamp', column: name });

/** A JSON column, shown as stored, `whenNull` (JSON text) when null. */
export const json = (name: string, whenNull = '{}'): KeySource => ({ kind: 'json', column: name, whenNull });

/** A value the database works out from the row under `alias`, selected as `name`, showing `shows` of another record. */
export const derived = (name: string, expression: (alias: string) => string, shows: Shows): KeySource => ({ kind: 'derived', name, sql: expression, shows });

/** What a name shows: `shownColumn` of the `table` row the row's column `by` names, which the record shows as the key `follows`. */
const showsBy = (table: string, shownColumn: string, by: string, follows: string): Shows =>
  ({ table, columns: [shownColumn], by: { column: by, follows } });

/**
 * A column of another record the row names by a column of its own (`by`, which the record shows
 * as the key `follows`), looked up by the database at each read: `lookedUp('supervisor_email',
 * 'users', 'email', 'supervisor_id', 'supervisorId')`. The SQL and what the value shows (the
 * rename rule's `Shows`) come from this one description, so they cannot disagree.
 */
export const lookedUp = (name: string, table: string, shownColumn: string, by: string, follows: string): KeySource =>
  derived(name, (alias) => lookupSql(table, `"${shownColumn}"`, `${alias}.organization_id`, `${alias}.${by}`), showsBy(table, shownColumn, by, follows));

/**
 * The same, stored with the row in the column `name` (migration 0019: a trigger keeps it, and
 * a rename stamps the rows showing it): the record is read from its row alone.
 */
export const storedName = (name: string, table: string, shownColumn: string, by: string, follows: string): KeySource =>
  derived(name, (alias) => `${alias}.${name}`, showsBy(table, shownColumn, by, follows));

/** The record's keys, in the order a record shows them. */
export type RecordKeys = Readonly<Record<string, KeySource>>;

/** The name a key's value has in a row the repository selected (`selections`). */
const rowKey = (source: KeySource): string => (source.kind === 'derived' ? source.name : source.column);

/** The SQL giving a key's value from the row under `alias`, as the record shows it. */
function valueSql(source: KeySource, alias: string): string {
  switch (source.kind) {
    case 'column': return `${alias}.${source.column}`;
    case 'timestamp': return apiTimestampSql(`${alias}.${source.column}`);
    case 'json': return `coalesce(${alias}.${source.column}, '${source.whenNull}')`;
    case 'derived': return source.sql(alias);
  }
}

/** The TypeScript value of a key from a selected row. */
function valueOf(source: KeySource, row: Readonly<Record<string, unknown>>): unknown {
  const value = row[rowKey(source)];
  switch (source.kind) {
    case 'timestamp': return toApiTimestampOrNull(value as string | null);
    case 'json': return value ?? JSON.parse(source.whenNull);
    default: return value ?? null;
  }
}

export interface RecordShape<R> {
  /** The table whose rows are these records. */
  readonly table: string;
  readonly keys: RecordKeys;
  /** The record as JSON text, built by the database from the row under `alias`. */
  jsonSql(alias: string): string;
  /** What a repository selects from the row under `alias` for `toRecord`: each column once, derived values under their names. */
  selections(alias: string): Array<AliasedRawBuilder<unknown, string>>;
  /** The record of a row selected with `selections`. */
  toRecord(row: object): R;
}

/** A record's declaration: the table of its rows, its keys in order, each with its source. */
export function recordShape<R>(table: string, keys: RecordKeys): RecordShape<R> {
  const entries = Object.entries(keys);
  return {
    table,
    keys,
    jsonSql: (alias) => jsonObjectSql(Object.fromEntries(entries.map(([key, source]) => [key, valueSql(source, alias)]))),
    selections: (alias) => [...new Map(entries.map(([, source]) => [rowKey(source), source])).values()].map((source) =>
      sql.raw(source.kind === 'derived' ? source.sql(alias) : `${alias}.${source.column}`).as(rowKey(source))),
    toRecord: (row) => Object.fromEntries(entries.map(([key, source]) => [key, valueOf(source, row as Readonly<Record<string, unknown>>)])) as R,
  };
}

/**
 * The shown keys of a record that follow a key of its own (`assignedToUserName` follows
 * `assignedToUserId`): the change log lists such a key when it changed while the key it follows
 * did not (a rename, not a reassignment; migration 0017's `smr_record_changes`).
 */
export function shownKeysOf(shape: RecordShape<unknown>): Array<{ key: string; follows: string }> {
  return Object.entries(shape.keys).flatMap(([key, source]) =>
    (source.kind === 'derived' && 'by' in source.shows && 'follows' in source.shows.by ? [{ key, follows: source.shows.by.follows }] : []));
}
