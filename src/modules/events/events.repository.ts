import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Stamp } from '../../db/clock-last-write.js';
import { clockLastUpsert, onClock, type UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriteTx } from '../../db/org-write.js';
import { directionSql, polledPage, polledWhere, type PolledListPlan, type PolledPage } from '../../db/polled-list.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB, EventsTable, EventStoredNames } from '../../db/schema.js';
import { anyRow, inList } from '../../db/sql.js';
import { EVENT_RECORD } from './events.mapper.js';
import type { EventListQueryInput, EventSort } from './events.schemas.js';

export type EventRow = Omit<Selectable<EventsTable>, 'organization_id' | EventStoredNames>;
export type EventRecordRow = EventRow & { organization_id: string; asset_name: string | null; reported_by_name: string | null };

const EVENT_COLUMNS = ['id', 'team_id', 'external_id', 'title', 'description', 'event_type', 'event_date', 'status', 'severity',
  'asset_id', 'reported_by_id', 'metadata', 'created_at', 'updated_at', 'deleted_at'] as const;

type Executor = Kysely<DB> | Transaction<DB>;

const SORT_COLUMNS: Record<EventSort, 'event_date' | 'created_at' | 'updated_at' | 'title'> = {
  eventDate: 'event_date', createdAt: 'created_at', updatedAt: 'updated_at', title: 'title',
};

/** Orders whose first key never moves back (created_at never changes; updated_at only grows): a page can resume after a row. */
const RESUMABLE_SORTS: ReadonlySet<EventSort | 'updatedAt'> = new Set(['createdAt', 'updatedAt']);

export function findEventsByExternalIds(db: Executor, orgId: string, externalIds: string[]): Promise<EventRow[]> {
  return db.selectFrom('events').select(EVENT_COLUMNS).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text')).execute();
}

/** A live event's row, by id. */
export async function findLiveEventRow(db: Executor, orgId: string, id: string): Promise<EventRow | null> {
  return (await db.selectFrom('events').select(EVENT_COLUMNS).where('organization_id', '=', orgId).where('id', '=', id).where('deleted_at', 'is', null)
    .executeTakeFirst()) ?? null;
}

/** Events by externalId → id: live ones, or deleted ones too. */
export async function findEventIdsByExternalId(db: Executor, orgId: string, externalIds: string[], includeDeleted: boolean): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  let query = db.selectFrom('events').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text'));
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return new Map((await query.execute()).map((row) => [row.external_id, row.id]));
}

/** The id of a live event named by UUID (tried first) or externalId (DECISIONS 7), or null. */
export async function findLiveEventId(db: Executor, orgId: string, idOrExternalId: string, isUuid: boolean): Promise<string | null> {
  const live = db.selectFrom('events').select('id').where('organization_id', '=', orgId).where('deleted_at', 'is', null);
  if (isUuid) {
    const byId = await live.where('id', '=', idOrExternalId.toLowerCase()).executeTakeFirst();
    if (byId) return byId.id;
  }
  return (await live.where('external_id', '=', idOrExternalId).executeTakeFirst())?.id ?? null;
}

/** An event's row as a write plans it: its dates may be the write's clock, and `seen` is the stored row's stamp it read (null: a new row). */
export type EventUpsert = Omit<EventRow, 'event_date' | 'created_at' | 'updated_at' | 'deleted_at'> & {
  event_date: Stamp; created_at: Stamp; deleted_at: Stamp | null; seen: string | null;
};

/** How an event's row is upserted (src/db/guarded-upsert.ts): externalId is the upsert key, the team and creation time are kept. */
const EVENT_UPSERT: UpsertOf = {
  table: 'events',
  columns: [
    { column: 'id', type: 'uuid', kept: true }, { column: 'team_id', type: 'uuid', kept: true }, { column: 'external_id', type: 'text', kept: true },
    { column: 'title', type: 'text' }, { column: 'description', type: 'text' }, { column: 'event_type', type: 'text' },
    { column: 'event_date', type: 'timestamptz', stamp: true }, { column: 'status', type: 'text' }, { column: 'severity', type: 'text' },
    { column: 'asset_id', type: 'uuid' }, { column: 'reported_by_id', type: 'uuid' }, { column: 'metadata', type: 'jsonb', whenNull: `'{}'` },
    // Null for a bulk's write (which restores a deleted event), the write's clock for a delete.
    { column: 'created_at', type: 'timestamptz', stamp: true, kept: true }, { column: 'deleted_at', type: 'timestamptz', stamp: true },
  ],
};

const byExternalId = (rows: readonly EventUpsert[]) => [...rows].sort((a, b) => a.external_id.localeCompare(b.external_id));

