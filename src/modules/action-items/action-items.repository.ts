import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { ActionItemsTable, DB } from '../../db/schema.js';
import { apiTimestampSql, jsonObjectSql } from '../../db/json-sql.js';
import { runNamed } from '../../db/prepared.js';
import { OrgClockCache, orgClockSql } from '../../db/org-clock-cache.js';
import { countOrgRows } from '../../db/org-count-cache.js';
import { countRows, inList } from '../../db/sql.js';

export type ActionItemRow = Omit<Selectable<ActionItemsTable>, 'organization_id'>;

const COLUMNS = ['id', 'entity_type', 'entity_id', 'form_submission_id', 'source_section_node_id', 'title', 'description',
  'assigned_to_user_id', 'assigned_to_department_id', 'assigned_to_role_slug', 'due_date', 'priority', 'status_id', 'status',
  'asset_id', 'external_id', 'response_notes', 'attachments', 'completed_at', 'completed_by_id', 'created_by_id', 'fields',
  'metadata', 'team_id', 'created_at', 'updated_at'] as const;

type Executor = Kysely<DB> | Transaction<DB>;
const textArray = (values: string[]) => sql`${values}::text[]`;

export function findItemsByExternalIds(trx: Transaction<DB>, orgId: string, externalIds: string[]): Promise<ActionItemRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return trx.selectFrom('action_items').select(COLUMNS).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text')).execute();
}

export async function findItemById(trx: Transaction<DB>, orgId: string, id: string): Promise<ActionItemRow | null> {
  return (await trx.selectFrom('action_items').select(COLUMNS).where('organization_id', '=', orgId).where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function externalIdHolder(trx: Transaction<DB>, orgId: string, externalId: string): Promise<string | null> {
  const row = await trx.selectFrom('action_items').select('id').where('organization_id', '=', orgId).where('external_id', '=', externalId).executeTakeFirst();
  return row?.id ?? null;
}

/** Live events by externalId → id. */
export async function eventIdsByExternalId(db: Executor, orgId: string, externalIds: string[], includeDeleted = false): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  let query = db.selectFrom('events').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where(inList('external_id', externalIds, 'text'));
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return new Map((await query.execute()).map((row) => [row.external_id, row.id]));
}

export interface UserKeys {
  ids: string[];
  externalIds: string[];
}

/** Users found by id or externalId: every id, and externalId → id. */
export async function findUsers(db: Executor, orgId: string, keys: UserKeys): Promise<{ ids: Set<string>; byExternalId: Map<string, string> }> {
  if (keys.ids.length + keys.externalIds.length === 0) return { ids: new Set(), byExternalId: new Map() };
  const rows = await db.selectFrom('users').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where(sql<boolean>`(id::text = ANY(${textArray(keys.ids)}) OR external_id = ANY(${textArray(keys.externalIds)}))`).execute();
  return {
    ids: new Set(rows.map((r) => r.id)),
    byExternalId: new Map(rows.filter((r) => r.external_id !== null).map((r) => [r.external_id!, r.id])),
  };
}

export async function existingIds(db: Executor, table: 'departments' | 'assets' | 'users', orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table as 'departments').select('id').where('organization_id', '=', orgId)
    .where(sql<boolean>`id::text = ANY(${textArray(ids)})`).execute();
  return new Set(rows.map((r) => r.id));
}

