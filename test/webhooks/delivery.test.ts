/**
 * Webhook deliveries end to end (DECISIONS 13): the app's own delivery worker POSTs to real HTTP
 * consumers on 127.0.0.1; signatures are checked with the published `standardwebhooks` library.
 * A rename's entries for the records showing the name. Retries with one webhook-id, failure after the schedule, 410, redirects, filters, rotation,
 * replay, test events, per-record order, bounded bodies and timeouts, 5 days of failures, and a
 * clean stop. The file has a database of its own: its worker acts on every org's deliveries.
 */
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, orgRowCount, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { eventually, startConsumer, type ReceivedWebhook, type WebhookConsumer } from '../helpers/webhook-consumer.js';
import { deliveringConfig } from '../helpers/webhook-worker.js';

isolateDatabase();

const SCHEDULE = [0.1, 0.2, 0.3];
// Long enough that attempts held on purpose (the burst test) or slowed by a loaded machine do not time out; the timeout test waits it once.
const TIMEOUT_MS = 3000;
const app = await buildTestApp({
  config: deliveringConfig({ webhookRetrySchedule: SCHEDULE, webhookTimeoutMs: TIMEOUT_MS, webhookConcurrency: 4 }),
});
const { db } = await testDatabase();

const consumers: WebhookConsumer[] = [];
async function consumer(): Promise<WebhookConsumer> {
  const started = await startConsumer();
  consumers.push(started);
  return started;
}
test.after(async () => {
  for (const started of consumers) await started.close();
});

const send = (org: TestOrg, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });

async function subscribe(org: TestOrg, url: string, events: string[] = ['*']): Promise<{ id: string; secret: string }> {
  const response = await send(org, 'POST', '/v2/webhooks', { url, events });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data;
}

async function createItem(org: TestOrg, title: string): Promise<string> {
  const response = await send(org, 'POST', '/v2/action-items', { title });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.id;
}

interface Delivery {
  id: string;
  changeId: string;
  type: string;
  status: string;
  nextAttemptAt: string | null;
  attempts: Array<{ responseStatus: number | null; error: string | null; responseBody: string | null; durationMs: number }>;
}

async function deliveriesOf(org: TestOrg, subscriptionId: string): Promise<Delivery[]> {
  const response = await send(org, 'GET', `/v2/webhooks/${subscriptionId}/deliveries?limit=100`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

const feedOf = async (org: TestOrg) => (await send(org, 'GET', '/v2/changes?types=action_item.*&limit=1000')).json().data as Array<{ id: string; type: string; recordId: string; seq: string } & Record<string, unknown>>;
const idsOf = (received: ReceivedWebhook[]) => received.map((request) => String(request.headers['webhook-id']));

test('a change is delivered signed per Standard Webhooks, its payload the change entry with the full record', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  const { id, secret } = await subscribe(org, `${hook.url}/hook`);
  await createItem(org, 'Delivered');
  await hook.waitFor((received) => received.length === 1);
  const [request] = hook.received;
  const [entry] = await feedOf(org);
  const payload = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>);
  assert.deepEqual(payload, {
    id: entry!.id, type: 'action_item.created', occurredAt: entry!.occurredAt, organizationId: org.id,
    data: { record: entry!.record, changes: [], actor: entry!.actor },
  });
  assert.equal(request!.headers['webhook-id'], entry!.id);
  assert.ok(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000) < 60);
  assert.equal(request!.headers['content-type'], 'application/json');
  assert.match(String(request!.headers['user-agent']), /^smr-webhooks\//);
  assert.equal(request!.path, '/hook');
  assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request!.body, request!.headers as Record<string, string>), /signature/i,
    'another secret does not verify (negative control)');
  const [delivery] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'succeeded', 'succeeded');
  assert.equal(delivery!.changeId, entry!.id);
  assert.equal(delivery!.nextAttemptAt, null);
  assert.deepEqual(delivery!.attempts.map((a) => [a.responseStatus, a.error, a.responseBody]), [[200, null, '']]);
});

