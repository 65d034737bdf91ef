/**
 * Writing the change log (DECISIONS 12) at the end of every write-gate transaction.
 *
 * The database guarantees that the rows a write changed are exactly the rows of logged tables
 * stamped with the write's clock value (migration 0008). At the end of the transaction the gate
 * asks for those rows, loads each one's record through its module's descriptor (the same record
 * a GET returns) and inserts one entry per record, all before the transaction commits: a write
 * and its entries commit together or not at all. The entry's action and its `changes` (the
 * record against the record of its previous entry, over the keys a client can write) are worked
 * out by the database, by the same SQL in both ways a write is logged (`entryActionSql`,
 * `entryChangesSql`): here, and in a clock-last statement's own tail (`loggedWriteTailSql`).
 *
 * How a write is logged is the `ChangeLog` attached to the database handle (org-write.ts): the
 * service's is `createChangeLog`'s.
 */
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
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

/** How the write gate logs what a write changed: the service's is `createChangeLog`'s. */
export interface ChangeLog {
  tables: ReadonlyMap<LoggedTableName, LoggedTable>;
  /** Told of each org whose entries a write committed. */
  committed: CommittedChanges;
  /** The texts of the statements it runs in every write, to declare as named statements. */
  statements: readonly string[];
  /**
   * Logs what the gate's transaction changed (stamped with `now`); returns the records it logged.
   * `traceParent`: the W3C `traceparent` of the request that wrote (migration 0018), if any.
   */
  record(trx: Kysely<DB>, orgId: string, now: string, actor: ChangeActor, traceParent?: string | null): Promise<LoggedRecord[]>;
  /** The tail of a clock-last statement: the rows it wrote, their entries, `extension`'s CTEs, and the select of the rows. */
  statementTail(orgId: string, log: StatementLog, extension: StatementExtension | null): RawBuilder<WrittenRow & { now: string }>;
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

export type RecordSql = NonNullable<LoggedTable['recordSql']>;

/** The columns a table's record SQL gives: external id, resource, deleted, record (JSON text). */
const recordColumnsSql = (recordSql: RecordSql): string =>
  `${recordSql.externalId ?? `${recordSql.alias}.external_id`} AS external_id, ${recordSql.resource} AS resource, ${recordSql.deleted} AS deleted, ${recordSql.record} AS record`;

interface SqlRecordRow {
  id: string;
  external_id: string | null;
  resource: ChangeResource;
  deleted: boolean;
  record: string;
}

/** A record the database built: its text as sent, parsed only when read as an object. */
const fromSqlRecord = (row: SqlRecordRow): LoggedRecord => ({
  id: row.id, resource: row.resource, externalId: row.external_id, deleted: row.deleted, text: row.record,
  get record() {
    return JSON.parse(row.record) as Record<string, unknown>;
  },
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

/**
 * The rows a write stamped, in the tables the transaction wrote (noted by the statement triggers
 * of migration 0008 in `smr.written`): a branch per logged table, skipped by the server unless
 * the table was written. A table whose descriptor builds its records in SQL returns them here.
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
  return `SELECT s.table_name, s.id, s.external_id, s.resource, s.deleted, s.record
  FROM (${branches.join('\n    UNION ALL\n    ')}) AS s (table_name, id, external_id, resource, deleted, record)
 ORDER BY s.table_name, s.id`;
}

/** The action and record of a row's latest entry (the version a write changed), joined as `p` to the row of the org `orgId` whose id is `recordId`. */
const previousEntrySql = (orgId: string, recordId: string): string =>
  `LEFT JOIN LATERAL (SELECT pe.action, pe.record FROM change_entries pe WHERE pe.organization_id = ${orgId} AND pe.record_id = ${recordId} ORDER BY pe.seq DESC LIMIT 1) p ON true`;

/**
 * SQL for an entry's action, from the record's previous entry `p` and whether it is deleted now:
 * a record's first entry is its `created` entry (a record written before the log existed gets it
 * at its first logged write; retention keeps every record's latest entry, so a later write always
 * finds the version it changed); a deletion is `deleted` once.
 */
const entryActionSql = (deleted: string): string => `CASE WHEN p.action IS NULL THEN (CASE WHEN ${deleted} THEN 'deleted' ELSE 'created' END)
                  WHEN ${deleted} AND p.action <> 'deleted' THEN 'deleted'
                  ELSE 'updated' END`;

/**
 * SQL for an entry's `changes` (JSON text): none for a created or deleted record, else the diff of
 * the previous entry's record `p.record` and `record` over the keys a client can write, and the
 * shown keys that changed while the key they follow did not (`smr_record_changes`, migrations
 * 0012 and 0017); `keys` are SQL text arrays.
 */
const entryChangesSql = (deleted: string, record: string, keys: { keys: string; perKey: string; shown: string; shownBy: string }): string =>
  `CASE WHEN p.action IS NULL OR (${deleted} AND p.action <> 'deleted') THEN '[]'
        ELSE smr_record_changes(p.record::jsonb, (${record})::jsonb, ${keys.keys}, ${keys.perKey}, ${keys.shown}, ${keys.shownBy}) END`;

/** A table's compared keys as SQL text arrays (`entryChangesSql`). */
const comparedKeysSql = (table: LoggedTable) => ({
  keys: keysArraySql(table.changeKeys),
  perKey: keysArraySql(table.perKey ?? []),
  shown: keysArraySql((table.shown ?? []).map((shown) => shown.key)),
  shownBy: keysArraySql((table.shown ?? []).map((shown) => shown.follows)),
});

/** A SQL text array literal of keys (record keys: letters, digits, dots and underscores, from the descriptors). */
function keysArraySql(keys: readonly string[]): string {
  for (const key of keys) if (!/^[A-Za-z0-9_.]+$/.test(key)) throw new Error(`Not a record key: ${key}`);
  return `ARRAY[${keys.map((key) => `'${key}'`).join(', ')}]::text[]`;
}

/**
 * For a statement that writes one logged table and takes the clock itself (clock-last-write.ts):
 * the select of what it wrote, from its data-modifying CTE returning the table's columns, named
 * as the table so that it reads as the table's rows, under the alias the table's record SQL
 * uses, one row per row written, with the record and action of its previous entry and `stamped`:
 * whether the write changed it (an echo keeps its `updated_at`, DECISIONS 12).
 */
export function writtenRowsSql(table: LoggedTable, clock: string, orgId: string): RawBuilder<WrittenRow> {
  const recordSql = table.recordSql!;
  const alias = recordSql.alias;
  const columns = `${alias}.id, ${recordColumnsSql(recordSql)}, p.action AS previous_action, p.record AS previous, ${alias}.updated_at = ${clock} AS stamped`;
  const from = `${table.table} ${alias} ${previousEntrySql(`${alias}.organization_id`, `${alias}.id`)}`;
  // OFFSET 0 keeps the planner from pulling this subquery up into the query that reads `clock`
  // first (the write gate's order, `clockCte`).
  return sql<WrittenRow>`SELECT ${sql.lit(table.table)}::text AS table_name, ${sql.raw(columns)}
  FROM ${sql.raw(from)}
 WHERE ${sql.raw(alias)}.organization_id = ${orgId}
 ORDER BY ${sql.raw(alias)}.id OFFSET 0`;
}

/**
 * JSON texts (records) travel joined by a record separator, which JSON text never holds raw:
 * PostgreSQL splits them without parsing them as one document (a quarter faster than
 * `json_to_recordset` on a write of 1,000 records).
 */
const JSON_SEPARATOR = '\x1e';

/**
 * One statement inserts the entries of a write: seq is the write's clock in microseconds, then the
 * ordinal; the action and `changes` come from each record's previous entry, the keys compared
 * from its table's descriptor.
 */
function insertEntriesStatement(tables: readonly LoggedTable[]): string {
  const keys = tables.map((table) => {
    const compared = comparedKeysSql(table);
    return `('${table.table}', ${compared.keys}, ${compared.perKey}, ${compared.shown}, ${compared.shownBy})`;
  });
  return `INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record, trace_parent)
SELECT $1, clock.prefix || lpad(w.ordinal::text, ${SEQ_ORDINAL_DIGITS}, '0'), w.resource, ${entryActionSql('w.deleted')}, $2::timestamptz,
       w.record_id, w.external_id, $3::json,
       (${entryChangesSql('w.deleted', 'w.record', { keys: 'k.keys', perKey: 'k.per_key', shown: 'k.shown', shownBy: 'k.shown_by' })})::json, w.record::json, $10::text
  FROM unnest($4::text[], $5::text[], $6::uuid[], $7::text[], $8::boolean[], string_to_array($9, E'\\x1e'))
         WITH ORDINALITY AS w (table_name, resource, record_id, external_id, deleted, record, ordinal)
  JOIN (VALUES ${keys.join(',\n               ')}) AS k (table_name, keys, per_key, shown, shown_by) ON k.table_name = w.table_name
  ${previousEntrySql('$1', 'w.record_id')}
 CROSS JOIN (SELECT ${seqClockSql('$2::timestamptz')} AS prefix) clock`;
}

/** The parameters of the insert for these records, in their order within the write. */
const insertParameters = (
  orgId: string, now: string, actor: ChangeActor, rows: readonly StampedRow[], records: readonly LoggedRecord[], traceParent: string | null,
): unknown[] => [
  orgId, now, JSON.stringify(actor),
  rows.map((row) => row.table_name), records.map((record) => record.resource), records.map((record) => record.id),
  records.map((record) => record.externalId), records.map((record) => record.deleted),
  records.map((record) => record.text ?? JSON.stringify(record.record)).join(JSON_SEPARATOR),
  traceParent,
];

const WRITTEN_TABLES = `SELECT current_setting('smr.written', true) AS written`;

/** The gate's statements over a set of descriptors. */
interface LogStatements {
  /** The logged tables the transaction wrote, as the statement triggers noted them. */
  written: string;
  /** The stamped rows of one table, by table; and of every table, for a write of several. */
  stampedIn: ReadonlyMap<LoggedTableName, string>;
  stamped: string;
  insert: string;
}

/** The service's change log over these descriptors; its statements are declared as named statements by whoever opens the database. */
export function createChangeLog(tables: ReadonlyMap<LoggedTableName, LoggedTable>): ChangeLog {
  const statements: LogStatements = {
    written: WRITTEN_TABLES,
    stampedIn: new Map([...tables.values()].map((table) => [table.table, stampedStatement([table])])),
    stamped: stampedStatement([...tables.values()]),
    insert: insertEntriesStatement([...tables.values()]),
  };
  return {
    tables,
    committed: new CommittedChanges(),
    statements: [statements.written, ...statements.stampedIn.values(), statements.stamped, statements.insert],
    record: (trx, orgId, now, actor, traceParent = null) => recordChanges(trx, tables, statements, orgId, now, actor, traceParent),
    statementTail: loggedWriteTailSql,
  };
}

/**
 * The statement listing the rows the transaction stamped: the one-table statement when one
 * logged table was written (most writes), whose plan the server keeps (0.3 ms against 2 ms for
 * planning every branch of the all-tables statement at each write, as it must, since the
 * generic plan of that statement is slow); null when no logged table was written.
 */
async function stampedStatementFor(trx: Kysely<DB>, statements: LogStatements): Promise<string | null> {
  const { rows } = await trx.executeQuery<{ written: string | null }>(CompiledQuery.raw(statements.written, []));
  const names = new Set((rows[0]?.written ?? '').split(',').filter((name) => statements.stampedIn.has(name as LoggedTableName)));
  if (names.size === 0) return null;
  return names.size === 1 ? statements.stampedIn.get([...names][0] as LoggedTableName)! : statements.stamped;
}

/** A stamped row: its SQL-built record columns are null for tables whose descriptor loads them. */
export type StampedRow = { [K in keyof SqlRecordRow]: K extends 'id' ? string : SqlRecordRow[K] | null } & {
  table_name: LoggedTableName;
};

/** A row a clock-last statement wrote (`loggedWriteTailSql`), and whether it changed it. */
export type WrittenRow = StampedRow & {
  stamped: boolean;
};

/** The record of a stamped row, as the statement built it or as its descriptor loads it. */
async function recordsOf(trx: Kysely<DB>, tables: ChangeLog['tables'], orgId: string, rows: readonly StampedRow[]): Promise<LoggedRecord[]> {
  const toLoad = new Map<LoggedTableName, string[]>();
  for (const row of rows) {
    if (row.record !== null) continue;
    const ids = toLoad.get(row.table_name);
    if (ids) ids.push(row.id);
    else toLoad.set(row.table_name, [row.id]);
  }
  const loaded = new Map<string, LoggedRecord>();
  for (const [name, ids] of toLoad) {
    const table = tables.get(name);
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
async function recordChanges(
  trx: Kysely<DB>, tables: ChangeLog['tables'], statements: LogStatements, orgId: string, now: string, actor: ChangeActor, traceParent: string | null,
): Promise<LoggedRecord[]> {
  const statement = await stampedStatementFor(trx, statements);
  if (statement === null) return [];
  const stamped = (await trx.executeQuery<StampedRow>(CompiledQuery.raw(statement, [orgId, now]))).rows;
  if (stamped.length === 0) return [];
  const records = await recordsOf(trx, tables, orgId, stamped);
  await trx.executeQuery(CompiledQuery.raw(statements.insert, insertParameters(orgId, now, actor, stamped, records, traceParent)));
  return records;
}

/** More of a clock-last statement: data-modifying CTEs that read its `written_rows` (run to completion, unread). */
export interface StatementExtension {
  ctes: RawBuilder<unknown>;
}

/** What a clock-last statement needs to log what it writes: the table's descriptor, and who writes. */
export interface StatementLog {
  table: LoggedTable;
  actor: ChangeActor;
  /** The W3C `traceparent` of the request that writes, if any (a parameter: the statement's text is the same without). */
  traceParent?: string | null;
  /**
   * A statement combining several writes (write-combiner.ts): each write's rows, actor and trace,
   * so that each row's entry names its own writer. `actor` and `traceParent` are then unused.
   */
  writers?: ReadonlyArray<{ ids: readonly string[]; actor: ChangeActor; traceParent: string | null }>;
}

/** The writers of a combined statement as a CTE of (id, actor, trace_parent), one row per written row. */
const rowWritersSql = (writers: NonNullable<StatementLog['writers']>): RawBuilder<unknown> => {
  const rows = writers.flatMap((writer) => writer.ids.map((id) => ({ id, actor: writer.actor, trace_parent: writer.traceParent })));
  return sql`, row_writers AS (SELECT x.id, x.actor, x.trace_parent FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id uuid, actor json, trace_parent text))`;
};

/** The record of a row a clock-last statement wrote, as the change log would have loaded it; null for a row returned without it. */
export const writtenRecord = (row: WrittenRow): LoggedRecord | null => (row.record === null || row.record === undefined ? null : fromSqlRecord(row as SqlRecordRow));

/**
 * The end of a clock-last statement, after its `clock` CTE and its data-modifying CTE named as
 * the table it writes: `written_rows`, the rows written, read lateral to `clock`
 * (`writtenRowsSql`), with the clock's value as `now`; the insert of one change entry per row
 * the statement changed, built by the database as `recordChanges` builds them (the same action
 * and `changes` SQL, the seq from the clock and the row's place in id order); `extension`'s
 * CTEs, if any; and the select of the written rows.
 */
export function loggedWriteTailSql(orgId: string, log: StatementLog, extension: StatementExtension | null = null): RawBuilder<WrittenRow & { now: string }> {
  const { table } = log;
  if (!table.recordSql) throw new Error(`${table.table} builds its records in TypeScript: its writes take the clock first`);
  const { writers } = log;
  // (A row no writer names, which a combined statement's own writes never leave, is logged with the statement's first writer as actor, and no trace.)
  const actor = sql`${writers ? sql`coalesce(rw.actor, ` : sql``}${JSON.stringify(writers?.[0]?.actor ?? log.actor)}::json${writers ? sql`)` : sql``}`;
  const traceParent = writers ? sql`rw.trace_parent` : sql`${log.traceParent ?? null}::text`;
  return sql`${writers ? rowWritersSql(writers) : sql``}, written_rows AS (
      SELECT w.*, c0.last AS now FROM clock c0 CROSS JOIN LATERAL (${writtenRowsSql(table, 'c0.last', orgId)}) w
    ), logged_entries AS (
      INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record, trace_parent)
      SELECT ${orgId}, ${sql.raw(seqClockSql('r.now'))} || lpad((row_number() OVER (ORDER BY r.id))::text, ${sql.lit(SEQ_ORDINAL_DIGITS)}, '0'),
             r.resource, ${sql.raw(entryActionSql('r.deleted'))},
             r.now, r.id, r.external_id, ${actor},
             (${sql.raw(entryChangesSql('r.deleted', 'r.record', comparedKeysSql(table)))})::json,
             r.record::json, ${traceParent}
        FROM written_rows r
        CROSS JOIN LATERAL (SELECT r.previous_action AS action, r.previous AS record) p
        ${writers ? sql`LEFT JOIN row_writers rw ON rw.id = r.id` : sql``}
       WHERE r.stamped
    )${extension ? sql`, ${extension.ctes}` : sql``}
    SELECT r.table_name, r.id, r.external_id, r.resource, r.deleted, r.record, r.stamped, r.now FROM written_rows r`;
}
