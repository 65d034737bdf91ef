/**
 * Metric definitions, event metrics and the metric exports (spec 2.10, 4.7, 4.13; DECISIONS 9,
 * 11). Exports are always by updatedAt ascending with inclusive bounds (spec 4.1), and page by
 * offset or, behind `cursor=`, by keyset on (updated_at, id), which keeps a long export at a
 * steady speed.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { paginationMeta } from '../../http/pagination.js';
import { nextCursorOf, planPolledList } from '../../http/polling.js';
import { quote } from '../../http/quote.js';
import { toApiTimestampOrNull } from '../../http/time.js';
import { eventIdsByExternalId, liveEventId } from '../events/events.service.js';
import { findRunAndNode } from '../workflows/workflows.service.js';
import {
  exportMetricPage, findEventMetric, findMetricDefinition, insertMetricDefinition, upsertEventMetric, type EventMetricRow, type MetricDefinitionRow,
} from './metrics.repository.js';
import { findDefaultTeamId } from '../org-structure/org-structure.service.js';
import type { MetricExportInput, PutEventMetricInput } from './metrics.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { listMetricDefinitions } from './metrics.repository.js';

export async function createMetricDefinition(db: Kysely<DB>, writer: OrgWriter, input: { slug: string; name: string }): Promise<MetricDefinitionRow> {
  const { orgId } = writer;
  return withOrgWrite(db, writer, async (trx, now) => {
    const row = await insertMetricDefinition(trx, orgId, now, input);
    if (!row) throw conflict(`A metric with slug ${quote(input.slug)} already exists`);
    return row;
  });
}

async function eventAndMetric(db: Kysely<DB> | Transaction<DB>, orgId: string, eventRef: string, slug: string) {
  const eventId = await liveEventId(db, orgId, eventRef);
  if (!eventId) throw notFound('Event');
  const metric = await findMetricDefinition(db, orgId, slug);
  if (!metric) throw notFound('Metric');
  return { eventId, metric };
}

/** PUT: creates or replaces the event's value of the metric (omitted keys take their defaults). */
export async function putEventMetric(db: Kysely<DB>, writer: OrgWriter, eventRef: string, slug: string, input: PutEventMetricInput) {
  const { orgId } = writer;
  const { created, eventId, metricId } = await withOrgWrite(db, writer, async (trx, now) => {
    const { eventId, metric } = await eventAndMetric(trx, orgId, eventRef, slug);
    const runId = input.flowRunId?.toLowerCase() ?? null;
    const nodeId = input.flowRunNodeId?.toLowerCase() ?? null;
    if (nodeId && !runId) throw validationError(['flowRunNodeId needs the flowRunId of its run']);
    if (runId) {
      const found = await findRunAndNode(trx, orgId, runId, nodeId);
      if (!found.run) throw validationError([`flowRunId ${quote(input.flowRunId)} is not a workflow run of the organization`]);
      if (!found.node) throw validationError([`flowRunNodeId ${quote(input.flowRunNodeId)} is not a node result of that run`]);
    }
    const existing = await findEventMetric(trx, orgId, eventId, metric.id);
    await upsertEventMetric(trx, orgId, {
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
      team_id: existing?.team_id ?? (await findDefaultTeamId(trx, orgId)),
      created_at: existing?.created_at ?? now,
      updated_at: now,
    });
    return { created: existing === null, eventId, metricId: metric.id };
  });
  return { record: (await findEventMetric(db, orgId, eventId, metricId))!, created };
}

export async function getEventMetric(db: Kysely<DB>, orgId: string, eventRef: string, slug: string): Promise<EventMetricRow> {
  const { eventId, metric } = await eventAndMetric(db, orgId, eventRef, slug);
  const record = await findEventMetric(db, orgId, eventId, metric.id);
  if (!record) throw notFound('Metric');
  return record;
}

/** `eventExternalId` repeated or comma-separated. */
function eventExternalIds(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set([value].flat().flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

export async function exportMetricValues(read: ReadContext, reader: ListReader, query: MetricExportInput) {
  const plan = planPolledList(query, { sort: 'updatedAt', dir: 'asc' });
  const named = eventExternalIds(query.eventExternalId);
  // Metrics of deleted events stay in the exports (DECISIONS 11).
  const eventIds = named.length > 0 ? [...(await eventIdsByExternalId(read.db, reader.orgId, named, { includeDeleted: true })).values()] : null;
  const [page, teamId] = await Promise.all([
    exportMetricPage(read, reader, { eventIds, ...(query.metricSlug !== undefined ? { metricSlug: query.metricSlug } : {}) }, plan),
    findDefaultTeamId(read.db, reader.orgId),
  ]);
  return {
    records: page.records,
    meta: {
      teamId,
      pagination: paginationMeta(plan, page.total, page.hasNext),
      filters: { updatedAfter: toApiTimestampOrNull(plan.updatedAfter), updatedBefore: toApiTimestampOrNull(plan.updatedBefore) },
      nextCursor: nextCursorOf(plan, page.last),
    },
  };
}
