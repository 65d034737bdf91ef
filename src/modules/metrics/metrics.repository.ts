import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { OrgWriteTx } from '../../db/org-write.js';
import { afterPosition, polledPage, polledWhere, type KeysetPosition, type PolledListPlan } from '../../db/polled-list.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB, EventMetricsTable, MetricDefinitionsTable } from '../../db/schema.js';
import { anyRow, inList } from '../../db/sql.js';
import { EVENT_METRIC_RECORD, METRIC_EXPORT_RECORD } from './metrics.mapper.js';

type Executor = Kysely<DB> | Transaction<DB>;
export type MetricDefinitionRow = Omit<Selectable<MetricDefinitionsTable>, 'organization_id'>;
export type EventMetricRow = Omit<Selectable<EventMetricsTable>, 'organization_id'> & { metric_slug: string; metric_name: string };

const DEFINITION_COLUMNS = ['id', 'slug', 'name', 'created_at', 'updated_at'] as const;

export function listMetricDefinitions(db: Executor, orgId: string): Promise<MetricDefinitionRow[]> {
  return db.selectFrom('metric_definitions').select(DEFINITION_COLUMNS).where('organization_id', '=', orgId).orderBy('slug').execute();
}

export async function findMetricDefinition(db: Executor, orgId: string, slug: string): Promise<MetricDefinitionRow | null> {
  return (await db.selectFrom('metric_definitions').select(DEFINITION_COLUMNS).where('organization_id', '=', orgId).where('slug', '=', slug).executeTakeFirst()) ?? null;
}

/** Inserts the definition, or returns null when the slug is taken. */
export async function insertMetricDefinition(tx: OrgWriteTx, orgId: string, now: string, values: { slug: string; name: string }): Promise<MetricDefinitionRow | null> {
  const row = await tx.insertInto('metric_definitions').values({ organization_id: orgId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['organization_id', 'slug']).doNothing()).returning(DEFINITION_COLUMNS).executeTakeFirst();
  return row ?? null;
}

/** Metric values with their definitions: the one source of the single record, the export and its count. */
function metricValues(db: Executor, orgId: string) {
  return db.selectFrom('event_metrics as m')
    .innerJoin('metric_definitions as d', (j) => j.onRef('d.organization_id', '=', 'm.organization_id').onRef('d.id', '=', 'm.metric_id'))
    .where('m.organization_id', '=', orgId);
}

/** The rows of metric values as their record needs them (EVENT_METRIC_RECORD's selections). */
const metricRecords = (db: Executor, orgId: string) =>
  metricValues(db, orgId).select(EVENT_METRIC_RECORD.selections('m')) as unknown as SelectQueryBuilder<DB & { m: EventMetricsTable; d: MetricDefinitionsTable }, 'm' | 'd', EventMetricRow>;

export async function findEventMetric(db: Executor, orgId: string, eventId: string, metricId: string): Promise<EventMetricRow | null> {
  return (await metricRecords(db, orgId).where('m.event_id', '=', eventId).where('m.metric_id', '=', metricId).executeTakeFirst()) ?? null;
}

/** The records of these metric values (the change log's read). */
export function findEventMetricsByIds(db: Executor, orgId: string, ids: readonly string[]): Promise<EventMetricRow[]> {
  return metricRecords(db, orgId).where(inList('m.id', ids, 'uuid')).execute();
}

export type StoredMetric = Omit<Selectable<EventMetricsTable>, 'organization_id'>;


export interface ExportFilters {
  /** Ids of the events named by eventExternalId (null: every event). */
  eventIds: string[] | null;
  metricSlug?: string;
}

export interface ExportPage {
  records: string[];
  last: KeysetPosition | undefined;
  total: number;
  /** Set where the page procedure asked past the count (pageHasNext); otherwise the count answers. */
  hasNext?: boolean;
}

type ExportRow = { record: string; updated_at: string; id: string };

/** One export page in (updated_at, id) order. */
function exportPageQuery(db: Kysely<DB>, orgId: string, where: readonly Expression<SqlBool>[], limit: number, offset: number) {
  return where.reduce((q, c) => q.where(c), metricValues(db, orgId))
    .select([sql<string>`${sql.raw(METRIC_EXPORT_RECORD.jsonSql('m'))}`.as('record'), 'm.updated_at', 'm.id'])
    .orderBy('m.updated_at').orderBy('m.id').limit(limit).offset(offset).compile();
}

/** The export pages run as named statements: the polling procedure's first and resumed pages, and the cursor. */
export function metricExportStatements(db: Kysely<DB>): string[] {
  const orgId = '00000000-0000-0000-0000-000000000000';
  const at = '2000-01-01T00:00:00Z';
  const poll = polledWhere({ updatedAfter: at, updatedBefore: null, after: null }, { table: 'm', inclusive: true });
  const cursor = polledWhere({ updatedAfter: null, updatedBefore: null, after: { updatedAt: at, id: orgId } }, { table: 'm', inclusive: true });
  return [[], poll, [...poll, afterPosition('m', 'updated_at', 'asc', { at, id: orgId })], cursor]
    .map((where) => exportPageQuery(db, orgId, where, 1, 0).sql);
}

/**
 * A page of export records as JSON text, by (updated_at, id) with inclusive bounds
 * (src/db/polled-list.ts, `polledPage`): in page mode the total is exact (org-count-cache.ts) and
 * page N continues after the last row the same client's page N − 1 returned; behind a cursor
 * nothing is counted.
 */
export async function exportMetricPage(read: ReadContext, reader: ListReader, filters: ExportFilters, plan: PolledListPlan): Promise<ExportPage> {
  const { db, statements } = read;
  const conditions: RawBuilder<SqlBool>[] = [...polledWhere(plan, { table: 'm', inclusive: true })];
  if (filters.eventIds !== null) conditions.push(sql<SqlBool>`m.event_id = ANY(${filters.eventIds}::uuid[])`);
  if (filters.metricSlug !== undefined) conditions.push(sql<SqlBool>`d.slug = ${filters.metricSlug}`);
  const matching = (where: readonly Expression<SqlBool>[]) => where.reduce((q, c) => q.where(c), metricValues(db, reader.orgId));
  const rowsOf = (where: readonly Expression<SqlBool>[], limit: number, offset: number) => {
    const compiled = exportPageQuery(db, reader.orgId, where, limit, offset);
    return statements.run<ExportRow>(db, compiled.sql, compiled.parameters);
  };
  const { rows, total, hasNext } = await polledPage<ExportRow>(read, reader, plan, {
    alias: 'm',
    conditions,
    resumeColumn: 'updated_at',
    direction: 'asc',
    identity: () => sql`${sql.join(conditions.length > 0 ? conditions : [sql`true`], sql` AND `)} LIMIT ${plan.limit}`,
    async readPage(where, offset) {
      const [pageRows, count] = await Promise.all([rowsOf(where, plan.limit, offset), read.counts.count(db, reader.orgId, matching(conditions))]);
      return { rows: pageRows, total: count };
    },
    readRows: (where, limit) => rowsOf(where, limit, 0),
    anyRow: (where) => anyRow(matching(where)),
    positionOf: (row) => ({ at: row.updated_at, id: row.id }),
  });
  const last = rows.at(-1);
  return { records: rows.map((row) => row.record), last: last && { updatedAt: last.updated_at, id: last.id }, total, ...(hasNext === undefined ? {} : { hasNext }) };
}
