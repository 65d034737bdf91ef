/**
 * Writing the change log (DECISIONS 12) at the end of every write-gate transaction.
 *
 * The database guarantees that the rows a write changed are exactly the rows of logged tables
 * stamped with the write's clock value (migration 0008). At the end of the transaction the gate
 * asks for those rows, loads each one's record through its module's descriptor (the same record
 * a GET returns), compares it with the record of the record's previous entry over the keys a
 * client can write, and inserts one entry per record, all before the transaction commits: a
 * write and its entries commit together or not at all.
 */
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { ownValue } from '../lib/own-value.js';
import { CommittedChanges } from './committed-changes.js';
import { inList } from './sql.js';
import type { ChangeResource, LoggedRecord, LoggedTable, LoggedTableName } from './change-log-types.js';
import type { DB } from './schema.js';

export type ChangeActor =
  | { type: 'api_key'; id: string; name: string; onBehalfOf?: { id: string; externalId: string | null } }
  | { type: 'operator' };

export interface FieldChange {
  path: string;
  from: unknown;
  to: unknown;
}

/** The descriptors of every logged table, the gate's statements, and whether entries are written (off only in benchmarks). */
export interface ChangeLog {
  tables: ReadonlyMap<LoggedTableName, LoggedTable>;
  enabled: boolean;
  /** Told of each org whose entries a write committed. */
  committed: CommittedChanges;
  statements: {
    /** The logged tables the transaction wrote, as the statement triggers noted them. */
    written: string;
    /** The stamped rows of one table, by table; and of every table, for a write of several. */
    stampedIn: ReadonlyMap<LoggedTableName, string>;
    stamped: string;
    insert: string;
  };
}

/** Digits of a seq: the clock in microseconds since 1970, then the ordinal within the write. */
export const SEQ_CLOCK_DIGITS = 16;
export const SEQ_ORDINAL_DIGITS = 12;

/** The first seq of a write whose clock is at `micros` (microseconds since 1970). */
export const firstSeqAt = (micros: number): string =>
  String(Math.max(0, Math.floor(micros))).padStart(SEQ_CLOCK_DIGITS, '0') + '0'.repeat(SEQ_ORDINAL_DIGITS);

/** SQL for the clock part of a seq at the instant `time` (a timestamptz expression): its microseconds since 1970, padded. */
export const seqClockSql = (time: string): string =>
  `lpad(least(9999999999999999, greatest(0, floor(extract(epoch FROM ${time}) * 1000000)))::bigint::text, ${SEQ_CLOCK_DIGITS}, '0')`;

/** Equal as JSON (a missing value is null); objects and arrays compare as their JSON text. */
function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return x === y;
  return JSON.stringify(x) === JSON.stringify(y);
}

/** The field-level diff of two versions of a record over the keys a client can write (the database has its twin, `smr_record_changes`, migration 0012). */
export function diffRecords(table: LoggedTable, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of table.changeKeys) {
    if (table.perKey?.includes(key)) {
      const from = (before[key] ?? {}) as Record<string, unknown>;
      const to = (after[key] ?? {}) as Record<string, unknown>;
      for (const sub of [...new Set([...Object.keys(from), ...Object.keys(to)])].sort()) {
        const [was, is] = [ownValue(from, sub), ownValue(to, sub)];
        if (!same(was, is)) changes.push({ path: `${key}.${sub}`, from: was ?? null, to: is ?? null });
      }
    } else if (!same(before[key], after[key])) {
      changes.push({ path: key, from: before[key] ?? null, to: after[key] ?? null });
    }
  }
  return changes;
}

interface PendingEntry {
  resource: ChangeResource;
  action: 'created' | 'updated' | 'deleted';
  record_id: string;
  external_id: string | null;
  changes: FieldChange[];
  record: Record<string, unknown>;
}

/**
 * A record's first entry is its `created` entry (a record written before the log existed gets
 * it at its first logged write); retention keeps every record's latest entry, so a later write
 * always finds the version it changed.
 */
function entryOf(table: LoggedTable, loaded: LoggedRecord, previous: PreviousEntry | undefined): PendingEntry {
  const base = { resource: loaded.resource, record_id: loaded.id, external_id: loaded.externalId, record: loaded.record };
  if (previous === undefined) return { ...base, action: loaded.deleted ? 'deleted' : 'created', changes: [] };
  if (loaded.deleted && previous.action !== 'deleted') return { ...base, action: 'deleted', changes: [] };
  return { ...base, action: 'updated', changes: diffRecords(table, previous.record, loaded.record) };
}

/** The latest entry of a record before this write: what it said happened, and the record then. */
interface PreviousEntry {
  action: PendingEntry['action'];
  record: Record<string, unknown>;
}