/** Writes every item in one statement, sorted by externalId (then id); counts the new ones. */
export async function upsertItemRows(trx: Transaction<DB>, orgId: string, now: string, rows: ActionItemRow[], created: number): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.external_id ?? `~${a.id}`).localeCompare(b.external_id ?? `~${b.id}`));
  // The org's item counter moves in the same statement (a data-modifying CTE always runs).
  await sql`
    WITH counted AS (
      UPDATE action_item_counts SET total = total + ${created} WHERE organization_id = ${orgId} AND ${created}::int > 0
    )
    INSERT INTO action_items (organization_id, id, entity_type, entity_id, form_submission_id, source_section_node_id, title,
      description, assigned_to_user_id, assigned_to_department_id, assigned_to_role_slug, due_date, priority, status_id, status,
      asset_id, external_id, response_notes, attachments, completed_at, completed_by_id, created_by_id, fields, metadata, team_id,
      created_at, updated_at)
    SELECT ${orgId}, r.id, r.entity_type, r.entity_id, r.form_submission_id, r.source_section_node_id, r.title,
      r.description, r.assigned_to_user_id, r.assigned_to_department_id, r.assigned_to_role_slug, r.due_date, r.priority, r.status_id, r.status,
      r.asset_id, r.external_id, r.response_notes, r.attachments, r.completed_at, r.completed_by_id, r.created_by_id,
      coalesce(r.fields, '{}'), coalesce(r.metadata, '{}'), r.team_id, r.created_at, ${now}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb) AS r(
        id uuid, entity_type text, entity_id uuid, form_submission_id uuid, source_section_node_id text, title text,
        description text, assigned_to_user_id uuid, assigned_to_department_id uuid, assigned_to_role_slug text,
        due_date timestamptz, priority text, status_id uuid, status text, asset_id uuid, external_id text,
        response_notes text, attachments jsonb, completed_at timestamptz, completed_by_id uuid, created_by_id uuid,
        fields jsonb, metadata jsonb, team_id uuid, created_at timestamptz)
    ON CONFLICT (organization_id, id) DO UPDATE SET
      entity_type = EXCLUDED.entity_type, entity_id = EXCLUDED.entity_id, title = EXCLUDED.title,
      description = EXCLUDED.description, assigned_to_user_id = EXCLUDED.assigned_to_user_id,
      assigned_to_department_id = EXCLUDED.assigned_to_department_id, assigned_to_role_slug = EXCLUDED.assigned_to_role_slug,
      due_date = EXCLUDED.due_date, priority = EXCLUDED.priority, status_id = EXCLUDED.status_id, status = EXCLUDED.status,
      asset_id = EXCLUDED.asset_id, external_id = EXCLUDED.external_id, response_notes = EXCLUDED.response_notes,
      completed_at = EXCLUDED.completed_at, completed_by_id = EXCLUDED.completed_by_id, fields = EXCLUDED.fields,
      metadata = EXCLUDED.metadata, updated_at = EXCLUDED.updated_at`.execute(trx);
}

/**
 * A name the record shows for an id it holds, looked up only when the id is set: a LEFT JOIN
 * probes the other table for every row, and the four joins made a GET by id 40 % slower than
 * these lookups on items that hold no ids (0.25 against 0.17 ms a read).
 */
const nameOf = (idColumn: string, table: string, nameColumn: string): string =>
  `CASE WHEN ai.${idColumn} IS NULL THEN NULL ELSE (SELECT x.${nameColumn} FROM ${table} x WHERE x.organization_id = ai.organization_id AND x.id = ai.${idColumn}) END`;

/** The API record of an action item with its names, built by the database (spec 2.1). */
const RECORD_JSON = jsonObjectSql({
  id: 'ai.id',
  entityType: 'ai.entity_type',
  entityId: 'ai.entity_id',
  formSubmissionId: 'ai.form_submission_id',
  sourceSectionNodeId: 'ai.source_section_node_id',
  title: 'ai.title',
  description: 'ai.description',
  assignedToUserId: 'ai.assigned_to_user_id',
  assignedToUserName: nameOf('assigned_to_user_id', 'users', 'full_name'),
  assignedToDepartmentId: 'ai.assigned_to_department_id',
  assignedToRoleSlug: 'ai.assigned_to_role_slug',
  dueDate: apiTimestampSql('ai.due_date'),
  priority: 'ai.priority',
  statusId: 'ai.status_id',
  statusName: nameOf('status_id', 'action_item_statuses', 'name'),
  statusGroup: nameOf('status_id', 'action_item_statuses', '"group"'),
  status: 'ai.status',
  assetId: 'ai.asset_id',
  assetName: nameOf('asset_id', 'assets', 'name'),
  externalId: 'ai.external_id',
  responseNotes: 'ai.response_notes',
  attachments: 'ai.attachments',
  completedAt: apiTimestampSql('ai.completed_at'),
  completedById: 'ai.completed_by_id',
  completedByName: nameOf('completed_by_id', 'users', 'full_name'),
  createdById: 'ai.created_by_id',
  fields: "coalesce(ai.fields, '{}')",
  metadata: "coalesce(ai.metadata, '{}')",
  organizationId: 'ai.organization_id',
  teamId: 'ai.team_id',
  createdAt: apiTimestampSql('ai.created_at'),
  updatedAt: apiTimestampSql('ai.updated_at'),
});

