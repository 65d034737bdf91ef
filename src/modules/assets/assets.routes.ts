import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { sendStreamedText } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toAssetRecord } from './assets.mapper.js';
import { Asset, AssetBulkBody, AssetIdParams, AssetListQuery, AssetWriteBody, BulkResponse } from './assets.schemas.js';
import { assetBatches, getAsset, upsertAssetBulk, upsertOneAsset } from './assets.service.js';
import { upsertTargets } from './upsert-targets.js';

const tags = ['Assets'];

export const assetRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.post('/assets', {
    config: { currentRecord: (request) => upsertTargets('assets', request) },
    schema: {
      operationId: 'upsertAsset',
      summary: 'Create an asset, or update the one with this externalId',
      description: '201 when created, 200 when updated. Equipment needs equipmentTypeId. externalParentId wins over parentId.',
      tags,
      body: AssetWriteBody,
      response: { 200: DataOf(Asset), 201: DataOf(Asset), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const writer = writerOf(request);
    const { record, created } = await upsertOneAsset(db, writer, request.body, 'asset');
    return reply.status(created ? 201 : 200).send({ data: toAssetRecord(record, orgId) });
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
  }, async (request) => {
    const orgId = orgIdOf(request);
    return { data: toAssetRecord(await getAsset(db, orgId, request.params.assetId, 'asset'), orgId) };
  });

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
