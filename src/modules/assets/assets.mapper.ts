import { toApiTimestamp, toApiTimestampOrNull } from '../../http/time.js';
import type { AssetRecordRow } from './assets.repository.js';
import type { AssetRecord, LocationRecord } from './assets.schemas.js';

export const toLocationRecord = (row: AssetRecordRow, orgId: string): LocationRecord => ({
  id: row.id,
  organizationId: orgId,
  name: row.name,
  description: row.description,
  slug: row.slug,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  latitude: row.latitude,
  longitude: row.longitude,
  status: row.status,
  type: row.type,
  parentId: row.parent_id,
  externalId: row.external_id,
  createdById: row.created_by_id,
  lastEditedById: row.last_edited_by_id,
  searchText: row.search_text,
  tagIds: row.tag_ids,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
  deletedAt: toApiTimestampOrNull(row.deleted_at),
});

export const toAssetRecord = (row: AssetRecordRow, orgId: string): AssetRecord => ({
  ...toLocationRecord(row, orgId),
  equipmentTypeId: row.equipment_type_id,
  externalParentId: row.external_parent_id,
});
