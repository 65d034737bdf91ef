/** The action item status record (spec 2.1, the flow), declared once (src/db/record-shape.ts). */
import { column, recordShape } from '../../db/record-shape.js';
import type { StatusRow } from './action-item-statuses.repository.js';
import type { ActionItemStatusOut } from './action-item-statuses.schemas.js';

export const STATUS_RECORD = recordShape<ActionItemStatusOut>('action_item_statuses', {
  id: column('id'),
  name: column('name'),
  group: column('group'),
  externalId: column('external_id'),
  ordinal: column('ordinal'),
  isDefault: column('is_default'),
});

export const toStatusRecord = (row: StatusRow): ActionItemStatusOut => STATUS_RECORD.toRecord(row);
