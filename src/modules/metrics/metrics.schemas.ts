import Type from 'typebox';
import { PaginationSchema } from '../../http/pagination.js';
import { NextCursor, polledListQueryProperties } from '../../http/polling.js';
import { BodyObject, JsonValueBody, MAX_JSON_VALUE_BYTES, Nullable, Str, Timestamp, Uuid } from '../../http/schemas.js';

/** The numeric bounds of the spec (latitude's), for auditScore and confidenceScore. */
const SCORE = { minimum: -140737488355328, maximum: 140737488355327 };
export const METRIC_SLUG_PATTERN = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';

export const MetricDefinition = Type.Object({
  id: Uuid(), slug: Type.String(), name: Type.String(), createdAt: Timestamp(), updatedAt: Timestamp(),
}, { $id: 'MetricDefinition' });
export const CreateMetricDefinitionBody = BodyObject({
  slug: Str({ minLength: 1, maxLength: 100, pattern: METRIC_SLUG_PATTERN }),
  name: Str({ minLength: 1, maxLength: 500 }),
});

export const PutEventMetricBody = BodyObject({
  value: Type.Optional(JsonValueBody(MAX_JSON_VALUE_BYTES, 'Any JSON value')),
  transformedValue: Type.Optional(Nullable(Str())),
  reason: Type.Optional(Str()),
  confidenceScore: Type.Optional(Nullable(Type.Number(SCORE))),
  reviewStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 unreviewed, 1 accepted, 2 rejected' })),
  auditScore: Type.Optional(Nullable(Type.Number(SCORE))),
  auditReason: Type.Optional(Nullable(Str())),
  flowRunId: Type.Optional(Nullable(Uuid({ description: 'A workflow run of the organization' }))),
  flowRunNodeId: Type.Optional(Nullable(Uuid({ description: 'A node result of that run' }))),
});
export type PutEventMetricInput = Type.Static<typeof PutEventMetricBody>;

export const EventMetric = Type.Object({
  id: Uuid(),
  eventId: Uuid(),
  flowRunId: Nullable(Uuid()),
  flowRunNodeId: Nullable(Uuid()),
  metricId: Uuid(),
  transformedValue: Nullable(Type.String()),
  value: Type.Unknown(),
  reason: Type.String(),
  confidenceScore: Nullable(Type.Number()),
  reviewStatus: Type.Integer(),
  auditScore: Nullable(Type.Number()),
  auditReason: Nullable(Type.String()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  teamId: Nullable(Uuid()),
  metricSlug: Type.String(),
  metricName: Type.String(),
}, { $id: 'EventMetric' });

export const MetricExportRecord = Type.Object({
  id: Uuid(),
  eventId: Uuid(),
  flowRunId: Nullable(Uuid()),
  transformedValue: Nullable(Type.String()),
  value: Type.Unknown(),
  reason: Type.String(),
  confidenceScore: Nullable(Type.Number()),
  reviewStatus: Type.Integer(),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  teamId: Nullable(Uuid()),
  metricSlug: Type.String(),
  metricName: Type.String(),
  eventExternalId: Type.String(),
}, { $id: 'MetricExportRecord' });

export const MetricExport = Type.Object({
  data: Type.Array(MetricExportRecord),
  meta: Type.Object({
    teamId: Nullable(Uuid()),
    pagination: PaginationSchema,
    filters: Type.Object({ updatedAfter: Nullable(Timestamp()), updatedBefore: Nullable(Timestamp()) }),
    nextCursor: NextCursor,
  }),
});

const exportQuery = polledListQueryProperties({ defaultLimit: 100, maxLimit: 1000 });
export const MetricExportQuery = Type.Object(exportQuery);
export const EventMetricExportQuery = Type.Object({
  ...exportQuery,
  eventExternalId: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Array(Type.String({ maxLength: 255 }), { maxItems: 1000 })], {
    description: 'Repeatable or comma-separated',
  })),
  metricSlug: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MetricExportInput = Type.Static<typeof EventMetricExportQuery>;

export const EventMetricParams = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 255, description: 'UUID or externalId' }),
  metricSlug: Type.String({ minLength: 1, maxLength: 100 }),
});
