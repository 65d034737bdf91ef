/**
 * PUT of an event's metric value, on the fast path (src/db/clock-last-row.ts): planned without
 * the org's clock, written by one statement that takes it last, writes the value only while it
 * is still as read, and only while its event is still as read (live); otherwise undone whole and
 * run again clock-first. A value created meanwhile for the same event and metric is a unique
 * violation, which undoes it too.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeRowClockLast } from '../../db/clock-last-row.js';
import type { Stamp } from '../../db/clock-last-write.js';
import type { UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { notFound, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { liveEventAsRead } from '../events/events.service.js';
import { findDefaultTeamId } from '../org-structure/org-structure.service.js';
import { findRunAndNode } from '../workflows/workflows.service.js';
import { eventMetricsLog } from './metrics.change-log.js';
import { findEventMetric, findMetricDefinition, type StoredMetric } from './metrics.repository.js';
import type { PutEventMetricInput } from './metrics.schemas.js';

const EVENT_METRIC_UPSERT: UpsertOf = {
  table: 'event_metrics',
  columns: [
    { column: 'id', type: 'uuid', kept: true },
    { column: 'event_id', type: 'uuid', kept: true },
    { column: 'metric_id', type: 'uuid', kept: true },
    { column: 'flow_run_id', type: 'uuid' },
    { column: 'flow_run_node_id', type: 'uuid' },
    { column: 'value', type: 'jsonb' },
    { column: 'transformed_value', type: 'text' },
    { column: 'reason', type: 'text' },
    { column: 'confidence_score', type: 'double precision' },
    { column: 'review_status', type: 'smallint' },
    { column: 'audit_score', type: 'double precision' },
    { column: 'audit_reason', type: 'text' },
    { column: 'team_id', type: 'uuid', kept: true },
    { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
  ],
};

type MetricUpsert = Omit<StoredMetric, 'updated_at' | 'created_at'> & { created_at: Stamp; seen: string | null };

/**
 * The live event (by id or externalId, found by `findEvent`: its id alone for a read, its row as
 * read for a write that relies on it) and the metric definition (by slug) a value is addressed
 * by; 404 otherwise.
 */
export async function eventAndMetric<E>(
  db: Kysely<DB>, orgId: string, eventRef: string, slug: string, findEvent: (db: Kysely<DB>, orgId: string, ref: string) => Promise<E | null>,
) {
  const event = await findEvent(db, orgId, eventRef);
  if (event === null) throw notFound('Event');
  const metric = await findMetricDefinition(db, orgId, slug);
  if (!metric) throw notFound('Metric');
  return { event, metric };
}

/** PUT: creates or replaces the event's value of the metric (omitted keys take their defaults). */
export async function writeEventMetric(db: Kysely<DB>, writer: OrgWriter, eventRef: string, slug: string, input: PutEventMetricInput) {
  const { orgId } = writer;
  return writeRowClockLast(db, writer, {
    table: eventMetricsLog,
    upsert: EVENT_METRIC_UPSERT,
    configVersion: await rememberedConfigVersion(db, orgId),
    async plan(read, now) {
      const { event, metric } = await eventAndMetric(read, orgId, eventRef, slug, liveEventAsRead);
      const eventId = event.id;
      const runId = input.flowRunId?.toLowerCase() ?? null;
      const nodeId = input.flowRunNodeId?.toLowerCase() ?? null;
      if (nodeId && !runId) throw validationError(['flowRunNodeId needs the flowRunId of its run']);
      if (runId) {
        const found = await findRunAndNode(read, orgId, runId, nodeId);
        if (!found.run) throw validationError([`flowRunId ${quote(input.flowRunId)} is not a workflow run of the organization`]);
        if (!found.node) throw validationError([`flowRunNodeId ${quote(input.flowRunNodeId)} is not a node result of that run`]);
      }
      const existing = await findEventMetric(read, orgId, eventId, metric.id);
      const row: MetricUpsert = {
        id: existing?.id ?? randomUUID(),
        event_id: eventId,
        metric_id: metric.id,
        flow_run_id: runId,
        flow_run_node_id: nodeId,
        value: input.value === undefined ? null : input.value,
        transformed_value: input.transformedValue ?? null,
        reason: input.reason ?? '',
        confidence_score: input.confidenceScore ?? null,
        review_status: input.reviewStatus ?? 0,
        audit_score: input.auditScore ?? null,
        audit_reason: input.auditReason ?? null,
        team_id: existing?.team_id ?? (await findDefaultTeamId(read, orgId)),
        created_at: existing?.created_at ?? now,
        seen: existing?.updated_at ?? null,
      };
      // Runs and node results are never removed, nor definitions: only the event can have gone since.
      return { row, unchanged: [{ table: 'events', rows: [{ id: event.id, seen: event.updated_at }] }], result: { created: existing === null, eventId, metricId: metric.id } };
    },
  });
}
