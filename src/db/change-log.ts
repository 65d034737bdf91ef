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
import { sql, type Kysely } from 'kysely';
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

/** The descriptors of every logged table, and whether entries are written (off only in benchmarks). */
export interface ChangeLog {
  tables: ReadonlyMap<LoggedTableName, LoggedTable>;
  enabled: boolean;
}

/** Digits of a seq: the clock in microseconds since 1970, then the ordinal within the write. */
export const SEQ_CLOCK_DIGITS = 16;
export const SEQ_ORDINAL_DIGITS = 12;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The field-level diff of two versions of a record over the keys a client can write. */
export function diffRecords(table: LoggedTable, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of table.changeKeys) {
    if (table.perKey?.includes(key)) {
      const from = (before[key] ?? {}) as Record<string, unknown>;
      const to = (after[key] ?? {}) as Record<string, unknown>;
      for (const sub of [...new Set([...Object.keys(from), ...Object.keys(to)])].sort()) {
        if (!same(from[sub], to[sub])) changes.push({ path: `${key}.${sub}`, from: from[sub] ?? null, to: to[sub] ?? null });
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
function entryOf(table: LoggedTable, loaded: LoggedRecord, previous: Record<string, unknown> | undefined): PendingEntry {
  const base = { resource: loaded.resource, record_id: loaded.id, external_id: loaded.externalId, record: loaded.record };
  if (previous === undefined) return { ...base, action: loaded.deleted ? 'deleted' : 'created', changes: [] };
  const wasDeleted = (previous.deletedAt ?? null) !== null;
  if (loaded.deleted && !wasDeleted) return { ...base, action: 'deleted', changes: [] };
  return { ...base, action: 'updated', changes: diffRecords(table, previous, loaded.record) };
}

/**
 * Logs what the transaction changed: one entry per record stamped with `now` in the org, in a
 * stable order (table, then id) within the write.
 */
export async function recordChanges(trx: Kysely<DB>, log: ChangeLog, orgId: string, now: string, actor: ChangeActor): Promise<number> {
  if (!log.enabled) return 0;
  // The rows the write stamped, each with the record of its latest entry (the version it changed).
  const stamped = await sql<{ table_name: LoggedTableName; id: string; previous: Record<string, unknown> | string | null }>`
    SELECT s.table_name, s.id, e.record AS previous
      FROM smr_stamped_rows(${orgId}::uuid, ${now}::timestamptz) s
      LEFT JOIN LATERAL (
        SELECT record FROM change_entries
         WHERE organization_id = ${orgId} AND record_id = s.id
         ORDER BY seq DESC LIMIT 1) e ON true
     ORDER BY s.table_name, s.id`.execute(trx);
  if (stamped.rows.length === 0) return 0;

  const byTable = new Map<LoggedTableName, string[]>();
  const previous = new Map<string, Record<string, unknown>>();
  for (const row of stamped.rows) {
    const ids = byTable.get(row.table_name);
    if (ids) ids.push(row.id);
    else byTable.set(row.table_name, [row.id]);
    if (row.previous !== null) previous.set(row.id, typeof row.previous === 'string' ? JSON.parse(row.previous) : row.previous);
  }
  const entries: PendingEntry[] = [];
  for (const [name, ids] of byTable) {
    const table = log.tables.get(name);
    if (!table) throw new Error(`No change-log descriptor for table ${name}`);
    const loaded = new Map((await table.load(trx, orgId, ids)).map((record) => [record.id, record]));
    for (const id of ids) {
      const record = loaded.get(id);
      if (!record) throw new Error(`The change log could not load ${name} ${id}`);
      entries.push(entryOf(table, record, previous.get(id)));
    }
  }
  await sql`
    INSERT INTO change_entries (organization_id, seq, resource, action, occurred_at, record_id, external_id, actor, changes, record)
    SELECT ${orgId}, clock.prefix || lpad(e.ordinal::text, ${SEQ_ORDINAL_DIGITS}, '0'), e.resource, e.action, ${now}::timestamptz,
           e.record_id, e.external_id, ${JSON.stringify(actor)}::json, e.changes, e.record
      FROM ROWS FROM (json_to_recordset(${JSON.stringify(entries)}::json)
             AS (resource text, action text, record_id uuid, external_id text, changes json, record json))
           WITH ORDINALITY AS e (resource, action, record_id, external_id, changes, record, ordinal),
           (SELECT lpad((extract(epoch FROM ${now}::timestamptz) * 1000000)::bigint::text, ${SEQ_CLOCK_DIGITS}, '0') AS prefix) clock`.execute(trx);
  return entries.length;
}
