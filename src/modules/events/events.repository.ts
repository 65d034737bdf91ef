import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB, EventsTable } from '../../db/schema.js';
import { countRows, inList } from '../../db/sql.js';
import { countCap, type PolledListPlan } from '../../http/polling.js';
import type { EventListQueryInput, EventSort } from './events.schemas.js';

export type EventRow = Omit<Selectable<EventsTable>, 'organization_id'>;
export type EventRecordRow = EventRow & { asset_name: string | null; reported_by_name: string | null };

const EVENT_COLUMNS = ['id', 'team_id', 'external_id', 'title', 'description', 'event_type', 'event_date', 'status', 'severity',
  'asset_id', 'reported_by_id', 'metadata', 'created_at', 'updated_at', 'deleted_at'] as const;

const SORT_COLUMNS: Record<EventSort, 'e.event_date' | 'e.created_at' | 'e.updated_at' | 'e.title'> = {
  eventDate: 'e.event_date', createdAt: 'e.created_at', updatedAt: 'e.updated_at', title: 'e.title',
};

export function findEventsByExternalIds(trx: Transaction<DB>, orgId: string, externalIds: string[]): Promise<EventRow[]> {
  return trx.selectFrom('events').select(EVENT_COLUMNS).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text')).execute();
}

export async function userIdsByExternalId(trx: Transaction<DB>, orgId: string, externalIds: string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await trx.selectFrom('users').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text')).execute();
  return new Map(rows.map((row) => [row.external_id!, row.id]));
}

/** Writes every event in one statement, sorted by externalId. */
export async function upsertEventRows(trx: Transaction<DB>, orgId: string, now: string, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => a.external_id.localeCompare(b.external_id));
  await sql`
    INSERT INTO events (organization_id, id, team_id, external_id, title, description, event_type, event_date, status,
                        severity, asset_id, reported_by_id, metadata, created_at, updated_at, deleted_at)
    SELECT ${orgId}, r.id, r.team_id, r.external_id, r.title, r.description, r.event_type, r.event_date, r.status,
           r.severity, r.asset_id, r.reported_by_id, coalesce(r.metadata, '{}'), r.created_at, ${now}::timestamptz, r.deleted_at
      FROM jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb) AS r(
             id uuid, team_id uuid, external_id text, title text, description text, event_type text, event_date timestamptz,
             status text, severity text, asset_id uuid, reported_by_id uuid, metadata jsonb, created_at timestamptz,
             deleted_at timestamptz)
    ON CONFLICT (organization_id, id) DO UPDATE SET
      title = EXCLUDED.title, description = EXCLUDED.description, event_type = EXCLUDED.event_type,
      event_date = EXCLUDED.event_date, status = EXCLUDED.status, severity = EXCLUDED.severity,
      asset_id = EXCLUDED.asset_id, reported_by_id = EXCLUDED.reported_by_id, metadata = EXCLUDED.metadata,
      updated_at = EXCLUDED.updated_at, deleted_at = EXCLUDED.deleted_at`.execute(trx);
}

/** Soft-deletes a live event; false when there is none with that id. */
export async function softDeleteEvent(trx: Transaction<DB>, orgId: string, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('events').set({ deleted_at: now, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function selectEventRecords(db: Kysely<DB> | Transaction<DB>, orgId: string) {
  return db.selectFrom('events as e')
    .leftJoin('assets as a', (join) => join.onRef('a.organization_id', '=', 'e.organization_id').onRef('a.id', '=', 'e.asset_id'))
    .leftJoin('users as u', (join) => join.onRef('u.organization_id', '=', 'e.organization_id').onRef('u.id', '=', 'e.reported_by_id'))
    .select(EVENT_COLUMNS.map((column) => `e.${column}` as const))
    .select(['a.name as asset_name', 'u.full_name as reported_by_name'])
    .where('e.organization_id', '=', orgId);
}

/** A live event by UUID first, then by externalId. */
export async function findLiveEvent(db: Kysely<DB> | Transaction<DB>, orgId: string, idOrExternalId: string, isUuid: boolean): Promise<EventRecordRow | null> {
  const query = selectEventRecords(db, orgId).where('e.deleted_at', 'is', null);
  if (isUuid) {
    const byId = await query.where('e.id', '=', idOrExternalId.toLowerCase()).executeTakeFirst();
    if (byId) return byId;
  }
  return (await query.where('e.external_id', '=', idOrExternalId).executeTakeFirst()) ?? null;
}

export async function findEventRecordsByIds(db: Kysely<DB>, orgId: string, ids: string[]): Promise<EventRecordRow[]> {
  if (ids.length === 0) return [];
  return selectEventRecords(db, orgId).where('e.id', '=', (eb) => eb.fn.any(eb.val(ids).$castTo<string[]>())).execute();
}

function applyFilters<O>(query: SelectQueryBuilder<DB & { e: EventsTable }, 'e', O>, filters: EventListQueryInput, plan: PolledListPlan<EventSort>) {
  let q = query;
  if (filters.externalId !== undefined) q = q.where('e.external_id', '=', filters.externalId);
  if (filters.eventType !== undefined) q = q.where('e.event_type', '=', filters.eventType);
  if (filters.status !== undefined) q = q.where('e.status', '=', filters.status);
  if (!filters.includeDeleted) q = q.where('e.deleted_at', 'is', null);
  if (plan.updatedAfter !== null) q = q.where('e.updated_at', '>', sql<string>`${plan.updatedAfter}::timestamptz`);
  if (plan.updatedBefore !== null) q = q.where('e.updated_at', '<', sql<string>`${plan.updatedBefore}::timestamptz`);
  if (plan.after !== null) {
    const after = plan.after;
    q = q.where((eb) => eb(eb.refTuple('e.updated_at', 'e.id'), '>', eb.tuple(sql<string>`${after.updatedAt}::timestamptz`, sql<string>`${after.id}::uuid`)));
  }
  return q;
}

export function listEventRecords(db: Kysely<DB>, orgId: string, filters: EventListQueryInput, plan: PolledListPlan<EventSort>): Promise<EventRecordRow[]> {
  const column = SORT_COLUMNS[plan.sort];
  return applyFilters(selectEventRecords(db, orgId), filters, plan)
    .orderBy(column, plan.dir).orderBy('e.id', plan.dir)
    .limit(plan.limit).offset(plan.offset)
    .execute();
}

export function countEvents(db: Kysely<DB>, orgId: string, filters: EventListQueryInput, plan: PolledListPlan<EventSort>): Promise<number> {
  return countRows(db, applyFilters(db.selectFrom('events as e').where('e.organization_id', '=', orgId), filters, plan), countCap(plan));
}
