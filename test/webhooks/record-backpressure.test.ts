/**
 * Attempts never outrun their records (DECISIONS 13): a worker holds at most 8 deliveries per
 * slot, counting those attempted whose outcomes wait to be recorded, so while the records are
 * held up nothing more is claimed, and no outcome waits out its lease (which would have the
 * delivery attempted again). The records are held up for real: the attempts' table locked
 * against inserts. PostgreSQL only (on PGlite a lock held by the test holds the one connection).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { bearer, buildTestApp } from '../helpers/app.js';
import { holdingLocks, isolateDatabase, TEST_DATABASE_URL, testDatabaseUrl } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startConsumer } from '../helpers/webhook-consumer.js';
import { deliveringConfig, queueTestEvents } from '../helpers/webhook-worker.js';

isolateDatabase();

const skip = !TEST_DATABASE_URL && 'PostgreSQL only';
const app = await buildTestApp({
  // The workers' own pool, on this file's database.
  config: deliveringConfig({ webhookConcurrency: 1, webhookRetrySchedule: [0.1], databaseUrl: await testDatabaseUrl() }),
});
const consumer = await startConsumer();
test.after(() => consumer.close());

test('while the records are held up, a worker claims no more than 8 per slot; then every delivery arrives once', { skip }, async () => {
  const org = await createTestOrg();
  const created = await app.inject({ method: 'POST', url: '/v2/webhooks', headers: bearer(org.keys.all), payload: { url: consumer.url, events: ['*'] } });
  assert.equal(created.statusCode, 201, created.body);
  const subscriptionId: string = created.json().data.id;

  const release = await holdingLocks(sql`LOCK TABLE webhook_attempts IN SHARE MODE`);
  try {
    await queueTestEvents(org.id, subscriptionId, 40);
    await consumer.waitFor((received) => received.length >= 8);
    // Claims come every 100 ms while there is room: a second's worth of them.
    await sleep(1000);
    assert.equal(consumer.received.length, 8, 'one slot: 8 attempted, their outcomes waiting, nothing more claimed');
  } finally {
    await release();
  }
  await consumer.waitFor((received) => received.length >= 40);
  await sleep(300);
  const ids = consumer.received.map((request) => String(request.headers['webhook-id']));
  assert.equal(ids.length, 40, 'no delivery attempted twice');
  assert.equal(new Set(ids).size, 40);
});
