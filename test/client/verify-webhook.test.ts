/**
 * The client's verifyWebhook() on deliveries the service really sent: the app's own worker POSTs
 * to a consumer on 127.0.0.1, and the client checks what arrived with the subscription's secret;
 * its events, narrowed by `type`, carry the record type their type says.
 * The file has a database of its own: its worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient, verifyWebhook, WebhookVerificationError, type SmrClient, type WebhookEvent } from '@safety-records/client';
import { Webhook } from 'standardwebhooks';
import { buildTestApp } from '../helpers/app.js';
import { isolateDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { startConsumer, type WebhookConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

const app = await buildTestApp({ config: { webhookDelivery: true, webhookAllowPrivateTargets: true } });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
test.after(() => app.close());

/** A new org's client, subscribed to `events` with a consumer on 127.0.0.1 that `run` reads; the consumer closed after. */
async function subscribed(events: string[], run: (context: { org: TestOrg; smr: SmrClient; consumer: WebhookConsumer; secret: string }) => Promise<void>): Promise<void> {
  const consumer = await startConsumer();
  try {
    const org = await createTestOrg();
    const smr = createClient({ baseUrl, apiKey: org.keys.all });
    const subscription = await smr.POST('/v2/webhooks', { body: { url: consumer.url, events } });
    await run({ org, smr, consumer, secret: subscription.data.secret });
  } finally {
    await consumer.close();
  }
}

test('verifyWebhook() accepts what the service signed and refuses a changed body, another secret and an old timestamp', () => subscribed(['action_item.*'], async ({ org, smr, consumer, secret }) => {
  const item = await smr.POST('/v2/action-items', { body: { title: 'Signed' } });
  await consumer.waitFor((received) => received.length === 1);
  const [delivery] = consumer.received;

  const event = verifyWebhook(secret, delivery!.headers, delivery!.body);
  assert.equal(event.type, 'action_item.created');
  assert.equal(event.organizationId, org.id);
  assert.deepEqual(event.data.record, item.data);
  assert.equal(event.id, delivery!.headers['webhook-id']);
  // A Headers object and a Buffer body are read the same way.
  const headers = new Headers(Object.entries(delivery!.headers).map(([name, value]) => [name, String(value)]));
  assert.deepEqual(verifyWebhook(secret, headers, Buffer.from(delivery!.body)), event);

  const refused = (run: () => unknown) => assert.throws(run, WebhookVerificationError);
  refused(() => verifyWebhook(secret, delivery!.headers, delivery!.body.replace('Signed', 'Forged')));
  refused(() => verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery!.headers, delivery!.body));
  // Signed correctly, an hour ago: refused for its age alone (a replay).
  const id = String(delivery!.headers['webhook-id']);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const old = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(anHourAgo.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, anHourAgo, delivery!.body) };
  assert.throws(() => verifyWebhook(secret, old, delivery!.body), /timestamp too old/i);
  // Negative control: the same signing, now, verifies.
  const now = new Date();
  const fresh = { ...old, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, now, delivery!.body) };
  assert.equal(verifyWebhook(secret, fresh, delivery!.body).id, event.id);
}));

test('a verified event narrowed by type has its resource\'s record: created and deleted action items, a created user', () => subscribed(['action_item.*', 'user.created'], async ({ org, smr, consumer, secret }) => {
  const item = await smr.POST('/v2/action-items', { body: { title: 'Narrowed', externalId: 'NARROW-1' } });
  const user = await smr.POST('/v2/users', { body: { email: 'narrow@example.com', fullName: 'Nora Narrow' } });
  await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: item.data.id } } });
  await consumer.waitFor((received) => received.length === 3);

  const events: WebhookEvent[] = consumer.received.map((delivery) => verifyWebhook(secret, delivery.headers, delivery.body));
  const seen: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'action_item.created':
        assert.deepEqual(event.data.record, item.data);
        seen.push(`created ${event.data.record.title}`);
        break;
      case 'action_item.deleted':
        assert.deepEqual(Object.keys(event.data.record).sort(), ['deletedAt', 'externalId', 'id', 'updatedAt']);
        assert.equal(event.data.record.id, item.data.id);
        seen.push(`deleted ${event.data.record.externalId}`);
        break;
      case 'user.created':
        assert.deepEqual(event.data.record, user.data);
        seen.push(`user ${event.data.record.email}`);
        break;
      default:
        seen.push(`unexpected ${event.type}`);
    }
    assert.equal(event.organizationId, org.id);
    assert.deepEqual(event.data.changes, []);
  }
  assert.deepEqual(seen.sort(), ['created Narrowed', 'deleted NARROW-1', 'user narrow@example.com']);
}));
