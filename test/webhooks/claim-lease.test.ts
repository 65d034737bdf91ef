/**
 * A claimed delivery's lease covers its wait in the worker's queue and its attempt (DECISIONS 13).
 * The worker holds eight claims per slot; behind a consumer that never answers, the ones queued
 * wait a timeout each, and one whose lease could no longer cover an attempt started now is given
 * back (due again at once, its attempt not counted) and claimed anew instead of attempted. So an
 * attempt never runs past its lease, and no other instance can claim a delivery while it is being
 * attempted. The file has a database of its own: its worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { startConsumer } from '../helpers/webhook-consumer.js';
import { deliveringConfig } from '../helpers/webhook-worker.js';

isolateDatabase();

const TIMEOUT_MS = 1500;
// One slot: a claim holds 8 deliveries, leased for 2 × 1.5 s + 2 × 2.5 s = 8 s; a queued one may start within 4 s of its claim.
const app = await buildTestApp({
  // A timed-out attempt is not retried during the test.
  config: deliveringConfig({ webhookConcurrency: 1, webhookTimeoutMs: TIMEOUT_MS, webhookRetrySchedule: [60] }),
});
const { db } = await testDatabase();

test('a claimed delivery waits in the queue no longer than its lease allows: one whose lease ran short is given back, never attempted past its lease', async () => {
  const org = await createTestOrg();
  const hook = await startConsumer();
  try {
    // Every request: when it arrived, its webhook-id, and its delivery's lease, read while the attempt hangs.
    const seen: Array<{ id: string; receivedAt: number; leaseUntil: Promise<Date | null> }> = [];
    hook.answerWith((request) => {
      const receivedAt = Date.now();
      const id = String(request.headers['webhook-id']);
      const leaseUntil = db.selectFrom('webhook_deliveries').select('lease_until')
        .where('organization_id', '=', org.id).where('event_id', '=', id).executeTakeFirstOrThrow()
        .then((row) => (row.lease_until === null ? null : new Date(row.lease_until)));
      seen.push({ id, receivedAt, leaseUntil });
      return () => {}; // never answers: each attempt times out after 1.5 s
    });
    const subscribed = await app.inject({ method: 'POST', url: '/v2/webhooks', headers: bearer(org.keys.all), payload: { url: hook.url, events: ['action_item.*'] } });
    assert.equal(subscribed.statusCode, 201, subscribed.body);
    // Eight changes in one commit: eight deliveries due at once, one claim takes them all.
    const actionItems = Array.from({ length: 8 }, (_, i) => ({ title: `Queued ${i + 1}`, externalId: `queued-${i + 1}` }));
    const created = await app.inject({ method: 'POST', url: '/v2/action-items/bulk', headers: bearer(org.keys.all), payload: { actionItems } });
    assert.equal(created.statusCode, 200, created.body);

    // Attempts start at about 0, 1.5 and 3 s; at 4.5 s the five left are past their limit, given
    // back and claimed again; the sixth request comes at about 7.5 s, when the first claim's lease
    // (8 s) could no longer have covered it.
    await hook.waitFor((received) => received.length >= 6, 15_000);
    const leases = await Promise.all(seen.map((request) => request.leaseUntil));
    // Closing lets the attempt in flight end and be recorded, and gives back the claims not started.
    await app.close();
    assert.equal(hook.received.length, 6, 'nothing started once closing began');

    // Each attempt starts with its timeout and 2.5 s to record it left on its lease (less the claim's own time: 0.5 s allowed).
    const LEFT_MS = TIMEOUT_MS + 2500 - 500;
    seen.forEach((request, i) => {
      const leaseUntil = leases[i];
      assert.ok(leaseUntil && leaseUntil.getTime() - request.receivedAt >= LEFT_MS,
        `request ${i + 1} (${request.id}) at +${request.receivedAt - seen[0]!.receivedAt} ms: its lease ends ${leaseUntil ? `${leaseUntil.getTime() - request.receivedAt} ms` : 'never (no lease)'} after it arrived, not after ${LEFT_MS} ms`);
    });

    const rows = await db.selectFrom('webhook_deliveries').select(['event_id', 'attempt_count', 'lease_token'])
      .where('organization_id', '=', org.id).execute();
    assert.equal(rows.length, 8);
    const requestsOf = (id: string) => seen.filter((request) => request.id === id).length;
    assert.deepEqual(rows.map((row) => [row.event_id, row.attempt_count, row.lease_token]), rows.map((row) => [row.event_id, requestsOf(row.event_id), null]),
      'each delivery counts exactly the attempts its consumer received: a claim given back is not counted');

    // The first arrival of each webhook-id, in order (`seen` is in arrival order).
    const firsts = [...new Set(seen.map((request) => request.id))].map((id) => seen.find((request) => request.id === id)!.receivedAt);
    assert.ok(firsts.length >= 5, `${firsts.length} distinct webhook-ids received; the first claim could start only 3 within its first 4 s`);
    assert.ok(firsts[3]! - firsts[0]! > 4000, `the 4th delivery was first attempted ${firsts[3]! - firsts[0]!} ms after the first: more than 4 s, so given back and claimed again`);
  } finally {
    await hook.close();
  }
});
