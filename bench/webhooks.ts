/**
 * The webhook delivery scenario (DECISIONS 13), on PostgreSQL: one instance (its own process, as
 * in production) delivering to a local consumer while 200 writes/s land in an org with 20
 * subscriptions to every change. It measures
 *
 * - the deliveries/s the instance achieves while the writes land (4,000/s are demanded: each
 *   write fans out to 20), and how long after the writes stopped the backlog was delivered;
 * - the lag from the write's commit clock (the payload's `occurredAt`, taken by the write's
 *   transaction) to the consumer's receipt, over every delivery received (both clocks are this
 *   machine's);
 * - the write path of the org with its 20 subscriptions active (the worker delivering meanwhile)
 *   against the same org once they are deleted, in the same process, in turns (A B B A). The same
 *   org, because an org's writes slow as it grows: against another org that had not taken the
 *   paced writes, the comparison measured the history of the writes as much as the deliveries
 *   (77 % with 10 deliveries a second; 96–104 % with the worker off and no paced writes before).
 *
 * The lag is measured first at a tenth of that rate (400 deliveries/s demanded), then at a
 * quarter (1,000/s demanded: the delivery target), and judged there; then at the full rate,
 * where a backlog builds when the instance delivers fewer than the 4,000/s demanded, and the
 * lag, reported but not judged, measures the backlog's age. With the default WEBHOOK_CONCURRENCY (8) first, then with a larger
 * one (the default in src is not changed): what an operator who wants the full rate delivered
 * as it is written would configure. The consumer is a `node:http` server in
 * this process answering 200 at once; a subscription's deliveries are deleted with it, so each
 * phase starts without a backlog.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Pool } from 'undici';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { SCOPES } from '../src/http/request-context.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';
import { createOrganization } from '../src/modules/organizations/organizations.service.js';
import { MAX_SUBSCRIPTIONS_PER_ORG } from '../src/modules/webhooks/webhooks.schemas.js';
import { median, percentile } from './ceiling.js';
import { load, startService, type LoadResult, type ServiceProcess } from './measure.js';
import type { Row } from './report.js';

/** What the results table takes (run.ts's `row`). */

export interface WebhookBenchOptions {
  databaseUrl: string;
  quick: boolean;
  /** Seconds of each full-speed write run (run.ts's `seconds`). */
  seconds: number;
  row: Row;
  log: (line: string) => void;
}

const WRITES_PER_SECOND = 200;
/** Writes the paced load keeps open at most (as many as the 20 connections of the other write scenarios). */
const MAX_WRITES_IN_FLIGHT = 20;
const SUBSCRIPTIONS = MAX_SUBSCRIPTIONS_PER_ORG;
const TARGET_DELIVERIES_PER_SECOND = 1000;
/** The larger WEBHOOK_CONCURRENCY the scenario runs with after the default. */
const LARGER_CONCURRENCY = 32;
/** Items each org holds before the run: the writes update them (half) or insert new ones (half). */
const SEEDED_ITEMS = 1000;
const DB = 'PostgreSQL';

/** Deliveries the consumer received since `reset`, to the subscriptions of that phase (their URLs start with `/<phase>/`). */
interface Received {
  prefix: string;
  started: number;
  count: number;
  /** Receipt time (ms, Date.now()) and lag (receipt − occurredAt) of each delivery. */
  times: number[];
  lags: number[];
  distinct: Set<string>;
}

async function startConsumer() {
  let phase: Received = fresh('none');
  function fresh(name: string): Received {
    return { prefix: `/${name}/`, started: Date.now(), count: 0, times: [], lags: [], distinct: new Set() };
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const receivedAt = Date.now();
      response.writeHead(200).end();
      // A delivery of an earlier phase's subscription, attempted as it was deleted: not this phase's.
      if (!request.url?.startsWith(phase.prefix)) return;
      phase.count++;
      phase.times.push(receivedAt);
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; occurredAt: string };
        phase.lags.push(receivedAt - Date.parse(body.occurredAt));
        phase.distinct.add(`${request.url} ${body.id}`);
      } catch {
        // Not a change delivery: counted, no lag.
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Starts counting anew the deliveries to `/<name>/…` and returns the new phase's record. */
    reset: (name: string) => (phase = fresh(name)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
type Consumer = Awaited<ReturnType<typeof startConsumer>>;

/** The org of the scenario and its admin key. */
async function createOrg(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 2 });
  try {
    await prepareServiceDatabase(database);
    const org = await createOrganization(database.db, 'Webhooks org');
    return (await createApiKey(database.db, org.id, { name: 'bench', scopes: [...SCOPES] })).key;
  } finally {
    await database.close();
  }
}

