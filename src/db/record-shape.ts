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
 * selected under a name of its own.
 */
import { sql, type AliasedRawBuilder } from 'kysely';
import { toApiTimestampOrNull } from '../lib/api-timestamp.js';
import { apiTimestampSql, jsonObjectSql } from './json-sql.js';

/** Where one key of a record comes from. */
export type KeySource =
  | { kind: 'column'; column: string }
  | { kind: 'timestamp'; column: string }
  | { kind: 'json'; column: string; whenNull: string }
  | { kind: 'derived'; name: string; sql: (alias: string) => string };

/** A column shown as stored (text, uuid, numbers, booleans, arrays). */
export const column = (name: string): KeySource => ({ kind: 'column', column: name });

/** A timestamptz column, shown as an API instant (UTC, milliseconds), null when null. */
export const timestamp = (name: string): KeySource => ({ kind: 'timestamp', column: name });

/** A JSON column, shown as stored, `whenNull` (JSON text) when null. */
export const json = (name: string, whenNull = '{}'): KeySource => ({ kind: 'json', column: name, whenNull });

/** A value the database works out from the row under `alias`, selected as `name`. */
export const derived = (name: string, expression: (alias: string) => string): KeySource => ({ kind: 'derived', name, sql: expression });

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
  readonly keys: RecordKeys;
  /** The record as JSON text, built by the database from the row under `alias`. */
  jsonSql(alias: string): string;
  /** What a repository selects from the row under `alias` for `toRecord`: each column once, derived values under their names. */
  selections(alias: string): Array<AliasedRawBuilder<unknown, string>>;
  /** The record of a row selected with `selections`. */
  toRecord(row: object): R;
}

/** A record's declaration: its keys in order, each with its source. */
export function recordShape<R>(keys: RecordKeys): RecordShape<R> {
  const entries = Object.entries(keys);
  return {
    keys,
    jsonSql: (alias) => jsonObjectSql(Object.fromEntries(entries.map(([key, source]) => [key, valueSql(source, alias)]))),
    selections: (alias) => [...new Map(entries.map(([, source]) => [rowKey(source), source])).values()].map((source) =>
      sql.raw(source.kind === 'derived' ? source.sql(alias) : `${alias}.${source.column}`).as(rowKey(source))),
    toRecord: (row) => Object.fromEntries(entries.map(([key, source]) => [key, valueOf(source, row as Readonly<Record<string, unknown>>)])) as R,
  };
}