test('a rename is delivered like any other change: an action_item.updated for each item showing the name, naming the shown key', async () => {
  const org = await createTestOrg();
  const user = (await send(org, 'POST', '/v2/users', { email: 'hook@example.com', fullName: 'Hal' })).json().data;
  const items = await Promise.all(['one', 'two'].map(async (title) => (await send(org, 'POST', '/v2/action-items', { title, assignedToUserId: user.id })).json().data.id as string));
  const hook = await consumer();
  const { secret } = await subscribe(org, `${hook.url}/hook`, ['action_item.updated']);
  assert.equal((await send(org, 'POST', '/v2/users', { email: 'hook@example.com', fullName: 'Hale' })).statusCode, 200);
  await hook.waitFor((received) => received.length === 2);
  const payloads = hook.received.map((request) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; data: { record: { id: string; assignedToUserName: string }; changes: unknown } });
  assert.deepEqual(payloads.map((p) => [p.type, p.data.record.id, p.data.record.assignedToUserName, p.data.changes]).sort(),
    items.map((id) => ['action_item.updated', id, 'Hale', [{ path: 'assignedToUserName', from: 'Hal', to: 'Hale' }]]).sort());
});

test('failed attempts are retried with the same webhook-id until a 2xx; the log lists every attempt', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith((_request, index) => [{ status: 500, body: 'down' }, { status: 503, body: 'still down' }][index] ?? { status: 204 });
  const { id } = await subscribe(org, hook.url);
  await createItem(org, 'Retried');
  await hook.waitFor((received) => received.length === 3);
  assert.equal(new Set(idsOf(hook.received)).size, 1, 'one webhook-id across the attempts');
  assert.equal(new Set(hook.received.map((request) => request.body)).size, 1, 'the same body');
  const [delivery] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'succeeded', 'succeeded');
  assert.deepEqual(delivery!.attempts.map((a) => [a.responseStatus, a.error, a.responseBody]), [
    [500, 'the endpoint answered 500', 'down'], [503, 'the endpoint answered 503', 'still down'], [204, null, ''],
  ]);
});

test('a delivery failing through the whole schedule is failed; a manual retry attempts it once more', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith(() => ({ status: 500 }));
  const { id } = await subscribe(org, hook.url);
  await createItem(org, 'Failing');
  const [failed] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'failed', 'failed');
  assert.equal(failed!.attempts.length, SCHEDULE.length + 1, 'the first attempt and one per interval');
  assert.equal(failed!.nextAttemptAt, null);
  await sleep(500);
  assert.equal(hook.received.length, SCHEDULE.length + 1, 'no attempt after failing');
  hook.answerWith(() => ({ status: 200 }));
  assert.equal((await send(org, 'POST', `/v2/webhooks/${id}/deliveries/${failed!.id}/retry`)).statusCode, 202);
  const [retried] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'succeeded', 'succeeded after the retry');
  assert.equal(retried!.attempts.length, SCHEDULE.length + 2);
  assert.equal(new Set(idsOf(hook.received)).size, 1);
});

test('410 Gone disables the subscription with its reason; re-enabled, it receives only what comes after', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith(() => ({ status: 410 }));
  const { id } = await subscribe(org, hook.url);
  await createItem(org, 'Gone');
  const subscription = await eventually(async () => (await send(org, 'GET', `/v2/webhooks/${id}`)).json().data, (s) => s.enabled === false, 'disabled');
  assert.equal(subscription.disabledReason, 'the endpoint answered 410 Gone');
  const [delivery] = await deliveriesOf(org, id);
  assert.equal(delivery!.status, 'failed');
  assert.equal(delivery!.attempts.length, 1, 'never retried');
  await createItem(org, 'While disabled');
  await sleep(300);
  assert.equal(hook.received.length, 1);
  assert.equal(await orgRowCount('webhook_deliveries', org.id), 1, 'nothing queued for a disabled subscription');
  hook.answerWith(() => ({ status: 200 }));
  assert.equal((await send(org, 'PATCH', `/v2/webhooks/${id}`, { enabled: true })).json().data.disabledReason, null);
  const after = await createItem(org, 'After re-enabling');
  await hook.waitFor((received) => received.length === 2);
  assert.equal(JSON.parse(hook.received[1]!.body).data.record.id, after);
});