export type RecordSql = NonNullable<LoggedTable['recordSql']>;

/** The columns a table's record SQL gives: external id, resource, deleted, record (JSON text). */
const recordColumnsSql = (recordSql: RecordSql): string =>
  `${recordSql.alias}.external_id, ${recordSql.resource} AS resource, ${recordSql.deleted} AS deleted, ${recordSql.record} AS record`;

interface SqlRecordRow {
  id: string;
  external_id: string | null;
  resource: ChangeResource;
  deleted: boolean;
  record: string;
}

const fromSqlRecord = (row: SqlRecordRow): LoggedRecord => ({
  id: row.id, resource: row.resource, externalId: row.external_id, deleted: row.deleted, record: JSON.parse(row.record) as Record<string, unknown>, text: row.record,
});

/** The `load` of a table whose records are built in SQL: the same SQL the gate's statement reads them with. */
export function loadFromSql(table: LoggedTableName, recordSql: RecordSql): LoggedTable['load'] {
  return async (db, orgId, ids) => {
    if (ids.length === 0) return [];
    const result = await sql<SqlRecordRow>`
      SELECT ${sql.raw(`${recordSql.alias}.id, ${recordColumnsSql(recordSql)}`)}
        FROM ${sql.raw(`${table} ${recordSql.alias}`)}
       WHERE ${sql.raw(`${recordSql.alias}.organization_id`)} = ${orgId} AND ${inList(`${recordSql.alias}.id`, ids, 'uuid')}`.execute(db);
    return result.rows.map(fromSqlRecord);
  };
}

/** The record of a row's latest entry (the version a write changed), joined as `p` to the row of the org `orgId` whose id is `recordId`. */
const previousEntrySql = (orgId: string, recordId: string): string =>
  `LEFT JOIN LATERAL (SELECT e.action, e.record FROM change_entries e WHERE e.organization_id = ${orgId} AND e.record_id = ${recordId} ORDER BY e.seq DESC LIMIT 1) p ON true`;

/**
 * The rows a write stamped, in the tables the transaction wrote (noted by the statement triggers
 * of migration 0008 in `smr.written`): a branch per logged table, skipped by the server unless
 * the table was written. A table whose descriptor builds its records in SQL returns them here;
 * every row comes with the record of its latest entry (the version the write changed).
 */
function stampedStatement(tables: readonly LoggedTable[]): string {
  const branches = tables.map((table) => {
    const alias = table.recordSql?.alias ?? 't';
    const columns = table.recordSql ? recordColumnsSql(table.recordSql) : 'NULL, NULL, NULL, NULL';
    return `SELECT '${table.table}'::text, ${alias}.id, ${columns}
      FROM ${table.table} ${alias}
     WHERE position(',${table.table},' IN ',' || current_setting('smr.written', true)) > 0
       AND ${alias}.organization_id = $1 AND ${alias}.updated_at = $2`;
  });
  return `SELECT s.table_name, s.id, s.external_id, s.resource, s.deleted, s.record, p.action AS previous_action, p.record AS previous
  FROM (${branches.join('\n    UNION ALL\n    ')}) AS s (table_name, id, external_id, resource, deleted, record)
  ${previousEntrySql('$1', 's.id')}
 ORDER BY s.table_name, s.id`;
}

/**
 * For a statement that writes one logged table and takes the clock itself (src/db/org-write.ts,
 * `withClockLastWrite`): the select of what it wrote, from `source` (its data-modifying CTE
 * returning the table's columns, named as the table so that it reads as the table's rows, under
 * the alias the table's record SQL uses), in the columns the change log reads (`StampedRow`),
 * one row per row written, plus `stamped`: whether the write changed it (an echo keeps its
 * `updated_at`, DECISIONS 12).
 */
export function writtenRowsSql(table: LoggedTableName, recordSql: RecordSql, clock: string, orgId: string): RawBuilder<WrittenRow> {
  const alias = recordSql.alias;
  const columns = `${alias}.id, ${recordColumnsSql(recordSql)}, p.action AS previous_action, p.record AS previous, ${alias}.updated_at = ${clock} AS stamped`;
  const from = `${table} ${alias} ${previousEntrySql(`${alias}.organization_id`, `${alias}.id`)}`;
  // OFFSET 0 keeps the planner from pulling this subquery up into the query that reads `clock`
  // first (the write gate's order, `clockCte`).
  return sql<WrittenRow>`SELECT ${sql.lit(table)}::text AS table_name, ${sql.raw(columns)}
  FROM ${sql.raw(from)}
 WHERE ${sql.raw(alias)}.organization_id = ${orgId}
 ORDER BY ${sql.raw(alias)}.id OFFSET 0`;
}

