/**
 * The client's verifyWebhook() on deliveries the service really sent: the app's own worker POSTs
 * to a consumer on 127.0.0.1, and the client checks what arrived with the subscription's secret.
 * The file has a database of its own: its worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient, verifyWebhook, WebhookVerificationError } from '@safety-records/client';
import { Webhook } from 'standardwebhooks';
import { buildTestApp } from '../helpers/app.js';
import { isolateDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

test('verifyWebhook() accepts what the service signed and refuses a changed body, another secret and an old timestamp', async () => {
  const app = await buildTestApp({ config: { webhookDelivery: true, webhookAllowPrivateTargets: true } });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const consumer = await startConsumer();
  try {
    const org = await createTestOrg();
    const smr = createClient({ baseUrl, apiKey: org.keys.all });
    const subscription = await smr.POST('/v2/webhooks', { body: { url: consumer.url, events: ['action_item.*'] } });
    const item = await smr.POST('/v2/action-items', { body: { title: 'Signed' } });
    await consumer.waitFor((received) => received.length === 1);
    const [delivery] = consumer.received;

    const event = verifyWebhook(subscription.data.secret, delivery!.headers, delivery!.body);
    assert.equal(event.type, 'action_item.created');
    assert.equal(event.organizationId, org.id);
    assert.deepEqual(event.data.record, item.data);
    assert.equal(event.id, delivery!.headers['webhook-id']);
    // A Headers object and a Buffer body are read the same way.
    const headers = new Headers(Object.entries(delivery!.headers).map(([name, value]) => [name, String(value)]));
    assert.deepEqual(verifyWebhook(subscription.data.secret, headers, Buffer.from(delivery!.body)), event);

    const refused = (run: () => unknown) => assert.throws(run, WebhookVerificationError);
    refused(() => verifyWebhook(subscription.data.secret, delivery!.headers, delivery!.body.replace('Signed', 'Forged')));
    refused(() => verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery!.headers, delivery!.body));
    // Signed correctly, an hour ago: refused for its age alone (a replay).
    const id = String(delivery!.headers['webhook-id']);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const old = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(anHourAgo.getTime() / 1000)), 'webhook-signature': new Webhook(subscription.data.secret).sign(id, anHourAgo, delivery!.body) };
    assert.throws(() => verifyWebhook(subscription.data.secret, old, delivery!.body), /timestamp too old/i);
    // Negative control: the same signing, now, verifies.
    const now = new Date();
    const fresh = { ...old, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': new Webhook(subscription.data.secret).sign(id, now, delivery!.body) };
    assert.equal(verifyWebhook(subscription.data.secret, fresh, delivery!.body).id, event.id);
  } finally {
    await consumer.close();
  }
});
