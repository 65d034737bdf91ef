/**
 * npm run bench [-- --quick]: generates a dataset, starts the service (rate limiting off) and the
 * hand-written ceiling (bench/ceiling.ts) as their own processes, runs every scenario against
 * PostgreSQL (DATABASE_URL, a fresh database created and dropped on that server) and, with a
 * smaller dataset, against embedded PGlite, and writes bench/results/<time>.md. Every target is
 * a ratio to a ceiling measured in the same run (absolute times move with the machine): the read
 * ratios and tails (bench/reads.ts), single upserts on one org and spread over orgs, the scaling
 * table and the bulk cost per element (bench/scaling.ts), memory, the change log, webhooks and
 * the exporter.
 * `--only=change-log` runs only the change log's scenarios; `--only=idempotency` only the Idempotency-Key cost;
 * `--only=conditional` only the 304 poll; `--only=compression` only what compressed responses cost and save (bench/compression.ts); `--only=webhooks` only the webhook delivery (bench/webhooks.ts);
 * `--only=export` only smr-export against the API's cursor pages (bench/export.ts); `--only=embedded` only the PGlite part;
 * `--only=upserts` only the single-upsert targets; `--only=scaling` only the scaling table and the bulk cost per element; `--only=renames` only what a rename of 10,000
 * shown records costs (bench/renames.ts); `--only=reads` only the read targets (with
 * `BENCH_SERVICE_CPU_PROF=<dir>`, the service's CPU profile of either); `--only=tracing` only what
 * tracing costs a GET by id (bench/tracing.ts), on PostgreSQL with DATABASE_URL, else on PGlite;
 * `--only=replicas` only reads from a streaming replica (bench/replicas.ts, also run last in a full run:
 * a primary and a hot standby it starts itself from the machine's PostgreSQL binaries).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';
import { compressionScenarios } from './compression.js';
import { ceilingPool, median, rawAssetBulkMs, rawEntryInsertMs, rawItemBulkMs } from './ceiling.js';
import { EMBEDDED, FULL, generateDataset, QUICK, type Dataset } from './dataset.js';
import { load, rssMb, sequential, startCeilingProcess, startService, startUnloggedService, type LoadResult } from './measure.js';
import { startPgliteCeiling } from './pglite-ceiling.js';
import { exportScenarios } from './export.js';
import { getEachItem, readTargets } from './reads.js';
import { inTurns, meanOf, versus, type Judged } from './report.js';
import { renameScenarios } from './renames.js';
import { replicaScenarios } from './replicas.js';
import { scalingScenarios } from './scaling.js';
import { tracingScenarios } from './tracing.js';
import { waitEventsDuring } from './wait-events.js';
import { webhookScenarios } from './webhooks.js';

const quick = process.argv.includes('--quick');
/** `--only=change-log`: only the change log's figures (its cost to writes, the feed, a history), on PostgreSQL. */
const onlyChangeLog = process.argv.includes('--only=change-log');
/** `--only=idempotency`: only what an Idempotency-Key costs a single upsert, on PostgreSQL. */
const onlyIdempotency = process.argv.includes('--only=idempotency');
/** `--only=conditional`: only what If-None-Match saves a poller (304 against the same GET answered 200), on PostgreSQL. */
const onlyConditional = process.argv.includes('--only=conditional');
/** `--only=webhooks`: only the webhook delivery (deliveries/s, lag, the write path's cost), on PostgreSQL. */
const onlyWebhooks = process.argv.includes('--only=webhooks');
/** `--only=export`: only smr-export's speed and memory against the API's cursor pages (bench/export.ts), on PostgreSQL. */
const onlyExport = process.argv.includes('--only=export');
/** `--only=embedded`: only the embedded PGlite part (GET by id against the bare PGlite ceiling, peak RSS). */
const onlyEmbedded = process.argv.includes('--only=embedded');
/** `--only=upserts`: only the single-upsert targets (one org, spread over the small orgs), on PostgreSQL. */
const onlyUpserts = process.argv.includes('--only=upserts');
/** `--only=renames`: only what renaming a user and a location shown by 10,000 items costs (bench/renames.ts), on PostgreSQL. */
const onlyRenames = process.argv.includes('--only=renames');
/** `--only=reads`: only the read targets against the ceiling (GET by id, cursor page, full polls, metric export), on PostgreSQL. */
const onlyReads = process.argv.includes('--only=reads');
/** `--only=scaling`: only the scaling table and the bulk cost per element (bench/scaling.ts), on PostgreSQL; with `--only=reads`, both. */
const onlyScaling = process.argv.includes('--only=scaling');
/** `--only=tracing`: only tracing off against on for a GET by id (bench/tracing.ts), on PostgreSQL with DATABASE_URL, else on PGlite. */
const onlyTracing = process.argv.includes('--only=tracing');
/** `--only=compression`: only what compressed responses cost and save (bench/compression.ts), on PostgreSQL and PGlite. */
const onlyCompression = process.argv.includes('--only=compression');
/** `--only=replicas`: only reads from a streaming replica (bench/replicas.ts), on a primary and a standby the benchmark starts itself. */
const onlyReplicas = process.argv.includes('--only=replicas');
/** `--change-entries=N`: the large org's change log holds N entries before the run (10,000,000 for the table-size check). */
const changeEntries = Number(process.argv.find((arg) => arg.startsWith('--change-entries='))?.split('=')[1] ?? 0);
const seconds = quick ? 4 : 10;
const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};
const rows: string[] = ['| database | scenario | req/s | p50 ms | p99 ms | p99.9 ms | non-2xx | ceiling | ratio | target | met |', '|---|---|---:|---:|---:|---:|---:|---|---:|---|---|'];
function row(db: string, scenario: string, result: Partial<LoadResult>, judged: Judged = {}) {
  const f = (n?: number) => (n === undefined ? '' : n.toFixed(n >= 100 ? 0 : 2));
  const met = judged.met === undefined ? '' : judged.met ? 'yes' : '**no**';
  rows.push(`| ${db} | ${scenario} | ${f(result.rps)} | ${f(result.p50)} | ${f(result.p99)} | ${f(result.p999)} | ${result.non2xx ?? ''} | ${judged.ceiling ?? ''} | ${judged.ratio ?? ''} | ${judged.target ?? ''} | ${met} |`);
}
/** A p50 target in milliseconds, judged. */
const p50AtMost = (ms: number, p50: number): Judged => ({ target: `p50 ≤ ${ms} ms`, met: p50 <= ms });
/** Milliseconds against the raw SQL time. */
function timesRaw(serviceMs: number, rawMs: number, atMost: number): Judged {
  const times = serviceMs / rawMs;
  return { ceiling: 'raw', ratio: `×${times.toFixed(2)}`, target: `≤ ${atMost}×`, met: times <= atMost };
}
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** Runs of GET /v2/assets, each judged on its RSS growth. */
const ASSET_RUNS = 5;