const GET_RECORD = `SELECT ${RECORD_JSON} AS record FROM action_items ai WHERE ai.organization_id = $1 AND ai.id = $2`;

/** The item's API record as JSON text, or null. */
export async function findItemRecord(db: Executor, orgId: string, id: string): Promise<string | null> {
  const [row] = await runNamed<{ record: string }>(db, GET_RECORD, [orgId, id]);
  return row?.record ?? null;
}

export interface ItemListQuery {
  where: Expression<SqlBool>[];
  orderBy: Array<[Expression<unknown>, 'asc' | 'desc']>;
  limit: number;
  offset: number;
  /** True when the text depends only on which filters are present (no custom-field filter or sort). */
  fixedShape: boolean;
  /** The filters match at most FEW_MATCHES rows: read them all, then sort. */
  fewMatches: boolean;
  /** The order is (this column, id), both in one direction: a page can resume after a row. */
  resumeBy?: 'created_at' | 'updated_at';
  /** Also count the matching rows, up to this many, in the page's own statement. */
  countUpTo?: number;
}

/**
 * Up to this many matching rows, a filtered page reads exactly the matches and sorts them;
 * beyond, it walks the sort order and filters. The planner cannot tell the two cases apart
 * for custom-field filters (it costs a jsonb test like a column compare): walking past 1,000
 * matches of a 1,000,000-item org read 19,600 rows (10 ms) where reading the matches took
 * 1.5 ms. With more than 5,000 matches a walk finds a page of 20 within 4,000 rows.
 */
export const FEW_MATCHES = 5_000;

/** A page of API records as JSON text, with the position (full-precision updatedAt, id) of each. */
export interface ItemRecordPage {
  records: string[];
  last: { updated_at: string; id: string } | undefined;
  /** With `countUpTo`: the matching rows counted (0 when the page is empty: nothing matches). */
  matching: number;
}

type PageRow = { record: string; updated_at: string; id: string; sort_at: string; clock: string | null; matching: number | null };

/** Where pages ended: (sort value, id) of the last row, at the org clock the page was read at. */
const pageEnds = new OrgClockCache<{ at: string; id: string }>();

const filteredSql = (orgId: string, where: Expression<SqlBool>[]) => sql.join([sql<SqlBool>`ai.organization_id = ${orgId}`, ...where], sql` AND `);
const orderSql = (query: ItemListQuery) => sql.join(query.orderBy.map(([expression, direction]) => sql`${expression} ${sql.raw(direction)}`));

