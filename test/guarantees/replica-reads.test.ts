/**
 * Reads from a streaming replica (DECISIONS 18) on a real primary and hot standby this file
 * starts itself (test/helpers/streaming-replication.ts): reads go to the standby, a key's own
 * writes are read back at once whatever the standby's replay does (negative control: the same
 * with every floor forgotten reads old records), the no-skip harness holds through two instances
 * reading the standby while its replay is paused and resumed, a standby stopped mid-run fails no
 * request, and /readyz and /metrics show each replica's state and lag.
 *
 * It starts PostgreSQL servers of its own, independent of the pass's database: it runs in the
 * PostgreSQL pass (the shorter one), with Redis (the instances share their keys' floors there).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import type { ReadFloors } from '../../src/db/driver/read-routing.js';
import { prepareServiceDatabase } from '../../src/modules/changes/logged-tables.js';
import { parseApiKey } from '../../src/modules/api-keys/api-key-format.js';
import { parseFixedWidthWalPosition, parseWalPosition } from '../../src/db/driver/wal-position.js';
import { Redis } from 'ioredis';
import { bearer, testConfig } from '../helpers/app.js';
import { onPostgres } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { scrapeMetrics, valueOf } from '../helpers/metrics-scrape.js';
import { startReplicatedPair, streamingReplicationAvailable, type ReplicatedPair } from '../helpers/streaming-replication.js';
import { apiPollingTrial } from './api-polling-trial.js';

const skip = (!onPostgres && 'starts PostgreSQL servers of its own: runs in the PostgreSQL pass') || streamingReplicationAvailable() || false;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = 'replica-metrics-token-0123456789';

let pair: ReplicatedPair;
let primary: Database;
const closers: Array<() => Promise<unknown>> = [];

before(async () => {
  if (skip) return;
  pair = await startReplicatedPair({ database: 'smr' });
  primary = await openDatabase({ databaseUrl: pair.primaryUrl, dataDir: null, poolSize: 5 });
  await prepareServiceDatabase(primary);
  await pair.waitForReplay();
});

// Each test's instances are closed after it: the pair's servers take 30 connections.
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

after(async () => {
  if (skip) return;
  await primary?.close();
  await pair?.stop();
});

/** Forgets every floor: reads go to the standby whatever the key wrote or read (the negative control). */
const forgetfulFloors: ReadFloors = { floorOf: async () => 0n, raise: async () => {} };

interface InstanceOptions {
  maxLagMs: number;
  /** Instances given the same name space share their keys' floors (through Redis). */
  nameSpace: string;
  floors?: ReadFloors;
}

/** A service instance on the pair: writes to the primary, reads from the standby; ready once the standby takes reads. */
async function instance({ maxLagMs, nameSpace, floors }: InstanceOptions): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: pair.primaryUrl, dataDir: null, poolSize: 4, replicas: { replicaUrls: [pair.standbyUrl], maxLagMs },
  });
  await prepareServiceDatabase(database);
  const config = testConfig({
    databaseUrl: pair.primaryUrl, databaseReplicaUrls: [pair.standbyUrl], replicaMaxLagMs: maxLagMs, redisUrl: REDIS_URL, replicaFloors: 'redis', metricsToken: METRICS_TOKEN, logLevel: (process.env.REPLICA_TEST_LOG_LEVEL ?? 'silent') as 'silent',
  });
  const app = await buildApp({ config, database, rateLimitNameSpace: `${nameSpace}:`, ...(floors ? { readFloors: floors } : {}) });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  await untilReplica(app, 'up');
  return app;
}

interface ReplicaReadiness {
  name: string;
  state: string;
  lagMs: number | null;
}

async function replicaOf(app: FastifyInstance): Promise<ReplicaReadiness> {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().replicas[0];
}

async function untilReplica(app: FastifyInstance, state: string, timeoutMs = 15_000): Promise<ReplicaReadiness> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const replica = await replicaOf(app);
    if (replica.state === state) return replica;
    if (Date.now() > deadline) assert.fail(`the replica did not become ${state}: ${JSON.stringify(replica)}`);
    await sleep(20);
  }
}

async function call(app: FastifyInstance, key: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body.length > 0 ? response.json() : null };
}

