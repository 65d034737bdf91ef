/**
 * Metric definitions and event metrics in the change log (DECISIONS 12). A definition has no
 * GET of its own: its record is the element of GET /v2/metric-definitions. An event metric's is
 * GET /v2/events/{eventId}/metrics/{metricSlug}; it stays (not deleted) when its event is deleted.
 * Neither has an externalId.
 */
import type { LoggedTable, RecordReader } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import { toEventMetricRecord, toMetricDefinitionRecord } from './metrics.mapper.js';
import { findEventMetricsByIds, type MetricDefinitionRow } from './metrics.repository.js';

function findDefinitionRows(db: RecordReader, orgId: string, ids: readonly string[]): Promise<MetricDefinitionRow[]> {
  return db.selectFrom('metric_definitions').selectAll().where('organization_id', '=', orgId).where(inList('id', ids, 'uuid')).execute();
}

export const metricDefinitionsLog: LoggedTable = {
  table: 'metric_definitions',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findDefinitionRows(db, orgId, ids);
    return rows.map((row) => ({ id: row.id, resource: 'metric_definition', externalId: null, deleted: false, record: toMetricDefinitionRecord(row) }));
  },
  // Definitions are only created; slug and name are what a client sends.
  changeKeys: ['slug', 'name'],
};

export const eventMetricsLog: LoggedTable = {
  table: 'event_metrics',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findEventMetricsByIds(db, orgId, ids);
    return rows.map((row) => ({ id: row.id, resource: 'event_metric', externalId: null, deleted: false, record: toEventMetricRecord(row) }));
  },
  // The PUT payload (which replaces them all). eventId and metricId are the value's address (the
  // path), metricSlug and metricName the definition's; teamId is the server's.
  changeKeys: ['value', 'transformedValue', 'reason', 'confidenceScore', 'reviewStatus', 'auditScore', 'auditReason', 'flowRunId', 'flowRunNodeId'],
};
