/**
 * Page/limit machinery shared by every paginated list (spec 2.11, 4.1; DECISIONS 3).
 */
import Type from 'typebox';
import { countLeavesMore } from '../db/polled-list.js';

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

const MAX_PAGE = 2_147_483_647;

/** `page` and `limit` query properties with the endpoint's default and maximum limit. */
export function pageQueryProperties(limits: { defaultLimit: number; maxLimit: number }) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page number, from 1 (default 1)' })),
    limit: Type.Integer({
      minimum: 1,
      maximum: limits.maxLimit,
      default: limits.defaultLimit,
      description: `Records per page, 1 to ${limits.maxLimit} (default ${limits.defaultLimit})`,
    }),
  };
}

export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'The records the query matches; behind a cursor nothing is counted: the records of this page, plus one while another page follows' }),
  totalPages: Type.Integer(),
  hasNext: Type.Boolean({ description: 'Another page follows: page < totalPages, or (page procedure) rows that moved to the end during the pass follow this full page' }),
  hasPrev: Type.Boolean(),
});

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;

export const DEFAULT_PAGE = 1;

/** Page metadata; `hasNext` is the count's answer unless the list knows better (src/db/page-positions.ts, pageHasNext). */
export function paginationMeta(request: PageRequest, total: number, hasNext?: boolean): Pagination {
  const { page, limit } = request;
  return { page, limit, total, totalPages: Math.ceil(total / limit), hasNext: hasNext ?? countLeavesMore(request, total), hasPrev: page > 1 };
}
