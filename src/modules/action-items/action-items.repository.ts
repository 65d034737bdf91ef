/**
 * Action item rows and records (spec 2.1, 4.2): the lookups and the one upsert statement of the
 * write rules, the API record built as JSON by the database, and the list's pages.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { LoggedTable } from '../../db/change-log-types.js';
import { clockLastParts, type Stamp } from '../../db/clock-last-write.js';
import { clockLastUpsert, onClock, type UpsertColumn, type UpsertOf } from '../../db/guarded-upsert.js';
import { changeLogOf, type OrgWriteTx } from '../../db/org-write.js';
import { afterPosition, directionSql, polledPage, polledWhere, type KeysetPosition, type PolledListPlan } from '../../db/polled-list.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { ActionItemsTable, ActionItemStoredNames, DB } from '../../db/schema.js';
import { ACTION_ITEM_RECORD, ACTION_ITEM_TOMBSTONE } from './action-items.mapper.js';
import { anyRow, inList } from '../../db/sql.js';
import { fieldFilterSql, typedFieldValue, type FieldFilter, type FieldSort } from '../custom-fields/field-query.js';
import { keyedStatementSql } from '../../db/idempotency-keys.js';
import type { Stamped } from '../../http/stamp-tags.js';

export type ActionItemRow = Omit<Selectable<ActionItemsTable>, 'organization_id' | ActionItemStoredNames>;

const COLUMNS = ['id', 'entity_type', 'entity_id', 'form_submission_id', 'source_section_node_id', 'title', 'description',
  'assigned_to_user_id', 'assigned_to_department_id', 'assigned_to_role_slug', 'due_date', 'priority', 'status_id', 'status',
  'asset_id', 'external_id', 'response_notes', 'attachments', 'completed_at', 'completed_by_id', 'created_by_id', 'fields',
  'metadata', 'team_id', 'created_at', 'updated_at', 'deleted_at'] as const;

type Executor = Kysely<DB> | Transaction<DB>;

const itemsByExternalIds = (tx: Executor, orgId: string, externalIds: string[]) =>
  tx.selectFrom('action_items').select(COLUMNS).where('organization_id', '=', orgId).where(inList('external_id', externalIds, 'text'));

export function findItemsByExternalIds(tx: Executor, orgId: string, externalIds: string[]): Promise<ActionItemRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return itemsByExternalIds(tx, orgId, externalIds).execute();
}

export async function findItemById(tx: Executor, orgId: string, id: string): Promise<ActionItemRow | null> {
  return (await tx.selectFrom('action_items').select(COLUMNS).where('organization_id', '=', orgId).where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function externalIdHolder(tx: Executor, orgId: string, externalId: string): Promise<string | null> {
  const row = await tx.selectFrom('action_items').select('id').where('organization_id', '=', orgId).where('external_id', '=', externalId).executeTakeFirst();
  return row?.id ?? null;
}

/** The org's item counter (the unfiltered list's total), started at 0 when the org is created. */
export async function insertItemCounter(tx: OrgWriteTx, orgId: string): Promise<void> {
  await tx.insertInto('action_item_counts').values({ organization_id: orgId, total: 0 }).execute();
}

