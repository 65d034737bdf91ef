/**
 * Redis cannot stall the API. Two instances share a private redis-server; it is paused
 * (SIGSTOP: nothing answers), resumed, then killed (connections refused). Meanwhile /v2
 * requests answer without waiting for Redis, counted per instance (X-RateLimit-Remaining stays
 * truthful, the request past the limit is a 429), each instance logs one line per outage and
 * one per recovery, /readyz stays 200 and says how Redis does, and once Redis answers again
 * both instances count in it again. The tests run in order, each on a fresh organization.
 * Last, a server process whose Redis is paused still stops at once on SIGTERM.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { databaseEnv, startServer } from '../helpers/processes.js';
import { startPrivateRedis, type PrivateRedis } from '../helpers/redis-server.js';

const LIMIT = 20;
/** How long Redis stays paused; every request meanwhile must answer well within it. */
const PAUSE_MS = 5000;
/** A liveness bound with a wide margin (the Redis timeout is 200 ms), not a speed target. */
const ANSWER_BOUND_MS = 1500;
/** While Redis is unavailable an instance tries it again at most once a second. */
const RETRY_INTERVAL_MS = 1000;
/** How long a server may take to stop on SIGTERM (its grace period is 25 s). */
const STOP_BOUND_MS = 3000;
/** How soon an instance that sends nothing must notice that its connection closed. */
const IDLE_NOTICE_MS = 1000;
const OUTAGE_MESSAGE = 'Redis unavailable: rate limits are counted per instance, and list page positions are remembered per instance until it answers again';
const RECOVERY_MESSAGE = 'Redis answers again';
const UNAVAILABLE_BODY = /^unavailable since (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z): rate limits are counted per instance, and list page positions are remembered per instance$/;

interface LogEntry {
  level: number;
  msg?: string;
}

interface Instance {
  app: FastifyInstance;
  log: LogEntry[];
}

let redis: PrivateRedis | undefined;
let resumeTimer: NodeJS.Timeout | undefined;
let resumed: Promise<void> = Promise.resolve();
let one: Instance;
let two: Instance;

async function startInstance(redisUrl: string, nameSpace: string): Promise<Instance> {
  const log: LogEntry[] = [];
  const logStream = { write: (line: string) => void log.push(JSON.parse(line) as LogEntry) };
  const app = await buildTestApp({ config: { redisUrl, rateLimitPerMinute: LIMIT, rateLimitWindowSeconds: 60, logLevel: 'info' }, logStream, rateLimitNameSpace: nameSpace });
  return { app, log };
}

before(async () => {
  redis = await startPrivateRedis();
  const nameSpace = `smr-outage-${randomUUID()}:`;
  one = await startInstance(redis.url, nameSpace);
  two = await startInstance(redis.url, nameSpace);
});

after(async () => {
  clearTimeout(resumeTimer);
  await redis?.kill();
});

const linesSaying = (instance: Instance, msg: string) => instance.log.filter((entry) => entry.msg === msg);

interface Answer {
  status: number;
  remaining: string | undefined;
  ms: number;
}

async function list(instance: Instance, key: string): Promise<Answer> {
  const started = performance.now();
  const response = await instance.app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key) });
  return { status: response.statusCode, remaining: response.headers['x-ratelimit-remaining'] as string | undefined, ms: performance.now() - started };
}

const summary = (answers: Answer[]) =>
  `took ${answers.map((a) => Math.round(a.ms)).join(', ')} ms; X-RateLimit-Remaining ${answers.map((a) => a.remaining).join(', ')}`;

/** Remaining budgets of `count` requests from `from` down: from, from - 1, … */
const countdown = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from - i));

async function readiness(instance: Instance): Promise<{ status: number; body: { status: string; redis?: string } }> {
  const response = await instance.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() };
}

/** Asserts /readyz reports an outage that started between `from` and now. */
async function assertReportsOutage(instance: Instance, from: Date): Promise<void> {
  const ready = await readiness(instance);
  assert.equal(ready.status, 200, 'Redis alone does not make the instance unready');
  assert.equal(ready.body.status, 'ready');
  const since = UNAVAILABLE_BODY.exec(ready.body.redis ?? '')?.[1];
  assert.ok(since, `/readyz redis: ${ready.body.redis}`);
  assert.ok(Date.parse(since) >= from.getTime() - 1 && Date.parse(since) <= Date.now(), `since ${since}`);
}

test('while Redis answers, both instances count in it: one budget per key', async () => {
  const org = await createTestOrg();
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) answers.push(await list(i % 2 ? two : one, org.keys.read));
  assert.deepEqual(answers.map((a) => [a.status, a.remaining]), countdown(LIMIT - 1, 4).map((r) => [200, r]));
  for (const instance of [one, two]) {
    assert.deepEqual(await readiness(instance), { status: 200, body: { status: 'ready', redis: 'ok' } });
    assert.equal(linesSaying(instance, OUTAGE_MESSAGE).length, 0);
  }
});

