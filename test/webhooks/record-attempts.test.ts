/**
 * Recording a batch of one org's attempts (DECISIONS 13; recordAttempts, one statement): each
 * delivery takes its outcome and one attempt row only while the lease is still the recorder's
 * (a stale outcome of the same delivery in the batch counts for nothing);
 * a subscription ends as its attempts of the batch, in the order they were made, leave it (a run
 * of failures starts at the first failure after the last success, a success at the end clears
 * it, 5 days of it or a 410 disable it and pause its other deliveries); recording again records
 * nothing. Checked on the stored rows, on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import type { AttemptRecord } from '../../src/modules/webhooks/attempt-outcome.js';
import { recordAttempts, type FinishedAttempt } from '../../src/modules/webhooks/deliveries.record.repository.js';
import { holdingLocks, TEST_DATABASE_URL, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { eventually } from '../helpers/webhook-consumer.js';

const database = await testDatabase();
const { db, statements } = database;

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const DAY_MINUTES = 24 * 60;

async function subscription(orgId: string, failingSince: string | null = null): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO webhook_subscriptions (organization_id, id, url, events, secret, starts_after, failing_since)
            VALUES (${orgId}, ${id}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0', ${failingSince})`.execute(db);
  return id;
}

/** A delivery as a claim leaves it: pending, leased, its first attempt counted. */
async function leased(orgId: string, subscriptionId: string): Promise<FinishedAttempt['delivery']> {
  const delivery = { organization_id: orgId, id: randomUUID(), lease_token: randomUUID() };
  const { rows } = await sql<{ tid: string }>`
    INSERT INTO webhook_deliveries (organization_id, id, subscription_id, event_id, type, payload, next_attempt_at, lease_token, lease_until, attempt_count)
    VALUES (${orgId}, ${delivery.id}, ${subscriptionId}, ${randomUUID()}, 'action_item.created', '{}', now(), ${delivery.lease_token}, now() + interval '1 minute', 1)
    RETURNING ctid::text AS tid`.execute(db);
  return { ...delivery, tid: rows[0]!.tid };
}

const success = (attemptedAt: string): AttemptRecord => ({
  attemptedAt, durationMs: 3, responseStatus: 204, error: null, responseBody: '', status: 'succeeded', nextAttemptAt: null, succeeded: true, gone: false,
});
const failure = (attemptedAt: string, status = 500): AttemptRecord => ({
  attemptedAt, durationMs: 4, responseStatus: status, error: `the endpoint answered ${status}`, responseBody: 'no',
  status: status === 410 ? 'failed' : 'pending', nextAttemptAt: status === 410 ? null : at(-5), succeeded: false, gone: status === 410,
});

async function subscriptionRow(orgId: string, id: string) {
  const { rows } = await sql<{ enabled: boolean; disabled_reason: string | null; failing_since: string | null }>`
    SELECT enabled, disabled_reason, failing_since FROM webhook_subscriptions WHERE organization_id = ${orgId} AND id = ${id}`.execute(db);
  const row = rows[0]!;
  return { ...row, failing_since: row.failing_since === null ? null : new Date(row.failing_since).toISOString() };
}

async function deliveryRow(orgId: string, id: string) {
  const { rows } = await sql<{ status: string; next_attempt_at: Date | null; lease_token: string | null; attempts: number }>`
    SELECT d.status, d.next_attempt_at, d.lease_token, (SELECT count(*) FROM webhook_attempts a WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id)::int AS attempts
      FROM webhook_deliveries d WHERE d.organization_id = ${orgId} AND d.id = ${id}`.execute(db);
  return rows[0]!;
}

test('each delivery takes its outcome and one attempt; a run of failures starts at the first failure after the last success', async () => {
  const org = await createTestOrg();
  const sub = await subscription(org.id);
  const deliveries = [await leased(org.id, sub), await leased(org.id, sub), await leased(org.id, sub)];
  const [first, second, third] = [at(3), at(2), at(1)];
  const recorded = await recordAttempts(db, statements, org.id, [
    { delivery: deliveries[0]!, outcome: failure(first) },
    { delivery: deliveries[1]!, outcome: success(second) },
    { delivery: deliveries[2]!, outcome: failure(third) },
  ]);
  assert.equal(recorded, 3);
  assert.deepEqual(await subscriptionRow(org.id, sub), { enabled: true, disabled_reason: null, failing_since: third });
  const rows = await Promise.all(deliveries.map((d) => deliveryRow(org.id, d.id)));
  assert.deepEqual(rows.map((row) => [row.status, row.lease_token, row.attempts]), [['pending', null, 1], ['succeeded', null, 1], ['pending', null, 1]]);
  assert.equal(rows[1]!.next_attempt_at, null);
  const { rows: attempts } = await sql<{ attempt: number; response_status: number; error: string | null; response_body: string; duration_ms: number }>`
    SELECT attempt, response_status, error, response_body, duration_ms FROM webhook_attempts WHERE organization_id = ${org.id} AND delivery_id = ${deliveries[0]!.id}`.execute(db);
  assert.deepEqual(attempts, [{ attempt: 1, response_status: 500, error: 'the endpoint answered 500', response_body: 'no', duration_ms: 4 }]);
});

