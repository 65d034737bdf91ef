/**
 * Locations (spec 4.9, DECISIONS 7): assets of type location, seen and written on their own.
 * An equipment id here is a 404; writing over an equipment externalId is a 400.
 */
import { recordStatus } from '../../db/record-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { sendStreamedText } from '../../http/stream-list.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import { toLocationRecord } from './assets.mapper.js';
import { AssetListQuery, Location, LocationWriteBody, LocationIdParams, type LocationRecord } from './assets.schemas.js';
import { assetBatches, getAsset, upsertOneAsset } from './assets.service.js';
import { sendJson } from '../../http/json-text.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';
import type { ModuleDeps } from '../deps.js';
import { upsertTargets } from './upsert-targets.js';

const tags = ['Locations'];
const LocationListQuery = Type.Omit(AssetListQuery, ['type']);

const locationBodyOf = recordBody<LocationRecord>(Location);

export const locationRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  /** The body of a location's GET, by UUID or externalId (If-Match's current tag is taken over it too). */
  const locationBody = async (orgId: string, key: string): Promise<string> => locationBodyOf(toLocationRecord(await getAsset(db, orgId, key, 'location')));
  app.post('/locations', {
    config: { currentTag: (request) => firstRecordTag(upsertTargets(request).map((key) => () => locationBody(orgIdOf(request), key))) },
    schema: {
      operationId: 'upsertLocation',
      summary: 'Create a location, or update the one with this externalId',
      description: '201 when created, 200 when updated; an externalId held by equipment is a 400.',
      tags,
      body: LocationWriteBody,
      response: { 200: DataOf(Location), 201: DataOf(Location), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const writer = writerOf(request);
    const { record, created } = await upsertOneAsset(db, writer, request.body, 'location');
    return reply.status(recordStatus(created)).send({ data: toLocationRecord(record) });
  });

  app.get('/locations/:locationId', {
    schema: {
      operationId: 'getLocation',
      summary: 'Get a location by UUID or externalId',
      tags,
      params: LocationIdParams,
      response: { 200: DataOf(Location), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await locationBody(orgIdOf(request), request.params.locationId)));

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