async function ok(app: FastifyInstance, key: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await call(app, key, method, url, payload);
  assert.ok(response.status < 300, `${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const readsServedBy = async (app: FastifyInstance, servedBy: string) => valueOf(await scrapeMetrics(app, METRICS_TOKEN), 'smr_db_reads_total', { served_by: servedBy }) ?? 0;

/** A new org on the primary, replayed by the standby before the test reads it. */
async function replayedOrg(): Promise<TestOrg> {
  const org = await createTestOrg(undefined, primary.db);
  await pair.waitForReplay();
  return org;
}

test('a key that has not written reads the standby; a key reads its own write at once while replay is paused', { skip }, async () => {
  const app = await instance({ maxLagMs: 60_000, nameSpace: `replica-${randomUUID()}` });
  const org = await replayedOrg();
  const created = (await ok(app, org.keys.all, 'POST', '/v2/action-items', { title: 'before' })).data;
  await pair.waitForReplay();
  await pair.pauseReplay();
  try {
    await ok(app, org.keys.all, 'PATCH', `/v2/action-items/${created.id}`, { title: 'after' });
    // Another key, which has seen nothing newer: the paused standby answers it, as it was.
    const other = (await ok(app, org.keys.read, 'GET', `/v2/action-items/${created.id}`)).data;
    assert.equal(other.title, 'before');
    // If-Match and Idempotency-Key requests are the primary's (DECISIONS 18), even a GET of a key with no floor.
    for (const header of [{ 'if-match': '*' }, { 'idempotency-key': randomUUID() }]) {
      const response = await app.inject({ method: 'GET', url: `/v2/action-items/${created.id}`, headers: { ...bearer(org.keys.readWrite), ...header } });
      assert.equal(response.json().data.title, 'after', JSON.stringify(header));
    }
    // The writer: its floor is past what the standby has replayed, so the primary answers it.
    assert.equal((await ok(app, org.keys.all, 'GET', `/v2/action-items/${created.id}`)).data.title, 'after');
    const list = await ok(app, org.keys.all, 'GET', '/v2/action-items?limit=10');
    assert.deepEqual(list.data.map((item: { title: string }) => item.title), ['after']);
  } finally {
    await pair.resumeReplay();
  }
  await pair.waitForReplay();
  await sleep(300);
  const before = await readsServedBy(app, 'replica');
  // Replayed and sampled: the writer's reads return to the standby.
  assert.equal((await ok(app, org.keys.all, 'GET', `/v2/action-items/${created.id}`)).data.title, 'after');
  assert.equal(await readsServedBy(app, 'replica'), before + 1);
});

/** The floor kept in Redis for `key` by instances of `nameSpace` (0 when none). */
async function sharedFloor(nameSpace: string, key: string): Promise<bigint> {
  const [row] = await sql<{ id: string }>`SELECT id FROM api_keys WHERE public_id = ${parseApiKey(key)!.publicId}`.execute(primary.db).then((r) => r.rows);
  const redis = new Redis(REDIS_URL);
  try {
    const kept = await redis.get(`${nameSpace}:read-floor:${row!.id}`);
    return kept === null ? 0n : parseFixedWidthWalPosition(kept);
  } finally {
    redis.disconnect();
  }
}

test('a streamed list reads the standby; one the primary serves raises the key\'s floor past what it showed, before its body ends', { skip }, async () => {
  const patient = await instance({ maxLagMs: 60_000, nameSpace: `replica-${randomUUID()}` });
  const strictSpace = `replica-${randomUUID()}`;
  const strict = await instance({ maxLagMs: 300, nameSpace: strictSpace });
  const org = await replayedOrg();
  await pair.pauseReplay();
  try {
    await ok(patient, org.keys.all, 'POST', '/v2/users', { email: 'new@example.com', fullName: 'New' });
    const written = parseWalPosition((await sql<{ lsn: string }>`SELECT pg_current_wal_insert_lsn()::text AS lsn`.execute(primary.db)).rows[0]!.lsn);
    // A key with no floor, the standby taking reads: the stream is read from the paused standby.
    const replicaReads = await readsServedBy(patient, 'replica');
    assert.deepEqual((await ok(patient, org.keys.read, 'GET', '/v2/users')).data, []);
    assert.equal(await readsServedBy(patient, 'replica'), replicaReads + 1);
    // The standby lagging for the other instance: the primary streams the list, and the key's floor moves past the user it showed.
    await untilReplica(strict, 'lagging');
    assert.equal(await sharedFloor(strictSpace, org.keys.readWrite), 0n);
    const users = (await ok(strict, org.keys.readWrite, 'GET', '/v2/users')).data;
    assert.deepEqual(users.map((user: { email: string }) => user.email), ['new@example.com']);
    assert.ok(await sharedFloor(strictSpace, org.keys.readWrite) >= written, 'the floor is past the write the stream showed');
  } finally {
    await pair.resumeReplay();
  }
});

/**
 * 1,000 writes each read back at once through the other instance (creates and PATCHes, by one
 * key), the standby's replay paused for two stretches of the run. The lag bound is high, so the
 * paused standby keeps taking reads: only the floors keep the writer's reads off it.
 */
async function readYourWrites(floors: ReadFloors | undefined): Promise<{ wrong: string[]; pausedRounds: number }> {
  const nameSpace = `replica-${randomUUID()}`;
  const writer = await instance({ maxLagMs: 60_000, nameSpace, ...(floors ? { floors } : {}) });
  const reader = await instance({ maxLagMs: 60_000, nameSpace, ...(floors ? { floors } : {}) });
  const org = await replayedOrg();
  const patched = (await ok(writer, org.keys.all, 'POST', '/v2/action-items', { title: 'v-start' })).data;
  await pair.waitForReplay();
  const wrong: string[] = [];
  let paused = false;
  let pausedRounds = 0;
  try {
    for (let round = 0; round < 1000; round++) {
      if (round === 150 || round === 650) {
        await pair.pauseReplay();
        paused = true;
      }
      if (round === 450 || round === 900) {
        await pair.resumeReplay();
        paused = false;
      }
      if (paused) pausedRounds++;
      const [from, to] = round % 4 < 2 ? [writer, reader] : [reader, writer];
      if (round % 2 === 0) {
        const created = (await ok(from, org.keys.all, 'POST', '/v2/action-items', { title: `created ${round}` })).data;
        const read = await call(to, org.keys.all, 'GET', `/v2/action-items/${created.id}`);
        if (read.status !== 200 || read.body?.data?.title !== `created ${round}`) wrong.push(`round ${round}: created, read ${read.status} ${read.body?.data?.title}`);
      } else {
        await ok(from, org.keys.all, 'PATCH', `/v2/action-items/${patched.id}`, { title: `patched ${round}` });
        const read = await call(to, org.keys.all, 'GET', `/v2/action-items/${patched.id}`);
        if (read.status !== 200 || read.body?.data?.title !== `patched ${round}`) wrong.push(`round ${round}: patched, read ${read.status} ${read.body?.data?.title}`);
      }
    }
  } finally {
    if (paused) await pair.resumeReplay();
  }
  return { wrong, pausedRounds };
}

test('read-your-writes: 1,000 writes each read back at once through another instance, replay paused for 550 of them: never a 404 nor an older record', { skip }, async () => {
  const { wrong, pausedRounds } = await readYourWrites(undefined);
  assert.equal(pausedRounds, 550);
  assert.deepEqual(wrong, []);
});

test('negative control: the same with every floor forgotten reads missing and older records from the paused standby', { skip }, async () => {
  const { wrong } = await readYourWrites(forgetfulFloors);
  console.log(`# forgotten floors: ${wrong.length} of 1000 reads missing or older, e.g. ${wrong.slice(0, 2).join('; ')}`);
  assert.ok(wrong.length >= 100, `the test must be able to fail: ${wrong.length} wrong reads`);
});

