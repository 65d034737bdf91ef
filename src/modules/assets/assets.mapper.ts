/**
 * The asset and location records (spec 2.3, 2.4), declared once (src/db/record-shape.ts): the
 * keys of each, in order, and where each comes from in the row. The TypeScript mapper and the
 * JSON the database builds for the list both come from these declarations.
 */
import { column, lookedUp, recordShape, timestamp } from '../../db/record-shape.js';
import type { AssetRecordRow } from './assets.repository.js';
import type { AssetRecord, LocationRecord } from './assets.schemas.js';

const LOCATION_KEYS = {
  id: column('id'),
  organizationId: column('organization_id'),
  name: column('name'),
  description: column('description'),
  slug: column('slug'),
  address1: column('address1'),
  address2: column('address2'),
  city: column('city'),
  state: column('state'),
  zip: column('zip'),
  latitude: column('latitude'),
  longitude: column('longitude'),
  status: column('status'),
  type: column('type'),
  parentId: column('parent_id'),
  externalId: column('external_id'),
  createdById: column('created_by_id'),
  lastEditedById: column('last_edited_by_id'),
  searchText: column('search_text'),
  tagIds: column('tag_ids'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
  deletedAt: timestamp('deleted_at'),
};

export const LOCATION_RECORD = recordShape<LocationRecord>('assets', LOCATION_KEYS);

/** An asset shows its equipment type and its parent's externalId too. */
export const ASSET_RECORD = recordShape<AssetRecord>('assets', {
  ...LOCATION_KEYS,
  equipmentTypeId: column('equipment_type_id'),
  externalParentId: lookedUp('external_parent_id', 'assets', 'external_id', 'parent_id', 'parentId'),
});

export const toLocationRecord = (row: AssetRecordRow): LocationRecord => LOCATION_RECORD.toRecord(row);

export const toAssetRecord = (row: AssetRecordRow): AssetRecord => ASSET_RECORD.toRecord(row);
