import { toApiTimestamp, toApiTimestampOrNull } from '../../http/time.js';
import type { NodeResultRow, RunListRow, RunRow, WorkflowRow } from './workflows.repository.js';

export const toWorkflowRecord = (row: WorkflowRow, orgId: string) => ({
  id: row.id,
  organizationId: orgId,
  teamId: row.team_id,
  flowType: row.flow_type,
  name: row.name,
  version: row.version,
  isActive: row.is_active,
  createdById: row.created_by_id,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});

export const toWorkflowDetail = (row: WorkflowRow, orgId: string) => ({
  ...toWorkflowRecord(row, orgId),
  definition: row.definition,
  draftDefinition: row.draft_definition ?? null,
  deletedAt: toApiTimestampOrNull(row.deleted_at),
});

export const toRunRecord = (row: RunRow) => ({
  id: row.id,
  flowId: row.workflow_id,
  flowVersion: row.flow_version,
  flowRunType: row.flow_run_type,
  createdById: row.created_by_id,
  status: row.status,
  context: row.context ?? null,
  eventId: row.event_id,
  startedAt: toApiTimestampOrNull(row.started_at),
  completedAt: toApiTimestampOrNull(row.completed_at),
  error: row.error,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});

export const toRunListElement = (row: RunListRow) => ({
  ...toRunRecord(row),
  createdBy: row.created_by,
  flow: { id: row.workflow_id, name: row.flow_name, version: row.flow_version, flowType: row.flow_type },
  deletedAt: toApiTimestampOrNull(row.deleted_at),
});

export const toNodeResultRecord = (row: NodeResultRow) => ({
  id: row.id,
  flowRunId: row.run_id,
  parentNodeId: row.parent_node_id,
  nodeKey: row.node_key,
  nodeName: row.node_name,
  nodeType: row.node_type,
  status: row.status,
  config: row.config ?? null,
  output: row.output ?? null,
  error: row.error,
  startedAt: toApiTimestampOrNull(row.started_at),
  completedAt: toApiTimestampOrNull(row.completed_at),
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});
