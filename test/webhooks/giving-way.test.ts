/**
 * Deliveries give way to requests (DECISIONS 13, a write never waits for a delivery): while the
 * instance holds more requests than its database connections, its worker starts one attempt at
 * a time, one per 100 ms; once the requests no longer queue, it delivers at WEBHOOK_CONCURRENCY
 * again. The requests held are real ones on the listening service: POSTs whose bodies have not
 * arrived. On PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

const POOL_SIZE = 2;
const app = await buildTestApp({
  config: {
    webhookDelivery: true, webhookAllowPrivateTargets: true, webhookConcurrency: 4, databasePoolSize: POOL_SIZE,
    logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
  },
});
const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
const consumer = await startConsumer();
test.after(async () => {
  await consumer.close();
  await app.close();
});

/** A request the service holds: its headers are in, its body never comes. */
async function heldRequest(key: string): Promise<Socket> {
  const socket = connect(Number(address.port), address.hostname);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`POST /v2/action-items HTTP/1.1\r\nhost: ${address.host}\r\nauthorization: Bearer ${key}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`);
  return socket;
}

/** Milliseconds between the first and the last of `count` deliveries received from index `from` on. */
const spanOf = (from: number, count: number) => consumer.received[from + count - 1]!.receivedAt - consumer.received[from]!.receivedAt;

test('while requests take every database connection, deliveries start one per 100 ms; then at full speed again', async () => {
  const org = await createTestOrg();
  const subscribed = await app.inject({ method: 'POST', url: '/v2/webhooks', headers: bearer(org.keys.all), payload: { url: consumer.url, events: ['*'] } });
  assert.equal(subscribed.statusCode, 201, subscribed.body);
  const burst = async (name: string) => {
    const response = await app.inject({
      method: 'POST', url: '/v2/action-items/bulk', headers: bearer(org.keys.all),
      payload: { actionItems: Array.from({ length: 10 }, (_, i) => ({ title: `${name} ${i}` })) },
    });
    assert.equal(response.statusCode, 200, response.body);
  };

  const held = await Promise.all(Array.from({ length: POOL_SIZE + 1 }, () => heldRequest(org.keys.all)));
  try {
    await burst('Saturated');
    await consumer.waitFor((received) => received.length === 10, 30_000);
    assert.ok(spanOf(0, 10) >= 9 * 90, `10 deliveries within ${spanOf(0, 10)} ms while the requests saturated the instance`);
  } finally {
    // The service closes once the requests it holds have ended.
    for (const socket of held) socket.destroy();
  }
  await burst('Relieved');
  await consumer.waitFor((received) => received.length === 20);
  assert.ok(spanOf(10, 10) < 9 * 90, `10 deliveries took ${spanOf(10, 10)} ms once the requests no longer queued`);
});
