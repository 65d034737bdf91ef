import { sql, type Expression, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { DB, EventMetricsTable, MetricDefinitionsTable } from '../../db/schema.js';
import { apiTimestampSql, jsonObjectSql } from '../../db/json-sql.js';
import { runNamed } from '../../db/prepared.js';
import { countRows } from '../../db/sql.js';

type Executor = Kysely<DB> | Transaction<DB>;
export type MetricDefinitionRow = Omit<Selectable<MetricDefinitionsTable>, 'organization_id'>;
export type EventMetricRow = Omit<Selectable<EventMetricsTable>, 'organization_id'> & { metric_slug: string; metric_name: string };
export type MetricExportRow = EventMetricRow & { event_external_id: string };

const DEFINITION_COLUMNS = ['id', 'slug', 'name', 'created_at', 'updated_at'] as const;
const METRIC_COLUMNS = ['id', 'event_id', 'metric_id', 'flow_run_id', 'flow_run_node_id', 'value', 'transformed_value', 'reason',
  'confidence_score', 'review_status', 'audit_score', 'audit_reason', 'team_id', 'created_at', 'updated_at'] as const;

export function listMetricDefinitions(db: Executor, orgId: string): Promise<MetricDefinitionRow[]> {
  return db.selectFrom('metric_definitions').select(DEFINITION_COLUMNS).where('organization_id', '=', orgId).orderBy('slug').execute();
}

export async function findMetricDefinition(db: Executor, orgId: string, slug: string): Promise<MetricDefinitionRow | null> {
  return (await db.selectFrom('metric_definitions').select(DEFINITION_COLUMNS).where('organization_id', '=', orgId).where('slug', '=', slug).executeTakeFirst()) ?? null;
}

/** Inserts the definition, or returns null when the slug is taken. */
export async function insertMetricDefinition(trx: Transaction<DB>, orgId: string, now: string, values: { slug: string; name: string }): Promise<MetricDefinitionRow | null> {
  const row = await trx.insertInto('metric_definitions').values({ organization_id: orgId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['organization_id', 'slug']).doNothing()).returning(DEFINITION_COLUMNS).executeTakeFirst();
  return row ?? null;
}

/** An event by UUID, then externalId; live only unless told otherwise. */
export async function findEventId(db: Executor, orgId: string, idOrExternalId: string, isUuid: boolean): Promise<string | null> {
  const base = db.selectFrom('events').select('id').where('organization_id', '=', orgId).where('deleted_at', 'is', null);
  if (isUuid) {
    const byId = await base.where('id', '=', idOrExternalId.toLowerCase()).executeTakeFirst();
    if (byId) return byId.id;
  }
  return (await base.where('external_id', '=', idOrExternalId).executeTakeFirst())?.id ?? null;
}

export async function runNodeExists(trx: Transaction<DB>, orgId: string, runId: string, nodeId: string | null): Promise<{ run: boolean; node: boolean }> {
  const run = await trx.selectFrom('workflow_runs').select('id').where('organization_id', '=', orgId).where('id', '=', runId).executeTakeFirst();
  if (!run || nodeId === null) return { run: run !== undefined, node: nodeId === null };
  const node = await trx.selectFrom('workflow_node_results').select('id').where('organization_id', '=', orgId)
    .where('run_id', '=', runId).where('id', '=', nodeId).executeTakeFirst();
  return { run: true, node: node !== undefined };
}

function selectMetrics(db: Executor, orgId: string) {
  return db.selectFrom('event_metrics as m')
    .innerJoin('metric_definitions as d', (j) => j.onRef('d.organization_id', '=', 'm.organization_id').onRef('d.id', '=', 'm.metric_id'))
    .innerJoin('events as e', (j) => j.onRef('e.organization_id', '=', 'm.organization_id').onRef('e.id', '=', 'm.event_id'))
    .select(METRIC_COLUMNS.map((c) => `m.${c}` as const))
    .select(['d.slug as metric_slug', 'd.name as metric_name', 'e.external_id as event_external_id'])
    .where('m.organization_id', '=', orgId);
}

export async function findEventMetric(db: Executor, orgId: string, eventId: string, metricId: string): Promise<MetricExportRow | null> {
  return (await selectMetrics(db, orgId).where('m.event_id', '=', eventId).where('m.metric_id', '=', metricId).executeTakeFirst()) ?? null;
}

export type StoredMetric = Omit<Selectable<EventMetricsTable>, 'organization_id'>;

/** One statement: insert or update the (event, metric) value. */
export async function upsertEventMetric(trx: Transaction<DB>, orgId: string, row: StoredMetric): Promise<void> {
  await sql`
    INSERT INTO event_metrics (organization_id, id, event_id, metric_id, flow_run_id, flow_run_node_id, value, transformed_value, reason,
      confidence_score, review_status, audit_score, audit_reason, team_id, created_at, updated_at)
    VALUES (${orgId}, ${row.id}, ${row.event_id}, ${row.metric_id}, ${row.flow_run_id}, ${row.flow_run_node_id},
      ${row.value === null ? null : JSON.stringify(row.value)}::jsonb, ${row.transformed_value}, ${row.reason}, ${row.confidence_score},
      ${row.review_status}, ${row.audit_score}, ${row.audit_reason}, ${row.team_id}, ${row.created_at}::timestamptz, ${row.updated_at}::timestamptz)
    ON CONFLICT (organization_id, event_id, metric_id) DO UPDATE SET
      flow_run_id = EXCLUDED.flow_run_id, flow_run_node_id = EXCLUDED.flow_run_node_id, value = EXCLUDED.value,
      transformed_value = EXCLUDED.transformed_value, reason = EXCLUDED.reason, confidence_score = EXCLUDED.confidence_score,
      review_status = EXCLUDED.review_status, audit_score = EXCLUDED.audit_score, audit_reason = EXCLUDED.audit_reason,
      updated_at = EXCLUDED.updated_at`.execute(trx);
}

export interface ExportQuery {
  where: Expression<SqlBool>[];
  limit: number;
  offset: number;
}

/** The export record of a metric value (spec 2.6), built by the database. */
const EXPORT_RECORD_JSON = jsonObjectSql({
  id: 'm.id',
  eventId: 'm.event_id',
  flowRunId: 'm.flow_run_id',
  transformedValue: 'm.transformed_value',
  value: 'm.value',
  reason: 'm.reason',
  confidenceScore: 'm.confidence_score',
  reviewStatus: 'm.review_status',
  createdAt: apiTimestampSql('m.created_at'),
  updatedAt: apiTimestampSql('m.updated_at'),
  teamId: 'm.team_id',
  metricSlug: 'd.slug',
  metricName: 'd.name',
  eventExternalId: 'e.external_id',
});

/** A page of export records as JSON text, with the position (full-precision updatedAt, id) of the last. */
export async function exportMetrics(db: Kysely<DB>, orgId: string, query: ExportQuery): Promise<{ records: string[]; last: { updated_at: string; id: string } | undefined }> {
  const where = [sql<SqlBool>`m.organization_id = ${orgId}`, ...query.where];
  const compiled = sql`
    SELECT ${sql.raw(EXPORT_RECORD_JSON)} AS record, m.updated_at, m.id
      FROM event_metrics m
      JOIN metric_definitions d ON d.organization_id = m.organization_id AND d.id = m.metric_id
      JOIN events e ON e.organization_id = m.organization_id AND e.id = m.event_id
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY m.updated_at, m.id LIMIT ${query.limit} OFFSET ${query.offset}`.compile(db);
  const rows = await runNamed<{ record: string; updated_at: string; id: string }>(db, compiled.sql, compiled.parameters);
  return { records: rows.map((row) => row.record), last: rows.at(-1) };
}

export function countMetrics(db: Kysely<DB>, orgId: string, where: Expression<SqlBool>[], cap: number | null): Promise<number> {
  let q = db.selectFrom('event_metrics as m')
    .innerJoin('metric_definitions as d', (j) => j.onRef('d.organization_id', '=', 'm.organization_id').onRef('d.id', '=', 'm.metric_id'))
    .innerJoin('events as e', (j) => j.onRef('e.organization_id', '=', 'm.organization_id').onRef('e.id', '=', 'm.event_id'))
    .where('m.organization_id', '=', orgId);
  for (const condition of where) q = q.where(condition);
  return countRows(db, q, cap);
}
