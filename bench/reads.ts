/**
 * The read targets against the hand-written ceilings (bench/ceiling.ts, run as its own process),
 * each measured in the same run: GET by id and a cursor page of 100 against the JSON-in-SQL
 * ceiling (and the pg-parsed one beside it) with 20 clients, in turns, with their tails; the
 * metric export against a bare keyset export of the same table in pages of 1,000; a full
 * sequential poll of 100,000 rows against the same walk through the bare server.
 */
import type { Dataset } from './dataset.js';
import { load, sequential, type LoadResult } from './measure.js';
import { inTurns, versus, versusWithTail, type Row } from './report.js';

/** GET by id and a cursor page of 100 against their JSON-in-SQL ceilings (the third performance round's targets). */
const READ_TARGET_PERCENT = 75;

export interface ReadBenchOptions {
  serviceUrl: string;
  ceilingUrl: string;
  data: Dataset;
  seconds: number;
  row: Row;
}

const START = { after: '2000-01-01T00:00:00Z', id: '00000000-0000-0000-0000-000000000000' };

/** GET by id over the dataset's items in turn: `prefix` is the path before the id. */
export function getEachItem(url: string, prefix: string, itemIds: string[], seconds: number, headers?: Record<string, string>): Promise<LoadResult> {
  let i = 0;
  return load(`${url}${prefix}/${itemIds[0]}`, { seconds, headers, setupRequest: (r: any) => ({ ...r, path: `${prefix}/${itemIds[i++ % itemIds.length]}` }) });
}

/**
 * Walks a list sequentially from its start, `next(body)` giving the next path or null at the end; records/s (as `rps`) and page timings.
 * Asks for the bodies unencoded (fetch asks for gzip by default): the walks are compared with the bare
 * server's, which sends them so; what encoding costs and saves is bench/compression.ts's.
 */