/** Pauses and resumes the standby's replay at random (50–600 ms each) until `running()` says stop; resumed at the end. */
async function pauseAtRandom(running: () => boolean): Promise<number> {
  let pauses = 0;
  while (running()) {
    await pair.pauseReplay();
    pauses++;
    await sleep(50 + Math.random() * 550);
    await pair.resumeReplay();
    await sleep(50 + Math.random() * 550);
  }
  return pauses;
}

/**
 * Follows the change feed by cursor through `apps` in turn until `running()` says stop, then,
 * once `caughtUp` resolves, once more; every entry's seq, in order.
 */
async function followChanges(apps: FastifyInstance[], key: string, start: string, running: () => boolean, caughtUp: () => Promise<void>): Promise<string[]> {
  const seqs: string[] = [];
  let cursor = start;
  let sent = 0;
  const syncOnce = async () => {
    for (;;) {
      const body = await ok(apps[sent++ % apps.length]!, key, 'GET', `/v2/changes?cursor=${cursor}&limit=20`);
      for (const entry of body.data) {
        assert.ok(seqs.length === 0 || entry.seq > seqs.at(-1)!, `entry ${entry.seq} after ${seqs.at(-1)}`);
        seqs.push(entry.seq);
      }
      cursor = body.meta.nextCursor;
      if (!body.meta.hasNext) return;
    }
  };
  while (running()) {
    await syncOnce();
    await sleep(100 + Math.random() * 200);
  }
  await caughtUp();
  await syncOnce();
  return seqs;
}