test('Redis paused: requests answer without waiting for it, counted per instance; one outage line; /readyz says so', async (t) => {
  const org = await createTestOrg();
  const pausedAt = new Date();
  const pauseStarted = performance.now();
  redis!.pause();
  resumed = new Promise((resolve) => {
    resumeTimer = setTimeout(() => {
      redis!.resume();
      resolve();
    }, PAUSE_MS);
  });

  const answers: Answer[] = [];
  for (let i = 0; i < 10; i++) answers.push(await list(one, org.keys.read));
  t.diagnostic(`Redis paused: 10 requests ${summary(answers)}`);
  for (const [i, answer] of answers.entries()) assert.ok(answer.ms < ANSWER_BOUND_MS, `request ${i + 1} took ${Math.round(answer.ms)} ms`);
  assert.deepEqual(answers.map((a) => [a.status, a.remaining]), countdown(LIMIT - 1, 10).map((r) => [200, r]));

  for (let i = 0; i < LIMIT - 10; i++) answers.push(await list(one, org.keys.read));
  assert.deepEqual(answers.slice(10).map((a) => [a.status, a.remaining]), countdown(LIMIT - 11, LIMIT - 10).map((r) => [200, r]));
  const limited = await one.app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.equal(limited.statusCode, 429, `request ${LIMIT + 1} in the window`);
  assert.deepEqual(limited.json(), { code: 'rate_limit_exceeded', message: `Rate limit exceeded: ${LIMIT} requests per 60 seconds` });
  assert.equal(limited.headers['x-ratelimit-remaining'], '0');
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${limited.headers['retry-after']}`);

  const elsewhere = await list(two, org.keys.read);
  assert.deepEqual([elsewhere.status, elsewhere.remaining], [200, String(LIMIT - 1)], 'the other instance has its own count meanwhile');
  assert.ok(elsewhere.ms < ANSWER_BOUND_MS, `the other instance took ${Math.round(elsewhere.ms)} ms`);

  for (const instance of [one, two]) {
    const outages = linesSaying(instance, OUTAGE_MESSAGE);
    assert.equal(outages.length, 1, 'one line per outage, not one per request');
    assert.equal(outages[0]!.level, 40, 'logged as a warning');
    await assertReportsOutage(instance, pausedAt);
  }
  assert.ok(performance.now() - pauseStarted < PAUSE_MS, 'all of this happened while Redis was paused');
});

test('Redis resumed: counting is shared again; one recovery line; /readyz says ok', async () => {
  await resumed;
  await sleep(RETRY_INTERVAL_MS + 100);
  const org = await createTestOrg();
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) answers.push(await list(i % 2 ? two : one, org.keys.read));
  assert.deepEqual(answers.map((a) => [a.status, a.remaining]), countdown(LIMIT - 1, 4).map((r) => [200, r]), 'one counter across both instances');
  for (const instance of [one, two]) {
    const recoveries = linesSaying(instance, RECOVERY_MESSAGE);
    assert.equal(recoveries.length, 1, 'one line per recovery');
    assert.equal(recoveries[0]!.level, 30, 'logged as info');
    assert.deepEqual(await readiness(instance), { status: 200, body: { status: 'ready', redis: 'ok' } });
  }
});

test('Redis killed: requests still answer at once, counted per instance; one more outage line, also on the idle instance', async (t) => {
  const org = await createTestOrg();
  const killedAt = new Date();
  await redis!.kill();
  const answers: Answer[] = [];
  for (let i = 0; i < 10; i++) answers.push(await list(one, org.keys.read));
  t.diagnostic(`Redis killed: 10 requests ${summary(answers)}`);
  for (const [i, answer] of answers.entries()) assert.ok(answer.ms < ANSWER_BOUND_MS, `request ${i + 1} took ${Math.round(answer.ms)} ms`);
  assert.deepEqual(answers.map((a) => [a.status, a.remaining]), countdown(LIMIT - 1, 10).map((r) => [200, r]));
  // The idle instance learns from its connection closing, not from a request; give its event loop a moment.
  const deadline = performance.now() + IDLE_NOTICE_MS;
  while ((await readiness(two)).body.redis === 'ok' && performance.now() < deadline) await sleep(20);
  for (const instance of [one, two]) {
    assert.equal(linesSaying(instance, OUTAGE_MESSAGE).length, 2, 'one line for this outage');
    await assertReportsOutage(instance, killedAt);
  }
});

test('a server process whose Redis is paused still stops at once on SIGTERM', async (t) => {
  const paused = await startPrivateRedis();
  t.after(() => paused.kill());
  const { env, cleanup } = databaseEnv();
  try {
    const server = await startServer({ ...env, REDIS_URL: paused.url });
    paused.pause();
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const ms = performance.now() - signalled;
    t.diagnostic(`SIGTERM with Redis paused: exit code ${code} after ${Math.round(ms)} ms`);
    assert.equal(code, 0);
    assert.ok(ms < STOP_BOUND_MS, `the process took ${Math.round(ms)} ms to stop`);
  } finally {
    cleanup();
  }
});