async function walk(url: string, first: string, pages: number, next: (body: any) => string | null, headers?: Record<string, string>) {
  let path: string | null = first;
  let records = 0;
  const timing = await sequential(pages, async () => {
    if (path === null) return;
    const body = await (await fetch(`${url}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } })).json() as any;
    records += body.data.length;
    path = next(body);
  });
  return { records, rps: (records / timing.totalMs) * 1000, p50: timing.p50, p99: timing.p99 };
}

/** The bare server's keyset walk (`next` is the last row's `updated_at|id`); a page short of `pageSize` is the last, as the service's `hasNext` says. */
const bareNext = (route: string, pageSize: number) => (body: { data: unknown[]; next: string | null }) => {
  if (body.next === null || body.data.length < pageSize) return null;
  const [after, id] = body.next.split('|') as [string, string];
  return `${route}?after=${encodeURIComponent(after)}&id=${id}`;
};

export async function readTargets({ serviceUrl, ceilingUrl, data, seconds, row }: ReadBenchOptions): Promise<{ getById: LoadResult; pollPage: LoadResult }> {
  const headers = { authorization: `Bearer ${data.key}` };
  const db = 'PostgreSQL';

  const gets = await inTurns(2, () => getEachItem(serviceUrl, '/v2/action-items', data.itemIds, seconds, headers), () => getEachItem(ceilingUrl, '/json/items', data.itemIds, seconds));
  const parsedGet = await getEachItem(ceilingUrl, '/items', data.itemIds, seconds);
  row(db, 'GET action item by id, 20 clients (2 runs, in turns with the JSON-in-SQL ceiling)', gets.service);
  row(db, 'ceiling: GET by id, JSON built in SQL (2 runs)', gets.ceiling, versusWithTail(gets.service, gets.ceiling, READ_TARGET_PERCENT, 1.5, 'JSON in SQL'));
  row(db, 'ceiling: GET by id, rows parsed by pg (1 run)', parsedGet, versus(gets.service, parsedGet, READ_TARGET_PERCENT, 'pg-parsed'));
  const serviceSqlGet = await getEachItem(ceilingUrl, '/json/records', data.itemIds, seconds);
  const { ceiling, ratio } = versus(gets.service, serviceSqlGet, 100, 'bare, service read');
  row(db, 'diagnostic: the bare server running the service\'s own record read (its function and statement, 1 run): the record apart from the request handling', serviceSqlGet, { ceiling, ratio });

  const firstCursor = (await (await fetch(`${serviceUrl}/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100`, { headers })).json() as any).meta.nextCursor;
  const pages = await inTurns(2,
    () => load(`${serviceUrl}/v2/action-items?cursor=${firstCursor}&limit=100`, { seconds, headers }),
    () => load(`${ceilingUrl}/json/items?after=${START.after}&id=${START.id}&limit=100`, { seconds }));
  const parsedPage = await load(`${ceilingUrl}/items?after=${START.after}&id=${START.id}`, { seconds });
  row(db, 'cursor poll page of 100, 20 clients (2 runs, in turns with the JSON-in-SQL ceiling)', pages.service);
  row(db, 'ceiling: keyset page of 100, JSON built in SQL (2 runs)', pages.ceiling, versusWithTail(pages.service, pages.ceiling, READ_TARGET_PERCENT, 1.5, 'JSON in SQL'));
  row(db, 'ceiling: keyset page of 100, rows parsed by pg (1 run)', parsedPage, versus(pages.service, parsedPage, READ_TARGET_PERCENT, 'pg-parsed'));
  const servicePage = await load(`${ceilingUrl}/json/record-pages?after=${START.after}&id=${START.id}`, { seconds });
  const pageSql = versus(pages.service, servicePage, 90, 'bare, service read');
  row(db, 'diagnostic: the bare server running the service\'s own cursor page read (its function and statements, 1 run): the page apart from the request handling', servicePage,
    { ceiling: pageSql.ceiling, ratio: pageSql.ratio });

  const pollRows = Math.min(100_000, data.size.items);
  const pollPages = Math.ceil(pollRows / 100);
  const bareWalk = await walk(ceilingUrl, `/json/items?after=${START.after}&id=${START.id}`, pollPages, bareNext('/json/items', 100));
  row(db, `ceiling: keyset walk through ${bareWalk.records} rows in pages of 100 (sequential, records/s)`, bareWalk);
  const cursorWalk = await walk(serviceUrl, '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100', pollPages,
    (body) => `/v2/action-items?cursor=${body.meta.nextCursor}&limit=100`, headers);
  row(db, `full poll by cursor through ${cursorWalk.records} rows (sequential pages of 100, records/s)`, cursorWalk,
    versus(cursorWalk, bareWalk, 90, 'bare walk'));
  let page = 1;
  const pageWalk = await walk(serviceUrl, '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100&page=1', pollPages,
    () => `/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100&page=${++page}`, headers);
  row(db, `full poll by updatedAfter&page through ${pageWalk.records} rows (the spec's page procedure, records/s)`, pageWalk,
    versus(pageWalk, bareWalk, 90, 'bare walk'));

  const exportPages = Math.ceil((data.size.events * data.size.metricsPerEvent) / 1000) + 1;
  const bareExport = await walk(ceilingUrl, `/json/metrics?after=${START.after}&id=${START.id}`, exportPages, bareNext('/json/metrics', 1000));
  row(db, `ceiling: keyset export of ${bareExport.records} metric rows in pages of 1,000 (sequential, records/s)`, bareExport);
  const serviceExport = await walk(serviceUrl, '/v2/metrics?updatedAfter=2000-01-01T00:00:00Z&limit=1000', exportPages,
    (body) => (body.meta.pagination.hasNext ? `/v2/metrics?cursor=${body.meta.nextCursor}&limit=1000` : null), headers);
  row(db, `GET /v2/metrics?limit=1000 full export (${serviceExport.records} records, records/s)`, serviceExport,
    versus(serviceExport, bareExport, 80, 'bare export'));
  return { getById: gets.service, pollPage: pages.service };
}