/**
 * JSON texts (changes, records) travel joined by a record separator, which JSON text never holds
 * raw: PostgreSQL splits them without parsing them as one document (a quarter faster than
 * `json_to_recordset` on a write of 1,000 records).
 */
const JSON_SEPARATOR = '\x1e';

/** One statement inserts the entries of a write: seq is the write's clock in microseconds, then the ordinal. */
const INSERT_ENTRIES = `INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record)
SELECT $1, clock.prefix || lpad(e.ordinal::text, ${SEQ_ORDINAL_DIGITS}, '0'), e.resource, e.action, $2::timestamptz,
       e.record_id, e.external_id, $3::json, e.changes::json, e.record::json
  FROM unnest($4::text[], $5::text[], $6::uuid[], $7::text[], string_to_array($8, E'\\x1e'), string_to_array($9, E'\\x1e'))
         WITH ORDINALITY AS e (resource, action, record_id, external_id, changes, record, ordinal),
       (SELECT ${seqClockSql('$2::timestamptz')} AS prefix) clock`;

/** The parameters of INSERT_ENTRIES for these entries. */
const insertParameters = (orgId: string, now: string, actor: ChangeActor, entries: PendingEntry[]): unknown[] => [
  orgId, now, JSON.stringify(actor),
  entries.map((entry) => entry.resource), entries.map((entry) => entry.action), entries.map((entry) => entry.record_id),
  entries.map((entry) => entry.external_id),
  entries.map((entry) => JSON.stringify(entry.changes)).join(JSON_SEPARATOR), entries.map((entry) => JSON.stringify(entry.record)).join(JSON_SEPARATOR),
];

const WRITTEN_TABLES = `SELECT current_setting('smr.written', true) AS written`;

/** The change log over these descriptors; its statements are declared as named statements by whoever opens the database. */
export function createChangeLog(tables: ReadonlyMap<LoggedTableName, LoggedTable>, enabled: boolean): ChangeLog {
  const stampedIn = new Map([...tables.values()].map((table) => [table.table, stampedStatement([table])]));
  return { tables, enabled, committed: new CommittedChanges(), statements: { written: WRITTEN_TABLES, stampedIn, stamped: stampedStatement([...tables.values()]), insert: INSERT_ENTRIES } };
}

/** Every statement of the log, to declare as named statements. */
export const changeLogStatements = (log: ChangeLog): string[] =>
  [log.statements.written, ...log.statements.stampedIn.values(), log.statements.stamped, log.statements.insert];

/**
 * The statement listing the rows the transaction stamped: the one-table statement when one
 * logged table was written (most writes), whose plan the server keeps (0.3 ms against 2 ms for
 * planning every branch of the all-tables statement at each write, as it must, since the
 * generic plan of that statement is slow); null when no logged table was written.
 */
async function stampedStatementFor(trx: Kysely<DB>, log: ChangeLog): Promise<string | null> {
  const { rows } = await trx.executeQuery<{ written: string | null }>(CompiledQuery.raw(log.statements.written, []));
  const names = new Set((rows[0]?.written ?? '').split(',').filter((name) => log.statements.stampedIn.has(name as LoggedTableName)));
  if (names.size === 0) return null;
  return names.size === 1 ? log.statements.stampedIn.get([...names][0] as LoggedTableName)! : log.statements.stamped;
}

/** A stamped row: its SQL-built record columns are null for tables whose descriptor loads them. */
export type StampedRow = { [K in keyof SqlRecordRow]: K extends 'id' ? string : SqlRecordRow[K] | null } & {
  table_name: LoggedTableName;
  previous_action: PendingEntry['action'] | null;
  previous: Record<string, unknown> | string | null;
};

/** A row of `writtenRowsSql`: a row the statement wrote, and whether it changed it. */
export type WrittenRow = StampedRow & { stamped: boolean };

/** The record of a stamped row, as the statement built it or as its descriptor loads it. */
async function recordsOf(trx: Kysely<DB>, log: ChangeLog, orgId: string, rows: readonly StampedRow[]): Promise<LoggedRecord[]> {
  const toLoad = new Map<LoggedTableName, string[]>();
  for (const row of rows) {
    if (row.record !== null) continue;
    const ids = toLoad.get(row.table_name);
    if (ids) ids.push(row.id);
    else toLoad.set(row.table_name, [row.id]);
  }
  const loaded = new Map<string, LoggedRecord>();
  for (const [name, ids] of toLoad) {
    const table = log.tables.get(name);
    if (!table) throw new Error(`No change-log descriptor for table ${name}`);
    for (const record of await table.load(trx, orgId, ids)) loaded.set(record.id, record);
  }
  return rows.map((row) => {
    if (row.record !== null) return fromSqlRecord(row as SqlRecordRow);
    const record = loaded.get(row.id);
    if (!record) throw new Error(`The change log could not load ${row.table_name} ${row.id}`);
    return record;
  });
}