test('redirects are never followed: a 3xx is a failed attempt', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith((request) => (request.path === '/hook' ? { status: 302, headers: { location: '/elsewhere' } } : { status: 200 }));
  const { id } = await subscribe(org, `${hook.url}/hook`);
  await createItem(org, 'Redirected');
  const [delivery] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'failed', 'failed');
  assert.deepEqual([...new Set(hook.received.map((request) => request.path))], ['/hook'], 'the Location was never requested');
  assert.deepEqual(delivery!.attempts.map((a) => [a.responseStatus, a.error]), Array(SCHEDULE.length + 1).fill([302, 'the endpoint answered 302']));
});

test('event filters: a subscription receives exactly the change types it names', async () => {
  const org = await createTestOrg();
  const assets = await consumer();
  const creates = await consumer();
  const everything = await consumer();
  const assetHook = await subscribe(org, assets.url, ['asset.*']);
  const createHook = await subscribe(org, creates.url, ['action_item.created', 'event.created']);
  const allHook = await subscribe(org, everything.url, ['*']);
  const item = await createItem(org, 'Filtered');
  assert.equal((await send(org, 'PATCH', `/v2/action-items/${item}`, { title: 'Renamed' })).statusCode, 200);
  const crane = (await send(org, 'POST', '/v2/equipment-types', { name: 'Crane' })).json().data.id;
  assert.equal((await send(org, 'POST', '/v2/assets', { name: 'Crane 1', type: 'equipment', equipmentTypeId: crane })).statusCode, 201);
  assert.equal((await send(org, 'POST', '/v2/locations', { name: 'Yard' })).statusCode, 201);
  await everything.waitFor((received) => received.length === 5);
  const types = (hook: WebhookConsumer) => hook.received.map((request) => JSON.parse(request.body).type).sort();
  await assets.waitFor((received) => received.length === 1);
  await creates.waitFor((received) => received.length === 1);
  assert.deepEqual(types(assets), ['asset.created']);
  assert.deepEqual(types(creates), ['action_item.created']);
  assert.deepEqual(types(everything), ['action_item.created', 'action_item.updated', 'asset.created', 'equipment_type.created', 'location.created']);
  const queued = async (subscriptionId: string) => (await deliveriesOf(org, subscriptionId)).length;
  assert.deepEqual([await queued(assetHook.id), await queued(createHook.id), await queued(allHook.id)], [1, 1, 5], 'nothing else was queued');
});

test('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  const { id, secret: old } = await subscribe(org, hook.url);
  const { secret } = (await send(org, 'POST', `/v2/webhooks/${id}/rotate-secret`)).json().data;
  await createItem(org, 'Signed twice');
  await hook.waitFor((received) => received.length === 1);
  const [twice] = hook.received;
  assert.equal(String(twice!.headers['webhook-signature']).split(' ').length, 2);
  for (const key of [old, secret]) assert.ok(new Webhook(key).verify(twice!.body, twice!.headers as Record<string, string>));
  await db.updateTable('webhook_subscriptions').set({ previous_secret_until: sql<string>`clock_timestamp() - interval '1 second'` }).where('organization_id', '=', org.id).where('id', '=', id).execute();
  await createItem(org, 'Signed once');
  await hook.waitFor((received) => received.length === 2);
  const once = hook.received[1]!;
  assert.equal(String(once.headers['webhook-signature']).split(' ').length, 1);
  assert.ok(new Webhook(secret).verify(once.body, once.headers as Record<string, string>));
  assert.throws(() => new Webhook(old).verify(once.body, once.headers as Record<string, string>), /signature/i, 'the old secret has expired');
});

