/**
 * Action items in the change log (DECISIONS 12): a live item's record is what GET
 * /v2/action-items/{id} returns, a deleted item's is its tombstone, exactly
 * `{ id, externalId, deletedAt, updatedAt }` — both built by the repository's one record SQL.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { loadFromSql } from '../../db/change-log.js';
import { shownKeysOf } from '../../db/record-shape.js';
import { ACTION_ITEM_RECORD } from './action-items.mapper.js';
import { ITEM_RECORD_SQL } from './action-items.repository.js';

export const actionItemsLog: LoggedTable = {
  table: 'action_items',
  load: loadFromSql('action_items', ITEM_RECORD_SQL),
  // The keys of the POST and PATCH payloads, under their record names: assignedToUserExternalId
  // sets assignedToUserId, statusExternalId statusId, locationExternalId assetId, eventExternalId
  // entityType and entityId, completedByExternalId completedById. completedAt and completedById
  // also follow status. Names (statusName, statusGroup, assetName…) are derived; attachments,
  // formSubmissionId, sourceSectionNodeId and createdById have no write field.
  changeKeys: [
    'title', 'description', 'assignedToUserId', 'assignedToDepartmentId', 'assignedToRoleSlug', 'dueDate', 'priority', 'statusId',
    'status', 'assetId', 'externalId', 'responseNotes', 'entityType', 'entityId', 'completedAt', 'completedById', 'fields', 'metadata',
  ],
  perKey: ['fields'],
  shown: shownKeysOf(ACTION_ITEM_RECORD),
  recordSql: ITEM_RECORD_SQL,
};
