/**
 * Metric definitions, event metrics and the metric exports (spec 2.10, 4.7, 4.13; DECISIONS 9,
 * 11). Exports are always by updatedAt ascending with inclusive bounds (spec 4.1), and page by
 * offset or, behind `cursor=`, by keyset on (updated_at, id), which keeps a long export at a
 * steady speed.
 */
import type { Kysely } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { paginationMeta } from '../../http/pagination.js';
import { nextCursorOf, planPolledList } from '../../http/polling.js';
import { quote } from '../../http/quote.js';
import { toApiTimestampOrNull } from '../../http/time.js';
import { eventIdsByExternalId, liveEventId } from '../events/events.service.js';
import {
  exportMetricPage, findEventMetric, insertMetricDefinition, type EventMetricRow, type MetricDefinitionRow,
} from './metrics.repository.js';
import { findDefaultTeamId } from '../org-structure/org-structure.service.js';
import type { MetricExportInput, PutEventMetricInput } from './metrics.schemas.js';
import { eventAndMetric, writeEventMetric } from './metrics.write.js';

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

/** PUT: creates or replaces the event's value of the metric (omitted keys take their defaults); on the fast path (metrics.write.ts). */
export async function putEventMetric(db: Kysely<DB>, writer: OrgWriter, eventRef: string, slug: string, input: PutEventMetricInput) {
  const { created, eventId, metricId } = await writeEventMetric(db, writer, eventRef, slug, input);
  return { record: (await findEventMetric(db, writer.orgId, eventId, metricId))!, created };
}

export async function getEventMetric(db: Kysely<DB>, orgId: string, eventRef: string, slug: string): Promise<EventMetricRow> {
  const { event: eventId, metric } = await eventAndMetric(db, orgId, eventRef, slug, liveEventId);
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
