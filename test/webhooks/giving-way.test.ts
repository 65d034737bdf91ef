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
import { holdingLocks, isolateDatabase, TEST_DATABASE_URL, testDatabase, testDatabaseUrl } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { eventually, startConsumer } from '../helpers/webhook-consumer.js';
import { deliveringConfig, queueTestEvents } from '../helpers/webhook-worker.js';

isolateDatabase();

const skip = !TEST_DATABASE_URL && 'PostgreSQL only';
const app = await buildTestApp({
  // The workers' own pool, on this file's database.
  config: deliveringConfig({ webhookConcurrency: 4, webhookRetrySchedule: [0.1], databaseUrl: await testDatabaseUrl() }),
});
const database = await testDatabase();
const consumer = await startConsumer();
test.after(() => consumer.close());

/** Milliseconds between the first and the last of `count` deliveries received from index `from` on. */
const spanOf = (from: number, count: number) => consumer.received[from + count - 1]!.receivedAt - consumer.received[from]!.receivedAt;

test('while requests wait for a database connection, deliveries start one per 100 ms; then at full speed again', { skip }, async () => {
  const subscribed = await createTestOrg();
  const writing = await createTestOrg();
  const created = await app.inject({ method: 'POST', url: '/v2/webhooks', headers: bearer(subscribed.keys.all), payload: { url: consumer.url, events: ['*'] } });
  assert.equal(created.statusCode, 201, created.body);
  const subscriptionId: string = created.json().data.id;
  await queueTestEvents(subscribed.id, subscriptionId, 10, 3000);

  // The writing org's clock row locked: its writes take the pool's connections and wait, one more waits for a connection.
  // (Writes that take the clock first, in a transaction: single action item POSTs would wait in the org's write
  // combiner instead, all but one without a connection, src/db/write-combiner.ts.)
  const release = await holdingLocks(sql`SELECT 1 FROM org_clocks WHERE organization_id = ${writing.id} FOR UPDATE`);
  const writes = Array.from({ length: 24 }, (_, i) => app.inject({
    method: 'POST', url: '/v2/teams', headers: bearer(writing.keys.all), payload: { name: `Waiting ${i}` },
  }));
  try {
    await eventually(async () => database.poolUse()?.waiting ?? 0, (waiting) => waiting > 0, 'a request waiting for a connection');
    assert.equal(consumer.received.length, 0, 'the requests waited before the deliveries came due');
    await consumer.waitFor((received) => received.length === 10, 30_000);
    assert.ok(spanOf(0, 10) >= 9 * 90, `10 deliveries within ${spanOf(0, 10)} ms while requests waited for a connection`);
  } finally {
    await release();
  }
  assert.deepEqual((await Promise.all(writes)).map((response) => response.statusCode), Array(24).fill(201), 'every write held went through');

  await queueTestEvents(subscribed.id, subscriptionId, 10, 0);
  await consumer.waitFor((received) => received.length === 20);
  assert.ok(spanOf(10, 10) < 9 * 90, `10 deliveries took ${spanOf(10, 10)} ms once no request waited`);
});
