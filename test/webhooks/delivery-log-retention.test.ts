/**
 * The delivery log's retention (DECISIONS 13, WEBHOOK_LOG_RETENTION_DAYS): deliveries that
 * finished (succeeded or failed), were queued before the cutoff and not attempted since go, with
 * their attempts; a pending one stays however old (still to be delivered, or paused), and so do the newer ones,
 * another subscription's within the retention, and everything when the retention is 0. The walk
 * goes past pending deliveries in steps smaller than the log. An instance prunes when it starts
 * (then every hour). Checked on the stored rows, on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import { DeliveryLogRetention } from '../../src/workers/delivery-log-retention.js';
import { buildTestApp } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { eventually } from '../helpers/webhook-consumer.js';

const app = await buildTestApp();
const { db } = await testDatabase();
const DAY = 86_400_000;

async function subscription(orgId: string): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO webhook_subscriptions (organization_id, id, url, events, secret, starts_after)
            VALUES (${orgId}, ${id}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0')`.execute(db);
  return id;
}

/** A delivery queued `daysAgo` days ago in `status`, with one attempt when it is finished; returns its id. */
async function delivery(orgId: string, subscriptionId: string, status: 'pending' | 'succeeded' | 'failed', daysAgo: number): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  await sql`INSERT INTO webhook_deliveries (organization_id, id, subscription_id, event_id, type, payload, status, attempt_count, next_attempt_at, created_at)
            VALUES (${orgId}, ${id}, ${subscriptionId}, ${randomUUID()}, 'action_item.updated', '{}', ${status}, ${status === 'pending' ? 0 : 1},
                    ${status === 'pending' ? createdAt : null}, ${createdAt})`.execute(db);
  if (status !== 'pending') {
    await sql`INSERT INTO webhook_attempts (organization_id, delivery_id, attempt, attempted_at, duration_ms, response_status)
              VALUES (${orgId}, ${id}, 1, ${createdAt}, 5, ${status === 'succeeded' ? 200 : 500})`.execute(db);
  }
  return id;
}

async function kept(orgId: string): Promise<{ deliveries: string[]; attempts: number }> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM webhook_deliveries WHERE organization_id = ${orgId} ORDER BY ordinal`.execute(db);
  const { rows: [attempts] } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM webhook_attempts WHERE organization_id = ${orgId}`.execute(db);
  return { deliveries: rows.map((row) => row.id), attempts: attempts!.n };
}

test('finished deliveries older than the retention go with their attempts; pending and newer ones stay', async () => {
  const org = await createTestOrg();
  const other = await createTestOrg();
  const walked = await subscription(org.id);
  const second = await subscription(org.id);
  const elsewhere = await subscription(other.id);
  // Oldest first, as queued: finished ones around a pending one, then the ones within 30 days.
  const old = [
    await delivery(org.id, walked, 'succeeded', 50), await delivery(org.id, walked, 'failed', 45),
    await delivery(org.id, walked, 'succeeded', 44), await delivery(org.id, walked, 'succeeded', 43),
  ];
  const oldPending = await delivery(org.id, walked, 'pending', 42);
  old.push(await delivery(org.id, walked, 'failed', 41), await delivery(org.id, walked, 'succeeded', 40));
  const recent = [await delivery(org.id, walked, 'succeeded', 29), await delivery(org.id, walked, 'failed', 1), await delivery(org.id, walked, 'pending', 0)];
  // Queued 35 days ago, retried by hand yesterday: its recent outcome stays.
  const retried = await delivery(org.id, walked, 'succeeded', 35);
  await sql`INSERT INTO webhook_attempts (organization_id, delivery_id, attempt, attempted_at, duration_ms, response_status)
            VALUES (${org.id}, ${retried}, 2, ${new Date(Date.now() - DAY)}, 5, 200)`.execute(db);
  await delivery(org.id, second, 'succeeded', 31);
  const secondRecent = await delivery(org.id, second, 'succeeded', 2);
  const otherOld = await delivery(other.id, elsewhere, 'succeeded', 60);

  // WEBHOOK_LOG_RETENTION_DAYS=0 keeps the log forever.
  const forever = new DeliveryLogRetention(db, { retentionDays: 0, batch: 2, pauseMs: 0 }, app.log);
  assert.equal(await forever.pruneOrg(org.id), 0);
  assert.equal((await kept(org.id)).deliveries.length, 13);

  // Steps of 2: the walk goes past the pending one and stops at the first delivery within the retention.
  const retention = new DeliveryLogRetention(db, { retentionDays: 30, batch: 2, pauseMs: 0 }, app.log);
  assert.equal(await retention.pruneOrg(org.id), old.length + 1);
  const after = await kept(org.id);
  assert.deepEqual(new Set(after.deliveries), new Set([oldPending, ...recent, retried, secondRecent]));
  // One attempt per finished delivery kept, two for the retried one (the pending ones have none).
  assert.equal(after.attempts, 5);
  assert.deepEqual((await kept(other.id)).deliveries, [otherOld], 'another org is pruned by its own pass');
  assert.equal(await retention.pruneOrg(org.id), 0, 'nothing more to prune');
  await retention.stop();
});

test('an instance prunes the log in the background when it starts, then every hour', async () => {
  const org = await createTestOrg();
  const sub = await subscription(org.id);
  await delivery(org.id, sub, 'succeeded', 40);
  const recent = await delivery(org.id, sub, 'succeeded', 1);
  await buildTestApp({ config: { webhookLogRetentionDays: 30 } });
  await eventually(() => kept(org.id), (log) => log.deliveries.length === 1, 'the old delivery pruned');
  assert.deepEqual((await kept(org.id)).deliveries, [recent]);
});
