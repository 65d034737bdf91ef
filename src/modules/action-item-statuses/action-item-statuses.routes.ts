import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import type { StatusRow } from './action-item-statuses.repository.js';
import { ActionItemStatusRecord, CreateStatusBody, PatchStatusBody, StatusParams, type ActionItemStatusOut } from './action-item-statuses.schemas.js';
import { itemsUseStatus } from '../action-items/action-items.service.js';
import { createStatus, patchStatus, statusesOf } from './action-item-statuses.service.js';

const tags = ['Action item statuses'];

export const toStatusRecord = (row: StatusRow): ActionItemStatusOut => ({
  id: row.id, name: row.name, group: row.group, externalId: row.external_id, ordinal: row.ordinal, isDefault: row.is_default,
});

export const actionItemStatusRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.get('/action-item-statuses', {
    schema: {
      operationId: 'listActionItemStatuses',
      summary: 'The Action Item flow of the organization, in order',
      tags,
      response: { 200: ListOf(ActionItemStatusRecord), ...errorResponses(403) },
    },
  }, async (request) => ({ data: (await statusesOf(db, orgIdOf(request))).map(toStatusRecord) }));

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
  }, async (request) => ({ data: toStatusRecord(await patchStatus(db, writerOf(request), request.params.id, request.body, itemsUseStatus)) }));
};