for (const procedure of ['cursor', 'pages'] as const) {
  test(`no skips through two instances reading the standby, replay paused and resumed at random: the ${procedure === 'cursor' ? 'cursor' : 'page'} procedure and the change feed`, { skip }, async () => {
    const nameSpace = `replica-${randomUUID()}`;
    const apps = [await instance({ maxLagMs: 1000, nameSpace }), await instance({ maxLagMs: 1000, nameSpace })];
    const org = await replayedOrg();
    const start = (await ok(apps[0]!, org.keys.all, 'GET', '/v2/changes?limit=1')).meta.nextCursor as string;
    let running = true;
    const replicaReadsBefore = await readsServedBy(apps[1]!, 'replica');
    const pausing = pauseAtRandom(() => running);
    // The last syncs read what is committed once the writers stopped: a key with no floor may read a
    // standby that is behind (older, never a gap), so the standby first replays everything and is sampled.
    let settled: Promise<void> | null = null;
    const caughtUp = () => (settled ??= (async () => {
      running = false;
      await pausing;
      await pair.waitForReplay();
      await sleep(300);
    })());
    const feed = followChanges(apps, org.keys.read, start, () => running, caughtUp);
    const report = await apiPollingTrial(6_000, procedure === 'cursor' ? { kind: 'cursor' } : { kind: 'pages', keyFor: (o) => o.keys.read }, {
      apps, db: primary.db, org, readKey: org.keys.read, beforeFinalSync: caughtUp,
    }).finally(caughtUp);
    const [pauses, seqs] = await Promise.all([pausing, feed]);
    const logged = (await sql<{ seq: string }>`
      SELECT seq FROM change_entries WHERE organization_id = ${org.id} AND seq > ${start} ORDER BY seq`.execute(primary.db)).rows.map((row) => row.seq);
    const replicaReads = await readsServedBy(apps[1]!, 'replica') - replicaReadsBefore;
    console.log(`# ${procedure} through the standby: ${JSON.stringify({ ...report, pauses, feedEntries: seqs.length, replicaReads })}`);
    assert.ok(report.writes > 50, `enough writes: ${report.writes}`);
    assert.ok(pauses >= 3, `replay paused ${pauses} times`);
    assert.ok(replicaReads > 20, `reads the standby served through one instance: ${replicaReads}`);
    assert.equal(report.skips, 0, `skips: ${JSON.stringify(report)}`);
    assert.deepEqual(seqs, logged, 'the change feed delivered every entry, once, in order');
  });
}

