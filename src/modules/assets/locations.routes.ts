/**
 * Locations (spec 4.9, DECISIONS 7): assets of type location, seen and written on their own.
 * An equipment id here is a 404; writing over an equipment externalId is a 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { sendStreamedText } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import { toLocationRecord } from './assets.mapper.js';
import { AssetListQuery, Location, LocationWriteBody, LocationIdParams } from './assets.schemas.js';
import { assetBatches, getAsset, upsertOneAsset } from './assets.service.js';
import type { ModuleDeps } from '../deps.js';
import { upsertTargets } from './upsert-targets.js';

const tags = ['Locations'];
const LocationListQuery = Type.Omit(AssetListQuery, ['type']);

export const locationRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.post('/locations', {
    config: { currentRecord: (request) => upsertTargets('locations', request) },
    schema: {
      operationId: 'upsertLocation',
      summary: 'Create a location, or update the one with this externalId',
      description: '201 when created, 200 when updated; an externalId held by equipment is a 400.',
      tags,
      body: LocationWriteBody,
      response: { 200: DataOf(Location), 201: DataOf(Location), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const writer = writerOf(request);
    const { record, created } = await upsertOneAsset(db, writer, request.body, 'location');
    return reply.status(created ? 201 : 200).send({ data: toLocationRecord(record, orgId) });
  });

  app.get('/locations/:locationId', {
    schema: {
      operationId: 'getLocation',
      summary: 'Get a location by UUID or externalId',
      tags,
      params: LocationIdParams,
      response: { 200: DataOf(Location), ...errorResponses(403, 404) },
    },
  }, async (request) => {
    const orgId = orgIdOf(request);
    return { data: toLocationRecord(await getAsset(db, orgId, request.params.locationId, 'location'), orgId) };
  });

  app.get('/locations', {
    config: { streamed: true },
    schema: {
      operationId: 'listLocations',
      summary: 'List every matching location (unpaginated, streamed, by name)',
      tags,
      querystring: LocationListQuery,
      response: { 200: ListOf(Location), ...errorResponses(403) },
    },
  }, async (request, reply) => {
    const orgId = orgIdOf(request);
    const filters = { ...request.query, type: 'location' as const };
    return sendStreamedText(reply, assetBatches(db, orgId, filters, 'location'));
  });
};
