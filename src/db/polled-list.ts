/**
 * The polled-list rule (spec 4.1, DECISIONS 5), one place for every polled list (action items,
 * events, the metric exports): the update-time bounds (exclusive on action items and events,
 * inclusive on the metric exports), the keyset cursor on `(updated_at, id)`, and the page
 * procedure (`polledPage`): a cursor page, or a page of the spec's page procedure that resumes
 * after where the same client's previous page ended (page-positions.ts), counts, and asks past
 * the count whether a row follows. A list passes only what differs (its conditions, its read,
 * its count); the procedure is written once.
 */
import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { pagePositionKey, type PagePosition, type PagePositionStore } from './page-positions.js';
import type { ListReader } from './read-context.js';
import type { DB } from './schema.js';

/** A row's place in a list ordered by (sort column, id): full-precision timestamptz text and id. */
export interface KeysetPosition {
  /** Full-precision timestamptz text, as stored. */
  updatedAt: string;
  id: string;
}

export type SortDirection = 'asc' | 'desc';

/** What a request asks of a polled list, parsed (src/http/polling.ts builds it from the query string). */
export interface PolledListPlan<Sort extends string = string> {
  sort: Sort | 'updatedAt';
  dir: SortDirection;
  /** timestamptz literals, full precision. */
  updatedAfter: string | null;
  updatedBefore: string | null;
  /** Keyset position to continue after (cursor mode). */
  after: KeysetPosition | null;
  /** 1 in cursor mode: the cursor replaces paging. */
  page: number;
  limit: number;
  /** 0 in cursor mode. */
  offset: number;
}

/**
 * Behind a cursor nothing is counted (a polled page needs no count; counting even a capped
 * backlog cost most of a cursor page's statement): the page reads one row more than its limit,
 * which says whether another page follows, and `total` is what the page returns plus one when
 * another follows (so `totalPages` is 2 exactly when `hasNext`).
 */
export function cursorPage<Row>(rows: Row[], limit: number): PolledPage<Row> {
  const hasNext = rows.length > limit;
  const shown = hasNext ? rows.slice(0, limit) : rows;
  return { rows: shown, total: shown.length + (hasNext ? 1 : 0), hasNext };
}

/** Whether a page's count leaves rows past it (`page < totalPages`). */
export const countLeavesMore = ({ page, limit }: { page: number; limit: number }, total: number): boolean => page * limit < total;

/** A sort direction as SQL: only ever one of the two keywords, whatever value reached it. */
export const directionSql = (direction: SortDirection): RawBuilder<unknown> => (direction === 'desc' ? sql`desc` : sql`asc`);

/** `(column, id)` after (asc) or before (desc) a position, in the list's order. */
export function afterPosition(table: string, column: string, direction: SortDirection, position: { at: string; id: string }): RawBuilder<SqlBool> {
  const comparison = direction === 'desc' ? sql`<` : sql`>`;
  return sql<SqlBool>`(${sql.ref(`${table}.${column}`)}, ${sql.ref(`${table}.id`)}) ${comparison} (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** The bounds and the cursor of a polled list, as conditions on `table`'s `updated_at` and `id`. */
export function polledWhere(
  plan: Pick<PolledListPlan, 'updatedAfter' | 'updatedBefore' | 'after'>,
  options: { table: string; inclusive: boolean },
): RawBuilder<SqlBool>[] {
  const updatedAt = sql.ref(`${options.table}.updated_at`);
  const [lower, upper] = options.inclusive ? ['>=', '<='] : ['>', '<'];
  const where: RawBuilder<SqlBool>[] = [];
  if (plan.updatedAfter !== null) where.push(sql<SqlBool>`${updatedAt} ${sql.raw(lower)} ${plan.updatedAfter}::timestamptz`);
  if (plan.updatedBefore !== null) where.push(sql<SqlBool>`${updatedAt} ${sql.raw(upper)} ${plan.updatedBefore}::timestamptz`);
  if (plan.after !== null) where.push(afterPosition(options.table, 'updated_at', 'asc', { at: plan.after.updatedAt, id: plan.after.id }));
  return where;
}

/** A page of a list as the resume rule sees it. */
export interface ListPage {
  /** The API key whose pages these are. */
  client: string;
  /** Which list: its org, filters, order and page size (listIdentity). */
  list: string;
  page: number;
  direction: SortDirection;
}

/** A list's identity: its org and its SQL (filters, order, page size, no offset), with the values. */
export function listIdentity(db: Kysely<DB>, orgId: string, definition: RawBuilder<unknown>): string {
  const compiled = definition.compile(db);
  return `${orgId}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
}

