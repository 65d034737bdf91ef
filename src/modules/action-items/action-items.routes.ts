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
import { externalIdHolder, ITEM_RECORD_SQL, itemStatements } from './action-items.repository.js';
import { deleteItem, getItem, itemStamp, listItems, patchOneItem, upsertItemBulk, upsertOneItem } from './action-items.service.js';
import { bodyOf, paramsOf } from '../../http/record-path.js';
import { pageTag, recordTag, representationOf, sendStampTaggedRecord, sendTagged } from '../../http/stamp-tags.js';

const tags = ['Action items'];

/** The resource its tags are made for, with its representation (src/http/stamp-tags.ts). */
const RESOURCE = representationOf('action_item', ITEM_RECORD_SQL.record);

/** The action item a request's path names. */
const ownItem = (request: FastifyRequest): string => paramsOf<{ actionItemId: string }>(request).actionItemId;

export const actionItemRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  /** An item's tag is its stamp's (src/http/stamp-tags.ts): If-Match reads the stamp, never the record. */
  const itemTag = async (request: FastifyRequest, id: string): Promise<string | null> => {
    const stamp = await itemStamp(deps, orgIdOf(request), id);
    return stamp === null ? null : recordTag(RESOURCE, stamp);
  };
  const ownItemTag = (request: FastifyRequest) => itemTag(request, ownItem(request));
  deps.statements.declare(...itemStatements(db, actionItemsLog));

  app.post('/action-items', {
    config: {
      storesItsIdempotencyKey: true,
      currentTag: async (request) => {
        const { externalId } = bodyOf<{ externalId?: string }>(request);
        const id = externalId === undefined ? null : await externalIdHolder(db, orgIdOf(request), externalId);
        return id === null ? null : itemTag(request, id);
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
  }, async (request, reply) => {
    const id = request.params.actionItemId;
    return sendStampTaggedRecord(request, reply, RESOURCE, {
      stamp: () => itemStamp(deps, orgIdOf(request), id),
      record: async () => {
        const { record, stamp } = await getItem(deps, orgIdOf(request), id);
        return { body: dataBody(record), stamp };
      },
    });
  });

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
    const { records, stamps, meta } = await listItems(deps, listReaderOf(request), request.query);
    return sendTagged(reply, listBody(records, meta), pageTag(RESOURCE, stamps, meta));
  });
};
