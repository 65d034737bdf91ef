/**
 * verifyWebhook()'s events, narrowed by `type`, on deliveries the service really sent: each
 * carries the record type its type says (an action item, its tombstone, a user). The file has a
 * database of its own: its worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient, verifyWebhook, type WebhookEvent } from '@safety-records/client';
import { buildTestApp } from '../helpers/app.js';
import { isolateDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startConsumer } from '../helpers/webhook-consumer.js';

isolateDatabase();

test('a verified event narrowed by type has its resource\'s record: created and deleted action items, a created user', async () => {
  const app = await buildTestApp({ config: { webhookDelivery: true, webhookAllowPrivateTargets: true } });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const consumer = await startConsumer();
  try {
    const org = await createTestOrg();
    const smr = createClient({ baseUrl, apiKey: org.keys.all });
    const subscription = await smr.POST('/v2/webhooks', { body: { url: consumer.url, events: ['action_item.*', 'user.created'] } });
    const item = await smr.POST('/v2/action-items', { body: { title: 'Narrowed', externalId: 'NARROW-1' } });
    const user = await smr.POST('/v2/users', { body: { email: 'narrow@example.com', fullName: 'Nora Narrow' } });
    await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: item.data.id } } });
    await consumer.waitFor((received) => received.length === 3);

    const events: WebhookEvent[] = consumer.received.map((delivery) => verifyWebhook(subscription.data.secret, delivery.headers, delivery.body));
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
  } finally {
    await consumer.close();
    await app.close();
  }
});
