/**
 * Reading and pruning the change log (DECISIONS 12). Entries are built as JSON text by the
 * database and sent as they come: the feed in `seq` order by the primary key, a record's history
 * newest first by `change_entries_by_record`.
 */
import { CompiledQuery, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ChangeResource } from '../../db/change-log-types.js';
import { seqClockSql, SEQ_ORDINAL_DIGITS } from '../../db/change-log.js';
import { apiTimestampSql, jsonTextSql } from '../../db/json-sql.js';
import type { ReadContext } from '../../db/read-context.js';
import type { DB } from '../../db/schema.js';

/** One entry `e` as the API shows it, built by the database (every column but `external_id` is NOT NULL). */
export const ENTRY_JSON = jsonTextSql({
  id: { plain: 'e.id' },
  seq: { plain: 'e.seq' },
  type: { plain: `e.resource || '.' || e.action` },
  resource: { plain: 'e.resource' },
  occurredAt: { plain: apiTimestampSql('e.occurred_at') },
  recordId: { plain: 'e.record_id' },
  externalId: { text: 'e.external_id' },
  actor: { json: 'e.actor' },
  changes: { json: 'e.changes' },
  record: { json: 'e.record' },
});

export interface EntryRow {
  seq: string;
  entry: string;
}

/** A `types` pattern: a resource, with one action or all of them. */
export interface TypePattern {
  resource: ChangeResource;
  action: 'created' | 'updated' | 'deleted' | null;
}

export interface FeedFilter {
  /** Entries after this seq (exclusive); null: from the first retained entry. */
  after: string | null;
  /** Entries at or after this seq; for `since`. */
  from: string | null;
  types: TypePattern[] | null;
  recordId: string | null;
}

const typesMatch = (types: TypePattern[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.join(types.map((t) =>
    t.action === null ? sql`e.resource = ${t.resource}` : sql`(e.resource = ${t.resource} AND e.action = ${t.action})`), sql` OR `)})`;

/** The feed without filters (a sync client's poll), from `$2`: none, after a seq, or at/after one. */
const plainFeed = (bound: '' | '>' | '>=') => `SELECT e.seq, ${ENTRY_JSON} AS entry FROM change_entries e
 WHERE e.organization_id = $1${bound === '' ? '' : ` AND e.seq ${bound} $3`} ORDER BY e.seq LIMIT $2`;
const FEED_FROM_START = plainFeed('');
const FEED_AFTER = plainFeed('>');
const FEED_FROM = plainFeed('>=');

/** The feed statements of a fixed shape, run by name (polling the feed is a hot read). */
export const feedStatements = (): string[] => [FEED_FROM_START, FEED_AFTER, FEED_FROM];

/** Up to `limit` entries of the feed in commit order. */
export async function readFeed(read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, filter: FeedFilter, limit: number): Promise<EntryRow[]> {
  if (filter.types === null && filter.recordId === null) {
    if (filter.after !== null) return read.statements.run<EntryRow>(read.db, FEED_AFTER, [orgId, limit, filter.after]);
    if (filter.from !== null) return read.statements.run<EntryRow>(read.db, FEED_FROM, [orgId, limit, filter.from]);
    return read.statements.run<EntryRow>(read.db, FEED_FROM_START, [orgId, limit]);
  }
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`e.organization_id = ${orgId}`];
  if (filter.after !== null) conditions.push(sql<SqlBool>`e.seq > ${filter.after}`);
  if (filter.from !== null) conditions.push(sql<SqlBool>`e.seq >= ${filter.from}`);
  if (filter.recordId !== null) conditions.push(sql<SqlBool>`e.record_id = ${filter.recordId}`);
  if (filter.types !== null) conditions.push(typesMatch(filter.types));
  const result = await sql<EntryRow>`
    SELECT e.seq, ${sql.raw(ENTRY_JSON)} AS entry FROM change_entries e
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY e.seq LIMIT ${limit}`.execute(read.db);
  return result.rows;
}

/**
 * A page of one record's history, newest first: `$1` org, `$2` record id, `$3` the resources the
 * record must be (its latest entry's; null: any), `$4` the limit, `$5` the seq to continue before.
 */
const historyPage = (continued: boolean) => `SELECT e.seq, ${ENTRY_JSON} AS entry FROM change_entries e
 WHERE e.organization_id = $1 AND e.record_id = $2${continued ? ' AND e.seq < $5' : ''}
   AND ($3::text[] IS NULL OR (SELECT l.resource FROM change_entries l
                                WHERE l.organization_id = $1 AND l.record_id = $2 ORDER BY l.seq DESC LIMIT 1) = ANY ($3::text[]))
 ORDER BY e.seq DESC LIMIT $4`;
const HISTORY_FIRST_PAGE = historyPage(false);
const HISTORY_NEXT_PAGE = historyPage(true);

/** The history statements, run by name (a history page is a hot read of a fixed shape). */
export const historyStatements = (): string[] => [HISTORY_FIRST_PAGE, HISTORY_NEXT_PAGE];

/**
 * Up to `limit` entries of one record, newest first, before the seq `before` when given; none
 * unless the record's latest entry is one of `resources` (when given).
 */
export function readHistory(
  read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, recordId: string, resources: readonly ChangeResource[] | null, before: string | null, limit: number,
): Promise<EntryRow[]> {
  const values = [orgId, recordId, resources, limit];
  return before === null
    ? read.statements.run<EntryRow>(read.db, HISTORY_FIRST_PAGE, values)
    : read.statements.run<EntryRow>(read.db, HISTORY_NEXT_PAGE, [...values, before]);
}

/** The first seq a write at or after this instant can have (`since`). */
export async function seqAtInstant(db: Kysely<DB>, instant: string): Promise<string> {
  const result = await db.executeQuery<{ seq: string }>(CompiledQuery.raw(`SELECT ${seqClockSql('$1::timestamptz')} || repeat('0', ${SEQ_ORDINAL_DIGITS}) AS seq`, [instant]));
  return result.rows[0]!.seq;
}

/**
 * Deletes up to `batch` entries of the org older than `cutoffSeq`, never the latest entry of a
 * record (the next change of the record is compared with it). Returns how many it deleted.
 */
export async function pruneEntries(db: Kysely<DB>, orgId: string, cutoffSeq: string, batch: number): Promise<number> {
  const result = await sql`
    DELETE FROM change_entries WHERE organization_id = ${orgId} AND seq IN (
      SELECT e.seq FROM change_entries e
       WHERE e.organization_id = ${orgId} AND e.seq < ${cutoffSeq}
         AND EXISTS (SELECT 1 FROM change_entries n
                      WHERE n.organization_id = e.organization_id AND n.record_id = e.record_id AND n.seq > e.seq)
       ORDER BY e.seq LIMIT ${batch})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