test('replay re-sends the matching changes since an instant, including those before the subscription existed', async () => {
  const org = await createTestOrg();
  const first = await createItem(org, 'Before one');
  const second = await createItem(org, 'Before two');
  const hook = await consumer();
  const { id } = await subscribe(org, hook.url, ['action_item.*']);
  await sleep(300);
  assert.equal(hook.received.length, 0, 'changes from before the subscription are not sent unasked');
  const replay = await send(org, 'POST', `/v2/webhooks/${id}/replay`, { since: '2000-01-01T00:00:00Z' });
  assert.deepEqual(replay.json(), { data: { deliveries: 2 } });
  await hook.waitFor((received) => received.length === 2);
  const feed = await feedOf(org);
  assert.deepEqual(idsOf(hook.received).sort(), feed.map((entry) => entry.id).sort(), 'the webhook-ids are the change ids (a consumer dedupes by them)');
  assert.deepEqual(hook.received.map((request) => JSON.parse(request.body).data.record.id).sort(), [first, second].sort());
});

test('POST …/test sends a signed webhook.test event', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  const { id, secret } = await subscribe(org, hook.url, ['asset.*']);
  assert.deepEqual((await send(org, 'POST', `/v2/webhooks/${id}/test`)).json(), { data: { deliveries: 1 } });
  await hook.waitFor((received) => received.length === 1);
  const payload = new Webhook(secret).verify(hook.received[0]!.body, hook.received[0]!.headers as Record<string, string>) as Record<string, unknown>;
  const key = await db.selectFrom('api_keys').select(['id', 'name']).where('organization_id', '=', org.id).where('name', '=', 'test read+write+admin').executeTakeFirstOrThrow();
  assert.equal(payload.type, 'webhook.test');
  assert.equal(payload.organizationId, org.id);
  assert.equal(payload.id, hook.received[0]!.headers['webhook-id']);
  assert.deepEqual(payload.data, { record: null, changes: [], actor: { type: 'api_key', id: key.id, name: key.name } });
});

test('per record, a newer change is never delivered before an older one, even while the older is being retried', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  const item = await createItem(org, 'v1');
  const { id } = await subscribe(org, hook.url, ['action_item.*']);
  const other = await createItem(org, 'Another record');
  let firstChange: string | null = null;
  // The item's first change after subscribing fails three times (0.6 s of retries) while the two after it are due.
  let failures = 0;
  hook.answerWith((request) => {
    const payload = JSON.parse(request.body);
    if (payload.data.record.id !== item) return { status: 200 };
    firstChange ??= payload.id;
    return payload.id === firstChange && failures++ < 3 ? { status: 500 } : { status: 200 };
  });
  for (const title of ['v2', 'v3', 'v4']) assert.equal((await send(org, 'PATCH', `/v2/action-items/${item}`, { title })).statusCode, 200);
  await hook.waitFor((received) => received.filter((request) => JSON.parse(request.body).data.record.id === item).length === 6);
  const ofItem = hook.received.map((request) => JSON.parse(request.body)).filter((payload) => payload.data.record.id === item);
  assert.deepEqual(ofItem.map((payload) => payload.data.record.title), ['v2', 'v2', 'v2', 'v2', 'v3', 'v4'], 'in order, the first retried before the others went');
  assert.ok(hook.received.some((request) => JSON.parse(request.body).data.record.id === other), 'another record is not held up');
  await eventually(() => deliveriesOf(org, id), (list) => list.filter((d) => d.status === 'succeeded').length === 4, 'the four changes since subscribing delivered');
});

test('at most 1 KiB of a response body is read and kept', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith(() => ({ status: 200, body: 'é'.repeat(5000) }));
  const { id } = await subscribe(org, hook.url);
  await createItem(org, 'Long answer');
  const [delivery] = await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'succeeded', 'succeeded');
  const body = delivery!.attempts[0]!.responseBody!;
  assert.ok(Buffer.byteLength(body) <= 1024 + 2, `${Buffer.byteLength(body)} bytes`);
  assert.ok(body.startsWith('é'.repeat(500)));
});

