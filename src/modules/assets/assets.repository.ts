import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
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
export function findAssetsByIdsOrExternalIds(trx: Transaction<DB>, orgId: string, ids: string[], externalIds: string[]): Promise<AssetRow[]> {
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

/** id → parent id of every ancestor of the given assets (and of the assets themselves). */
export async function ancestorParents(trx: Transaction<DB>, orgId: string, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const result = await sql<{ id: string; parent_id: string | null }>`
    WITH RECURSIVE up AS (
      SELECT id, parent_id FROM assets WHERE organization_id = ${orgId} AND id = ANY(${ids}::uuid[])
      UNION
      SELECT a.id, a.parent_id FROM assets a JOIN up ON a.organization_id = ${orgId} AND a.id = up.parent_id
    )
    SELECT id, parent_id FROM up`.execute(trx);
  return new Map(result.rows.map((row) => [row.id, row.parent_id]));
}

export async function takenSlugs(trx: Transaction<DB>, orgId: string, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await trx.selectFrom('assets').select('slug').where('organization_id', '=', orgId)
    .where(inList('slug', slugs, 'text')).execute();
  return new Set(rows.map((row) => row.slug));
}

/** Columns of the asset upsert, with the array type each travels in. */
const UPSERT_COLUMNS = {
  id: 'uuid', type: 'text', name: 'text', description: 'text', slug: 'text', address1: 'text', address2: 'text', city: 'text',
  state: 'text', zip: 'text', latitude: 'float8', longitude: 'float8', status: 'text', parent_id: 'uuid', external_id: 'text',
  equipment_type_id: 'uuid', created_by_id: 'uuid', last_edited_by_id: 'uuid', search_text: 'text', created_at: 'timestamptz',
  deleted_at: 'timestamptz',
} as const satisfies Partial<Record<keyof AssetRow, string>>;
const UPSERT_NAMES = Object.keys(UPSERT_COLUMNS) as Array<keyof typeof UPSERT_COLUMNS>;

/**
 * Writes every row in one statement, sorted by externalId so concurrent bulks lock in one
 * order. The rows travel as one array per column (`unnest`), which PostgreSQL reads faster than
 * a JSON document of objects (21 ms against 24–28 ms for 1,000 full-width assets); `tag_ids`,
 * an array per row, travels as JSON.
 */
export async function upsertAssetRows(tx: OrgWriteTx, orgId: string, now: string, rows: AssetRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.external_id ?? a.id).localeCompare(b.external_id ?? b.id));
  const arrays = UPSERT_NAMES.map((name) => sql`${sorted.map((row) => row[name])}::${sql.raw(UPSERT_COLUMNS[name])}[]`);
  const tags = sql`${sorted.map((row) => JSON.stringify(row.tag_ids ?? []))}::jsonb[]`;
  const columns = sql.raw(UPSERT_NAMES.join(', '));
  await sql`
    INSERT INTO assets (organization_id, ${columns}, tag_ids, updated_at)
    SELECT ${orgId}, ${sql.raw(UPSERT_NAMES.map((name) => `u.${name}`).join(', '))},
           ARRAY(SELECT jsonb_array_elements_text(u.tags)), ${now}::timestamptz
      FROM unnest(${sql.join([...arrays, tags])}) AS u(${columns}, tags)
    ON CONFLICT (organization_id, id) DO UPDATE SET
      type = EXCLUDED.type, name = EXCLUDED.name, description = EXCLUDED.description,
      address1 = EXCLUDED.address1, address2 = EXCLUDED.address2, city = EXCLUDED.city, state = EXCLUDED.state,
      zip = EXCLUDED.zip, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, status = EXCLUDED.status,
      parent_id = EXCLUDED.parent_id, external_id = EXCLUDED.external_id, equipment_type_id = EXCLUDED.equipment_type_id,
      tag_ids = EXCLUDED.tag_ids, last_edited_by_id = EXCLUDED.last_edited_by_id, search_text = EXCLUDED.search_text,
      updated_at = EXCLUDED.updated_at, deleted_at = EXCLUDED.deleted_at`.execute(tx);
}

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
