/**
 * Workflows, runs and node results in the change log (DECISIONS 12). A workflow's record is
 * GET /v2/workflows/{id}: its active version (from workflow_versions, whose writes stamp the
 * workflow) and its draft; a deleted workflow keeps that record, logged as deleted. A run's is
 * GET …/runs/{runId}, node results included; a node result's is its element there (no GET of one).
 */
import type { LoggedTable, RecordReader } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import { toNodeResultRecord, toRunRecord, toWorkflowDetail } from './workflows.mapper.js';
import { findWorkflowsByIds, type NodeResultRow, type RunRow } from './workflows.repository.js';

function findRuns(db: RecordReader, orgId: string, ids: readonly string[]): Promise<RunRow[]> {
  return db.selectFrom('workflow_runs').selectAll().where('organization_id', '=', orgId).where(inList('id', ids, 'uuid')).execute();
}

/** Node results by their ids or by their runs' ids, in execution order (as `listNodeResults`). */
function findNodeResults(db: RecordReader, orgId: string, by: 'id' | 'run_id', ids: readonly string[]): Promise<NodeResultRow[]> {
  return db.selectFrom('workflow_node_results').selectAll().where('organization_id', '=', orgId).where(inList(by, ids, 'uuid'))
    .orderBy('created_at').orderBy('id').execute();
}

export const workflowsLog: LoggedTable = {
  table: 'workflows',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findWorkflowsByIds(db, orgId, ids);
    return rows.map((row) => ({
      id: row.id, resource: 'workflow', externalId: null, deleted: row.deleted_at !== null, record: toWorkflowDetail(row, orgId),
    }));
  },
  // definition is written by publishing, which moves version (the server's); DELETE sets deletedAt.
  changeKeys: ['name', 'flowType', 'teamId', 'definition', 'draftDefinition', 'deletedAt'],
};

export const workflowRunsLog: LoggedTable = {
  table: 'workflow_runs',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const runs = await findRuns(db, orgId, ids);
    const nodes = new Map(runs.map((run) => [run.id, [] as NodeResultRow[]]));
    for (const node of await findNodeResults(db, orgId, 'run_id', [...nodes.keys()])) nodes.get(node.run_id)!.push(node);
    return runs.map((run) => ({
      id: run.id,
      resource: 'workflow_run',
      externalId: null,
      deleted: run.deleted_at !== null,
      record: { ...toRunRecord(run), nodeResults: nodes.get(run.id)!.map(toNodeResultRecord) },
    }));
  },
  // startedAt and completedAt follow status, flowVersion the workflow; nodeResults are logged as their own records.
  changeKeys: ['flowRunType', 'status', 'context', 'eventId', 'error'],
};

export const nodeResultsLog: LoggedTable = {
  table: 'workflow_node_results',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findNodeResults(db, orgId, 'id', ids);
    return rows.map((row) => ({ id: row.id, resource: 'node_result', externalId: null, deleted: false, record: toNodeResultRecord(row) }));
  },
  changeKeys: ['nodeKey', 'nodeName', 'nodeType', 'parentNodeId', 'status', 'config', 'output', 'error'],
};
