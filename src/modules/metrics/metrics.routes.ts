import { recordStatus } from '../../db/record-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Type from 'typebox';
import { listBody, sendJson } from '../../http/json-text.js';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { listReaderOf, orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import { metricExportStatements } from './metrics.repository.js';
import { toEventMetricRecord, toMetricDefinitionRecord } from './metrics.mapper.js';
import {
  CreateMetricDefinitionBody, EventMetric, EventMetricExportQuery, EventMetricParams, MetricDefinition, MetricExport,
  MetricExportQuery, PutEventMetricBody, type MetricExportInput,
} from './metrics.schemas.js';
import { createMetricDefinition, exportMetricValues, getEventMetric, listMetricDefinitions, putEventMetric } from './metrics.service.js';
import { paramsOf } from '../../http/record-path.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';

const tags = ['Metrics'];
const EXPORT_DESCRIPTION = 'Always by updatedAt ascending; updatedAfter/updatedBefore are inclusive (send them in UTC with Z), '
  + 'so the record at the bound comes back. meta.nextCursor pages by keyset at a steady speed.';

const metricBodyOf = recordBody<Type.Static<typeof EventMetric>>(EventMetric);

export const metricRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  /** The body of the GET of the metric value a request names (If-Match's current tag is taken over it too). */
  const metricBody = async (request: FastifyRequest): Promise<string> => {
    const { eventId, metricSlug } = paramsOf<{ eventId: string; metricSlug: string }>(request);
    return metricBodyOf(toEventMetricRecord(await getEventMetric(db, orgIdOf(request), eventId, metricSlug)));
  };
  deps.statements.declare(...metricExportStatements(db));
  app.get('/metric-definitions', {
    schema: { operationId: 'listMetricDefinitions', summary: 'The metric definitions of the organization', tags, response: { 200: ListOf(MetricDefinition), ...errorResponses(403) } },
  }, async (request) => ({ data: (await listMetricDefinitions(db, orgIdOf(request))).map(toMetricDefinitionRecord) }));

  app.post('/metric-definitions', {
    config: { scope: 'admin' },
    schema: {
      operationId: 'createMetricDefinition', summary: 'Define a metric (scope admin)', tags,
      body: CreateMetricDefinitionBody, response: { 201: DataOf(MetricDefinition), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => reply.status(201).send({ data: toMetricDefinitionRecord(await createMetricDefinition(db, writerOf(request), request.body)) }));

  app.put('/events/:eventId/metrics/:metricSlug', {
    config: { currentTag: (request) => firstRecordTag([() => metricBody(request)]) },
    schema: {
      operationId: 'putEventMetric', summary: 'Set the value of a metric for an event (create 201 or replace 200)', tags,
      params: EventMetricParams, body: PutEventMetricBody,
      response: { 200: DataOf(EventMetric), 201: DataOf(EventMetric), ...bodyErrorResponses(403, 404) },
    },
  }, async (request, reply) => {
    const { record, created } = await putEventMetric(db, writerOf(request), request.params.eventId, request.params.metricSlug, request.body);
    return reply.status(recordStatus(created)).send({ data: toEventMetricRecord(record) });
  });

  app.get('/events/:eventId/metrics/:metricSlug', {
    schema: {
      operationId: 'getEventMetric', summary: 'Get the value of a metric for an event (UUID or externalId)', tags,
      params: EventMetricParams, response: { 200: DataOf(EventMetric), ...errorResponses(403, 404) },
    },
  }, async (request, reply) => sendJson(reply, await metricBody(request)));

  // Both exports: records built by the database, sent as text.
  const exportHandler = async (request: FastifyRequest<{ Querystring: MetricExportInput }>, reply: FastifyReply) => {
    const { records, meta } = await exportMetricValues(deps, listReaderOf(request), request.query);
    return sendJson(reply, listBody(records, meta));
  };

  app.get('/metrics', {
    schema: {
      operationId: 'exportMetrics', summary: 'Export metric values across all events, by update time', description: EXPORT_DESCRIPTION, tags,
      querystring: MetricExportQuery, response: { 200: MetricExport, ...errorResponses(403) },
    },
  }, exportHandler);

  app.get('/events/metrics/bulk', {
    schema: {
      operationId: 'exportEventMetrics', summary: 'Export metric values, filtered by events and metric', description: EXPORT_DESCRIPTION, tags,
      querystring: EventMetricExportQuery, response: { 200: MetricExport, ...errorResponses(403) },
    },
  }, exportHandler);
};