/** The list scenarios with their p50 targets, and the memory of GET /v2/assets (the read ratios are in bench/reads.ts). */
async function serviceScenarios(dbName: string, url: string, pid: number, data: Dataset) {
  const headers = { authorization: `Bearer ${data.key}` };
  const base = `${url}/v2`;
  // Latency targets are read with one client (the time one request takes); throughput with 20.
  const underLoadAndAlone = async (name: string, url: string, targetMs: number | null) => {
    const loaded = await load(url, { seconds, headers });
    row(dbName, `${name}, 20 clients`, loaded);
    const cold = performance.now();
    await fetch(url, { headers });
    const first = performance.now() - cold;
    const alone = await load(url, { seconds: seconds / 2, headers, connections: 1 });
    row(dbName, `${name}, 1 client (first request after the 20-client run ${first.toFixed(1)} ms)`, alone, targetMs === null ? {} : p50AtMost(targetMs, alone.p50));
    return loaded;
  };
  await underLoadAndAlone('GET list page 1 (createdAt desc, total)', `${base}/action-items`, 10);
  const selective = [{ key: 'priority_score', op: 'gte', value: 995 }, { key: 'severity', op: 'eq', value: 'a' }];
  const broad = [{ key: 'priority_score', op: 'gte', value: 250 }, { key: 'severity', op: 'in', value: ['a', 'b'] }];
  for (const [name, filters] of [['selective (~0.1 %)', selective], ['broad (~30 %)', broad]] as const) {
    const url = `${base}/action-items?fieldFilters=${json(filters)}`;
    const cold = performance.now();
    const body = await (await fetch(url, { headers })).json() as any;
    row(dbName, `fieldFilters ${name}: first request (total ${body.meta.pagination.total})`, { p50: performance.now() - cold });
    await underLoadAndAlone(`fieldFilters ${name}, total`, url, 20);
  }
  await underLoadAndAlone('fieldSort (date desc)', `${base}/action-items?fieldSort=${json({ key: 'due', direction: 'desc' })}`, null);
  const first = await (await fetch(`${base}/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100`, { headers })).json() as any;
  await underLoadAndAlone('poll page (cursor, limit 100)', `${base}/action-items?cursor=${first.meta.nextCursor}&limit=100`, 5);
  const writes = await writeScenarios(dbName, url, data, 'with the change log');
  for (let run = 1; run <= ASSET_RUNS; run++) {
    const before = rssMb(pid).rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid).rss); }, 20);
    const assetsStarted = performance.now();
    const assets = await (await fetch(`${base}/assets`, { headers })).text();
    clearInterval(sampler);
    row(dbName, `GET /v2/assets run ${run} of ${ASSET_RUNS} (${data.size.assets} assets, ${(assets.length / 1e6).toFixed(1)} MB; RSS growth ${(peak - before).toFixed(1)} MB)`,
      { p50: performance.now() - assetsStarted }, { target: 'RSS growth ≤ 50 MB', met: peak - before <= 50 });
  }
  return writes;
}

