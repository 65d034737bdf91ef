import { recordStatus } from '../../db/record-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { sendStreamedText } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import { sendJson } from '../../http/json-text.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';
import type { ModuleDeps } from '../deps.js';
import { toAssetRecord } from './assets.mapper.js';
import { Asset, AssetBulkBody, AssetIdParams, AssetListQuery, AssetWriteBody, BulkResponse, type AssetRecord } from './assets.schemas.js';
import { assetBatches, getAsset, upsertAssetBulk, upsertOneAsset } from './assets.service.js';
import { upsertTargets } from './upsert-targets.js';

const tags = ['Assets'];

const assetBodyOf = recordBody<AssetRecord>(Asset);

export const assetRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  /** The body of an asset's GET, by UUID or externalId (If-Match's current tag is taken over it too). */
  const assetBody = async (orgId: string, key: string): Promise<string> => assetBodyOf(toAssetRecord(await getAsset(db, orgId, key, 'asset')));
  app.post('/assets', {
    config: { currentTag: (request) => firstRecordTag(upsertTargets(request).map((key) => () => assetBody(orgIdOf(request), key))) },
    schema: {
      operationId: 'upsertAsset',
      summary: 'Create an asset, or update the one with this externalId',
      description: '201 when created, 200 when updated. Equipment needs equipmentTypeId. externalParentId wins over parentId.',
      tags,
      body: AssetWriteBody,
      response: { 200: DataOf(Asset), 201: DataOf(Asset), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const writer = writerOf(request);
    const { record, created } = await upsertOneAsset(db, writer, request.body, 'asset');
    return reply.status(recordStatus(created)).send({ data: toAssetRecord(record) });
  });

  app.post('/assets/bulk', {
    schema: {
      operationId: 'bulkUpsertAssets',
      summary: 'Create or update 1 to 1,000 assets by externalId',
      description: 'Schema errors refuse the whole request; data errors fail only their element. Results are in request order.',
      tags,
      body: AssetBulkBody,
      response: { 200: BulkResponse, ...bodyErrorResponses(403) },
    },
  }, async (request) => ({ data: await upsertAssetBulk(db, writerOf(request), request.body.assets) }));

  app.get('/assets/:assetId', {
    schema: {
      operationId: 'getAsset',
      summary: 'Get an asset by UUID or externalId',
      tags,
      params: AssetIdParams,
      response: { 200: DataOf(Asset), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await assetBody(orgIdOf(request), request.params.assetId)));

  app.get('/assets', {
    config: { streamed: true },
    schema: {
      operationId: 'listAssets',
      summary: 'List every matching asset (unpaginated, streamed, by name)',
      tags,
      querystring: AssetListQuery,
      response: { 200: ListOf(Asset), ...errorResponses(403) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    return sendStreamedText(reply, assetBatches(db, orgId, request.query, 'asset'));
  });
};
