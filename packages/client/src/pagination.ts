/**
 * Walking lists. `paginate()` reads every record of any list: by `cursor` on the change feed,
 * histories and delivery logs, and on a polled list read by update time (`updatedAfter`); by page
 * number otherwise. `sync()` follows a polled list or the change feed by cursor from a saved
 * position (the v2 polling procedure that never skips a row), one page at a time, and saves the
 * position after the caller is done with each page.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Checkpoint } from './checkpoints.js';
import type { DateTimeInput } from './date-time.js';
import type { paths } from './generated/api.js';

type JsonOk<PathItem> = PathItem extends { get: { responses: { 200: { content: { 'application/json': infer Body } } } } } ? Body : never;
type QueryOf<PathItem> = PathItem extends { get: { parameters: { query?: infer Query } } } ? NonNullable<Query> : never;

/** The paths whose GET answers a list (`data` is an array). */
export type ListPath = { [Path in keyof paths]: [JsonOk<paths[Path]>] extends [never] ? never : JsonOk<paths[Path]> extends { data: Array<unknown> } ? Path : never }[keyof paths];
/** The query a list takes. */
export type ListQuery<Path extends ListPath> = QueryOf<paths[Path]>;
/** The lists that return deleted records when asked (`includeDeleted`): action items, events, assets, locations. */
export type ListWithDeleted = { [Path in ListPath]: 'includeDeleted' extends keyof ListQuery<Path> ? Path : never }[ListPath];

/** A record of the list at `Path` as the API document describes it: deleted records included. */
type Listed<Path extends ListPath> = JsonOk<paths[Path]> extends { data: Array<infer Item> } ? Item : never;
/** Whether a list read with `Query` returns deleted records: with `includeDeleted: true` (or a boolean that may be true). */
type ReadsDeleted<Query> = 'includeDeleted' extends keyof Query ? (true extends Query[Extract<'includeDeleted', keyof Query>] ? true : false) : false;
/**
 * A record of a list read without deleted records: no tombstone (an action item's
 * `{ id, externalId, deletedAt, updatedAt }`), and `deletedAt` null on a record that has one.
 */
export type Live<Item> = Item extends { deletedAt: string } ? never : Item extends { deletedAt: string | null } ? Item & { deletedAt: null } : Item;

/**
 * A record of the list at `Path` read with `Query`. A list that returns deleted records when
 * asked answers live records only, unless `Query` has `includeDeleted: true` (or a boolean):
 * then its tombstones, or records with `deletedAt`, too.
 */
export type ItemOf<Path extends ListPath, Query = {}> = Path extends ListWithDeleted
  ? ReadsDeleted<Query> extends true ? Listed<Path> : Live<Listed<Path>>
  : Listed<Path>;
/** A list's body with its records typed as read with `Query` (ItemOf). */
export type ListBodyOf<Path extends ListPath, Query> = Path extends ListWithDeleted
  ? { [Key in keyof JsonOk<paths[Path]>]: Key extends 'data' ? Array<ItemOf<Path, Query>> : JsonOk<paths[Path]>[Key] }
  : JsonOk<paths[Path]>;

/** What a list request takes: its query and, for a record's history or deliveries, its path parameters. */
export type ListInit<Path extends ListPath> = paths[Path]['get'] extends { parameters: infer Parameters }
  ? { params?: Partial<Pick<Parameters, Extract<keyof Parameters, 'query' | 'path'>>> }
  : never;
/**
 * The query a list request was given: `{}` when there was none, which TypeScript infers as the
 * parameter's whole constraint (`Given`: a type as wide as its constraint was not given).
 */
export type QueryOfInit<Init, Constraint> = Given<Init, Constraint> extends { params?: { query?: infer Query } } ? NonNullable<Query> : {};
type Given<Value, Constraint> = Constraint extends Value ? {} : Value;

/** The lists `sync()` follows: the polled lists and the change feed. */
export type SyncPath = '/v2/action-items' | '/v2/events' | '/v2/metrics' | '/v2/events/metrics/bulk' | '/v2/changes';
/** The filters a sync sends with every page (`includeDeleted`, `status`, `types`, `resource`…). */
export type SyncQuery<Path extends SyncPath> = Omit<ListQuery<Path>, 'cursor' | 'page' | 'updatedAfter' | 'since' | 'sort' | 'dir' | 'fieldSort'>;

/** A record of a sync of `Path` with the filters `Query` (ItemOf). */
export type SyncItemOf<Path extends SyncPath, Query> = ItemOf<Path, Given<Query, SyncQuery<Path>>>;

