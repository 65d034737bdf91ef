/**
 * Workflows with versions, runs and node results (spec 2.9, 4.8; DECISIONS 9). One workflow id
 * across versions; exactly one active version; runs execute the active version and move
 * through their status machine; node results hang off a run in execution (creation) order.
 * Every write runs on the org's commit clock; runs and node results take it last (workflows.write.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { offsetOf, paginationMeta, DEFAULT_PAGE } from '../../http/pagination.js';
import { quote } from '../../http/quote.js';
import { findDefaultTeamId, findTeamIdsWithDefault } from '../org-structure/org-structure.service.js';
import { writeNewNodeResult, writeNewRun, writeNodeResultMove, writeRunMove } from './workflows.write.js';
import {
  findNodeResult, findRun, findWorkflow, insertWorkflow, latestVersion, listNodeResults, listRuns, listWorkflows, publishVersion, touchWorkflow, type RunRow, type WorkflowRow,
} from './workflows.repository.js';
import type {
  CreateNodeResultInput, CreateRunInput, CreateWorkflowInput, PatchNodeResultInput, PatchRunInput, RunListInput, WorkflowListInput,
} from './workflows.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { findRunAndNode } from './workflows.repository.js';

const MAX_VERSION = 2_147_483_647;

export async function getWorkflow(db: Kysely<DB> | Transaction<DB>, orgId: string, id: string): Promise<WorkflowRow> {
  const workflow = await findWorkflow(db, orgId, id.toLowerCase());
  if (!workflow) throw notFound('Workflow');
  return workflow;
}

async function liveWorkflow(trx: Transaction<DB>, orgId: string, id: string): Promise<WorkflowRow> {
  const workflow = await getWorkflow(trx, orgId, id);
  if (workflow.deleted_at) throw conflict('This workflow is deleted');
  return workflow;
}

async function runOrThrow(db: Kysely<DB> | Transaction<DB>, orgId: string, workflowId: string, runId: string): Promise<RunRow> {
  const run = await findRun(db, orgId, workflowId.toLowerCase(), runId.toLowerCase());
  if (!run) throw notFound('Run');
  return run;
}

export async function listActiveWorkflows(db: Kysely<DB>, orgId: string, query: WorkflowListInput) {
  const page = { page: query.page ?? DEFAULT_PAGE, limit: query.limit };
  const { rows, total } = await listWorkflows(db, orgId, query, page.limit, offsetOf(page));
  return { rows, pagination: paginationMeta(page, total) };
}

export async function createWorkflow(db: Kysely<DB>, writer: OrgWriter, input: CreateWorkflowInput): Promise<WorkflowRow> {
  const { orgId } = writer;
  const id = randomUUID();
  await withOrgWrite(db, writer, async (trx, now) => {
    const teamId = input.teamId?.toLowerCase() ?? (await findDefaultTeamId(trx, orgId));
    if (input.teamId && !(await findTeamIdsWithDefault(trx, orgId, [teamId!])).known.has(teamId!)) throw validationError([`teamId ${quote(input.teamId)} is not a team of the organization`]);
    await insertWorkflow(trx, orgId, now, { id, name: input.name, flowType: input.flowType, teamId, definition: input.definition });
  });
  return getWorkflow(db, orgId, id);
}

export async function publishWorkflowVersion(db: Kysely<DB>, writer: OrgWriter, id: string, definition: object): Promise<WorkflowRow> {
  const { orgId } = writer;
  await withOrgWrite(db, writer, async (trx, now) => {
    const workflow = await liveWorkflow(trx, orgId, id);
    const next = (await latestVersion(trx, orgId, workflow.id)) + 1;
    if (next > MAX_VERSION) throw conflict('This workflow has reached the highest version number');
    await publishVersion(trx, orgId, workflow.id, next, definition, now);
  });
  return getWorkflow(db, orgId, id);
}

export async function saveDraft(db: Kysely<DB>, writer: OrgWriter, id: string, draftDefinition: object | null): Promise<WorkflowRow> {
  const { orgId } = writer;
  await withOrgWrite(db, writer, async (trx, now) => {
    const workflow = await liveWorkflow(trx, orgId, id);
    await touchWorkflow(trx, orgId, workflow.id, now, { draftDefinition });
  });
  return getWorkflow(db, orgId, id);
}

export async function deleteWorkflow(db: Kysely<DB>, writer: OrgWriter, id: string): Promise<void> {
  const { orgId } = writer;
  await withOrgWrite(db, writer, async (trx, now) => {
    const workflow = await getWorkflow(trx, orgId, id);
    if (workflow.deleted_at) throw notFound('Workflow');
    await touchWorkflow(trx, orgId, workflow.id, now, { deleted: true });
  });
}

export async function createRun(db: Kysely<DB>, writer: OrgWriter, workflowId: string, input: CreateRunInput): Promise<RunRow> {
  const id = randomUUID();
  await writeNewRun(db, writer, workflowId, id, input);
  return runOrThrow(db, writer.orgId, workflowId, id);
}

export async function moveRun(db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, input: PatchRunInput): Promise<RunRow> {
  await writeRunMove(db, writer, workflowId, runId, input);
  return runOrThrow(db, writer.orgId, workflowId, runId);
}

export async function getRunWithNodes(db: Kysely<DB>, orgId: string, workflowId: string, runId: string) {
  await getWorkflow(db, orgId, workflowId);
  const run = await runOrThrow(db, orgId, workflowId, runId);
  return { run, nodeResults: await listNodeResults(db, orgId, run.id) };
}

export async function listWorkflowRuns(db: Kysely<DB>, orgId: string, workflowId: string, query: RunListInput) {
  const workflow = await getWorkflow(db, orgId, workflowId);
  const page = { page: query.page ?? DEFAULT_PAGE, limit: query.limit };
  const { rows, total } = await listRuns(db, orgId, workflow.id, query.status, page.limit, offsetOf(page));
  return { rows, pagination: paginationMeta(page, total) };
}

export async function addNodeResult(db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, input: CreateNodeResultInput) {
  const id = randomUUID();
  await writeNewNodeResult(db, writer, workflowId, runId, id, input);
  return (await findNodeResult(db, writer.orgId, runId.toLowerCase(), id))!;
}

export async function moveNodeResult(db: Kysely<DB>, writer: OrgWriter, workflowId: string, runId: string, nodeResultId: string, input: PatchNodeResultInput) {
  await writeNodeResultMove(db, writer, workflowId, runId, nodeResultId, input);
  return (await findNodeResult(db, writer.orgId, runId.toLowerCase(), nodeResultId.toLowerCase()))!;
}
