import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { dataBody, listBody, sendJson, sendWrittenRecord } from '../../http/json-text.js';
import { bodyErrorResponses, DataOf, errorResponses } from '../../http/schemas.js';
import { listReaderOf, orgIdOf, writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import {
  ActionItem, ActionItemBulkBody, ActionItemBulkResponse, ActionItemList, ActionItemListQuery, ActionItemParams,
  ActionItemPatchBody, ActionItemWriteBody,
} from './action-items.schemas.js';
import { actionItemsLog } from './action-items.change-log.js';
import { externalIdHolder, itemStatements } from './action-items.repository.js';
import { deleteItem, getItem, listItems, patchOneItem, upsertItemBulk, upsertOneItem } from './action-items.service.js';
import { bodyOf, paramsOf } from '../../http/record-path.js';
import { firstRecordTag } from '../../http/record-body.js';

const tags = ['Action items'];

/** The action item a request's path names. */
const ownItem = (request: FastifyRequest): string => paramsOf<{ actionItemId: string }>(request).actionItemId;

export const actionItemRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const itemBody = async (id: string, request: FastifyRequest): Promise<string> => dataBody(await getItem(deps, orgIdOf(request), id));
  const ownItemTag = (request: FastifyRequest) => firstRecordTag([() => itemBody(ownItem(request), request)]);
  deps.statements.declare(...itemStatements(db, actionItemsLog));

  app.post('/action-items', {
    config: {
      storesItsIdempotencyKey: true,
      currentTag: async (request) => {
        const { externalId } = bodyOf<{ externalId?: string }>(request);
        const id = externalId === undefined ? null : await externalIdHolder(db, orgIdOf(request), externalId);
        return firstRecordTag(id === null ? [] : [() => itemBody(id, request)]);
      },
    },
    schema: {
      operationId: 'upsertActionItem',
      summary: 'Create an action item, or update the one with this externalId',
      description: '201 when created, 200 when updated. `fields` is validated against the custom-field definitions '
        + '(400 invalid_fields, nothing written). On the update path the event link and completion fields are ignored.',
      tags,
      body: ActionItemWriteBody,
      response: { 200: DataOf(ActionItem), 201: DataOf(ActionItem), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) => {
    const { record, created } = await upsertOneItem(deps, writerOf(request), request.body);
    return sendWrittenRecord(reply, record, created);
  });

  app.post('/action-items/bulk', {
    schema: {
      operationId: 'bulkUpsertActionItems',
      summary: 'Create or update 1 to 100 action items',
      description: 'Each element follows the single create/upsert rules; a refused element reports its error and the rest is written.',
      tags,
      body: ActionItemBulkBody,
      response: { 200: ActionItemBulkResponse, ...bodyErrorResponses(403) },
    },
  }, async (request) => ({ data: await upsertItemBulk(db, writerOf(request), request.body.actionItems) }));

  app.get('/action-items/:actionItemId', {
    schema: {
      operationId: 'getActionItem',
      summary: 'Get an action item',
      tags,
      params: ActionItemParams,
      response: { 200: DataOf(ActionItem), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await itemBody(request.params.actionItemId, request)));

  app.patch('/action-items/:actionItemId', {
    config: { currentTag: ownItemTag },
    schema: {
      operationId: 'updateActionItem',
      summary: 'Update an action item: omitted keys unchanged, fields patched, metadata replaced',
      tags,
      params: ActionItemParams,
      body: ActionItemPatchBody,
      response: { 200: DataOf(ActionItem), ...bodyErrorResponses(403, 404, 409) },
    },
  }, async (request, reply) => sendJson(reply, dataBody(await patchOneItem(deps, writerOf(request), request.params.actionItemId, request.body))));

  app.delete('/action-items/:actionItemId', {
    config: { currentTag: ownItemTag },
    schema: {
      operationId: 'deleteActionItem',
      summary: 'Delete an action item (soft: pollers see a tombstone with includeDeleted=true; an upsert of its externalId restores it)',
      tags,
      params: ActionItemParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    await deleteItem(deps.db, writerOf(request), request.params.actionItemId);
    return reply.status(204).send(null);
  });

  app.get('/action-items', {
    schema: {
      operationId: 'listActionItems',
      summary: 'List action items: filters, custom-field filters and sort, polling by update time',
      description: 'Default createdAt desc; with updatedAfter/updatedBefore (exclusive) or cursor, updatedAt asc. '
        + 'fieldSort replaces the default sort. meta.nextCursor continues a poll without skipping rows.',
      tags,
      querystring: ActionItemListQuery,
      response: { 200: ActionItemList, ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    const { records, meta } = await listItems(deps, listReaderOf(request), request.query);
    return sendJson(reply, listBody(records, meta));
  });
};