/** Where page N resumes: after the last row this client's page N − 1 returned, when remembered. */
function resumePosition(store: PagePositionStore, page: ListPage): Promise<PagePosition | null> {
  return page.page > 1 ? store.recall(pagePositionKey(page.client, page.list, page.page - 1)) : Promise.resolve(null);
}

/**
 * Whether page N of a pass has a next page. The count answers while rows are left past N pages.
 * But rows that moved to the end during the pass (an update between two page requests) and rows
 * committed between the count and the page's read are not in it, so the count's last page can end
 * inside a group of rows that share one updatedAt (one write); the next cycle starts after that
 * updatedAt, exclusively, and would never see the rest of the group. So a full page that the
 * count calls the last asks once more whether a row follows its last one.
 */
async function pageHasNext(page: { page: number; limit: number }, total: number, rowsOnPage: number, rowFollows: () => Promise<boolean>): Promise<boolean> {
  if (countLeavesMore(page, total)) return true;
  return rowsOnPage === page.limit && rowFollows();
}

/** Remembers where page N ended, when there is a page after it. */
async function rememberPageEnd(store: PagePositionStore, page: ListPage, last: PagePosition | undefined, hasNext: boolean): Promise<void> {
  if (last && hasNext) await store.remember(pagePositionKey(page.client, page.list, page.page), last, page.direction);
}

/** What a polled list gives the page procedure: what differs from one list to the next. */
export interface PolledListSource<Row> {
  /** The alias of the list's table in its conditions. */
  alias: string;
  /** The request's filters, bounds and cursor, as conditions on `alias`. */
  conditions: readonly Expression<SqlBool>[];
  /**
   * The column the list's order starts with when a page can resume after a row (one that never
   * moves back: `created_at`, `updated_at`), or null (such an order pages by OFFSET only).
   */
  resumeColumn: string | null;
  direction: SortDirection;
  /** The list's definition for its identity: filters, order and page size, with their values. */
  identity(): RawBuilder<unknown>;
  /** One page of the page procedure: the rows matching `where` from `offset`, and how many rows match the conditions. */
  readPage(where: readonly Expression<SqlBool>[], offset: number): Promise<{ rows: Row[]; total: number }>;
  /** Behind a cursor: the first `limit` rows matching `where`, in the list's order, and nothing counted. */
  readRows(where: readonly Expression<SqlBool>[], limit: number): Promise<Row[]>;
  /** Whether any row matches `where`. */
  anyRow(where: readonly Expression<SqlBool>[]): Promise<boolean>;
  /** A row's place in the order: its `resumeColumn` value (full-precision timestamptz text) and id. */
  positionOf(row: Row): PagePosition;
}

export interface PolledPage<Row> {
  rows: Row[];
  total: number;
  /** Set behind a cursor and where the page procedure asked past the count (a resumable page); otherwise the count answers. */
  hasNext?: boolean;
}

/**
 * One page of a polled list. Behind a cursor: the rows after it, uncounted (cursorPage). In page mode:
 * the exact total, and page N of an order that can resume continues after the last row the same
 * client's page N − 1 returned (page-positions.ts), so an update between two page requests never
 * makes the spec's page procedure skip a row; a full page the count calls the last asks whether a
 * row follows (pageHasNext), and where the page ended is remembered for page N + 1.
 */
export async function polledPage<Row>(
  read: { db: Kysely<DB>; positions: PagePositionStore },
  reader: ListReader, plan: PolledListPlan, source: PolledListSource<Row>,
): Promise<PolledPage<Row>> {
  const { alias, conditions, resumeColumn, direction } = source;
  if (plan.after) return cursorPage(await source.readRows(conditions, plan.limit + 1), plan.limit);
  const page: ListPage | null = resumeColumn === null ? null
    : { client: reader.client, list: listIdentity(read.db, reader.orgId, source.identity()), page: plan.page, direction };
  const resume = page ? await resumePosition(read.positions, page) : null;
  const where = resume ? [...conditions, afterPosition(alias, resumeColumn!, direction, resume)] : conditions;
  const { rows, total } = await source.readPage(where, resume ? 0 : plan.offset);
  if (!page) return { rows, total };
  const last = rows.at(-1);
  const position = last && source.positionOf(last);
  // An empty page has no next, whatever the count says. Its rows were read in a snapshot older than
  // the count's (a standby replaying, the count kept for the clock a later read showed), and it
  // remembers no position of its own: its page N + 1 would resume after where another client's
  // page N ended, past rows this client never saw. Ending the pass there is safe: the next one
  // starts from the same bound.
  const hasNext = rows.length > 0
    && await pageHasNext(plan, total, rows.length, () => source.anyRow([...conditions, afterPosition(alias, resumeColumn!, direction, position!)]));
  await rememberPageEnd(read.positions, page, position, hasNext);
  return { rows, total, hasNext };
}