test('an answer holding NUL characters is recorded, each NUL kept as U+FFFD (the database stores no NUL)', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith(() => ({ status: 500, body: 'bad\u0000answer\u0000' }));
  const { id } = await subscribe(org, hook.url);
  await createItem(org, 'NUL answer');
  const [delivery] = await eventually(() => deliveriesOf(org, id), (list) => (list[0]?.attempts.length ?? 0) > 0, 'the attempt recorded');
  assert.deepEqual(delivery!.attempts[0], {
    ...delivery!.attempts[0], responseStatus: 500, error: 'the endpoint answered 500', responseBody: 'bad\uFFFDanswer\uFFFD',
  });
});

test('a consumer that never answers costs one timeout; other deliveries and writes go on meanwhile', async () => {
  const org = await createTestOrg();
  const hanging = await consumer();
  hanging.answerWith(() => () => {}); // never answers
  const fast = await consumer();
  const hang = await subscribe(org, hanging.url);
  await subscribe(org, fast.url);
  await createItem(org, 'One');
  await hanging.waitFor((received) => received.length === 1);
  await createItem(org, 'Two');
  await fast.waitFor((received) => received.length === 2);
  assert.ok(fast.received[1]!.receivedAt - hanging.received[0]!.receivedAt < TIMEOUT_MS,
    'the fast consumer got both before the first request to the hanging one timed out');
  const [delivery] = await eventually(() => deliveriesOf(org, hang.id), (list) => list.some((d) => d.attempts.length > 0), 'an attempt recorded');
  const attempt = (await deliveriesOf(org, hang.id)).find((d) => d.attempts.length > 0)!.attempts[0]!;
  assert.equal(attempt.error, `no complete response within ${TIMEOUT_MS} ms`);
  assert.equal(attempt.responseStatus, null);
  assert.ok(attempt.durationMs >= TIMEOUT_MS - 50 && attempt.durationMs < TIMEOUT_MS * 3, `${attempt.durationMs} ms`);
  assert.ok(delivery);
  // Its retries would hold the worker's slots during the next tests.
  for (const subscription of (await send(org, 'GET', '/v2/webhooks')).json().data) {
    assert.equal((await app.inject({ method: 'DELETE', url: `/v2/webhooks/${subscription.id}`, headers: bearer(org.keys.all) })).statusCode, 204);
  }
});

test('every delivery failing for 5 days disables the subscription; a shorter run of failures does not', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  hook.answerWith(() => ({ status: 500 }));
  const { id } = await subscribe(org, hook.url);
  const failingSince = (days: number) => db.updateTable('webhook_subscriptions').set({ failing_since: sql<string>`clock_timestamp() - make_interval(days => ${days})` })
    .where('organization_id', '=', org.id).where('id', '=', id).execute();
  await failingSince(4);
  await createItem(org, 'Four days');
  // Every attempt of this delivery (its retries included) fails 4 days into the run.
  await eventually(() => deliveriesOf(org, id), (list) => list[0]?.status === 'failed', 'the delivery failed for good');
  assert.equal((await send(org, 'GET', `/v2/webhooks/${id}`)).json().data.enabled, true, 'four days: still enabled (negative control)');
  await failingSince(5);
  await createItem(org, 'Five days');
  const disabled = await eventually(async () => (await send(org, 'GET', `/v2/webhooks/${id}`)).json().data, (s) => s.enabled === false, 'disabled');
  assert.equal(disabled.disabledReason, 'every delivery failed for 5 days');
  hook.answerWith(() => ({ status: 200 }));
  assert.equal((await send(org, 'PATCH', `/v2/webhooks/${id}`, { enabled: true })).statusCode, 200);
  await createItem(org, 'Back');
  await eventually(() => deliveriesOf(org, id), (list) => list.some((d) => d.status === 'succeeded'), 'a success');
  const row = await db.selectFrom('webhook_subscriptions').select('failing_since').where('organization_id', '=', org.id).where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(row.failing_since, null, 'a success ends the run of failures');
});

