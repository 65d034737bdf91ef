import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { orgIdOf, writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toStatusRecord } from './action-item-statuses.mapper.js';
import { ActionItemStatusRecord, CreateStatusBody, PatchStatusBody, StatusParams } from './action-item-statuses.schemas.js';
import { anyItemHoldsStatus } from '../action-items/action-items.service.js';
import { createStatus, patchStatus, listStatuses } from './action-item-statuses.service.js';

const tags = ['Action item statuses'];

export const actionItemStatusRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.get('/action-item-statuses', {
    schema: {
      operationId: 'listActionItemStatuses',
      summary: 'The Action Item flow of the organization, in order',
      tags,
      response: { 200: ListOf(ActionItemStatusRecord), ...errorResponses(403) },
    },
  }, async (request) => ({ data: (await listStatuses(db, orgIdOf(request))).map(toStatusRecord) }));

  app.post('/action-item-statuses', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'createActionItemStatus',
      summary: 'Add a status to the flow (scope admin)',
      tags,
      body: CreateStatusBody,
      response: { 201: DataOf(ActionItemStatusRecord), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => reply.status(201).send({ data: toStatusRecord(await createStatus(db, writerOf(request), request.body)) }));

  app.patch('/action-item-statuses/:id', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'updateActionItemStatus',
      summary: 'Rename, regroup, reorder a status or make it its group\'s default (scope admin)',
      tags,
      params: StatusParams,
      body: PatchStatusBody,
      response: { 200: DataOf(ActionItemStatusRecord), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request) => ({ data: toStatusRecord(await patchStatus(db, writerOf(request), request.params.id, request.body, anyItemHoldsStatus)) }));
};
