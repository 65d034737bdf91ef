/**
 * The query machinery of polled lists (spec 4.1, DECISIONS 5): time bounds, sort and direction,
 * page or cursor. A bound (or a cursor) without an explicit sort switches the order to
 * updatedAt ascending; `cursor=` continues after the exact (updatedAt, id) of the last row seen
 * and replaces `page`.
 */
import Type, { type TSchema } from 'typebox';
import type { KeysetPosition, PolledListPlan, SortDirection } from '../db/polled-list.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { validationError } from './errors.js';
import { DEFAULT_PAGE, pageQueryProperties, PaginationSchema } from './pagination.js';
import { checkedFormat, Nullable, StringEnum } from './schemas.js';
import { parseTimeBound } from './time.js';


export interface PolledListQuery {
  page?: number;
  limit: number;
  cursor?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  sort?: string;
  dir?: SortDirection;
}

/** A time bound in a query: checked by parseTimeBound, which names the parameter in its 400. */
export const TimeBound = (description: string) => Type.String({ maxLength: 64, description, ...checkedFormat('date-time') });

/** Query properties of a polled list: page/limit/cursor and the exclusive update-time bounds. */
export function polledListQueryProperties(limits: { defaultLimit: number; maxLimit: number }) {
  return {
    ...pageQueryProperties(limits),
    cursor: Type.Optional(Type.String({ maxLength: 400, description: 'meta.nextCursor of the previous page; replaces page' })),
    updatedAfter: Type.Optional(TimeBound('Only records updated after this instant (exclusive); ISO 8601 with Z or an offset')),
    updatedBefore: Type.Optional(TimeBound('Only records updated before this instant (exclusive); ISO 8601 with Z or an offset')),
  };
}

export const NextCursor = Nullable(Type.String({ description: 'Pass as cursor= to continue after the last record (updatedAt order)' }));

/** The response of a polled list: `{ data, meta: { pagination, nextCursor } }`. */
export const PolledList = <T extends TSchema>(record: T) => Type.Object({
  data: Type.Array(record),
  meta: Type.Object({ pagination: PaginationSchema, nextCursor: NextCursor }),
});

export const sortQueryProperties = <const S extends readonly string[]>(sorts: S, defaults: string) => ({
  sort: Type.Optional(StringEnum(sorts, { description: `Sort field (default ${defaults})` })),
  dir: Type.Optional(StringEnum(['asc', 'desc'] as const, { description: 'Sort direction' })),
});

export function planPolledList<Sort extends string>(
  query: PolledListQuery & { sort?: Sort },
  defaults: { sort: Sort; dir: SortDirection },
): PolledListPlan<Sort> {
  const updatedAfter = query.updatedAfter !== undefined ? parseTimeBound(query.updatedAfter, 'updatedAfter') : null;
  const updatedBefore = query.updatedBefore !== undefined ? parseTimeBound(query.updatedBefore, 'updatedBefore') : null;
  const after = query.cursor !== undefined ? decodeCursor(query.cursor) : null;
  if (after) {
    if (query.page !== undefined) throw validationError(['query parameters cursor and page cannot be combined: cursor replaces page']);
    if ((query.sort !== undefined && query.sort !== 'updatedAt') || query.dir === 'desc') {
      throw validationError(['query parameter cursor pages by updatedAt ascending: drop sort and dir']);
    }
  }
  const polling = after !== null || updatedAfter !== null || updatedBefore !== null;
  const sort = query.sort ?? (polling ? 'updatedAt' : defaults.sort);
  const dir = query.dir ?? (query.sort === undefined ? (polling ? 'asc' : defaults.dir) : 'asc');
  const page = after ? 1 : query.page ?? DEFAULT_PAGE;
  return { sort, dir, updatedAfter, updatedBefore, after, page, limit: query.limit, offset: (page - 1) * query.limit };
}

/**
 * The cursor after a page: the last row's position when the page is in updatedAt ascending
 * order, else null. An empty page keeps the cursor that was sent.
 */
export function nextCursorOf(plan: PolledListPlan<string>, last: KeysetPosition | undefined): string | null {
  if (plan.sort !== 'updatedAt' || plan.dir !== 'asc') return null;
  if (last) return encodeCursor(last);
  return plan.after ? encodeCursor(plan.after) : null;
}