test('a burst is fanned out as it is delivered: the changes past what the claims can take wait in the log, and all arrive', async () => {
  const org = await createTestOrg();
  const hook = await consumer();
  // Answered only once the bursts are in: the claims hold what they can (8 a slot, 32) and take no more.
  const held: ServerResponse[] = [];
  hook.answerWith(() => (response) => held.push(response));
  await subscribe(org, hook.url);
  const bulk = async (from: number) => {
    const response = await send(org, 'POST', '/v2/action-items/bulk', { actionItems: Array.from({ length: 100 }, (_, i) => ({ title: `Burst ${from + i}` })) });
    assert.equal(response.statusCode, 200, response.body);
  };
  await bulk(0);
  await eventually(() => orgRowCount('webhook_deliveries', org.id), (n) => n === 100, 'the first 100 changes fanned out');
  await hook.waitFor((received) => received.length === 4);
  // 68 unclaimed, under the 128 (4 claims of 32) the fan-out runs ahead by: the next burst is fanned out.
  await bulk(100);
  await eventually(() => orgRowCount('webhook_deliveries', org.id), (n) => n === 200, 'the second 100 changes fanned out');
  // 168 unclaimed: fanned out at once, the third burst would be there within milliseconds of its commit.
  await bulk(200);
  await sleep(200);
  assert.equal(await orgRowCount('webhook_deliveries', org.id), 200, 'the third burst waits in the change log');
  hook.answerWith(() => ({ status: 200 }));
  for (const response of held) response.writeHead(200).end();
  const feed = await feedOf(org);
  assert.equal(feed.length, 300);
  // Attempts that outlasted their timeout while held are retried: each change is counted once.
  await hook.waitFor((received) => new Set(idsOf(received)).size === 300, 30_000);
  assert.deepEqual(new Set(idsOf(hook.received)), new Set(feed.map((entry) => entry.id)), 'every change arrived');
});

test('closing the app lets the attempts in flight finish and records them, and gives back the claims it had not started', async () => {
  const org = await createTestOrg();
  const slow = await consumer();
  // Answered well after the app has begun closing, within the attempt's timeout.
  slow.answerWith(() => (response) => setTimeout(() => response.writeHead(200).end('late'), 800));
  // Six deliveries due at one instant: one claim takes them all, four start (WEBHOOK_CONCURRENCY) and two wait in the queue.
  const response = await send(org, 'POST', '/v2/webhooks', { url: slow.url, events: ['action_item.*'], enabled: false });
  const { id } = response.json().data;
  for (let i = 1; i <= 6; i++) await createItem(org, `Queued ${i}`);
  assert.deepEqual((await send(org, 'POST', `/v2/webhooks/${id}/replay`, { since: '2000-01-01T00:00:00Z' })).json(), { data: { deliveries: 6 } });
  assert.equal((await send(org, 'PATCH', `/v2/webhooks/${id}`, { enabled: true })).statusCode, 200);
  await slow.waitFor((received) => received.length === 4);
  await app.close();
  assert.equal(slow.received.length, 4, 'nothing started once closing began');
  const rows = await db.selectFrom('webhook_deliveries').select(['status', 'lease_token', 'attempt_count'])
    .where('organization_id', '=', org.id).where('subscription_id', '=', id).orderBy('status').execute();
  assert.deepEqual(rows, [
    ...Array(2).fill({ status: 'pending', lease_token: null, attempt_count: 0 }),
    ...Array(4).fill({ status: 'succeeded', lease_token: null, attempt_count: 1 }),
  ], 'the four in flight recorded; the two queued given back, due for any instance, their attempt not counted');
  const attempts = await db.selectFrom('webhook_attempts').select(['response_status', 'response_body']).where('organization_id', '=', org.id).execute();
  assert.deepEqual(attempts, Array(4).fill({ response_status: 200, response_body: 'late' }));
});