/**
 * The write scenarios, each a piece the change log's cost runs in turns on two services. Every
 * write changes what it writes (a write that changes nothing is echo-free and cheaper): the
 * labels differ between services and runs, and a bulk's elements alternate between two sets of
 * externalIds, so each bulk after the first two updates every element.
 */
function writePieces(url: string, data: Dataset, label: string) {
  const jsonHeaders = { authorization: `Bearer ${data.key}`, 'content-type': 'application/json' };
  const base = `${url}/v2`;
  const tag = `${label.replace(/\W/g, '')}-${Date.now()}`;
  let upserts = 0;
  let itemBulks = 0;
  let assetBulks = 0;
  const timed = async (work: () => Promise<Response>): Promise<number> => {
    const started = performance.now();
    const response = await work();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a bench write answered ${response.status}`);
    return performance.now() - started;
  };
  return {
    upsertLoad: () => load(`${base}/action-items`, {
      seconds, method: 'POST', headers: jsonHeaders,
      setupRequest: (r: any) => ({ ...r, body: JSON.stringify({ title: `bench ${tag} ${upserts}`, externalId: upserts++ % 2 ? `ai-${1 + (upserts % 1000)}` : `new-${tag}-${upserts}`, fields: { priority_score: 5 } }) }),
    }),
    itemBulk: () => {
      const batch = itemBulks++;
      return timed(() => fetch(`${base}/action-items/bulk`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ actionItems: Array.from({ length: 100 }, (_, k) => ({
        title: `bulk ${tag} ${batch}`, externalId: `bulk-${batch % 2}-${k}`, fields: { priority_score: k, severity: 'b', due: '2026-03-01', flagged: false, category: 'c', reviewed_at: '2026-01-01T00:00:00Z' },
      })) }) }));
    },
    assetBulk: () => {
      const batch = assetBulks++;
      return timed(() => fetch(`${base}/assets/bulk`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ assets: Array.from({ length: 1000 }, (_, j) => ({ name: `B ${tag} ${batch} ${j}`, externalId: `bulk-asset-${batch % 2}-${j}` })) }) }));
    },
  };
}

/** Bulks of each kind timed per scenario (sequential). */
const ITEM_BULKS = 20;
const ASSET_BULKS = 10;

/** The write scenarios on one service: single upserts (half inserts), bulks of 100 items and of 1,000 assets. */
async function writeScenarios(dbName: string, url: string, data: Dataset, label: string) {
  const pieces = writePieces(url, data, label);
  const upsert = await pieces.upsertLoad();
  row(dbName, `POST single upsert (half inserts), ${label}`, upsert);
  const itemBulk = await sequential(ITEM_BULKS, async () => { await pieces.itemBulk(); });
  row(dbName, `bulk 100 action items with custom fields, ${label}`, itemBulk);
  const assetBulk = await sequential(ASSET_BULKS, async () => { await pieces.assetBulk(); });
  row(dbName, `bulk 1,000 assets, ${label}`, assetBulk);
  return { upsert, itemBulkMs: itemBulk.p50, assetBulkMs: assetBulk.p50 };
}

/**
 * POST single upserts (half inserts, half updates) against the ceiling's bare upsert: on the
 * large org alone (every write of one org serializes on its clock), then spread over the small
 * orgs the same way on both sides.
 */
async function upsertTargets(databaseUrl: string, serviceUrl: string, ceilingUrl: string, data: Dataset) {
  let n = 0;
  const body = (prefix: string) => {
    n++;
    return JSON.stringify({ title: `${prefix} ${n}`, externalId: n % 2 ? `ai-${1 + (n % 1000)}` : `${prefix}-new-${n}-${Math.random()}` });
  };
  // The org of each spread request, counted apart from `n` (which picks insert or update): every org gets both.
  let turn = 0;
  const nextOrg = () => orgs[turn++ % orgs.length]!;
  const jsonHeaders = { 'content-type': 'application/json' };
  const orgs = data.smallOrgs;
  const { result: oneOrg, waits } = await waitEventsDuring(databaseUrl, () => load(`${serviceUrl}/v2/action-items`, {
    seconds, method: 'POST', headers: { ...jsonHeaders, authorization: `Bearer ${data.key}` }, setupRequest: (r: any) => ({ ...r, body: body('one') }) }));
  // Sampled the same way as the service's load, so the sampling costs both sides alike.
  const { result: ceilingOneOrg, waits: ceilingWaits } = await waitEventsDuring(databaseUrl, () => load(`${ceilingUrl}/items`, {
    seconds, method: 'POST', headers: jsonHeaders, setupRequest: (r: any) => ({ ...r, body: body('ceiling') }) }));
  const { result: spread, waits: spreadWaits } = await waitEventsDuring(databaseUrl, () => load(`${serviceUrl}/v2/action-items`, { seconds, method: 'POST', headers: jsonHeaders,
    setupRequest: (r: any) => ({ ...r, body: body('spread'), headers: { ...r.headers, authorization: `Bearer ${nextOrg().key}` } }) }));
  const ceilingSpread = await load(`${ceilingUrl}/items`, { seconds, method: 'POST', headers: jsonHeaders,
    setupRequest: (r: any) => ({ ...r, body: body('cspread'), path: `/items?org=${nextOrg().orgId}` }) });
  row('PostgreSQL', 'POST single upsert (half inserts), one org', oneOrg);
  row('PostgreSQL', 'ceiling: bare upsert, one org', ceilingOneOrg, versus(oneOrg, ceilingOneOrg, 40));
  row('PostgreSQL', `profile: the database's sessions during the one-org upserts (share of samples): service ${waits}; bare upsert ${ceilingWaits}`, {});
  row('PostgreSQL', `POST single upsert (half inserts), spread over ${orgs.length} orgs`, spread);
  row('PostgreSQL', `ceiling: bare upsert, spread over ${orgs.length} orgs`, ceilingSpread, versus(spread, ceilingSpread, 70));
  row('PostgreSQL', `profile: the database's sessions during the spread upserts (share of samples): service ${spreadWaits}`, {});
}

/** Turns of the Idempotency-Key comparison: a single org's writes vary by a tenth from run to run. */
const IDEMPOTENCY_TURNS = 3;

/**
 * POST single upserts with a new Idempotency-Key each against the same without, in turns (A B A
 * B A B) so both see the same machine; the key's cost is the ratio of the summed req/s.
 */
async function idempotencyCost(dbName: string, url: string, data: Dataset) {
  const jsonHeaders = { authorization: `Bearer ${data.key}`, 'content-type': 'application/json' };
  let n = 0;
  const upserts = (withKey: boolean) => load(`${url}/v2/action-items`, {
    seconds, method: 'POST', headers: jsonHeaders,
    setupRequest: (r: any) => {
      n++;
      const body = JSON.stringify({ title: `keyed ${n}`, externalId: n % 2 ? `ai-${1 + (n % 1000)}` : `key-new-${n}-${Math.random()}` });
      return { ...r, body, headers: withKey ? { ...r.headers, 'idempotency-key': `bench-${n}-${Math.random()}` } : r.headers };
    },
  });
  const runs = { without: [] as LoadResult[], with: [] as LoadResult[] };
  for (let turn = 0; turn < IDEMPOTENCY_TURNS; turn++) {
    runs.without.push(await upserts(false));
    runs.with.push(await upserts(true));
  }
  const total = (results: LoadResult[]) => results.reduce((sum, result) => sum + result.rps, 0);
  const ratio = total(runs.with) / total(runs.without);
  row(dbName, `POST single upsert without Idempotency-Key (${IDEMPOTENCY_TURNS} runs)`, runs.without.at(-1)!);
  row(dbName, `POST single upsert with a new Idempotency-Key each (${IDEMPOTENCY_TURNS} runs, in turns)`, runs.with.at(-1)!, {
    ceiling: `without key ${(total(runs.without) / IDEMPOTENCY_TURNS).toFixed(0)} req/s`, ratio: `${(ratio * 100).toFixed(0)} %`, target: '≥ 90 %', met: ratio >= 0.9,
  });
}

/**
 * A poll answered 304 (If-None-Match with the current ETag) against the same GET answered 200, in
 * turns (A B A B): a list page of 100 (issue target: ≥ 150 %) and one record (shown, no target).
 * The ETag is read just before each 304 run, as a poller holds the latest one: read before the
 * 200 run, it could predate writes of an earlier scenario still landing, and no request would
 * match it.
 */
async function conditionalCost(dbName: string, url: string, data: Dataset) {
  const headers = { authorization: `Bearer ${data.key}` };
  const targets = [
    { what: 'GET /v2/action-items?limit=100 (a list page)', path: '/v2/action-items?limit=100', judged: true },
    { what: 'GET /v2/action-items/{id}', path: `/v2/action-items/${data.itemIds[1]}`, judged: false },
  ];
  for (const { what, path, judged } of targets) {
    const runs = { ok: [] as LoadResult[], notModified: [] as LoadResult[] };
    for (let turn = 0; turn < 2; turn++) {
      runs.ok.push(await load(`${url}${path}`, { seconds, headers }));
      const etag = (await fetch(`${url}${path}`, { headers })).headers.get('etag');
      if (!etag) throw new Error(`${path} answered no ETag`);
      const notModified = await load(`${url}${path}`, { seconds, headers: { ...headers, 'if-none-match': etag } });
      if (notModified.non2xx === 0) throw new Error(`${path}: no request was answered 304 to its current ETag`);
      runs.notModified.push(notModified);
    }
    const total = (results: LoadResult[]) => results.reduce((sum, result) => sum + result.rps, 0);
    const ratio = total(runs.notModified) / total(runs.ok);
    row(dbName, `${what} answered 200 (2 runs)`, runs.ok[1]!);
    row(dbName, `${what} answered 304 to If-None-Match (2 runs, in turns; the 304s show as non-2xx)`, runs.notModified[1]!, {
      ceiling: `200 ${(total(runs.ok) / 2).toFixed(0)} req/s`, ratio: `${(ratio * 100).toFixed(0)} %`,
      ...(judged ? { target: '≥ 150 %', met: ratio >= 1.5 } : {}),
    });
  }
}

/** Requests of one client in each run of the history's latency comparison. */
const ALONE_REQUESTS = 500;
/** Runs of each side of the feed's and the history's comparisons, in turns. */
const READ_TURNS = 2;

/**
 * The change feed and the first page of a history against the service's own feed and history
 * reads on the bare server (targets ≥ 90 % each, in turns); the history beside GET by id
 * (DECISIONS 12; shown, no longer judged: a 64 KB page against a 1 KB record), in turns: under 20 clients (on a machine the
 * service, the database and the load share, that p50 follows throughput, so bytes sent count)
 * and with one client (the time one request takes); beside them, the same two statements on
 * the bare server, which skips auth and the ETag (so its GET is cheaper, and its ratio no bound
 * on the service's).
 */
async function changeScenarios(dbName: string, databaseUrl: string, url: string, data: Dataset) {
  const headers = { authorization: `Bearer ${data.key}` };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const bare = await startCeilingProcess(databaseUrl, data.orgId);
  const feed = await inTurns(READ_TURNS, () => load(`${url}/v2/changes?limit=100`, { seconds, headers }), () => load(`${bare.url}/changes?limit=100`, { seconds }));
  row(dbName, `GET /v2/changes page of 100 (cursor order; ${READ_TURNS} runs, in turns with the bare page)`, feed.service);
  row(dbName, `ceiling: the service's own feed read on the bare server, page of 100 (${READ_TURNS} runs)`, feed.ceiling, versus(feed.service, feed.ceiling, 90));
  const item = data.itemIds[1]!;
  const patched = await sequential(1000, async (k) => {
    await fetch(`${url}/v2/action-items/${item}`, { method: 'PATCH', headers: jsonHeaders, body: JSON.stringify({ title: `history ${k}` }) });
  });
  row(dbName, 'PATCH one action item 1,000 times (sequential)', { p50: patched.p50, p99: patched.p99 });
  const history = `/v2/action-items/${item}/history`;
  const { service: getById, ceiling: historyPage } = await inTurns(READ_TURNS,
    () => getEachItem(url, '/v2/action-items', data.itemIds, seconds, headers), () => load(`${url}${history}`, { seconds, headers }));
  const loadedTimes = historyPage.p50 / getById.p50;
  row(dbName, `GET action item by id, 20 clients (${READ_TURNS} runs, in turns with the history)`, getById);
  row(dbName, `GET history of an item with 1,000 entries (first page of 50), 20 clients (${READ_TURNS} runs, in turns)`, historyPage, {
    ceiling: 'GET by id', ratio: `p50 ×${loadedTimes.toFixed(2)} (shown; the target is the bare history below)`,
  });
  const get = (path: string) => async () => {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  const alone = { get: [] as number[], history: [] as number[] };
  for (let turn = 0; turn < READ_TURNS; turn++) {
    alone.get.push((await sequential(ALONE_REQUESTS, (k) => get(`/v2/action-items/${data.itemIds[k % data.itemIds.length]}`)())).p50);
    alone.history.push((await sequential(ALONE_REQUESTS, get(history))).p50);
  }
  const aloneTimes = sum(alone.history) / sum(alone.get);
  row(dbName, `GET action item by id, 1 client (${ALONE_REQUESTS} requests, ${READ_TURNS} runs, in turns with the history)`, { p50: sum(alone.get) / READ_TURNS });
  row(dbName, `GET history of an item with 1,000 entries (first page of 50), 1 client (${ALONE_REQUESTS} requests, ${READ_TURNS} runs, in turns)`, { p50: sum(alone.history) / READ_TURNS }, {
    ceiling: 'GET by id', ratio: `p50 ×${aloneTimes.toFixed(2)} (shown)`,
  });
  // The history's target: the service's first page against its own history statement on the bare server, in turns.
  const histories = await inTurns(READ_TURNS, () => load(`${url}${history}`, { seconds, headers }), () => load(`${bare.url}/json/history/${item}`, { seconds }));
  row(dbName, `GET history, first page of 50, 20 clients (${READ_TURNS} runs, in turns with the bare history)`, histories.service);
  row(dbName, `ceiling: the service's own history read on the bare server, first page of 50 (${READ_TURNS} runs)`, histories.ceiling, versus(histories.service, histories.ceiling, 90));
  const { service: bareGet, ceiling: bareHistory } = await inTurns(READ_TURNS,
    () => getEachItem(bare.url, '/json/records', data.itemIds, seconds), () => load(`${bare.url}/json/history/${item}`, { seconds }));
  await bare.stop();
  row(dbName, `the service's own history and GET reads on the bare server (no auth, no ETag), 20 clients (${READ_TURNS} runs, in turns)`, bareHistory, {
    ceiling: `bare GET by id ${bareGet.rps.toFixed(0)} req/s`, ratio: `p50 ×${(bareHistory.p50 / bareGet.p50).toFixed(2)}`,
  });
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** What the change log costs a figure: the same figure without it, in the same run, as a fraction. */
const logCostOf = (withLog: number, withoutLog: number, higherIsBetter: boolean): number =>
  (higherIsBetter ? 1 - withLog / withoutLog : withLog / withoutLog - 1);

/** A figure with the change log against the same figure without it; judged against `atMost` (a fraction), or shown only. */
function logCost(name: string, withLog: number, withoutLog: number, higherIsBetter: boolean, atMost: { fraction: number; label: string } | null = LOG_COST_TARGET): Judged {
  const cost = logCostOf(withLog, withoutLog, higherIsBetter);
  const shown = { ceiling: `without log ${withoutLog.toFixed(withoutLog >= 100 ? 0 : 2)}`, ratio: `${(cost * 100).toFixed(0)} % (${name})` };
  return atMost === null ? shown : { ...shown, target: `cost ≤ ${atMost.label}`, met: cost <= atMost.fraction };
}

/** The single upsert's log cost target. A bulk's is its floor row's cost (storing as many prebuilt entries alone) plus 15 points. */
const LOG_COST_TARGET = { fraction: 0.15, label: '15 %' };
const floorPlus15 = (floor: number) => ({ fraction: floor + 0.15, label: `the floor's ${(floor * 100).toFixed(0)} % + 15 points` });

/** Turns of the single upserts with and without the log. */
const LOG_COST_TURNS = 3;

/**
 * The change log's cost to the write scenarios: the service `loggedUrl` against a second service
 * on the same database without the log, in rounds (three upsert runs each, the bulks one by
 * one, each round starting with the other side), so both see the same moments of a machine
 * whose speed moves by half between runs; and the floor of each bulk's cost: storing as many
 * prebuilt entries alone.
 */
async function changeLogCost(databaseUrl: string, loggedUrl: string, data: Dataset) {
  const unlogged = await startUnloggedService(databaseUrl);
  const sides = { with: writePieces(loggedUrl, data, 'cost with log'), without: writePieces(unlogged.url, data, 'cost without log') };
  // Each round starts with the other side (A B, B A, …): both sides write the same rows, and the
  // second of a round finds them just written.
  const inRounds = async <R>(rounds: number, run: (side: ReturnType<typeof writePieces>) => Promise<R>) => {
    const results = { with: [] as R[], without: [] as R[] };
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) results[side].push(await run(sides[side]));
    }
    return results;
  };
  const upserts = await inRounds(LOG_COST_TURNS, (side) => side.upsertLoad());
  const alternately = async (count: number, bulk: (side: ReturnType<typeof writePieces>) => Promise<number>) => {
    const times = await inRounds(count, bulk);
    return { with: median(times.with), without: median(times.without) };
  };
  const itemBulks = await alternately(ITEM_BULKS, (side) => side.itemBulk());
  const assetBulks = await alternately(ASSET_BULKS, (side) => side.assetBulk());
  await unlogged.stop();
  const pool = ceilingPool(databaseUrl);
  const itemEntriesMs = await rawEntryInsertMs(pool, data.orgId, 'action_item', 100, ITEM_BULKS);
  const assetEntriesMs = await rawEntryInsertMs(pool, data.orgId, 'location', 1000, ASSET_BULKS);
  await pool.end();
  const withLog = meanOf(upserts.with);
  row('PostgreSQL', `change log cost: POST single upsert (${LOG_COST_TURNS} runs each, in turns; mean)`, withLog, logCost('req/s', withLog.rps, meanOf(upserts.without).rps, true));
  const itemFloor = logCostOf(itemBulks.without + itemEntriesMs, itemBulks.without, false);
  const assetFloor = logCostOf(assetBulks.without + assetEntriesMs, assetBulks.without, false);
  row('PostgreSQL', `change log cost: bulk 100 action items (${ITEM_BULKS} each, alternately)`, { p50: itemBulks.with },
    logCost('p50', itemBulks.with, itemBulks.without, false, floorPlus15(itemFloor)));
  row('PostgreSQL', `change log cost: bulk 1,000 assets (${ASSET_BULKS} each, alternately)`, { p50: assetBulks.with },
    logCost('p50', assetBulks.with, assetBulks.without, false, floorPlus15(assetFloor)));
  row('PostgreSQL', 'floor: INSERT of 100 prebuilt entries alone (SQL only), against the bulk of 100 items without log', { p50: itemEntriesMs },
    logCost('p50', itemBulks.without + itemEntriesMs, itemBulks.without, false, null));
  row('PostgreSQL', 'floor: INSERT of 1,000 prebuilt entries alone (SQL only), against the bulk of 1,000 assets without log', { p50: assetEntriesMs },
    logCost('p50', assetBulks.without + assetEntriesMs, assetBulks.without, false, null));
}

/** `--only=change-log`: the write scenarios with the log, the feed and a history, then the log's cost in turns. */
async function changeLogRun(databaseUrl: string, data: Dataset) {
  const service = await startService({ DATABASE_URL: databaseUrl });
  await writeScenarios('PostgreSQL', service.url, data, 'with the change log');
  await changeScenarios('PostgreSQL', databaseUrl, service.url, data);
  await changeLogCost(databaseUrl, service.url, data);
  await service.stop();
}

async function postgresRun(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `smr_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4 });
    await prepareServiceDatabase(database);
    log(`## PostgreSQL (${quick ? 'quick' : 'full'} dataset)`);
    const data = await generateDataset(database.db, 'postgres', { ...(quick ? QUICK : FULL), changeEntries }, log);
    await database.close();
    if (onlyChangeLog) {
      await changeLogRun(databaseUrl, data);
      return;
    }
    if (onlyIdempotency || onlyConditional || onlyCompression) {
      const service = await startService({ DATABASE_URL: databaseUrl });
      if (onlyIdempotency) await idempotencyCost('PostgreSQL', service.url, data);
      if (onlyConditional) await conditionalCost('PostgreSQL', service.url, data);
      if (onlyCompression) await compressionScenarios({ dbName: 'PostgreSQL', serviceUrl: service.url, data, seconds, row });
      await service.stop();
      return;
    }
    if (onlyTracing) {
      await tracingScenarios({ database: 'PostgreSQL', env: { DATABASE_URL: databaseUrl }, data, seconds, row });
      return;
    }
    if (onlyWebhooks) {
      await webhookScenarios({ databaseUrl, quick, seconds, row, log });
      return;
    }
    if (onlyExport) {
      await exportScenarios({ databaseUrl, adminUrl, data, row, log });
      return;
    }
    if (onlyRenames) {
      const service = await startService({ DATABASE_URL: databaseUrl });
      await renameScenarios({ databaseUrl, serviceUrl: service.url, data, seconds, row, log });
      await service.stop();
      return;
    }
    if (onlyUpserts || onlyReads || onlyScaling) {
      const ceiling = await startCeilingProcess(databaseUrl, data.orgId);
      const service = await startService({ DATABASE_URL: databaseUrl });
      if (onlyReads) await readTargets({ serviceUrl: service.url, ceilingUrl: ceiling.url, data, seconds, row });
      if (onlyScaling) await scalingScenarios({ serviceUrl: service.url, orgs: data.scaling, row, requests: quick ? 100 : 300 });
      if (onlyUpserts) await upsertTargets(databaseUrl, service.url, ceiling.url, data);
      await Promise.all([ceiling.stop(), service.stop()]);
      return;
    }
    const pool = ceilingPool(databaseUrl);
    const rawItems = await rawItemBulkMs(pool, data.orgId, 100, 20);
    const rawAssets = await rawAssetBulkMs(pool, data.orgId, 1000, 10);
    await pool.end();
    const ceiling = await startCeilingProcess(databaseUrl, data.orgId);
    const service = await startService({ DATABASE_URL: databaseUrl });
    // The service's peak RSS after each scenario: which one raised it.
    const peaks: string[] = [];
    const notePeak = (scenario: string) => peaks.push(`${scenario} ${rssMb(service.child.pid!).peak.toFixed(0)}`);
    await readTargets({ serviceUrl: service.url, ceilingUrl: ceiling.url, data, seconds, row });
    notePeak('reads');
    // Before any write scenario, so every org still holds the items its label says.
    await scalingScenarios({ serviceUrl: service.url, orgs: data.scaling, row, requests: quick ? 100 : 300 });
    notePeak('scaling');
    await upsertTargets(databaseUrl, service.url, ceiling.url, data);
    notePeak('upserts');
    await ceiling.stop();
    const writes = await serviceScenarios('PostgreSQL', service.url, service.child.pid!, data);
    notePeak('writes, lists and streams');
    await changeScenarios('PostgreSQL', databaseUrl, service.url, data);
    notePeak('feed and history');
    await idempotencyCost('PostgreSQL', service.url, data);
    await conditionalCost('PostgreSQL', service.url, data);
    notePeak('keys and 304s');
    await compressionScenarios({ dbName: 'PostgreSQL', serviceUrl: service.url, data, seconds, row });
    notePeak('compression');
    const limited = await startService({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '10' });
    const rateLimited = await load(`${limited.url}/v2/action-items`, { seconds, headers: { authorization: `Bearer ${data.key}` } });
    row('PostgreSQL', `the 429 path (${rateLimited.non2xx} refused)`, rateLimited);
    await limited.stop();
    await changeLogCost(databaseUrl, service.url, data);
    notePeak('change log cost');
    // Last of the service's scenarios: it repoints 20,000 items of the org.
    await renameScenarios({ databaseUrl, serviceUrl: service.url, data, seconds, row, log });
    notePeak('renames');
    row('PostgreSQL', `diagnostic: the service's peak RSS (MB) after each scenario: ${peaks.join(', ')}`, {});
    const peak = rssMb(service.child.pid!).peak;
    await service.stop();
    // Alone against the database: another instance's worker would claim the deliveries too.
    await webhookScenarios({ databaseUrl, quick, seconds, row, log });
    await exportScenarios({ databaseUrl, adminUrl, data, row, log });
    row('PostgreSQL', 'ceiling: raw unnest 100 items (SQL only)', { p50: rawItems }, timesRaw(writes.itemBulkMs, rawItems, 2));
    row('PostgreSQL', 'ceiling: raw unnest 1,000 assets (SQL only)', { p50: rawAssets }, timesRaw(writes.assetBulkMs, rawAssets, 2));
    row('PostgreSQL', `service peak RSS through all scenarios: ${peak.toFixed(0)} MB`, {}, { target: '≤ 300 MB', met: peak <= 300 });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function pgliteRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'smr-bench-'));
  try {
    const database = await openDatabase({ databaseUrl: null, dataDir, lockHolder: 'bench', poolSize: 1 });
    await prepareServiceDatabase(database);
    log('## PGlite (embedded, smaller dataset)');
    const data = await generateDataset(database.db, 'pglite', EMBEDDED, log);
    await database.close();
    if (onlyTracing) {
      await tracingScenarios({ database: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, data, seconds, row });
      return;
    }
    const service = await startService({ DATA_DIR: dataDir, DATABASE_URL: '' });
    if (onlyCompression) return await compressionScenarios({ dbName: 'PGlite', serviceUrl: service.url, data, seconds, row }).finally(service.stop);
    const getById = await getEachItem(service.url, '/v2/action-items', data.itemIds, seconds, { authorization: `Bearer ${data.key}` });
    row('PGlite', 'GET action item by id', getById);
    const peak = rssMb(service.child.pid!).peak;
    await service.stop();
    const ceiling = await startPgliteCeiling(dataDir, data.orgId);
    const ceilingGet = await getEachItem(ceiling.url, '/items', data.itemIds, seconds);
    await ceiling.close();
    row('PGlite', 'ceiling: GET by id (bare PGlite)', ceilingGet, versus(getById, ceilingGet, 80));
    row('PGlite', `service peak RSS: ${peak.toFixed(0)} MB (the database engine and its cache live in the process)`, {}, { target: '≤ 300 MB', met: peak <= 300 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.DATABASE_URL;
if (onlyReplicas) await replicaScenarios({ seconds, row, log });
else {
  if (onlyEmbedded) log('--only=embedded: the PostgreSQL part is skipped');
  else if (adminUrl) await postgresRun(adminUrl);
  else log('DATABASE_URL is not set: the PostgreSQL part is skipped');
  const onlyPostgres = onlyChangeLog || onlyIdempotency || onlyConditional || onlyWebhooks || onlyExport || onlyUpserts || onlyReads || onlyScaling || onlyRenames;
  if (!onlyPostgres && !(onlyTracing && adminUrl)) await pgliteRun();
  const onlySomething = process.argv.some((arg) => arg.startsWith('--only='));
  if (!onlySomething) await replicaScenarios({ seconds, row, log });
}
const report = [`# Benchmark ${new Date().toISOString()}${quick ? ' (quick)' : ''}`, '', ...lines, '', ...rows, ''].join('\n');
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.md`;
writeFileSync(file, report);
console.log(`\n${rows.join('\n')}\n\nreport: ${file}`);
