import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { sendJson } from '../../http/json-text.js';
import { paramsOf } from '../../http/record-path.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';
import { bodyErrorResponses, DataOf, errorResponses } from '../../http/schemas.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toNodeResultRecord, toRunListElement, toRunRecord, toWorkflowDetail, toWorkflowRecord } from './workflows.mapper.js';
import {
  CreateNodeResultBody, CreateRunBody, CreateWorkflowBody, NodeResult, NodeResultParams, PatchNodeResultBody, PatchRunBody,
  PublishVersionBody, Run, RunDetail, RunList, RunListQuery, RunParams, SaveDraftBody, WorkflowDetail, WorkflowList,
  WorkflowListQuery, WorkflowParams,
} from './workflows.schemas.js';
import {
  addNodeResult, createRun, createWorkflow, deleteWorkflow, getRunWithNodes, getWorkflow, listActiveWorkflows, listWorkflowRuns,
  moveNodeResult, moveRun, publishWorkflowVersion, saveDraft,
} from './workflows.service.js';

const tags = ['Workflows'];
const runTags = ['Workflow runs'];

/** The record a write under a workflow or a run changes, for If-Match: the workflow's, or the run's (which holds its node results). */
const workflowBodyOf = recordBody<Type.Static<typeof WorkflowDetail>>(WorkflowDetail);
const runBodyOf = recordBody<Type.Static<typeof RunDetail>>(RunDetail);

