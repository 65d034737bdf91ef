/**
 * The polled-list rule in SQL (spec 4.1, DECISIONS 5), one place for the three polled lists
 * (action items, events, the metric exports): the update-time bounds (exclusive on action items
 * and events, inclusive on the metric exports), the keyset cursor on `(updated_at, id)`, and the
 * position a page resumes after.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
 * Behind a cursor, `total` counts the records left up to this many (and reads one more when
 * there are more): an exact count of a deep backlog would make every page as slow as the
 * backlog is long. At least the largest `limit` of any polled list (1,000), so `hasNext` stays
 * exact.
 */
export const CURSOR_COUNT_CAP = 1_000;

/** How many rows the list's total may count: all in page mode, capped behind a cursor. */
export const countCap = (plan: Pick<PolledListPlan, 'after'>): number | null => (plan.after ? CURSOR_COUNT_CAP + 1 : null);

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
