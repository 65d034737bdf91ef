/**
 * The event record (spec 2.7), declared once (src/db/record-shape.ts), with the names it shows
 * (its asset's, its reporter's) stored with its row (migration 0019).
 */
import { column, recordShape, storedName, timestamp } from '../../db/record-shape.js';
import type { EventRecordRow } from './events.repository.js';
import type { EventRecord } from './events.schemas.js';

export const EVENT_RECORD = recordShape<EventRecord>('events', {
  id: column('id'),
  organizationId: column('organization_id'),
  teamId: column('team_id'),
  externalId: column('external_id'),
  title: column('title'),
  description: column('description'),
  eventType: column('event_type'),
  eventDate: timestamp('event_date'),
  status: column('status'),
  severity: column('severity'),
  assetId: column('asset_id'),
  assetName: storedName('asset_name', 'assets', 'name', 'asset_id', 'assetId'),
  reportedById: column('reported_by_id'),
  reportedByName: storedName('reported_by_name', 'users', 'full_name', 'reported_by_id', 'reportedById'),
  metadata: column('metadata'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
  deletedAt: timestamp('deleted_at'),
});

export const toEventRecord = (row: EventRecordRow): EventRecord => EVENT_RECORD.toRecord(row);
