/**
 * `--only=replicas` (also the last part of a full run): reads from a streaming replica
 * (docs/decisions/read-replicas.md), on a primary and a hot standby this benchmark starts from
 * the machine's PostgreSQL binaries (test/helpers/streaming-replication.ts), with the quick
 * dataset on the primary whatever the run's size (what is compared is the same reads with the
 * routing on and off, not the data's size).
 *
 * - The same reads (GET by id, a cursor page of 100; 20 clients) served by the primary with the
 *   routing off, and by the standby with it on (DATABASE_REPLICA_URLS), the keys' floors in the
 *   instance and in Redis, in turns, one service at a time: the ratios are what the routing costs.
 * - A mixed load: 20 clients reading through one instance (a key that never writes) while another
 *   instance writes 50 action items a second in the same org with another key and reads each
 *   back at once: the share of the readers' reads the standby served, the share of the writer's
 *   read-backs that fell back to the primary, and the standby's lag (from /readyz) p50 and p99.
 *   Two servers on one machine share its cores: the capacity model (docs/capacity.md) reads
 *   per-server figures from here, not a total.
 */
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { openDatabase } from '../src/db/database.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';
import { startReplicatedPair, streamingReplicationAvailable } from '../test/helpers/streaming-replication.js';
import { generateDataset, QUICK, type Dataset } from './dataset.js';
import { load, startService, type LoadResult, type ServiceProcess } from './measure.js';
import { getEachItem } from './reads.js';
import { meanOf, type Row } from './report.js';