test('a standby stopped mid-run and started again: reads go on from the primary, no request fails, then return to the standby', { skip }, async () => {
  const app = await instance({ maxLagMs: 1000, nameSpace: `replica-${randomUUID()}` });
  const org = await replayedOrg();
  const item = (await ok(app, org.keys.all, 'POST', '/v2/action-items', { title: 'v0' })).data;
  // The readers' key has no floor: the standby first replays the item they read.
  await pair.waitForReplay();
  await sleep(300);
  let running = true;
  const failures: string[] = [];
  const states = new Set<string>();
  let reads = 0;
  const urls = [`/v2/action-items/${item.id}`, '/v2/action-items?limit=20', '/v2/changes?limit=20', `/v2/action-items/${item.id}/history`];
  const reader = async () => {
    for (let n = 0; running; n++) {
      const response = await call(app, org.keys.read, 'GET', urls[n % urls.length]!);
      reads++;
      if (response.status !== 200) failures.push(`${urls[n % urls.length]}: ${response.status} ${JSON.stringify(response.body)}`);
    }
  };
  const writer = async () => {
    for (let n = 1; running; n++) {
      const response = await call(app, org.keys.all, 'PATCH', `/v2/action-items/${item.id}`, { title: `v${n}` });
      if (response.status !== 200) failures.push(`PATCH: ${response.status}`);
      await sleep(20);
    }
  };
  const watcher = async () => {
    while (running) {
      states.add((await replicaOf(app)).state);
      await sleep(20);
    }
  };
  const load = Promise.all([reader(), reader(), writer(), watcher()]);
  await sleep(1000);
  await pair.stopStandby();
  await untilReplica(app, 'down');
  const replicaReadsWhileDown = await readsServedBy(app, 'replica');
  await sleep(1000);
  const servedWhileDown = await readsServedBy(app, 'replica') - replicaReadsWhileDown;
  await pair.startStandby();
  await untilReplica(app, 'up');
  const replicaReadsBack = await readsServedBy(app, 'replica');
  await sleep(1000);
  running = false;
  await load;
  const servedAfter = await readsServedBy(app, 'replica') - replicaReadsBack;
  console.log(`# standby stopped and started: ${JSON.stringify({ reads, states: [...states], servedWhileDown, servedAfter })}`);
  assert.deepEqual(failures, []);
  assert.equal(servedWhileDown, 0, 'no read on the stopped standby');
  assert.ok(servedAfter > 10, `reads back on the standby: ${servedAfter}`);
  assert.ok(states.has('down') && states.has('up'), `states seen: ${[...states]}`);
});

test('/readyz and /metrics: a paused standby goes lagging past REPLICA_MAX_LAG_MS and its reads go to the primary; resumed, it is up again with no lag', { skip }, async () => {
  const app = await instance({ maxLagMs: 300, nameSpace: `replica-${randomUUID()}` });
  const org = await replayedOrg();
  assert.deepEqual(await replicaOf(app), { name: `127.0.0.1:${new URL(pair.standbyUrl).port}/smr`, state: 'up', lagMs: 0 });
  await pair.pauseReplay();
  try {
    // Written by another key: the key reading it has no floor, only the lag keeps it off the paused standby.
    const created = (await ok(app, org.keys.all, 'POST', '/v2/action-items', { title: 'written while paused' })).data;
    const lagging = await untilReplica(app, 'lagging');
    assert.ok(lagging.lagMs! > 300, `lag ${lagging.lagMs}`);
    const primaryReads = await readsServedBy(app, 'primary');
    assert.equal((await ok(app, org.keys.read, 'GET', `/v2/action-items/${created.id}`)).data.title, 'written while paused');
    assert.equal(await readsServedBy(app, 'primary'), primaryReads + 1);
    const metrics = await scrapeMetrics(app, METRICS_TOKEN);
    const name = lagging.name;
    assert.equal(valueOf(metrics, 'smr_db_replica_state', { replica: name, state: 'lagging' }), 1);
    assert.equal(valueOf(metrics, 'smr_db_replica_state', { replica: name, state: 'up' }), 0);
    assert.ok(valueOf(metrics, 'smr_db_replica_lag_seconds', { replica: name })! > 0.3);
  } finally {
    await pair.resumeReplay();
  }
  const up = await untilReplica(app, 'up');
  assert.equal(up.lagMs, 0);
  const metrics = await scrapeMetrics(app, METRICS_TOKEN);
  assert.equal(valueOf(metrics, 'smr_db_replica_state', { replica: up.name, state: 'up' }), 1);
  assert.equal(valueOf(metrics, 'smr_db_replica_lag_seconds', { replica: up.name }), 0);
});
