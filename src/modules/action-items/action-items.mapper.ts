/**
 * The action item record (spec 2.1) and its tombstone (DECISIONS 12), declared once
 * (src/db/record-shape.ts): the keys of each, in order, and where each comes from in the row,
 * with the names the record shows stored with its row (migration 0019). The record is built as JSON by the
 * database from these declarations (action-items.repository.ts).
 */
import { column, json, recordShape, storedName, timestamp } from '../../db/record-shape.js';
import type { ActionItemRecord } from './action-items.schemas.js';

export const ACTION_ITEM_RECORD = recordShape<ActionItemRecord>('action_items', {
  id: column('id'),
  entityType: column('entity_type'),
  entityId: column('entity_id'),
  formSubmissionId: column('form_submission_id'),
  sourceSectionNodeId: column('source_section_node_id'),
  title: column('title'),
  description: column('description'),
  assignedToUserId: column('assigned_to_user_id'),
  assignedToUserName: storedName('assigned_to_user_name', 'users', 'full_name', 'assigned_to_user_id', 'assignedToUserId'),
  assignedToDepartmentId: column('assigned_to_department_id'),
  assignedToRoleSlug: column('assigned_to_role_slug'),
  dueDate: timestamp('due_date'),
  priority: column('priority'),
  statusId: column('status_id'),
  statusName: storedName('status_name', 'action_item_statuses', 'name', 'status_id', 'statusId'),
  statusGroup: storedName('status_group', 'action_item_statuses', 'group', 'status_id', 'statusId'),
  status: column('status'),
  assetId: column('asset_id'),
  assetName: storedName('asset_name', 'assets', 'name', 'asset_id', 'assetId'),
  externalId: column('external_id'),
  responseNotes: column('response_notes'),
  attachments: column('attachments'),
  completedAt: timestamp('completed_at'),
  completedById: column('completed_by_id'),
  completedByName: storedName('completed_by_name', 'users', 'full_name', 'completed_by_id', 'completedById'),
  createdById: column('created_by_id'),
  fields: json('fields'),
  metadata: json('metadata'),
  organizationId: column('organization_id'),
  teamId: column('team_id'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
});

/** A deleted item's tombstone: exactly these four keys. */
export const ACTION_ITEM_TOMBSTONE = recordShape<{ id: string; externalId: string | null; deletedAt: string; updatedAt: string }>('action_items', {
  id: column('id'),
  externalId: column('external_id'),
  deletedAt: timestamp('deleted_at'),
  updatedAt: timestamp('updated_at'),
});