export const workflowRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  /** The bodies of the GETs of the workflow and the run a request names (If-Match's current tags are taken over them too). */
  const workflowBody = async (request: FastifyRequest): Promise<string> => {
    const orgId = orgIdOf(request);
    return workflowBodyOf(toWorkflowDetail(await getWorkflow(db, orgId, paramsOf<{ workflowId: string }>(request).workflowId), orgId));
  };
  const runBody = async (request: FastifyRequest): Promise<string> => {
    const { workflowId, runId } = paramsOf<{ workflowId: string; runId: string }>(request);
    const { run, nodeResults } = await getRunWithNodes(db, orgIdOf(request), workflowId, runId);
    return runBodyOf({ ...toRunRecord(run), nodeResults: nodeResults.map(toNodeResultRecord) });
  };
  const workflowTag = (request: FastifyRequest) => firstRecordTag([() => workflowBody(request)]);
  const runTag = (request: FastifyRequest) => firstRecordTag([() => runBody(request)]);

  app.get('/workflows', {
    schema: {
      operationId: 'listWorkflows', summary: 'List workflows (the active version of each)', tags,
      querystring: WorkflowListQuery, response: { 200: WorkflowList, ...errorResponses(403) },
    },
  }, async (request) => {
    const orgId = orgIdOf(request);
    const { rows, pagination } = await listActiveWorkflows(db, orgId, request.query);
    return { data: rows.map((row) => toWorkflowRecord(row, orgId)), meta: { pagination } };
  });

  app.get('/workflows/:workflowId', {
    schema: {
      operationId: 'getWorkflow', summary: 'Get a workflow with its active version\'s definition and its draft', tags,
      params: WorkflowParams, response: { 200: DataOf(WorkflowDetail), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await workflowBody(request)));

  app.post('/workflows', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'createWorkflow', summary: 'Create a workflow; its definition is version 1, active (scope admin)', tags,
      body: CreateWorkflowBody, response: { 201: DataOf(WorkflowDetail), ...bodyErrorResponses(403) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const writer = writerOf(request);
    return reply.status(201).send({ data: toWorkflowDetail(await createWorkflow(db, writer, request.body), orgId) });
  });

  app.post('/workflows/:workflowId/versions', {
    config: { scope: 'admin', currentTag: workflowTag },
    schema: {
      operationId: 'publishWorkflowVersion', summary: 'Publish a new version; it becomes the only active one (scope admin)', tags,
      params: WorkflowParams, body: PublishVersionBody, response: { 201: DataOf(WorkflowDetail), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const writer = writerOf(request);
    const workflow = await publishWorkflowVersion(db, writer, request.params.workflowId, request.body.definition);
    return reply.status(201).send({ data: toWorkflowDetail(workflow, orgId) });
  });

  app.put('/workflows/:workflowId/draft', {
    config: { scope: 'admin', currentTag: workflowTag },
    schema: {
      operationId: 'saveWorkflowDraft', summary: 'Save (or discard with null) the draft definition (scope admin)', tags,
      params: WorkflowParams, body: SaveDraftBody, response: { 200: DataOf(WorkflowDetail), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request) => {
    const orgId = orgIdOf(request);
    const writer = writerOf(request);
    return { data: toWorkflowDetail(await saveDraft(db, writer, request.params.workflowId, request.body.draftDefinition), orgId) };
  });

  app.delete('/workflows/:workflowId', {
    config: { scope: 'admin', currentTag: workflowTag },
    schema: {
      operationId: 'deleteWorkflow', summary: 'Delete a workflow (soft; its runs stay readable) (scope admin)', tags,
      params: WorkflowParams, response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    await deleteWorkflow(db, writerOf(request), request.params.workflowId);
    return reply.status(204).send(null);
  });

  app.get('/workflows/:workflowId/runs', {
    schema: {
      operationId: 'listWorkflowRuns', summary: 'List the runs of a workflow, newest first', tags: runTags,
      params: WorkflowParams, querystring: RunListQuery, response: { 200: RunList, ...errorResponses(403, 404) },
    },
  }, async (request) => {
    const { rows, pagination } = await listWorkflowRuns(db, orgIdOf(request), request.params.workflowId, request.query);
    return { data: rows.map(toRunListElement), meta: { pagination } };
  });

  app.get('/workflows/:workflowId/runs/:runId', {
    schema: {
      operationId: 'getWorkflowRun', summary: 'Get a run with its node results in execution order', tags: runTags,
      params: RunParams, response: { 200: DataOf(RunDetail), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await runBody(request)));

  app.post('/workflows/:workflowId/runs', {
    schema: {
      operationId: 'createWorkflowRun', summary: 'Start a pending run of the active version', tags: runTags,
      params: WorkflowParams, body: CreateRunBody, response: { 201: DataOf(Run), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) =>
    reply.status(201).send({ data: toRunRecord(await createRun(db, writerOf(request), request.params.workflowId, request.body)) }));

  app.patch('/workflows/:workflowId/runs/:runId', {
    config: { currentTag: runTag },
    schema: {
      operationId: 'updateWorkflowRun', summary: 'Move a run: pending → running → completed | failed (else 409)', tags: runTags,
      params: RunParams, body: PatchRunBody, response: { 200: DataOf(Run), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request) => ({
    data: toRunRecord(await moveRun(db, writerOf(request), request.params.workflowId, request.params.runId, request.body)),
  }));

  app.post('/workflows/:workflowId/runs/:runId/node-results', {
    config: { currentTag: runTag },
    schema: {
      operationId: 'createNodeResult', summary: 'Record a node result of a run', tags: runTags,
      params: RunParams, body: CreateNodeResultBody, response: { 201: DataOf(NodeResult), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) => {
    const { workflowId, runId } = request.params;
    return reply.status(201).send({ data: toNodeResultRecord(await addNodeResult(db, writerOf(request), workflowId, runId, request.body)) });
  });

  app.patch('/workflows/:workflowId/runs/:runId/node-results/:nodeResultId', {
    config: { currentTag: runTag },
    schema: {
      operationId: 'updateNodeResult', summary: 'Move a node result: pending → running | skipped; running → completed | failed', tags: runTags,
      params: NodeResultParams, body: PatchNodeResultBody, response: { 200: DataOf(NodeResult), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request) => {
    const { workflowId, runId, nodeResultId } = request.params;
    return { data: toNodeResultRecord(await moveNodeResult(db, writerOf(request), workflowId, runId, nodeResultId, request.body)) };
  });
};
