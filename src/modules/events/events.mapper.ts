import { toApiTimestamp, toApiTimestampOrNull } from '../../http/time.js';
import type { EventRecordRow } from './events.repository.js';
import type { EventRecord } from './events.schemas.js';

export const toEventRecord = (row: EventRecordRow, orgId: string): EventRecord => ({
  id: row.id,
  organizationId: orgId,
  teamId: row.team_id,
  externalId: row.external_id,
  title: row.title,
  description: row.description,
  eventType: row.event_type,
  eventDate: toApiTimestamp(row.event_date),
  status: row.status,
  severity: row.severity,
  assetId: row.asset_id,
  assetName: row.asset_name,
  reportedById: row.reported_by_id,
  reportedByName: row.reported_by_name,
  metadata: row.metadata,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
  deletedAt: toApiTimestampOrNull(row.deleted_at),
});
