/**
 * The event record (spec 2.7), declared once (src/db/record-shape.ts), with the names it shows
 * (its asset's, its reporter's) looked up by the database.
 */
import { column, derived, recordShape, timestamp } from '../../db/record-shape.js';
import { assetNameSql } from '../assets/assets.service.js';
import { userNameSql } from '../users/users.service.js';
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
  assetName: derived('asset_name', (e) => assetNameSql(`${e}.organization_id`, `${e}.asset_id`),
    { table: 'assets', columns: ['name'], by: { column: 'asset_id', follows: 'assetId' } }),
  reportedById: column('reported_by_id'),
  reportedByName: derived('reported_by_name', (e) => userNameSql(`${e}.organization_id`, `${e}.reported_by_id`),
    { table: 'users', columns: ['full_name'], by: { column: 'reported_by_id', follows: 'reportedById' } }),
  metadata: column('metadata'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
  deletedAt: timestamp('deleted_at'),
});

export const toEventRecord = (row: EventRecordRow): EventRecord => EVENT_RECORD.toRecord(row);
