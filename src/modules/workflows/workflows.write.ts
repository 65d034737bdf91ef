/**
 * The writes of runs and node results, on the fast path (src/db/clock-last-write.ts): each is
 * planned without the org's clock, from the committed state, and written by one statement that
 * takes the clock last, writes its row only while it is still as read, and relies on what else
 * it read (the workflow a run starts, the run a node result joins) only while that is still so.
 * When anything moved, the statement is undone whole and the write runs again clock-first.
 *
 * A node result stamps its run (migration 0008: the run's record lists its node results), and
 * neither record is built by SQL, so the writes are logged after their statement, in its
 * transaction (`logsAfterStatement`).
 */
import type { Kysely } from 'kysely';
import type { LoggedTable } from '../../db/change-log-types.js';
import type { Stamp } from '../../db/clock-last-write.js';
import { asRead, writeRowClockLast, type RowWrite } from '../../db/clock-last-row.js';
import type { UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { liveEventAsRead } from '../events/events.service.js';
import { checkNodeMove, checkRunMove, stampsFor } from './run-states.js';
import { workflowRunsLog, nodeResultsLog } from './workflows.change-log.js';
import { findNodeResult, findRun, findWorkflow, type NodeResultRow, type RunRow, type WorkflowRow } from './workflows.repository.js';
import type { CreateNodeResultInput, CreateRunInput, PatchNodeResultInput, PatchRunInput } from './workflows.schemas.js';

/** A run's row as the upsert writes it (`seen`: the `updated_at` it was read with, null for a new run). */
type RunUpsert = Omit<RunRow, 'updated_at' | 'started_at' | 'completed_at' | 'created_at'> & {
  started_at: Stamp | null; completed_at: Stamp | null; created_at: Stamp; seen: string | null;
};
type NodeResultUpsert = Omit<NodeResultRow, 'updated_at' | 'started_at' | 'completed_at' | 'created_at'> & {
  started_at: Stamp | null; completed_at: Stamp | null; created_at: Stamp; seen: string | null;
};

const RUN_UPSERT: UpsertOf = {
  table: 'workflow_runs',
  columns: [
    { column: 'id', type: 'uuid', kept: true },
    { column: 'workflow_id', type: 'uuid', kept: true },
    { column: 'flow_version', type: 'integer', kept: true },
    { column: 'flow_run_type', type: 'text', kept: true },
    { column: 'created_by_id', type: 'uuid', kept: true },
    { column: 'status', type: 'text' },
    { column: 'context', type: 'jsonb' },
    { column: 'event_id', type: 'uuid', kept: true },
    { column: 'started_at', type: 'timestamptz', stamp: true },
    { column: 'completed_at', type: 'timestamptz', stamp: true },
    { column: 'error', type: 'text' },
    { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
    { column: 'deleted_at', type: 'timestamptz' },
  ],
};

const NODE_RESULT_UPSERT: UpsertOf = {
  table: 'workflow_node_results',
  columns: [
    { column: 'id', type: 'uuid', kept: true },
    { column: 'run_id', type: 'uuid', kept: true },
    { column: 'parent_node_id', type: 'uuid', kept: true },
    { column: 'node_key', type: 'text', kept: true },
    { column: 'node_name', type: 'text', kept: true },
    { column: 'node_type', type: 'text', kept: true },
    { column: 'status', type: 'text' },
    { column: 'config', type: 'jsonb', kept: true },
    { column: 'output', type: 'jsonb' },
    { column: 'error', type: 'text' },
    { column: 'started_at', type: 'timestamptz', stamp: true },
    { column: 'completed_at', type: 'timestamptz', stamp: true },
    { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
  ],
};

/** A write of one run or node result, with the org's configuration version as remembered. */
async function writeRow(db: Kysely<DB>, writer: OrgWriter, upsert: UpsertOf, table: LoggedTable, plan: RowWrite['plan']): Promise<void> {
  await writeRowClockLast(db, writer, { table, upsert, configVersion: await rememberedConfigVersion(db, writer.orgId), plan });
}

async function workflowOrThrow(read: Kysely<DB>, orgId: string, id: string): Promise<WorkflowRow> {
  const workflow = await findWorkflow(read, orgId, id.toLowerCase());
  if (!workflow) throw notFound('Workflow');
  return workflow;
}

async function runOrThrow(read: Kysely<DB>, orgId: string, workflowId: string, runId: string): Promise<RunRow> {
  await workflowOrThrow(read, orgId, workflowId);
  const run = await findRun(read, orgId, workflowId.toLowerCase(), runId.toLowerCase());
  if (!run) throw notFound('Run');
  return run;
}

/** POST …/runs: a pending run of the workflow's active version (the workflow live, and the event, if named). */
export async function writeNewRun(db: Kysely<DB>, writer: OrgWriter, workflowId: string, id: string, input: CreateRunInput): Promise<void> {
  const { orgId } = writer;
  await writeRow(db, writer, RUN_UPSERT, workflowRunsLog, async (read, now) => {
    const workflow = await workflowOrThrow(read, orgId, workflowId);
    if (workflow.deleted_at) throw conflict('This workflow is deleted');
    const eventId = input.eventId?.toLowerCase() ?? null;
    const event = eventId === null ? null : await liveEventAsRead(read, orgId, eventId);
    if (eventId !== null && !event) throw notFound('Event');
    return {
      row: {
        id, workflow_id: workflow.id, flow_version: workflow.version, flow_run_type: input.flowRunType, created_by_id: null, status: 'pending',
        context: input.context ?? null, event_id: eventId, started_at: null, completed_at: null, error: null, created_at: now, deleted_at: null, seen: null,
      },
      // The active version it runs (a new version stamps the workflow) and the event it names, as read.
      unchanged: [{ table: 'workflows', rows: [{ id: workflow.id, seen: workflow.updated_at }] }, ...(event ? [{ table: 'events', rows: [{ id: event.id, seen: event.updated_at }] }] : [])],
      result: undefined,
    };
  });
}

/** PATCH …/runs/{runId}: the run moved along its status machine. */
export async function writeRunMove(db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, input: PatchRunInput): Promise<void> {
  await writeRow(db, writer, RUN_UPSERT, workflowRunsLog, async (read, now) => {
    const run = await runOrThrow(read, writer.orgId, workflowId, runId);
    checkRunMove(run.status, input.status);
    return {
      row: {
        ...asRead(run),
        status: input.status,
        ...stampsFor(input.status, now, run),
        error: input.error !== undefined ? input.error : run.error,
        context: input.context !== undefined ? input.context : run.context,
      } satisfies RunUpsert,
      unchanged: [],
      result: undefined,
    };
  });
}

/** POST …/node-results: a node result of a run that still takes them (its run as read). */
export async function writeNewNodeResult(db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, id: string, input: CreateNodeResultInput): Promise<void> {
  const { orgId } = writer;
  await writeRow(db, writer, NODE_RESULT_UPSERT, nodeResultsLog, async (read, now) => {
    const run = await runOrThrow(read, orgId, workflowId, runId);
    if (run.status === 'completed' || run.status === 'failed') throw conflict(`The run is ${run.status}: it takes no more node results`);
    const parent = input.parentNodeId?.toLowerCase() ?? null;
    if (parent && !(await findNodeResult(read, orgId, run.id, parent))) {
      throw validationError([`parentNodeId ${quote(input.parentNodeId)} is not a node result of this run`]);
    }
    const status = input.status ?? 'pending';
    return {
      row: {
        id, run_id: run.id, parent_node_id: parent, node_key: input.nodeKey, node_name: input.nodeName ?? null, node_type: input.nodeType,
        status, config: input.config ?? null, output: input.output ?? null, error: input.error ?? null,
        ...stampsFor(status, now, { started_at: null, completed_at: null }), created_at: now, seen: null,
      } satisfies NodeResultUpsert,
      unchanged: [{ table: 'workflow_runs', rows: [{ id: run.id, seen: run.updated_at }] }],
      result: undefined,
    };
  });
}

/** PATCH …/node-results/{nodeResultId}: the node result moved along its status machine. */
export async function writeNodeResultMove(
  db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, nodeResultId: string, input: PatchNodeResultInput,
): Promise<void> {
  const { orgId } = writer;
  await writeRow(db, writer, NODE_RESULT_UPSERT, nodeResultsLog, async (read, now) => {
    const run = await runOrThrow(read, orgId, workflowId, runId);
    const node = await findNodeResult(read, orgId, run.id, nodeResultId.toLowerCase());
    if (!node) throw notFound('Node result');
    checkNodeMove(node.status, input.status);
    return {
      row: {
        ...asRead(node),
        status: input.status,
        ...stampsFor(input.status, now, node),
        output: input.output !== undefined ? input.output : node.output,
        error: input.error !== undefined ? input.error : node.error,
      } satisfies NodeResultUpsert,
      unchanged: [],
      result: undefined,
    };
  });
}