/** Whether any action item of the org holds the status. */
export async function anyItemHoldsStatus(db: Executor, orgId: string, statusId: string): Promise<boolean> {
  const row = await db.selectFrom('action_items').select('id').where('organization_id', '=', orgId).where('status_id', '=', statusId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * A row to write: its stamps may be the write's clock (AT_CLOCK, known only in a clock-last
 * statement), and (for a clock-last write) `seen`, the `updated_at` it had when the write read
 * it: null for a row the write creates.
 */
export type ItemUpsert = Omit<ActionItemRow, 'created_at' | 'completed_at' | 'updated_at' | 'deleted_at'> & {
  created_at: Stamp;
  completed_at: Stamp | null;
  deleted_at: Stamp | null;
  updated_at?: Stamp;
  seen?: string | null;
};

/** How an item's row is upserted (src/db/guarded-upsert.ts): what a write sets, and what it keeps of a stored row. */
const ITEM_UPSERT_COLUMNS: UpsertColumn[] = [
  { column: 'id', type: 'uuid', kept: true }, { column: 'entity_type', type: 'text' }, { column: 'entity_id', type: 'uuid' },
  { column: 'form_submission_id', type: 'uuid', kept: true }, { column: 'source_section_node_id', type: 'text', kept: true },
  { column: 'title', type: 'text' }, { column: 'description', type: 'text' }, { column: 'assigned_to_user_id', type: 'uuid' },
  { column: 'assigned_to_department_id', type: 'uuid' }, { column: 'assigned_to_role_slug', type: 'text' },
  { column: 'due_date', type: 'timestamptz' }, { column: 'priority', type: 'text' }, { column: 'status_id', type: 'uuid' },
  { column: 'status', type: 'text' }, { column: 'asset_id', type: 'uuid' }, { column: 'external_id', type: 'text' },
  { column: 'response_notes', type: 'text' }, { column: 'attachments', type: 'jsonb', kept: true },
  { column: 'completed_at', type: 'timestamptz', stamp: true }, { column: 'completed_by_id', type: 'uuid' },
  { column: 'created_by_id', type: 'uuid', kept: true }, { column: 'fields', type: 'jsonb', whenNull: `'{}'` },
  { column: 'metadata', type: 'jsonb', whenNull: `'{}'` }, { column: 'team_id', type: 'uuid', kept: true },
  { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
  // Null for every write but a delete (the write's clock): a write of a deleted item's id restores it.
  { column: 'deleted_at', type: 'timestamptz', stamp: true },
];

/**
 * The upsert of items: `rows` sorted by externalId (then id), and the org's item counter moved by
 * `created` (negative for a delete) in the same statement (a data-modifying CTE always runs, on
 * the same clock).
 */
function itemUpsert(orgId: string, rows: ItemUpsert[], created: number): { of: UpsertOf; sorted: ItemUpsert[] } {
  const sorted = [...rows].sort((a, b) => (a.external_id ?? `~${a.id}`).localeCompare(b.external_id ?? `~${b.id}`));
  const counted = sql`counted AS (
      UPDATE action_item_counts SET total = total + ${created}
       WHERE organization_id = ${orgId} AND ${created}::int <> 0 AND EXISTS (SELECT FROM clock)
    )`;
  return { of: { table: 'action_items', columns: ITEM_UPSERT_COLUMNS, ctes: counted }, sorted };
}

const classicUpsertSql = (orgId: string, now: string, rows: ItemUpsert[], created: number) => {
  const { of, sorted } = itemUpsert(orgId, rows, created);
  return onClock(of, orgId, now, sorted);
};

/** Writes every item in one statement on the write's clock (`now`); counts the new ones. */
export async function upsertItemRows(tx: OrgWriteTx, orgId: string, now: string, rows: ItemUpsert[], created: number): Promise<void> {
  if (rows.length === 0) return;
  await classicUpsertSql(orgId, now, rows, created).execute(tx);
}

/**
 * The statement of a clock-last write of these items (src/db/clock-last-write.ts): it takes the
 * org's clock, updates a row only if it is as its element read it and the org's configuration is
 * still as the write read it (undone otherwise), logs what it changed, and returns the rows it
 * wrote.
 */
export const itemUpsertStatement = (orgId: string, rows: ItemUpsert[], created: number) => {
  const { of, sorted } = itemUpsert(orgId, rows, created);
  return clockLastUpsert(of, orgId, sorted);
};

/**
 * Soft-deletes a live item (DECISIONS 12): a tombstone stamped with the write's clock, the org's
 * counter one lower. False when the org has no live item with this id.
 */
export async function softDeleteItem(tx: OrgWriteTx, orgId: string, id: string, now: string): Promise<boolean> {
  const result = await sql`
    WITH deleted AS (
      UPDATE action_items SET deleted_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
       WHERE organization_id = ${orgId} AND id = ${id} AND deleted_at IS NULL
      RETURNING id
    ), counted AS (
      UPDATE action_item_counts SET total = total - (SELECT count(*) FROM deleted) WHERE organization_id = ${orgId}
    )
    SELECT id FROM deleted`.execute(tx);
  return result.rows.length > 0;
}

/** The record of a live item, the tombstone of a deleted one. */
const RECORD_JSON = `CASE WHEN ai.deleted_at IS NULL THEN ${ACTION_ITEM_RECORD.jsonSql('ai')} ELSE ${ACTION_ITEM_TOMBSTONE.jsonSql('ai')} END`;

/** Lists and GET show live items only, unless a list asks for tombstones (includeDeleted). */
const LIVE = sql<SqlBool>`ai.deleted_at IS NULL`;

/** GET by id's statement: the record as JSON text. */
const LIVE_ITEM = 'FROM action_items ai WHERE ai.organization_id = $1 AND ai.id = $2 AND ai.deleted_at IS NULL';
const GET_RECORD = `SELECT ${RECORD_JSON} AS record, ai.updated_at ${LIVE_ITEM}`;
/** What an item's tag is made of (src/http/stamp-tags.ts): read for a 304 or an If-Match check without building the record. */
const GET_STAMP = `SELECT ai.updated_at ${LIVE_ITEM}`;

/** An item's record (live or tombstone) as JSON text, over the table under alias `ai`, for the change log. */
export const ITEM_RECORD_SQL = { alias: 'ai', record: RECORD_JSON, resource: `'action_item'`, deleted: 'ai.deleted_at IS NOT NULL' };

/** A live item's API record as JSON text, with its full-precision `updated_at`, or null. */
export async function findItemRecord(read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, id: string): Promise<{ record: string; updatedAt: string } | null> {
  const [row] = await read.statements.run<{ record: string; updated_at: string }>(read.db, GET_RECORD, [orgId, id]);
  return row ? { record: row.record, updatedAt: row.updated_at } : null;
}

/** A live item's full-precision `updated_at`, or null. */
export async function findItemStamp(read: Pick<ReadContext, 'db' | 'statements'>, orgId: string, id: string): Promise<string | null> {
  const [row] = await read.statements.run<{ updated_at: string }>(read.db, GET_STAMP, [orgId, id]);
  return row?.updated_at ?? null;
}

/** The list's filters, parsed (the service resolves eventExternalId into entityType and entityId). */
export interface ItemFilters {
  status?: string;
  assignedToUserId?: string;
  entityType?: string;
  entityId?: string;
  /** Items linked to this event (eventExternalId, resolved). */
  eventId?: string;
  externalId?: string;
  /** Tombstones of deleted items too. */
  includeDeleted: boolean;
  fieldFilters: readonly FieldFilter[];
  fieldSort: FieldSort | null;
}

/** A page of API records as JSON text, their rows' stamps (the page's tag), the position of its last row (for the cursor) and the total. */
export interface ItemPage {
  records: string[];
  stamps: Stamped[];
  last: KeysetPosition | undefined;
  total: number;
  /** Set where the page procedure asked past the count (pageHasNext); otherwise the count answers. */
  hasNext?: boolean;
}

/**
 * Up to this many matching rows, a filtered page reads exactly the matches and sorts them;
 * beyond, it walks the sort order and filters. The planner cannot tell the two cases apart
 * for custom-field filters (it costs a jsonb test like a column compare): walking past 1,000
 * matches of a 1,000,000-item org read 19,600 rows (10 ms) where reading the matches took
 * 1.5 ms. With more than 5,000 matches a walk finds a page of 20 within 4,000 rows.
 */
export const FEW_MATCHES = 5_000;

/** How one page is read: its filters, order and size, and the strategy. */
export interface PageShape {
  where: readonly Expression<SqlBool>[];
  orderBy: ReadonlyArray<[Expression<unknown>, 'asc' | 'desc']>;
  /** The column a page resumes after (the first sort key), or null for a custom-field sort. */
  sortColumn: 'created_at' | 'updated_at' | null;
  limit: number;
  offset: number;
  /** The filters match at most FEW_MATCHES rows: read them all, then sort. */
  fewMatches: boolean;
}

export type PageRow = { record: string; updated_at: string; id: string; sort_at: string | null };

const filteredSql = (orgId: string, where: readonly Expression<SqlBool>[]) => sql.join([sql<SqlBool>`ai.organization_id = ${orgId}`, ...where], sql` AND `);
const orderSql = (shape: Pick<PageShape, 'orderBy'>) => sql.join(shape.orderBy.map(([expression, direction]) => sql`${expression} ${directionSql(direction)}`));

/**
 * The statement of one page. The first page of an order is read in one pass; a deeper page
 * (OFFSET) first picks its ids along the index and only then reads and builds those rows, so
 * the rows it skips cost an index entry each, not a record.
 */
function pageStatement(orgId: string, shape: PageShape): RawBuilder<PageRow> {
  const filtered = filteredSql(orgId, shape.where);
  const orderBy = orderSql(shape);
  const page = sql`ORDER BY ${orderBy} LIMIT ${shape.limit} OFFSET ${shape.offset}`;
  const sortAt = shape.sortColumn === null ? sql`NULL` : sql.ref(`ai.${shape.sortColumn}`);
  const select = sql`SELECT ${sql.raw(RECORD_JSON)} AS record, ai.updated_at, ai.id, ${sortAt} AS sort_at`;
  const byIds = (ids: RawBuilder<unknown>) =>
    sql`${select} FROM (${ids}) picked JOIN action_items ai ON ai.organization_id = ${orgId} AND ai.id = picked.id ORDER BY ${orderBy}`;
  if (shape.fewMatches) {
    return sql<PageRow>`WITH matched AS MATERIALIZED (SELECT * FROM action_items ai WHERE ${filtered}) ${byIds(sql`SELECT ai.id FROM matched ai ${page}`)}`;
  }
  return shape.offset > 0
    ? sql<PageRow>`${byIds(sql`SELECT ai.id FROM action_items ai WHERE ${filtered} ${page}`)}`
    : sql<PageRow>`${select} FROM action_items ai WHERE ${filtered} ${page}`;
}

/** Runs a page statement: named when it is one of the declared shapes (itemStatements). Exported for the test that holds both strategies to the same rows. */
export async function readPage(read: ReadContext, orgId: string, shape: PageShape): Promise<PageRow[]> {
  const compiled = pageStatement(orgId, shape).compile(read.db);
  return read.statements.run<PageRow>(read.db, compiled.sql, compiled.parameters);
}

/** The filters, custom-field filters, bounds (exclusive) and cursor of a list request, as conditions on `ai`. */
function listConditions(filters: ItemFilters, plan: PolledListPlan): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = filters.includeDeleted ? [] : [LIVE];
  const equals = (column: string, value: string | undefined): void => {
    if (value !== undefined) where.push(sql<SqlBool>`${sql.ref(`ai.${column}`)} = ${value}`);
  };
  equals('status', filters.status);
  equals('assigned_to_user_id', filters.assignedToUserId);
  equals('entity_type', filters.entityType);
  equals('entity_id', filters.entityId);
  equals('external_id', filters.externalId);
  if (filters.eventId !== undefined) {
    equals('entity_type', 'event');
    equals('entity_id', filters.eventId);
  }
  for (const filter of filters.fieldFilters) where.push(fieldFilterSql(sql.ref('ai.fields'), filter));
  return [...where, ...polledWhere(plan, { table: 'ai', inclusive: false })];
}

/** The exact total of a page-mode list: the org's counter (live items) without filters, else a count remembered per org clock. */
const filteredItems = (read: ReadContext, orgId: string, where: readonly Expression<SqlBool>[]) =>
  where.reduce((q, c) => q.where(c), read.db.selectFrom('action_items as ai').where('ai.organization_id', '=', orgId));

async function countItems(read: ReadContext, orgId: string, where: readonly Expression<SqlBool>[]): Promise<number> {
  if (where.length === 1 && where[0] === LIVE) {
    const row = await read.db.selectFrom('action_item_counts').select('total').where('organization_id', '=', orgId).executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  return read.counts.count(read.db, orgId, filteredItems(read, orgId, where));
}

/**
 * One page of the list (src/db/polled-list.ts, `polledPage`): the order (createdAt desc by
 * default, updatedAt asc when polling, or the custom-field sort), behind a cursor nothing counted,
 * in page mode the exact total, and with custom-field filters the
 * count read first, since it tells the page how to read (FEW_MATCHES).
 */
export async function listItemPage(read: ReadContext, reader: ListReader, filters: ItemFilters, plan: PolledListPlan): Promise<ItemPage> {
  const { orgId } = reader;
  const conditions = listConditions(filters, plan);
  const direction = filters.fieldSort?.direction ?? plan.dir;
  const sortColumn = filters.fieldSort ? null : plan.sort === 'updatedAt' ? 'updated_at' as const : 'created_at' as const;
  const first = filters.fieldSort ? typedFieldValue(sql.ref('ai.fields'), filters.fieldSort.definition) : sql.ref(`ai.${sortColumn}`);
  const shape = { orderBy: [[first, direction], [sql.ref('ai.id'), direction]] as PageShape['orderBy'], sortColumn, limit: plan.limit };
  const { rows, total, hasNext } = await polledPage<PageRow>(read, reader, plan, {
    alias: 'ai',
    conditions,
    resumeColumn: sortColumn,
    direction,
    identity: () => sql`${filteredSql(orgId, conditions)} ORDER BY ${orderSql(shape)} LIMIT ${plan.limit}`,
    readRows: (where, limit) => readPage(read, orgId, { ...shape, where, limit, offset: 0, fewMatches: false }),
    async readPage(where, offset) {
      if (filters.fieldFilters.length === 0) {
        const [pageRows, count] = await Promise.all([readPage(read, orgId, { ...shape, where, offset, fewMatches: false }), countItems(read, orgId, conditions)]);
        return { rows: pageRows, total: count };
      }
      // The count (remembered while the org's data stands still) tells the page how to read.
      const count = await countItems(read, orgId, conditions);
      return { rows: await readPage(read, orgId, { ...shape, where, offset, fewMatches: count <= FEW_MATCHES }), total: count };
    },
    anyRow: (where) => anyRow(filteredItems(read, orgId, where)),
    positionOf: (row) => ({ at: row.sort_at!, id: row.id }),
  });
  const last = rows.at(-1);
  return {
    records: rows.map((row) => row.record),
    stamps: rows.map((row) => ({ id: row.id, updatedAt: row.updated_at })),
    last: last && { updatedAt: last.updated_at, id: last.id },
    total,
    ...(hasNext === undefined ? {} : { hasNext }),
  };
}

/**
 * The statements run as named statements (src/db/driver/named-statements.ts): GET by id, and the pages of the
 * list shapes integrators poll with — the default order (first page, a resumed page, a deep
 * page), the spec's polling procedure (first and resumed pages) and the cursor.
 */
export function itemStatements(db: Kysely<DB>, logged: LoggedTable): string[] {
  const orgId = '00000000-0000-0000-0000-000000000000';
  const position = { at: '2000-01-01T00:00:00Z', id: orgId };
  const byCreated = { orderBy: [[sql.ref('ai.created_at'), 'desc'], [sql.ref('ai.id'), 'desc']] as PageShape['orderBy'], sortColumn: 'created_at' as const, limit: 1, fewMatches: false };
  const byUpdated = { orderBy: [[sql.ref('ai.updated_at'), 'asc'], [sql.ref('ai.id'), 'asc']] as PageShape['orderBy'], sortColumn: 'updated_at' as const, limit: 1, fewMatches: false };
  const poll = [LIVE, ...polledWhere({ updatedAfter: position.at, updatedBefore: null, after: null }, { table: 'ai', inclusive: false })];
  const shapes: PageShape[] = [
    { ...byCreated, where: [LIVE], offset: 0 },
    { ...byCreated, where: [LIVE], offset: 1 },
    { ...byCreated, where: [LIVE, afterPosition('ai', 'created_at', 'desc', position)], offset: 0 },
    { ...byUpdated, where: poll, offset: 0 },
    { ...byUpdated, where: [...poll, afterPosition('ai', 'updated_at', 'asc', position)], offset: 0 },
  ];
  // The statements of a write: its lookup by externalId and its upsert (clock last, keyed or not, or on the write's clock).
  const writer = { table: logged, actor: { type: 'operator' as const } };
  const keyed = keyedStatementSql({ orgId, key: 'k', fingerprint: { method: 'POST', path: '/', bodyHash: '' } }, { recordId: orgId, created: true });
  const writes = [
    itemsByExternalIds(db, orgId, []),
    itemUpsertStatement(orgId, [], 0)(clockLastParts(changeLogOf(db), orgId, 0, writer, null)),
    itemUpsertStatement(orgId, [], 0)(clockLastParts(changeLogOf(db), orgId, 0, writer, keyed)),
    classicUpsertSql(orgId, orgId, [], 0),
  ];
  return [GET_RECORD, GET_STAMP, ...shapes.map((shape) => pageStatement(orgId, shape).compile(db).sql), cursorPageQuery(db, orgId, { updatedAt: position.at, id: position.id }, 1).sql,
    ...writes.map((query) => query.compile(db).sql)];
}

/** The statement of a cursor page (no filters) after `after`, with its values: the list's polling page. */
function cursorPageQuery(db: Kysely<DB>, orgId: string, after: { updatedAt: string; id: string }, limit: number) {
  const where = [LIVE, ...polledWhere({ updatedAfter: null, updatedBefore: null, after }, { table: 'ai', inclusive: false })];
  const orderBy: PageShape['orderBy'] = [[sql.ref('ai.updated_at'), 'asc'], [sql.ref('ai.id'), 'asc']];
  return pageStatement(orgId, { where, orderBy, sortColumn: 'updated_at', limit, offset: 0, fewMatches: false }).compile(db);
}
