import { toApiTimestamp } from '../../http/time.js';
import type { MetricDefinitionRow, MetricExportRow } from './metrics.repository.js';

export const toMetricDefinitionRecord = (row: MetricDefinitionRow) => ({
  id: row.id, slug: row.slug, name: row.name, createdAt: toApiTimestamp(row.created_at), updatedAt: toApiTimestamp(row.updated_at),
});

export const toEventMetricRecord = (row: MetricExportRow) => ({
  id: row.id,
  eventId: row.event_id,
  flowRunId: row.flow_run_id,
  flowRunNodeId: row.flow_run_node_id,
  metricId: row.metric_id,
  transformedValue: row.transformed_value,
  value: row.value ?? null,
  reason: row.reason,
  confidenceScore: row.confidence_score,
  reviewStatus: row.review_status,
  auditScore: row.audit_score,
  auditReason: row.audit_reason,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
  teamId: row.team_id,
  metricSlug: row.metric_slug,
  metricName: row.metric_name,
});