/** Writes every event in one statement on the write's clock (`now`), sorted by externalId. */
export async function upsertEventRows(tx: OrgWriteTx, orgId: string, now: string, rows: EventUpsert[]): Promise<void> {
  if (rows.length === 0) return;
  await onClock(EVENT_UPSERT, orgId, now, byExternalId(rows)).execute(tx);
}

/** The statement of a clock-last write of these events (src/db/clock-last-write.ts): guarded by each stored row's stamp as read. */
export const eventUpsertStatement = (orgId: string, rows: EventUpsert[]) => clockLastUpsert(EVENT_UPSERT, orgId, byExternalId(rows));

/** An event's record (live or deleted, with `deletedAt`) as JSON text, over the table under alias `e`, for the change log. */
export const EVENT_RECORD_SQL = { alias: 'e', record: EVENT_RECORD.jsonSql('e'), resource: `'event'`, deleted: 'e.deleted_at IS NOT NULL' };

/** Soft-deletes a live event; false when there is none with that id. */
export async function softDeleteEvent(tx: OrgWriteTx, orgId: string, id: string, now: string): Promise<boolean> {
  const result = await tx.updateTable('events').set({ deleted_at: now, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The rows of the org's events as their records need them (EVENT_RECORD's selections), with the columns the list orders by. */
function selectEventRecords(db: Executor, orgId: string) {
  return db.selectFrom('events as e').select(EVENT_RECORD.selections('e')).where('e.organization_id', '=', orgId) as unknown as SelectQueryBuilder<DB & { e: EventsTable }, 'e', EventRecordRow>;
}

/** The record rows of these events, deleted ones included (the change log's read). */
export function findEventRecordsByIds(db: Executor, orgId: string, ids: readonly string[]): Promise<EventRecordRow[]> {
  return selectEventRecords(db, orgId).where(inList('e.id', ids, 'uuid')).execute();
}

export async function findEventRecord(db: Executor, orgId: string, id: string): Promise<EventRecordRow | null> {
  return (await selectEventRecords(db, orgId).where('e.id', '=', id).executeTakeFirst()) ?? null;
}

/** The filters, bounds (exclusive) and cursor of a list request, as conditions on `e`. */
function listConditions(filters: EventListQueryInput, plan: PolledListPlan<EventSort>): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  if (filters.externalId !== undefined) where.push(sql<SqlBool>`e.external_id = ${filters.externalId}`);
  if (filters.eventType !== undefined) where.push(sql<SqlBool>`e.event_type = ${filters.eventType}`);
  if (filters.status !== undefined) where.push(sql<SqlBool>`e.status = ${filters.status}`);
  if (!filters.includeDeleted) where.push(sql<SqlBool>`e.deleted_at IS NULL`);
  return [...where, ...polledWhere(plan, { table: 'e', inclusive: false })];
}

export type EventPage = PolledPage<EventRecordRow>;

/**
 * A page of the list (src/db/polled-list.ts, `polledPage`): in page mode the total is exact
 * (counted while the org's data stands still, src/db/org-count-cache.ts), and a page of an order
 * that can resume continues after the last row the same client's previous page returned; behind
 * a cursor nothing is counted.
 */
export function listEventPage(read: ReadContext, reader: ListReader, filters: EventListQueryInput, plan: PolledListPlan<EventSort>): Promise<EventPage> {
  const { db } = read;
  const conditions = listConditions(filters, plan);
  const column = SORT_COLUMNS[plan.sort];
  const matching = (where: readonly RawBuilder<SqlBool>[] | readonly Expression<SqlBool>[]) =>
    where.reduce((q, c) => q.where(c), db.selectFrom('events as e').where('e.organization_id', '=', reader.orgId));
  const rowsOf = (where: readonly Expression<SqlBool>[], limit: number, offset: number) => where.reduce((q, c) => q.where(c), selectEventRecords(db, reader.orgId))
    .orderBy(`e.${column}`, plan.dir).orderBy('e.id', plan.dir).limit(limit).offset(offset).execute();
  return polledPage<EventRecordRow>(read, reader, plan, {
    alias: 'e',
    conditions,
    resumeColumn: RESUMABLE_SORTS.has(plan.sort) ? column : null,
    direction: plan.dir,
    identity: () => sql`${sql.join(conditions, sql` AND `)} ORDER BY ${sql.ref(column)} ${directionSql(plan.dir)} LIMIT ${plan.limit}`,
    async readPage(where, offset) {
      const [pageRows, count] = await Promise.all([rowsOf(where, plan.limit, offset), read.counts.count(db, reader.orgId, matching(conditions))]);
      return { rows: pageRows, total: count };
    },
    readRows: (where, limit) => rowsOf(where, limit, 0),
    anyRow: (where) => anyRow(matching(where)),
    positionOf: (row) => ({ at: row[column as 'created_at' | 'updated_at'], id: row.id }),
  });
}
