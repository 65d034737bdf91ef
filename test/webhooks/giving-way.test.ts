/**
 * Deliveries give way to requests (DECISIONS 13, a write never waits for a delivery): while
 * requests wait for a connection of the requests' pool, the worker starts one attempt at a time,
 * one per 100 ms; once none waits, it delivers at WEBHOOK_CONCURRENCY again. The requests are
 * real writes, held on a row lock until every connection is taken and one more waits; the
 * worker has its own pool, as in production. PostgreSQL only (PGlite has no pool).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, TEST_DATABASE_URL, testDatabase, testDatabaseUrl } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { eventually, startConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

const skip = !TEST_DATABASE_URL && 'PostgreSQL only';
const app = await buildTestApp({
  config: {
    webhookDelivery: true, webhookAllowPrivateTargets: true, webhookConcurrency: 4, webhookRetrySchedule: [0.1],
    // The workers' own pool, on this file's database.
    databaseUrl: await testDatabaseUrl(), logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
  },
});
const database = await testDatabase();
const { db } = database;
const consumer = await startConsumer();
test.after(() => consumer.close());

/** `count` test events queued for the subscription, due in `inMs`. */
async function queueEvents(orgId: string, subscriptionId: string, count: number, inMs: number): Promise<void> {
  await sql`
    INSERT INTO webhook_deliveries (organization_id, subscription_id, event_id, type, payload, next_attempt_at)
    SELECT ${orgId}, ${subscriptionId}, gen_random_uuid()::text, 'webhook.test', '{}', clock_timestamp() + make_interval(secs => ${inMs / 1000})
      FROM generate_series(1, ${count})`.execute(db);
}

/** Milliseconds between the first and the last of `count` deliveries received from index `from` on. */
const spanOf = (from: number, count: number) => consumer.received[from + count - 1]!.receivedAt - consumer.received[from]!.receivedAt;

test('while requests wait for a database connection, deliveries start one per 100 ms; then at full speed again', { skip }, async () => {
  const subscribed = await createTestOrg();
  const writing = await createTestOrg();
  const created = await app.inject({ method: 'POST', url: '/v2/webhooks', headers: bearer(subscribed.keys.all), payload: { url: consumer.url, events: ['*'] } });
  assert.equal(created.statusCode, 201, created.body);
  const subscriptionId: string = created.json().data.id;
  await queueEvents(subscribed.id, subscriptionId, 10, 3000);

  // The writing org's clock row locked: its writes take the pool's connections and wait, one more waits for a connection.
  let release!: () => void;
  const locked = new Promise<void>((resolve) => { release = resolve; });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => { held = resolve; });
  const holder = db.transaction().execute(async (trx) => {
    await sql`SELECT 1 FROM org_clocks WHERE organization_id = ${writing.id} FOR UPDATE`.execute(trx);
    held();
    await locked;
  });
  await holding;
  const writes = Array.from({ length: 24 }, (_, i) => app.inject({
    method: 'POST', url: '/v2/action-items', headers: bearer(writing.keys.all), payload: { title: `Waiting ${i}` },
  }));
  try {
    await eventually(async () => database.poolUse()?.waiting ?? 0, (waiting) => waiting > 0, 'a request waiting for a connection');
    assert.equal(consumer.received.length, 0, 'the requests waited before the deliveries came due');
    await consumer.waitFor((received) => received.length === 10, 30_000);
    assert.ok(spanOf(0, 10) >= 9 * 90, `10 deliveries within ${spanOf(0, 10)} ms while requests waited for a connection`);
  } finally {
    release();
    await holder;
  }
  assert.deepEqual((await Promise.all(writes)).map((response) => response.statusCode), Array(24).fill(201), 'every write held went through');

  await queueEvents(subscribed.id, subscriptionId, 10, 0);
  await consumer.waitFor((received) => received.length === 20);
  assert.ok(spanOf(10, 10) < 9 * 90, `10 deliveries took ${spanOf(10, 10)} ms once no request waited`);
});
