import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { DB, WorkflowNodeResultsTable, WorkflowRunsTable } from '../../db/schema.js';
import { inList, likePattern } from '../../db/sql.js';
import { userSummarySql } from '../users/users.service.js';

type Executor = Kysely<DB> | Transaction<DB>;

export interface WorkflowRow {
  id: string;
  team_id: string | null;
  flow_type: string;
  name: string;
  version: number;
  is_active: boolean;
  created_by_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  definition: unknown;
  draft_definition: unknown;
}

export type RunRow = Omit<Selectable<WorkflowRunsTable>, 'organization_id'>;
export type NodeResultRow = Omit<Selectable<WorkflowNodeResultsTable>, 'organization_id'>;
export interface RunCreator {
  id: string;
  fullName: string | null;
  email: string;
}
export type RunListRow = RunRow & { flow_name: string; flow_type: string; created_by: RunCreator | null };

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** Workflows joined with their active version. */
function selectWorkflows(db: Executor, orgId: string) {
  return db.selectFrom('workflows as w')
    .innerJoin('workflow_versions as v', (j) => j.onRef('v.organization_id', '=', 'w.organization_id').onRef('v.workflow_id', '=', 'w.id').on('v.is_active', '=', true))
    .select(['w.id', 'w.team_id', 'w.flow_type', 'w.name', 'v.version', 'v.is_active', 'w.created_by_id', 'w.created_at', 'w.updated_at',
      'w.deleted_at', 'v.definition', 'w.draft_definition'])
    .where('w.organization_id', '=', orgId);
}

/** These workflows with their active versions, deleted ones included (the change log's read). */
export async function findWorkflowsByIds(db: Executor, orgId: string, ids: readonly string[]): Promise<WorkflowRow[]> {
  return await selectWorkflows(db, orgId).where(inList('w.id', ids, 'uuid')).execute() as WorkflowRow[];
}

export async function findWorkflow(db: Executor, orgId: string, id: string): Promise<WorkflowRow | null> {
  return (await selectWorkflows(db, orgId).where('w.id', '=', id).executeTakeFirst()) as WorkflowRow | undefined ?? null;
}

