import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bodyErrorResponses, DataOf, errorResponses } from '../../http/schemas.js';
import type { FastifyRequest } from 'fastify';
import { sendJson } from '../../http/json-text.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';
import { paramsOf } from '../../http/record-path.js';
import { listReaderOf, orgIdOf, writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { toEventRecord } from './events.mapper.js';
import { Event, EventBulkBody, EventBulkResponse, EventIdParams, EventList, EventListQuery, type EventRecord } from './events.schemas.js';
import { deleteEvent, getEvent, listEvents, upsertEventBulk } from './events.service.js';

const tags = ['Events'];
const eventBodyOf = recordBody<EventRecord>(Event);

export const eventRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  /** The body of the GET of the event a request names (If-Match's current tag is taken over it too). */
  const eventBody = async (request: FastifyRequest): Promise<string> =>
    eventBodyOf(toEventRecord(await getEvent(db, orgIdOf(request), paramsOf<{ eventId: string }>(request).eventId)));
  app.post('/events/bulk', {
    schema: {
      operationId: 'bulkUpsertEvents',
      summary: 'Create or update 1 to 1,000 events by externalId',
      description: 'Schema errors refuse the whole request; data errors (unknown location or reporter) fail only their element.',
      tags,
      body: EventBulkBody,
      response: { 200: EventBulkResponse, ...bodyErrorResponses(403) },
    },
  }, async (request) => ({ data: await upsertEventBulk(db, writerOf(request), request.body.events) }));

  app.get('/events', {
    schema: {
      operationId: 'listEvents',
      summary: 'List events: sorted and paged, or polled by update time',
      description: 'Default eventDate desc. With updatedAfter/updatedBefore (exclusive) or cursor the order is updatedAt asc, '
        + 'and meta.nextCursor continues after the last record without skipping rows that share a timestamp.',
      tags,
      querystring: EventListQuery,
      response: { 200: EventList, ...errorResponses(403) },
    },
  }, async (request) => {
    const reader = listReaderOf(request);
    const { rows, meta } = await listEvents(deps, reader, request.query);
    return { data: rows.map((row) => toEventRecord(row)), meta };
  });

  app.get('/events/:eventId', {
    schema: {
      operationId: 'getEvent',
      summary: 'Get an event by UUID or externalId',
      tags,
      params: EventIdParams,
      response: { 200: DataOf(Event), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await eventBody(request)));

  app.delete('/events/:eventId', {
    config: { currentTag: (request) => firstRecordTag([() => eventBody(request)]) },
    schema: {
      operationId: 'deleteEvent',
      summary: 'Delete an event (soft: pollers see a tombstone with includeDeleted=true)',
      tags,
      params: EventIdParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    await deleteEvent(db, writerOf(request), request.params.eventId);
    return reply.status(204).send(null);
  });
};
