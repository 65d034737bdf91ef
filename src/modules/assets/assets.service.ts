/**
 * Assets and locations (spec 2.5, 2.6, 4.9; DECISIONS 7): reads, and the single and bulk
 * writes on top of the one upsert path.
 */
import type { Kysely } from 'kysely';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { notFound, validationError } from '../../http/errors.js';
import { keysetBatches } from '../../http/stream-list.js';
import { bulkResponse } from '../../http/bulk.js';
import { isUuid } from '../../lib/uuid.js';
import { upsertAssets, type AssetWriteMode } from './assets.write.js';
import { lookupSql } from '../../db/json-sql.js';
import { idsFound } from '../../db/sql.js';
import { findAssetRecord, listAssetJsonAfter, type AssetJsonRow, type AssetRecordRow } from './assets.repository.js';
import type { AssetListFilters, AssetWrite } from './assets.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { assetIdsByExternalId, findLocationsByKeys } from './assets.repository.js';

/** Schema-level rules the JSON schema cannot express: refuse the whole request (DECISIONS 7). */
export function checkEquipmentPayloads(writes: AssetWrite[], path: (index: number) => string): void {
  const errors: string[] = [];
  writes.forEach((write, index) => {
    if (write.type === 'equipment' && !write.equipmentTypeId) errors.push(`${path(index)}.equipmentTypeId is required when type is equipment`);
    if (write.type === 'location' && write.equipmentTypeId) errors.push(`${path(index)}.equipmentTypeId is only valid when type is equipment`);
  });
  if (errors.length > 0) throw validationError(errors);
}

export interface SingleWrite {
  record: AssetRecordRow;
  created: boolean;
}

/** POST /assets or /locations: the bulk path with one element; its error is the response. */
export async function upsertOneAsset(db: Kysely<DB>, writer: OrgWriter, write: AssetWrite, mode: AssetWriteMode): Promise<SingleWrite> {
  const { orgId } = writer;
  checkEquipmentPayloads([write], () => 'body');
  const [outcome] = await upsertAssets(db, writer, [write], mode, true);
  if (!outcome!.ok) throw outcome!.error;
  const record = await findAssetRecord(db, orgId, outcome!.id, true);
  return { record: record!, created: outcome!.created };
}

export async function upsertAssetBulk(db: Kysely<DB>, writer: OrgWriter, writes: AssetWrite[]) {
  checkEquipmentPayloads(writes, (index) => `body.assets[${index}]`);
  const outcomes = await upsertAssets(db, writer, writes, 'asset');
  return bulkResponse(writes.map((w) => w.externalId!), outcomes);
}

/** The id of the asset (or location) GET shows for this id or externalId, or null. */
export async function assetIdOf(db: Kysely<DB>, orgId: string, idOrExternalId: string, mode: AssetWriteMode): Promise<string | null> {
  return (await findAsset(db, orgId, idOrExternalId, mode))?.id ?? null;
}

const findAsset = (db: Kysely<DB>, orgId: string, idOrExternalId: string, mode: AssetWriteMode) =>
  findAssetRecord(db, orgId, idOrExternalId, isUuid(idOrExternalId), mode === 'location' ? 'location' : undefined);

export async function getAsset(db: Kysely<DB>, orgId: string, idOrExternalId: string, mode: AssetWriteMode): Promise<AssetRecordRow> {
  const record = await findAsset(db, orgId, idOrExternalId, mode);
  if (!record) throw notFound(mode === 'location' ? 'Location' : 'Asset');
  return record;
}

/** The ids (UUIDs) that are assets of the org. */
export const assetIdsFound = (db: Kysely<DB>, orgId: string, ids: string[]): Promise<Set<string>> => idsFound(db, 'assets', orgId, ids);

/** SQL for `{ id, name, slug }` of the asset a record holds (a user's locations). */
export const assetSummarySql = (orgRef: string, idRef: string): string =>
  lookupSql('assets', (a) => `json_build_object('id', ${a}.id, 'name', ${a}.name, 'slug', ${a}.slug)`, orgRef, idRef);

export function assetBatches(db: Kysely<DB>, orgId: string, filters: AssetListFilters, shape: 'asset' | 'location'): AsyncGenerator<AssetJsonRow[]> {
  return keysetBatches((last, limit) => listAssetJsonAfter(db, orgId, filters, shape, last, limit));
}