export async function listWorkflows(db: Kysely<DB>, orgId: string, filters: { flowType?: string; q?: string }, limit: number, offset: number): Promise<{ rows: WorkflowRow[]; total: number }> {
  let query = selectWorkflows(db, orgId).where('w.deleted_at', 'is', null);
  if (filters.flowType !== undefined) query = query.where('w.flow_type', '=', filters.flowType);
  if (filters.q !== undefined) query = query.where('w.name', 'ilike', likePattern(filters.q));
  const [rows, count] = await Promise.all([
    query.orderBy('w.name').orderBy('w.id').limit(limit).offset(offset).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as WorkflowRow[], total: Number(count.n) };
}

export async function insertWorkflow(tx: OrgWriteTx, orgId: string, now: string, values: { id: string; name: string; flowType: string; teamId: string | null; definition: unknown }): Promise<void> {
  await tx.insertInto('workflows').values({
    organization_id: orgId, id: values.id, name: values.name, flow_type: values.flowType, team_id: values.teamId,
    created_by_id: null, draft_definition: null, created_at: now, updated_at: now,
  }).execute();
  await tx.insertInto('workflow_versions').values({
    organization_id: orgId, workflow_id: values.id, version: 1, definition: JSON.stringify(values.definition), is_active: true, created_at: now,
  }).execute();
}

export async function publishVersion(tx: OrgWriteTx, orgId: string, workflowId: string, version: number, definition: unknown, now: string): Promise<void> {
  await tx.updateTable('workflow_versions').set({ is_active: false })
    .where('organization_id', '=', orgId).where('workflow_id', '=', workflowId).where('is_active', '=', true).execute();
  await tx.insertInto('workflow_versions').values({
    organization_id: orgId, workflow_id: workflowId, version, definition: JSON.stringify(definition), is_active: true, created_at: now,
  }).execute();
  await touchWorkflow(tx, orgId, workflowId, now, {});
}

export async function latestVersion(trx: Transaction<DB>, orgId: string, workflowId: string): Promise<number> {
  const row = await trx.selectFrom('workflow_versions').select((eb) => eb.fn.max('version').as('v'))
    .where('organization_id', '=', orgId).where('workflow_id', '=', workflowId).executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function touchWorkflow(tx: OrgWriteTx, orgId: string, id: string, now: string, set: { draftDefinition?: unknown; deleted?: boolean }): Promise<void> {
  await tx.updateTable('workflows').set({
    updated_at: now,
    ...(set.draftDefinition !== undefined ? { draft_definition: json(set.draftDefinition) } : {}),
    ...(set.deleted ? { deleted_at: now } : {}),
  }).where('organization_id', '=', orgId).where('id', '=', id).execute();
}

const RUN_COLUMNS = ['id', 'workflow_id', 'flow_version', 'flow_run_type', 'created_by_id', 'status', 'context', 'event_id',
  'started_at', 'completed_at', 'error', 'created_at', 'updated_at', 'deleted_at'] as const;

export async function findRun(db: Executor, orgId: string, workflowId: string, runId: string): Promise<RunRow | null> {
  return (await db.selectFrom('workflow_runs').select(RUN_COLUMNS).where('organization_id', '=', orgId)
    .where('workflow_id', '=', workflowId).where('id', '=', runId).executeTakeFirst()) ?? null;
}



export async function listRuns(db: Kysely<DB>, orgId: string, workflowId: string, status: string | undefined, limit: number, offset: number): Promise<{ rows: RunListRow[]; total: number }> {
  let query = db.selectFrom('workflow_runs as r')
    .innerJoin('workflows as w', (j) => j.onRef('w.organization_id', '=', 'r.organization_id').onRef('w.id', '=', 'r.workflow_id'))
    .where('r.organization_id', '=', orgId).where('r.workflow_id', '=', workflowId);
  if (status !== undefined) query = query.where('r.status', '=', status as RunRow['status']);
  const [rows, count] = await Promise.all([
    query.select(RUN_COLUMNS.map((c) => `r.${c}` as const))
      .select(['w.name as flow_name', 'w.flow_type', sql<RunCreator | null>`${sql.raw(userSummarySql('r.organization_id', 'r.created_by_id'))}`.as('created_by')])
      .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const NODE_COLUMNS = ['id', 'run_id', 'parent_node_id', 'node_key', 'node_name', 'node_type', 'status', 'config', 'output', 'error',
  'started_at', 'completed_at', 'created_at', 'updated_at'] as const;

export function listNodeResults(db: Executor, orgId: string, runId: string): Promise<NodeResultRow[]> {
  return db.selectFrom('workflow_node_results').select(NODE_COLUMNS).where('organization_id', '=', orgId).where('run_id', '=', runId)
    .orderBy('created_at').orderBy('id').execute();
}

export async function findNodeResult(db: Executor, orgId: string, runId: string, id: string): Promise<NodeResultRow | null> {
  return (await db.selectFrom('workflow_node_results').select(NODE_COLUMNS).where('organization_id', '=', orgId)
    .where('run_id', '=', runId).where('id', '=', id).executeTakeFirst()) ?? null;
}



/** Whether the run exists in the org, and the node result (when given) in that run. */
export async function findRunAndNode(db: Executor, orgId: string, runId: string, nodeId: string | null): Promise<{ run: boolean; node: boolean }> {
  const run = await db.selectFrom('workflow_runs').select('id').where('organization_id', '=', orgId).where('id', '=', runId).executeTakeFirst();
  if (!run || nodeId === null) return { run: run !== undefined, node: nodeId === null };
  const node = await db.selectFrom('workflow_node_results').select('id').where('organization_id', '=', orgId)
    .where('run_id', '=', runId).where('id', '=', nodeId).executeTakeFirst();
  return { run: true, node: node !== undefined };
}