export interface ReplicaBenchOptions {
  seconds: number;
  row: Row;
  log: (line: string) => void;
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const DB = 'PostgreSQL + standby';
const WRITES_PER_SECOND = 50;

/** Where a service's read routes went so far, from its /metrics. */
async function readsServed(service: ServiceProcess): Promise<{ replica: number; primary: number }> {
  const text = await (await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const count = (servedBy: string) => Number(new RegExp(`^smr_db_reads_total\\{served_by="${servedBy}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { replica: count('replica'), primary: count('primary') };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const share = (part: number, whole: number): string => `${whole === 0 ? 0 : ((part / whole) * 100).toFixed(1)} %`;

/** GET by id and a cursor page of 100, 20 clients each. */
async function readLoads(service: ServiceProcess, data: Dataset, seconds: number): Promise<{ byId: LoadResult; page: LoadResult }> {
  const headers = { authorization: `Bearer ${data.key}` };
  const byId = await getEachItem(service.url, '/v2/action-items', data.itemIds, seconds, headers);
  const page = await load(`${service.url}/v2/action-items?limit=100`, { seconds, headers: { ...headers, 'accept-encoding': 'identity' } });
  return { byId, page };
}

type Mode = 'off' | 'instance' | 'redis';
const MODE_NAMES: Record<Mode, string> = {
  off: 'routing off: the primary serves',
  instance: 'routing on: the standby serves, floors in the instance (REPLICA_FLOORS=instance)',
  redis: 'routing on: the standby serves, floors in Redis (REPLICA_FLOORS=redis, a Redis GET per read)',
};

async function routingCost(env: Record<Mode, Record<string, string>>, data: Dataset, { seconds, row }: ReplicaBenchOptions): Promise<void> {
  const modes: Mode[] = ['off', 'instance', 'redis'];
  const runs = Object.fromEntries(modes.map((mode) => [mode, [] as Array<{ byId: LoadResult; page: LoadResult }>])) as Record<Mode, Array<{ byId: LoadResult; page: LoadResult }>>;
  let served = { replica: 0, primary: 0 };
  for (let round = 0; round < 2; round++) {
    for (const mode of modes) {
      const service = await startService(env[mode]);
      runs[mode].push(await readLoads(service, data, seconds));
      if (mode !== 'off') {
        const counted = await readsServed(service);
        served = { replica: served.replica + counted.replica, primary: served.primary + counted.primary };
      }
      await service.stop();
    }
  }
  for (const [name, pick] of [['GET action item by id', (r: { byId: LoadResult }) => r.byId], ['cursor page of 100', (r: { page: LoadResult }) => r.page]] as const) {
    const off = meanOf(runs.off.map(pick));
    row(DB, `${name}, 20 clients, ${MODE_NAMES.off} (2 runs, in turns)`, off);
    for (const mode of ['instance', 'redis'] as const) {
      const on = meanOf(runs[mode].map(pick));
      const ratio = (on.rps / off.rps) * 100;
      row(DB, `${name}, 20 clients, ${MODE_NAMES[mode]} (2 runs, in turns)`, on, {
        ceiling: 'routing off', ratio: `${ratio.toFixed(0)} % req/s, p99 ×${(on.p99 / Math.max(off.p99, 0.01)).toFixed(2)}`, target: '≥ 90 %', met: ratio >= 90,
      });
    }
  }
  row(DB, `routing on: read requests served by the standby ${share(served.replica, served.replica + served.primary)} (${served.replica} of ${served.replica + served.primary})`, {});
}

async function mixedLoad(env: Record<string, string>, data: Dataset, writerKey: string, { seconds, row }: ReplicaBenchOptions): Promise<void> {
  const readers = await startService(env);
  const writer = await startService(env);
  try {
    let running = true;
    let writes = 0;
    let writeFailures = 0;
    const lags: number[] = [];
    const writerHeaders = { authorization: `Bearer ${writerKey}`, 'content-type': 'application/json' };
    const writing = (async () => {
      const started = Date.now();
      while (running) {
        const due = started + (writes * 1000) / WRITES_PER_SECOND;
        if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        const created = await fetch(`${writer.url}/v2/action-items`, { method: 'POST', headers: writerHeaders, body: JSON.stringify({ title: `mixed ${writes}` }) });
        const { data: item } = await created.json() as { data: { id: string } };
        const readBack = await fetch(`${writer.url}/v2/action-items/${item.id}`, { headers: writerHeaders });
        await readBack.arrayBuffer();
        if (created.status !== 201 && created.status !== 200) writeFailures++;
        if (readBack.status !== 200) writeFailures++;
        writes++;
      }
    })();
    const sampling = (async () => {
      while (running) {
        const ready = await (await fetch(`${readers.url}/readyz`)).json() as { replicas: Array<{ lagMs: number | null }> };
        if (ready.replicas[0]?.lagMs != null) lags.push(ready.replicas[0].lagMs);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const before = await readsServed(readers);
    const read = await getEachItem(readers.url, '/v2/action-items', data.itemIds, seconds, { authorization: `Bearer ${data.key}` });
    const after = await readsServed(readers);
    running = false;
    await Promise.all([writing, sampling]);
    const writerReads = await readsServed(writer);
    const replicaReads = after.replica - before.replica;
    const readerTotal = replicaReads + after.primary - before.primary;
    const readerShare = readerTotal === 0 ? 0 : (replicaReads / readerTotal) * 100;
    row(DB, `mixed: 20 clients reading by id through one instance while another writes ${WRITES_PER_SECOND}/s in the same org (${writes} writes, ${writeFailures} failed)`, read, {
      ceiling: 'readers\' reads', ratio: `${readerShare.toFixed(1)} % served by the standby`, target: '≥ 90 %', met: readerShare >= 90,
    });
    row(DB, `mixed: the writer's read-backs, each at once after its write: ${share(writerReads.primary, writerReads.primary + writerReads.replica)} on the primary until the standby replayed the write (${writerReads.replica} on the standby)`, {});
    row(DB, `mixed: standby lag from /readyz every 50 ms: p50 ${percentile(lags, 50)} ms, p99 ${percentile(lags, 99)} ms (${lags.length} samples)`, {});
  } finally {
    await Promise.all([readers.stop(), writer.stop()]);
  }
}

export async function replicaScenarios(options: ReplicaBenchOptions): Promise<void> {
  const unavailable = streamingReplicationAvailable();
  if (unavailable) {
    options.log(`The replica scenarios are skipped: ${unavailable}`);
    return;
  }
  // Room for two services (requests, replicas, samplers, webhook workers) and a cache for the dataset.
  const pair = await startReplicatedPair({ database: 'smr_bench', settings: { max_connections: '120', shared_buffers: "'256MB'" } });
  try {
    const database = await openDatabase({ databaseUrl: pair.primaryUrl, dataDir: null, poolSize: 4 });
    await prepareServiceDatabase(database);
    options.log('## A primary and a streaming hot standby on this machine (quick dataset)');
    const data = await generateDataset(database.db, 'postgres', QUICK, options.log);
    const writerKey = (await createApiKey(database.db, data.orgId, { name: 'bench writer', scopes: ['read', 'write'] })).key;
    await database.close();
    await pair.waitForReplay();
    // Redis in every mode (it holds nothing else a read uses here: rate limiting is off).
    const off = { DATABASE_URL: pair.primaryUrl, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', METRICS_TOKEN };
    const on = { ...off, DATABASE_REPLICA_URLS: pair.standbyUrl };
    await routingCost({ off, instance: { ...on, REPLICA_FLOORS: 'instance' }, redis: { ...on, REPLICA_FLOORS: 'redis' } }, data, options);
    // Two instances: floors shared through Redis.
    await mixedLoad({ ...on, REPLICA_FLOORS: 'redis' }, data, writerKey, options);
  } finally {
    await pair.stop();
  }
}
