/**
 * Assets in the change log (DECISIONS 12): a row of type location is a `location` record, as
 * GET /v2/locations/{id} returns it; any other an `asset` record, as GET /v2/assets/{id} does.
 * A soft-deleted asset keeps its record (with `deletedAt`) and is logged as deleted.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { shownKeysOf } from '../../db/record-shape.js';
import { loadFromSql } from '../../db/change-log.js';
import { ASSET_RECORD } from './assets.mapper.js';
import { ASSET_RECORD_SQL } from './assets.repository.js';

export const assetsLog: LoggedTable = {
  table: 'assets',
  load: loadFromSql('assets', ASSET_RECORD_SQL),
  recordSql: ASSET_RECORD_SQL,
  // The keys of the asset and location payloads. externalParentId is written but shows the
  // parent's externalId (parentId is the change); the slug is derived, createdAt import-only.
  changeKeys: [
    'name', 'description', 'address1', 'address2', 'city', 'state', 'zip', 'latitude', 'longitude', 'status', 'parentId',
    'externalId', 'deletedAt', 'tagIds', 'type', 'equipmentTypeId',
  ],
  shown: shownKeysOf(ASSET_RECORD),
};