/**
 * Logs what the transaction changed: one entry per record stamped with `now` in the org, in a
 * stable order (table, then id) within the write. Returns the records it logged, as the write
 * left them.
 */
export async function recordChanges(trx: Kysely<DB>, log: ChangeLog, orgId: string, now: string, actor: ChangeActor): Promise<LoggedRecord[]> {
  if (!log.enabled) return [];
  const statement = await stampedStatementFor(trx, log);
  if (statement === null) return [];
  const stamped = (await trx.executeQuery<StampedRow>(CompiledQuery.raw(statement, [orgId, now]))).rows;
  if (stamped.length === 0) return [];
  const records = await recordsOf(trx, log, orgId, stamped);
  const entries = stamped.map((row, i) => {
    const previous = row.previous === null || row.previous_action === null ? undefined
      : { action: row.previous_action, record: typeof row.previous === 'string' ? JSON.parse(row.previous) : row.previous };
    return entryOf(log.tables.get(row.table_name)!, records[i]!, previous);
  });
  await trx.executeQuery(CompiledQuery.raw(log.statements.insert, insertParameters(orgId, now, actor, entries)));
  return records;
}

/** More of a clock-last statement with the log on: data-modifying CTEs that read its `written_rows` (run to completion, unread). */
export interface StatementExtension {
  ctes: RawBuilder<unknown>;
}

/** What a clock-last statement needs to log what it writes: the table's descriptor, who writes, and whether the log is on. */
export interface StatementLog {
  table: LoggedTable;
  actor: ChangeActor;
  enabled: boolean;
}

/** The record of a row a clock-last statement changed, as the change log would have loaded it. */
export const writtenRecord = (row: WrittenRow): LoggedRecord => fromSqlRecord(row as SqlRecordRow);

/**
 * The end of a clock-last statement, after its `clock` CTE and its data-modifying CTE named as
 * the table it writes: `written_rows`, the rows written, read lateral to `clock`
 * (`writtenRowsSql`), with the clock's value as `now`; the insert of one change entry per row
 * the statement changed, built by the database as `recordChanges` builds them (the action from
 * the record's previous entry, `changes` by `smr_record_changes` of migration 0012, the seq from
 * the clock and the row's place in id order); `extension`'s CTEs, if any; and the select of the
 * written rows.
 */
export function loggedWriteTailSql(orgId: string, log: StatementLog, extension: StatementExtension | null = null): RawBuilder<WrittenRow & { now: string }> {
  const { table } = log;
  if (!table.recordSql) throw new Error(`${table.table} builds its records in TypeScript: its writes take the clock first`);
  // Without the log (benchmarks only), the rows written and nothing more: no records, no entries.
  if (!log.enabled) {
    if (extension) throw new Error('A statement extension reads the records, which a statement without the log does not build');
    return sql`, written_rows AS (
      SELECT w.id, w.updated_at = c0.last AS stamped, c0.last AS now
        FROM clock c0 CROSS JOIN LATERAL (SELECT t.id, t.updated_at FROM ${sql.raw(table.table)} t WHERE t.organization_id = ${orgId} OFFSET 0) w
    )
    SELECT * FROM written_rows`;
  }
  const fresh = `r.previous_action IS NULL OR (r.deleted AND r.previous_action <> 'deleted')`;
  return sql`, written_rows AS (
      SELECT w.*, c0.last AS now FROM clock c0 CROSS JOIN LATERAL (${writtenRowsSql(table.table, table.recordSql, 'c0.last', orgId)}) w
    ), logged_entries AS (
      INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record)
      SELECT ${orgId}, ${sql.raw(seqClockSql('r.now'))} || lpad((row_number() OVER (ORDER BY r.id))::text, ${sql.lit(SEQ_ORDINAL_DIGITS)}, '0'),
             r.resource,
             CASE WHEN r.previous_action IS NULL THEN (CASE WHEN r.deleted THEN 'deleted' ELSE 'created' END)
                  WHEN r.deleted AND r.previous_action <> 'deleted' THEN 'deleted'
                  ELSE 'updated' END,
             r.now, r.id, r.external_id, ${JSON.stringify(log.actor)}::json,
             (CASE WHEN ${sql.raw(fresh)} THEN '[]'
                   ELSE smr_record_changes(r.previous::jsonb, r.record::jsonb, ${table.changeKeys}::text[], ${table.perKey ?? []}::text[]) END)::json,
             r.record::json
        FROM written_rows r
       WHERE r.stamped
    )${extension ? sql`, ${extension.ctes}` : sql``}
    SELECT * FROM written_rows`;
}