export interface SyncOptions<Path extends SyncPath, Query extends SyncQuery<Path> = SyncQuery<Path>> {
  /** Where the position is kept; a sync starts from the saved cursor, or from `start`. */
  checkpoint: Checkpoint;
  /** Filters sent with every page (`includeDeleted`, `status`, `types`, `resource`…). */
  query?: Query;
  /** With no saved position: the instant to start after (`updatedAfter` of a list, `since` of the change feed). Default: the beginning. */
  start?: DateTimeInput;
  /** Records per page (the list's own default otherwise). */
  limit?: number;
  /** Keep polling: after reaching the end, wait this many ms and continue, until `signal` aborts. */
  followEveryMs?: number;
  signal?: AbortSignal;
}

/** A page of a sync: its records, and the cursor saved once the caller asks for the next page. */
export interface SyncPage<Item> {
  data: Item[];
  cursor: string;
}

/** The least a list page says about what follows. */
interface PageBody {
  data: unknown[];
  meta?: { hasNext?: boolean; nextCursor?: string | null; pagination?: { hasNext: boolean } };
}

/** What paginate and sync need of the client: a GET answering the body, throwing on an error status. */
interface Getter {
  GET: (path: never, init: never) => Promise<unknown>;
}

const get = (client: Getter, path: string, params: Record<string, unknown>, signal?: AbortSignal) =>
  client.GET(path as never, { params, ...(signal ? { signal } : {}) } as never) as Promise<PageBody>;

/** The beginning of time for a polled list's first request. */
const EPOCH = '1970-01-01T00:00:00.000Z';

export async function* paginate<Path extends ListPath, Init extends ListInit<Path>>(client: Getter, path: Path, init: Init = {} as Init): AsyncGenerator<ItemOf<Path, QueryOfInit<Init, ListInit<Path>>>> {
  const params = (init as { params?: { query?: Record<string, unknown>; path?: Record<string, unknown> } }).params ?? {};
  let query: Record<string, unknown> = { ...params.query };
  const byUpdateTime = query.updatedAfter !== undefined || query.cursor !== undefined;
  for (let page = Number(query.page ?? 1); ; ) {
    const body = await get(client, path, { ...params, query });
    yield* body.data as Array<ItemOf<Path, QueryOfInit<Init, ListInit<Path>>>>;
    const meta = body.meta;
    if (meta === undefined) return;
    if (meta.pagination === undefined) {
      // The change feed, histories, delivery logs: cursor only.
      if (!meta.hasNext) return;
      if (typeof meta.nextCursor !== 'string' || meta.nextCursor === query.cursor) throw new Error(`${path}: more pages follow, but the answer's cursor does not move on`);
      query = { ...query, cursor: meta.nextCursor };
    } else {
      if (!meta.pagination.hasNext) return;
      if (byUpdateTime && typeof meta.nextCursor === 'string') {
        // The polling procedure: the same filters, by cursor from here on.
        const { page: _page, sort: _sort, dir: _dir, updatedAfter: _after, ...filters } = query;
        query = { ...filters, cursor: meta.nextCursor };
      } else {
        query = { ...query, page: ++page };
      }
    }
  }
}

export async function* sync<Path extends SyncPath, Query extends SyncQuery<Path>>(client: Getter, path: Path, options: SyncOptions<Path, Query>): AsyncGenerator<SyncPage<SyncItemOf<Path, Query>>> {
  const changeFeed = path === '/v2/changes';
  const filters: Record<string, unknown> = { ...options.query, ...(options.limit === undefined ? {} : { limit: options.limit }) };
  let cursor = await options.checkpoint.load();
  for (;;) {
    const start = changeFeed ? (options.start === undefined ? {} : { since: options.start }) : { updatedAfter: options.start ?? EPOCH };
    let body: PageBody;
    try {
      body = await get(client, path, { query: cursor === null ? { ...filters, ...start } : { ...filters, cursor } }, options.signal);
    } catch (error) {
      if (options.signal?.aborted) return;
      throw error;
    }
    const hasNext = changeFeed ? body.meta?.hasNext === true : body.meta?.pagination?.hasNext === true;
    const next = typeof body.meta?.nextCursor === 'string' ? body.meta.nextCursor : cursor;
    // Without a cursor to continue from, a sync could neither save its place nor go on: refuse rather than skip or repeat.
    if (next === null && (body.data.length > 0 || hasNext)) throw new Error(`${path}: the answer has no meta.nextCursor to sync by`);
    if (hasNext && next === cursor) throw new Error(`${path}: more pages follow, but the cursor does not move on`);
    if (body.data.length > 0) yield { data: body.data as Array<SyncItemOf<Path, Query>>, cursor: next! };
    if (next !== null && next !== cursor) {
      await options.checkpoint.save(next);
      cursor = next;
    }
    if (hasNext) continue;
    if (options.followEveryMs === undefined) return;
    try {
      await sleep(options.followEveryMs, undefined, options.signal ? { signal: options.signal } : {});
    } catch {
      return;
    }
  }
}