/** Which list a page belongs to: its filters, order and page size, without the record's SQL. */
function listKey(db: Kysely<DB>, orgId: string, query: ItemListQuery): string {
  const compiled = sql`${filteredSql(orgId, query.where)} ORDER BY ${orderSql(query)} LIMIT ${query.limit}`.compile(db);
  return `${orgId}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
}

/** The statement of one page. */
function pageStatement(orgId: string, query: ItemListQuery, where: Expression<SqlBool>[], offset: number): RawBuilder<PageRow> {
  const filtered = filteredSql(orgId, where);
  const orderBy = orderSql(query);
  const page = sql`ORDER BY ${orderBy} LIMIT ${query.limit} OFFSET ${offset}`;
  const sortAt = sql.ref(`ai.${query.resumeBy ?? 'updated_at'}`);
  const matching = query.countUpTo === undefined ? sql`NULL`
    : sql`(SELECT count(*) FROM (SELECT 1 FROM action_items ai WHERE ${filtered} LIMIT ${query.countUpTo}) counted)`;
  const select = sql`SELECT ${sql.raw(RECORD_JSON)} AS record, ai.updated_at, ai.id, ${sortAt} AS sort_at, ${orgClockSql(orgId)} AS clock,
    ${matching} AS matching`;
  const byIds = (ids: RawBuilder<unknown>) =>
    sql`${select} FROM (${ids}) picked JOIN action_items ai ON ai.organization_id = ${orgId} AND ai.id = picked.id ORDER BY ${orderBy}`;
  if (query.fewMatches) {
    return sql<PageRow>`WITH matched AS MATERIALIZED (SELECT * FROM action_items ai WHERE ${filtered}) ${byIds(sql`SELECT ai.id FROM matched ai ${page}`)}`;
  }
  return offset > 0
    ? sql<PageRow>`${byIds(sql`SELECT ai.id FROM action_items ai WHERE ${filtered} ${page}`)}`
    : sql<PageRow>`${select} FROM action_items ai WHERE ${filtered} ${page}`;
}

async function runPage(db: Kysely<DB>, query: ItemListQuery, statement: RawBuilder<PageRow>): Promise<PageRow[]> {
  const compiled = statement.compile(db);
  return query.fixedShape ? runNamed<PageRow>(db, compiled.sql, compiled.parameters) : (await db.executeQuery<PageRow>(compiled)).rows;
}

/**
 * One page of records. The first page of the default order is read in one pass; a deeper page
 * (OFFSET) first picks its ids along the index and only then reads and builds those rows, so
 * the rows it skips cost an index entry each, not a record.
 *
 * A client reading page after page (the spec's polling procedure) does not even pay the skip:
 * where page N - 1 of the same list ended is remembered with the org's clock, page N resumes
 * after that row, and the result stands when it was read at the same clock (the same rows,
 * org-clock-cache.ts), else the page is read again with OFFSET.
 */
export async function listItemRecords(db: Kysely<DB>, orgId: string, query: ItemListQuery): Promise<ItemRecordPage> {
  const pageNumber = Math.floor(query.offset / query.limit) + 1;
  const resumable = query.resumeBy !== undefined && !query.fewMatches;
  const list = resumable ? listKey(db, orgId, query) : '';
  const keyOf = (n: number) => `${list}\n${n}`;
  let rows: PageRow[] | null = null;
  const previous = resumable && pageNumber > 1 ? pageEnds.get(keyOf(pageNumber - 1)) : undefined;
  if (previous) {
    const [column, direction] = [sql.ref(`ai.${query.resumeBy}`), query.orderBy[0]![1]];
    const after = sql<SqlBool>`(${column}, ai.id) ${sql.raw(direction === 'asc' ? '>' : '<')} (${previous.value.at}::timestamptz, ${previous.value.id}::uuid)`;
    const resumed = await runPage(db, query, pageStatement(orgId, query, [...query.where, after], 0));
    if (resumed.length > 0 && resumed[0]!.clock === previous.clock) rows = resumed;
  }
  rows ??= await runPage(db, query, pageStatement(orgId, query, query.where, query.offset));
  const last = rows.at(-1);
  if (resumable && last) pageEnds.set(keyOf(pageNumber), last.clock, { at: last.sort_at, id: last.id });
  return { records: rows.map((row) => row.record), last: last && { updated_at: last.updated_at, id: last.id }, matching: rows[0]?.matching ?? 0 };
}

export async function countItems(db: Kysely<DB>, orgId: string, where: Expression<SqlBool>[], cap: number | null): Promise<number> {
  if (where.length === 0) {
    const row = await db.selectFrom('action_item_counts').select('total').where('organization_id', '=', orgId).executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  let q = db.selectFrom('action_items as ai').where('ai.organization_id', '=', orgId);
  for (const condition of where) q = q.where(condition);
  return cap === null ? countOrgRows(db, orgId, q) : countRows(db, q, cap);
}