const jsonHeaders = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });

async function call(method: string, url: string, key: string, body?: unknown): Promise<any> {
  const response = await fetch(url, body === undefined ? { method, headers: { authorization: `Bearer ${key}` } } : { method, headers: jsonHeaders(key), body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Subscribes the consumer's `/<phase>/<i>` to every change, 20 times, and starts counting that phase's deliveries. */
async function subscribe(service: ServiceProcess, key: string, consumer: Consumer, phase: string): Promise<{ ids: string[]; received: Received }> {
  const ids: string[] = [];
  const received = consumer.reset(phase);
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const created = await call('POST', `${service.url}/v2/webhooks`, key, { url: `${consumer.url}/${phase}/${i}`, events: ['*'] });
    ids.push(created.data.id);
  }
  return { ids, received };
}

/**
 * Deletes the subscriptions, and with them their deliveries, then vacuums and analyzes the
 * database, as autovacuum does on a deployed server: this machine's PostgreSQL runs without
 * autovacuum, and each phase would otherwise walk the dead rows of the phases before it, and the
 * subscribed org, which takes every paced write, would write through more dead versions of its
 * rows than the org without subscriptions it is compared with. Analyzed too: with the statistics
 * of a smaller org, its single upserts slowed as it grew (a probe of rounds of 3,000 upserts,
 * half of them updates: 471 → 395 req/s over six rounds with VACUUM between them, a steady
 * 530 with VACUUM ANALYZE, 438 → 301 with neither).
 */
async function unsubscribe(service: ServiceProcess, key: string, ids: string[], databaseUrl: string): Promise<void> {
  for (const id of ids) await call('DELETE', `${service.url}/v2/webhooks/${id}`, key);
  await sleep(200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** Single upserts' bodies: odd writes update a seeded item, even ones insert a new item; every write changes what it writes. */
function upsertBodies(tag: string): () => string {
  let n = 0;
  return () => {
    n++;
    const externalId = n % 2 ? `seed-${1 + (n % SEEDED_ITEMS)}` : `new-${tag}-${n}`;
    return JSON.stringify({ title: `write ${tag} ${n}`, externalId });
  };
}

/**
 * Single upserts at `rate` per second for `seconds` (at most MAX_WRITES_IN_FLIGHT open: a slower
 * service gets fewer), every one awaited, so the count of committed writes is exact. Sent with
 * undici's pool, as the consumer answers with node:http: the load generator shares the machine
 * with the service, and `fetch` cost it about 2 ms of CPU per request (a fifth of both cores at
 * 200 writes/s).
 */
async function pacedWrites(url: string, key: string, rate: number, seconds: number, body: () => string) {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: MAX_WRITES_IN_FLIGHT });
  const headers = jsonHeaders(key);
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate) + 1;
    while (sent < due && inFlight.size < MAX_WRITES_IN_FLIGHT) {
      sent++;
      const t = performance.now();
      const write: Promise<void> = pool.request({ path: target.pathname, method: 'POST', headers, body: body() })
        .then(async (response) => {
          await response.body.dump();
          if (response.statusCode >= 200 && response.statusCode < 300) ok++;
          else failed++;
          latencies.push(performance.now() - t);
        }, () => { failed++; })
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  await pool.close();
  const elapsedMs = performance.now() - started;
  return { ok, failed, elapsedMs, rps: (ok / elapsedMs) * 1000, p50: median(latencies), p99: percentile(latencies, 0.99) };
}

const count = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * 200 writes/s for `writeSeconds` in the subscribed org, then waits (at most `drainCapSeconds`)
 * for the backlog.
 */
async function sustained(service: ServiceProcess, key: string, consumer: Consumer, concurrency: number, options: WebhookBenchOptions, writeSeconds: number, drainCapSeconds: number, rate = WRITES_PER_SECOND) {
  const { row, log } = options;
  const { ids, received } = await subscribe(service, key, consumer, `paced-${concurrency}-${rate}`);
  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  const writes = await pacedWrites(`${service.url}/v2/action-items`, key, rate, writeSeconds, upsertBodies(`paced-${concurrency}-${rate}`));
  const stopped = Date.now();
  // Each write logs one change: one delivery per subscription.
  const expected = writes.ok * SUBSCRIPTIONS;
  const cap = stopped + drainCapSeconds * 1000;
  // Counted per subscription and change: a delivery attempted twice (at least once) counts once.
  while (received.distinct.size < expected && Date.now() < cap) await sleep(20);
  const drained = received.distinct.size >= expected;
  const lastAt = received.times.at(-1) ?? stopped;
  await unsubscribe(service, key, ids, options.databaseUrl);

  // The steady window: the writes' duration but its first second (connections, the first fan-out).
  const windowStart = started + 1000;
  const inWindow = received.times.filter((t) => t >= windowStart && t <= stopped).length;
  const perSecond = inWindow / ((stopped - windowStart) / 1000);
  const overall = received.count / ((lastAt - started) / 1000);
  const demanded = writes.rps * SUBSCRIPTIONS;
  const label = `webhooks, WEBHOOK_CONCURRENCY=${concurrency}, ${rate} writes/s`;
  log(`${label}: ${writes.ok} writes (${writes.failed} failed) in ${(writes.elapsedMs / 1000).toFixed(1)} s, ${count(expected)} deliveries expected, `
    + `${count(received.count)} received (${count(received.distinct.size)} distinct), ${drained ? `all by ${((lastAt - stopped) / 1000).toFixed(1)} s after the writes stopped` : `not all within ${drainCapSeconds} s after the writes stopped`}; `
    + `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`);
  row(DB, `${label}: single upserts paced at ${rate}/s for ${writeSeconds} s, at most ${MAX_WRITES_IN_FLIGHT} open (req/s: writes achieved)`,
    { rps: writes.rps, p50: writes.p50, p99: writes.p99, non2xx: writes.failed });
  // Judged against the target only where the demand exceeds it (at a lower rate the figure is the demand met).
  const judged = demanded >= TARGET_DELIVERIES_PER_SECOND;
  row(DB, `${label}: deliveries/s while the writes landed (${count(demanded)}/s demanded by ${SUBSCRIPTIONS} subscriptions; req/s: deliveries/s)`, { rps: perSecond }, {
    ratio: `${((perSecond / demanded) * 100).toFixed(0)} % of demand`,
    ...(judged ? { target: `≥ ${count(TARGET_DELIVERIES_PER_SECOND)} deliveries/s`, met: perSecond >= TARGET_DELIVERIES_PER_SECOND } : {}),
  });
  // Once the writes stop, the instance only delivers: the rate it clears the backlog at.
  const afterWrites = received.times.filter((t) => t > stopped).length;
  const drainRate = lastAt > stopped ? `, ${count(afterWrites / ((lastAt - stopped) / 1000))} deliveries/s meanwhile` : '';
  const backlog = drained
    ? `backlog delivered ${((lastAt - stopped) / 1000).toFixed(1)} s after the writes stopped${drainRate}`
    : `backlog NOT delivered ${drainCapSeconds} s after the writes stopped${drainRate}: ${count(expected - received.distinct.size)} of ${count(expected)} outstanding`;
  // The lag is judged while the demand stays within the delivery target (docs/decisions/webhooks.md,
  // "How the webhook benchmark reads its targets"); above it, it is the age of a backlog that builds
  // by design.
  const lagJudged = rate * SUBSCRIPTIONS <= TARGET_DELIVERIES_PER_SECOND;
  row(DB, `${label}: ${backlog}; sustained ${count(overall)} deliveries/s from the first write to the last receipt (req/s), lag commit → receipt over the ${count(received.lags.length)} received (p50/p99)`,
    { rps: overall, p50: median(received.lags), p99: percentile(received.lags, 0.99) },
    lagJudged
      ? { target: 'lag p50 ≤ 100 ms, p99 ≤ 1 s', met: drained && median(received.lags) <= 100 && percentile(received.lags, 0.99) <= 1000 }
      : { ratio: `the backlog's age: ${count(rate * SUBSCRIPTIONS)}/s demanded, above the ${count(TARGET_DELIVERIES_PER_SECOND)}/s delivery target` });
}

/** The org's write path with its 20 subscriptions active and with none, in turns. */
async function writePath(service: ServiceProcess, key: string, consumer: Consumer, concurrency: number, options: WebhookBenchOptions) {
  const { seconds, row } = options;
  const upserts = (key: string, tag: string) => {
    const body = upsertBodies(tag);
    return load(`${service.url}/v2/action-items`, { seconds, method: 'POST', headers: jsonHeaders(key), setupRequest: (request: any) => ({ ...request, body: body() }) });
  };
  const runs = { active: [] as LoadResult[], none: [] as LoadResult[] };
  let delivered = 0;
  let deliveringMs = 0;
  const active = async (turn: number) => {
    const { ids, received } = await subscribe(service, key, consumer, `active-${concurrency}-${turn}`);
    runs.active.push(await upserts(key, `active-${concurrency}-${turn}`));
    delivered += received.count;
    deliveringMs += Date.now() - received.started;
    await unsubscribe(service, key, ids, options.databaseUrl);
  };
  const none = async (turn: number) => {
    runs.none.push(await upserts(key, `none-${concurrency}-${turn}`));
  };
  // A B B A: the org's writes slow as it grows, and in A B A B the second of each pair ran on a larger org.
  await active(0);
  await none(0);
  await none(1);
  await active(1);
  const mean = (results: LoadResult[], field: 'rps' | 'p50' | 'p99') => results.reduce((sum, result) => sum + result[field], 0) / results.length;
  const ratio = mean(runs.active, 'rps') / mean(runs.none, 'rps');
  const label = `webhooks, WEBHOOK_CONCURRENCY=${concurrency}`;
  row(DB, `${label}: POST single upsert, the org without subscriptions (2 runs; mean)`, { rps: mean(runs.none, 'rps'), p50: mean(runs.none, 'p50'), p99: mean(runs.none, 'p99') });
  row(DB, `${label}: POST single upsert, the org with ${SUBSCRIPTIONS} subscriptions active (2 runs in turns, A B B A; mean; ${count((delivered / deliveringMs) * 1000)} deliveries/s meanwhile)`,
    { rps: mean(runs.active, 'rps'), p50: mean(runs.active, 'p50'), p99: mean(runs.active, 'p99') }, {
      ceiling: `without subscriptions ${count(mean(runs.none, 'rps'))} req/s`,
      ratio: `${(ratio * 100).toFixed(0)} % req/s, p50 ×${(mean(runs.active, 'p50') / mean(runs.none, 'p50')).toFixed(2)}, p99 ×${(mean(runs.active, 'p99') / mean(runs.none, 'p99')).toFixed(2)}`,
      target: '≥ 90 % req/s', met: ratio >= 0.9,
    });
}

/** The org gets its items before any subscription exists (they are never delivered). */
async function seed(service: ServiceProcess, key: string): Promise<void> {
  for (let batch = 0; batch < SEEDED_ITEMS / 100; batch++) {
    await call('POST', `${service.url}/v2/action-items/bulk`, key, {
      actionItems: Array.from({ length: 100 }, (_, k) => ({ title: `seed ${batch * 100 + k + 1}`, externalId: `seed-${batch * 100 + k + 1}` })),
    });
  }
}

/**
 * One instance at this WEBHOOK_CONCURRENCY (null: the configured default, `concurrency`): the
 * sustained delivery, then the write path.
 */
async function atConcurrency(concurrency: number, setting: string | null, key: string, consumer: Consumer, options: WebhookBenchOptions, first: boolean): Promise<void> {
  const service = await startService({ DATABASE_URL: options.databaseUrl, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...(setting === null ? {} : { WEBHOOK_CONCURRENCY: setting }) });
  try {
    if (first) await seed(service, key);
    const writeSeconds = options.quick ? 6 : 30;
    // The lag while the instance keeps up (a tenth of the rate: 400 deliveries/s; a quarter: 1,000/s, the delivery target), then the issue's 200 writes/s.
    if (first) {
      await sustained(service, key, consumer, concurrency, options, writeSeconds, options.quick ? 15 : 120, WRITES_PER_SECOND / 10);
      await sustained(service, key, consumer, concurrency, options, writeSeconds, options.quick ? 15 : 120, WRITES_PER_SECOND / 4);
    }
    await sustained(service, key, consumer, concurrency, options, writeSeconds, options.quick ? 15 : 120);
    await writePath(service, key, consumer, concurrency, options);
  } finally {
    await service.stop();
  }
}

/** Runs the scenario; no other instance may run against the database meanwhile (its worker would claim deliveries too). */
export async function webhookScenarios(options: WebhookBenchOptions): Promise<void> {
  const key = await createOrg(options.databaseUrl);
  const consumer = await startConsumer();
  try {
    // The service's own default (or WEBHOOK_CONCURRENCY of this environment), as it ships.
    const configured = loadConfig(process.env).webhookConcurrency;
    await atConcurrency(configured, null, key, consumer, options, true);
    if (configured < LARGER_CONCURRENCY) await atConcurrency(LARGER_CONCURRENCY, String(LARGER_CONCURRENCY), key, consumer, options, false);
  } finally {
    await consumer.close();
  }
}
