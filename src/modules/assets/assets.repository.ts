import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Stamp } from '../../db/clock-last-write.js';
import { clockLastUpsert, onClock, type UnchangedRows, type UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { AssetsTable, DB } from '../../db/schema.js';
import { inList, likePattern } from '../../db/sql.js';
import { uuidsAmong, type KeyedRecord } from '../../http/bulk.js';
import type { AssetListFilters } from './assets.schemas.js';
import { ASSET_RECORD, LOCATION_RECORD } from './assets.mapper.js';

export type AssetRow = Omit<Selectable<AssetsTable>, 'organization_id'>;
/** An asset's row as ASSET_RECORD selects it: every column, and its parent's externalId. */
export type AssetRecordRow = Selectable<AssetsTable> & { external_parent_id: string | null };

const ASSET_COLUMNS = [
  'id', 'type', 'name', 'description', 'slug', 'address1', 'address2', 'city', 'state', 'zip', 'latitude', 'longitude',
  'status', 'parent_id', 'external_id', 'equipment_type_id', 'tag_ids', 'created_by_id', 'last_edited_by_id',
  'search_text', 'created_at', 'updated_at', 'deleted_at',
] as const;

/** Rows matching any of the ids or externalIds (one query for every lookup of a bulk). */
export function findAssetsByIdsOrExternalIds(trx: Kysely<DB>, orgId: string, ids: string[], externalIds: string[]): Promise<AssetRow[]> {
  if (ids.length === 0 && externalIds.length === 0) return Promise.resolve([]);
  const keys = [...(ids.length > 0 ? [inList('id', ids, 'uuid')] : []), ...(externalIds.length > 0 ? [inList('external_id', externalIds, 'text')] : [])];
  return trx.selectFrom('assets').select(ASSET_COLUMNS)
    .where('organization_id', '=', orgId)
    .where((eb) => eb.or(keys))
    .execute();
}

/** externalId → id of the org's assets (any type) holding those externalIds. */
export async function assetIdsByExternalId(db: Kysely<DB> | Transaction<DB>, orgId: string, externalIds: string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db.selectFrom('assets').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text')).execute();
  return new Map(rows.map((row) => [row.external_id!, row.id]));
}

/** Locations (assets of type location) matching any of the values as UUID or externalId. */
export async function findLocationsByKeys(db: Kysely<DB> | Transaction<DB>, orgId: string, values: string[]): Promise<KeyedRecord[]> {
  if (values.length === 0) return [];
  const ids = uuidsAmong(values);
  const rows = await db.selectFrom('assets').select(['id', 'external_id']).where('organization_id', '=', orgId).where('type', '=', 'location')
    .where((eb) => eb.or([...(ids.length > 0 ? [inList('id', ids, 'uuid')] : []), inList('external_id', values, 'text')])).execute();
  return rows.map((row) => ({ id: row.id, keys: [row.id, row.external_id].filter((k): k is string => k !== null) }));
}

/** Every ancestor of the given assets (and the assets themselves): id → parent id, and each row's stamp as read. */
export async function ancestorParents(db: Kysely<DB>, orgId: string, ids: string[]): Promise<{ parents: Map<string, string | null>; read: Array<{ id: string; seen: string }> }> {
  if (ids.length === 0) return { parents: new Map(), read: [] };
  const result = await sql<{ id: string; parent_id: string | null; updated_at: string }>`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, updated_at FROM assets WHERE organization_id = ${orgId} AND id = ANY(${ids}::uuid[])
      UNION
      SELECT a.id, a.parent_id, a.updated_at FROM assets a JOIN up ON a.organization_id = ${orgId} AND a.id = up.parent_id
    )
    SELECT id, parent_id, updated_at FROM up`.execute(db);
  return { parents: new Map(result.rows.map((row) => [row.id, row.parent_id])), read: result.rows.map((row) => ({ id: row.id, seen: row.updated_at })) };
}

export async function takenSlugs(trx: Kysely<DB>, orgId: string, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await trx.selectFrom('assets').select('slug').where('organization_id', '=', orgId)
    .where(inList('slug', slugs, 'text')).execute();
  return new Set(rows.map((row) => row.slug));
}

/** The asset upsert (src/db/guarded-upsert.ts): what a conflict keeps is the id, the slug and the creation. */
const ASSET_UPSERT: UpsertOf = {
  table: 'assets',
  columns: [
    { column: 'id', type: 'uuid', kept: true }, { column: 'type', type: 'text' }, { column: 'name', type: 'text' }, { column: 'description', type: 'text' },
    { column: 'slug', type: 'text', kept: true }, { column: 'address1', type: 'text' }, { column: 'address2', type: 'text' }, { column: 'city', type: 'text' },
    { column: 'state', type: 'text' }, { column: 'zip', type: 'text' }, { column: 'latitude', type: 'float8' }, { column: 'longitude', type: 'float8' },
    { column: 'status', type: 'text' }, { column: 'parent_id', type: 'uuid' }, { column: 'external_id', type: 'text' },
    { column: 'equipment_type_id', type: 'uuid' }, { column: 'tag_ids', type: 'text[]' }, { column: 'created_by_id', type: 'uuid', kept: true },
    { column: 'last_edited_by_id', type: 'uuid' }, { column: 'search_text', type: 'text' },
    { column: 'created_at', type: 'timestamptz', stamp: true, kept: true }, { column: 'deleted_at', type: 'timestamptz' },
  ],
};

/** An asset's row as the upsert writes it (`seen`: the `updated_at` it was read with, null for a new asset). */
export type AssetUpsert = Omit<AssetRow, 'updated_at' | 'created_at'> & { created_at: Stamp; seen: string | null };

/** Sorted by externalId, so concurrent bulks lock in one order. */
const inLockOrder = (rows: AssetUpsert[]) => [...rows].sort((a, b) => (a.external_id ?? a.id).localeCompare(b.external_id ?? b.id));

/** Writes every row in one statement, on the gate transaction's clock. */
export async function upsertAssetRows(tx: OrgWriteTx, orgId: string, now: string, rows: AssetUpsert[]): Promise<void> {
  if (rows.length === 0) return;
  await onClock(ASSET_UPSERT, orgId, now, inLockOrder(rows)).execute(tx);
}

/** The statement of a clock-last write of these assets: each stored row guarded by its stamp as read, and the rows it relied on (`unchanged`). */
export const assetUpsertStatement = (orgId: string, rows: AssetUpsert[], unchanged: UnchangedRows[]) =>
  clockLastUpsert({ ...ASSET_UPSERT, unchanged }, orgId, inLockOrder(rows));

/** The rows of the org's assets as their records need them (ASSET_RECORD's selections: a location's keys are among them). */
function selectAssetRecords(db: Kysely<DB> | Transaction<DB>, orgId: string) {
  return db.selectFrom('assets as a').select(ASSET_RECORD.selections('a')).where('a.organization_id', '=', orgId);
}

/** The record rows of these assets, deleted ones included (the change log's read of what a write changed). */
export async function findAssetRecordsByIds(db: Kysely<DB> | Transaction<DB>, orgId: string, ids: readonly string[]): Promise<AssetRecordRow[]> {
  return await selectAssetRecords(db, orgId).where(inList('a.id', ids, 'uuid')).execute() as AssetRecordRow[];
}

/** By UUID first, then by externalId (DECISIONS 7); optionally only one type. */
export async function findAssetRecord(db: Kysely<DB>, orgId: string, idOrExternalId: string, isUuid: boolean, type?: AssetRow['type']): Promise<AssetRecordRow | null> {
  let query = selectAssetRecords(db, orgId);
  if (type) query = query.where('a.type', '=', type);
  if (isUuid) {
    const byId = await query.where('a.id', '=', idOrExternalId).executeTakeFirst();
    if (byId) return byId as AssetRecordRow;
  }
  return ((await query.where('a.external_id', '=', idOrExternalId).executeTakeFirst()) as AssetRecordRow | undefined) ?? null;
}

/** The list's records built as JSON by the database (docs/decisions/performance.md): an asset list of 100,000 then costs the server a string per record instead of a parsed row, a mapped object and its serialization. */
const RECORD_JSON = { location: LOCATION_RECORD.jsonSql('a'), asset: ASSET_RECORD.jsonSql('a') };

/** An asset's record (a location's, or an equipment asset's) as JSON text, over the table under alias `a`, for the change log. */
export const ASSET_RECORD_SQL = {
  alias: 'a',
  record: `CASE WHEN a.type = 'location' THEN ${RECORD_JSON.location} ELSE ${RECORD_JSON.asset} END`,
  resource: `CASE WHEN a.type = 'location' THEN 'location' ELSE 'asset' END`,
  deleted: 'a.deleted_at IS NOT NULL',
};

/** A list record as JSON text, with the (name, id) the next batch continues after. */
export interface AssetJsonRow {
  name: string;
  id: string;
  record: string;
}

/** One keyset batch of the list in (name, id) order, after `last`, as asset or as location records. */
export function listAssetJsonAfter(
  db: Kysely<DB>, orgId: string, filters: AssetListFilters, shape: keyof typeof RECORD_JSON, last: Pick<AssetJsonRow, 'name' | 'id'> | null, limit: number,
): Promise<AssetJsonRow[]> {
  let query = db.selectFrom('assets as a').select(['a.name', 'a.id', sql<string>`${sql.raw(RECORD_JSON[shape])}`.as('record')]).where('a.organization_id', '=', orgId);
  if (filters.type) query = query.where('a.type', '=', filters.type);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.parentId) query = query.where('a.parent_id', '=', filters.parentId);
  if (filters.externalId) query = query.where('a.external_id', '=', filters.externalId);
  if (filters.q) query = query.where('a.name', 'ilike', likePattern(filters.q));
  if (!filters.includeDeleted) query = query.where('a.deleted_at', 'is', null);
  if (last) {
    query = query.where((eb) => eb(eb.refTuple('a.name', 'a.id'), '>', eb.tuple(last.name, last.id)));
  }
  return query.orderBy('a.name').orderBy('a.id').limit(limit).execute();
}