test('failures only: the run goes on from failing_since; a success at the end clears it', async () => {
  const org = await createTestOrg();
  const since = at(60);
  const failing = await subscription(org.id, since);
  const recovering = await subscription(org.id, since);
  await recordAttempts(db, statements, org.id, [
    { delivery: await leased(org.id, failing), outcome: failure(at(2)) },
    { delivery: await leased(org.id, failing), outcome: failure(at(1)) },
    { delivery: await leased(org.id, recovering), outcome: failure(at(2)) },
    { delivery: await leased(org.id, recovering), outcome: success(at(1)) },
  ]);
  assert.deepEqual(await subscriptionRow(org.id, failing), { enabled: true, disabled_reason: null, failing_since: since });
  assert.deepEqual(await subscriptionRow(org.id, recovering), { enabled: true, disabled_reason: null, failing_since: null });
});

test('a run of failures 5 days old disables the subscription and pauses its other deliveries; a success later in the batch spares it', async () => {
  const org = await createTestOrg();
  const old = at(5 * DAY_MINUTES + 10);
  const dying = await subscription(org.id, old);
  const spared = await subscription(org.id, old);
  const waiting = await leased(org.id, dying);
  await recordAttempts(db, statements, org.id, [
    { delivery: await leased(org.id, dying), outcome: failure(at(1)) },
    { delivery: await leased(org.id, spared), outcome: failure(at(2)) },
    { delivery: await leased(org.id, spared), outcome: success(at(1)) },
  ]);
  assert.deepEqual(await subscriptionRow(org.id, dying), { enabled: false, disabled_reason: 'every delivery failed for 5 days', failing_since: old });
  assert.deepEqual(await subscriptionRow(org.id, spared), { enabled: true, disabled_reason: null, failing_since: null });
  const paused = await deliveryRow(org.id, waiting.id);
  assert.equal(paused.status, 'pending');
  assert.equal(paused.next_attempt_at, null, 'the disabled subscription\'s other delivery is paused');
});

test('a 410 Gone anywhere in the batch disables its subscription with that reason', async () => {
  const org = await createTestOrg();
  const sub = await subscription(org.id);
  const gone = await leased(org.id, sub);
  await recordAttempts(db, statements, org.id, [
    { delivery: gone, outcome: failure(at(2), 410) },
    { delivery: await leased(org.id, sub), outcome: success(at(1)) },
  ]);
  assert.deepEqual(await subscriptionRow(org.id, sub), { enabled: false, disabled_reason: 'the endpoint answered 410 Gone', failing_since: null });
  assert.equal((await deliveryRow(org.id, gone.id)).status, 'failed');
});

test('an outcome whose lease is no longer the recorder\'s is dropped, and its failure counts for nothing; recording again records nothing', async () => {
  const org = await createTestOrg();
  const other = await createTestOrg();
  const sub = await subscription(org.id);
  const otherSub = await subscription(other.id);
  const kept = await leased(org.id, sub);
  const lost = await leased(org.id, sub);
  const elsewhere = await leased(other.id, otherSub);
  const batch: FinishedAttempt[] = [
    { delivery: kept, outcome: success(at(2)) },
    { delivery: { ...lost, lease_token: randomUUID() }, outcome: failure(at(1)) },
  ];
  assert.equal(await recordAttempts(db, statements, org.id, batch), 1);
  assert.equal(await recordAttempts(db, statements, other.id, [{ delivery: elsewhere, outcome: success(at(1)) }]), 1);
  const untouched = await deliveryRow(org.id, lost.id);
  assert.deepEqual([untouched.status, untouched.lease_token, untouched.attempts], ['pending', lost.lease_token, 0]);
  assert.equal((await subscriptionRow(org.id, sub)).failing_since, null);
  assert.equal((await deliveryRow(other.id, elsewhere.id)).status, 'succeeded');
  assert.equal(await recordAttempts(db, statements, org.id, batch), 0);
  assert.equal((await deliveryRow(org.id, kept.id)).attempts, 1);
});

test('a stale outcome of a delivery attempted again under a new lease counts for nothing, even in the same batch', async () => {
  const org = await createTestOrg();
  const sub = await subscription(org.id);
  const delivery = await leased(org.id, sub);
  const recorded = await recordAttempts(db, statements, org.id, [
    { delivery: { ...delivery, lease_token: randomUUID() }, outcome: failure(at(2), 410) },
    { delivery, outcome: success(at(1)) },
  ]);
  assert.equal(recorded, 1);
  assert.deepEqual(await subscriptionRow(org.id, sub), { enabled: true, disabled_reason: null, failing_since: null });
  const { rows } = await sql<{ response_status: number }>`SELECT response_status FROM webhook_attempts WHERE organization_id = ${org.id} AND delivery_id = ${delivery.id}`.execute(db);
  assert.deepEqual(rows, [{ response_status: 204 }]);
  assert.equal((await deliveryRow(org.id, delivery.id)).status, 'succeeded');
});

test('a delivery updated while the record waits for its row is recorded', { skip: !TEST_DATABASE_URL && 'PostgreSQL only (PGlite runs one transaction at a time)' }, async () => {
  const org = await createTestOrg();
  const sub = await subscription(org.id);
  const delivery = await leased(org.id, sub);
  // Another transaction updates the row (as pausing its subscription's deliveries does) and commits while the record waits for it.
  const release = await holdingLocks(sql`UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE organization_id = ${org.id} AND id = ${delivery.id}`);
  const recording = recordAttempts(db, statements, org.id, [{ delivery, outcome: success(at(0)) }]);
  await eventually(async () => (await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%json_to_recordset%'`.execute(db)).rows[0]!.n,
  (waiting) => waiting > 0, 'the record waiting for the row');
  await release();
  assert.equal(await recording, 1);
  const row = await deliveryRow(org.id, delivery.id);
  assert.deepEqual([row.status, row.lease_token, row.attempts], ['succeeded', null, 1]);
});
