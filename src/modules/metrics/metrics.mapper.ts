/**
 * The metric records (spec 2.10), each declared once (src/db/record-shape.ts): a definition, a
 * metric value (GET and PUT of one value), and a value as the export lists it (built as JSON by
 * the database, with its event's externalId).
 */
import { column, derived, recordShape, timestamp } from '../../db/record-shape.js';
import { eventExternalIdSql } from '../events/events.service.js';
import type { EventMetricRow, MetricDefinitionRow } from './metrics.repository.js';
import type { EventMetric, MetricDefinition, MetricExportRecord } from './metrics.schemas.js';
import type { Static } from 'typebox';

export const METRIC_DEFINITION_RECORD = recordShape<Static<typeof MetricDefinition>>('metric_definitions', {
  id: column('id'),
  slug: column('slug'),
  name: column('name'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
});

/** A value's definition is joined as `d` (its slug and name). No write changes a definition once created. */
const definitionColumn = (name: string, as: string) => derived(as, () => `d.${name}`, { fixed: 'a metric definition is never changed once created' });

export const EVENT_METRIC_RECORD = recordShape<Static<typeof EventMetric>>('event_metrics', {
  id: column('id'),
  eventId: column('event_id'),
  flowRunId: column('flow_run_id'),
  flowRunNodeId: column('flow_run_node_id'),
  metricId: column('metric_id'),
  transformedValue: column('transformed_value'),
  value: column('value'),
  reason: column('reason'),
  confidenceScore: column('confidence_score'),
  reviewStatus: column('review_status'),
  auditScore: column('audit_score'),
  auditReason: column('audit_reason'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
  teamId: column('team_id'),
  metricSlug: definitionColumn('slug', 'metric_slug'),
  metricName: definitionColumn('name', 'metric_name'),
});

/** A value as the export lists it. */
export const METRIC_EXPORT_RECORD = recordShape<Static<typeof MetricExportRecord>>('event_metrics', {
  id: column('id'),
  eventId: column('event_id'),
  flowRunId: column('flow_run_id'),
  transformedValue: column('transformed_value'),
  value: column('value'),
  reason: column('reason'),
  confidenceScore: column('confidence_score'),
  reviewStatus: column('review_status'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
  teamId: column('team_id'),
  metricSlug: definitionColumn('slug', 'metric_slug'),
  metricName: definitionColumn('name', 'metric_name'),
  eventExternalId: derived('event_external_id', (m) => eventExternalIdSql(`${m}.organization_id`, `${m}.event_id`),
    { fixed: 'an event is named by its externalId, which no write changes' }),
});

export const toMetricDefinitionRecord = (row: MetricDefinitionRow) => METRIC_DEFINITION_RECORD.toRecord(row);

export const toEventMetricRecord = (row: EventMetricRow) => EVENT_METRIC_RECORD.toRecord(row);
