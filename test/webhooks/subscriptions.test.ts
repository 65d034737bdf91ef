/**
 * Webhook subscriptions through the API (DECISIONS 13): create (secret shown once), list, get,
 * update, delete, rotate; at most 20 per org; URLs and event types refused with the error body
 * and nothing stored; scope admin; the delivery log's paging, retry, test and replay queueing.
 * No delivery worker runs here (test/webhooks/delivery.test.ts has them).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, orgRowCount, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

isolateDatabase();

const app = await buildTestApp();
const PUBLIC_URL = 'https://93.184.216.34/hooks';

const send = (org: TestOrg, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, apiKey = org.keys.all) =>
  app.inject({ method, url, headers: bearer(apiKey), ...(payload ? { payload } : {}) });

async function subscribe(org: TestOrg, body: object = {}) {
  const response = await send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['*'], ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data as { id: string; secret: string } & Record<string, unknown>;
}

const stored = async (orgId: string, id: string) => {
  const { db } = await testDatabase();
  return db.selectFrom('webhook_subscriptions').selectAll().where('organization_id', '=', orgId).where('id', '=', id).executeTakeFirst();
};

test('create answers 201 with the subscription and its secret, which no later answer shows', async () => {
  const org = await createTestOrg();
  const response = await send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['action_item.*', 'asset.created', 'action_item.*'], description: 'ERP sync' });
  assert.equal(response.statusCode, 201, response.body);
  const { data } = response.json();
  assert.deepEqual(Object.keys(data).sort(), ['createdAt', 'description', 'disabledReason', 'enabled', 'events', 'id', 'secret', 'updatedAt', 'url']);
  assert.equal(data.url, PUBLIC_URL);
  assert.deepEqual(data.events, ['action_item.*', 'asset.created'], 'duplicates dropped, order kept');
  assert.equal(data.description, 'ERP sync');
  assert.equal(data.enabled, true);
  assert.equal(data.disabledReason, null);
  assert.match(data.secret, /^whsec_[A-Za-z0-9+/]{43}=$/, '32 random bytes in base64');
  const row = await stored(org.id, data.id);
  assert.equal(row?.secret, data.secret);
  const { secret: _secret, ...shown } = data;
  const one = await send(org, 'GET', `/v2/webhooks/${data.id}`);
  assert.equal(one.statusCode, 200);
  assert.deepEqual(one.json(), { data: shown });
  const list = await send(org, 'GET', '/v2/webhooks');
  assert.deepEqual(list.json(), { data: [shown] });
  assert.ok(!list.body.includes(data.secret) && !one.body.includes(data.secret));
  const second = await subscribe(org);
  assert.notEqual(second.secret, data.secret, 'every subscription has its own secret');
});

test('a subscription starts after the org\'s latest change: earlier changes are not its to receive', async () => {
  const org = await createTestOrg();
  assert.equal((await send(org, 'POST', '/v2/action-items', { title: 'Before' })).statusCode, 201);
  const { db } = await testDatabase();
  const latest = await sql<{ seq: string }>`SELECT max(seq) AS seq FROM change_entries WHERE organization_id = ${org.id}`.execute(db);
  const created = await subscribe(org);
  assert.equal((await stored(org.id, created.id))?.starts_after, latest.rows[0]!.seq);
});

test('the 21st subscription of an org is a 409 conflict, and nothing is stored', async () => {
  const org = await createTestOrg();
  await Promise.all(Array.from({ length: 20 }, () => subscribe(org)));
  const refused = await send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['*'] });
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { code: 'conflict', message: 'An organization has at most 20 webhook subscriptions: delete one first' });
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 20);
  const other = await createTestOrg();
  await subscribe(other);
});

test('concurrent creates never pass the limit of 20', async () => {
  const org = await createTestOrg();
  const responses = await Promise.all(Array.from({ length: 30 }, () => send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['*'] })));
  assert.deepEqual(responses.map((r) => r.statusCode).sort(), [...Array(20).fill(201), ...Array(10).fill(409)]);
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 20);
});

test('URLs that are not https or reach a private address are 400 validation_error naming the URL, and WEBHOOK_ALLOW_PRIVATE_TARGETS where it lifts the refusal; nothing is stored', async () => {
  const org = await createTestOrg();
  const cases: Array<[string, string]> = [
    ['http://93.184.216.34/hooks', 'it must use https'],
    ['https://127.0.0.1/hooks', 'private address (127.0.0.1)'],
    ['https://10.1.2.3/hooks', 'private address (10.1.2.3)'],
    ['https://[::1]/hooks', 'private address'],
    ['https://169.254.169.254/latest/meta-data', 'private address (169.254.169.254)'],
    ['https://user:pw@93.184.216.34/hooks', 'credentials'],
    ['not a url', 'not an absolute URL'],
    ['https://localhost/hooks', 'localhost'],
  ];
  for (const [url, why] of cases) {
    const response = await send(org, 'POST', '/v2/webhooks', { url, events: ['*'] });
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    const body = response.json();
    assert.equal(body.code, 'validation_error', url);
    assert.equal(body.details.errors.length, 1, url);
    assert.match(body.details.errors[0], /^url: webhook URL "/, url);
    assert.ok(body.details.errors[0].includes(why), `${url}: ${body.details.errors[0]}`);
    // The refusals WEBHOOK_ALLOW_PRIVATE_TARGETS lifts name it, and when to set it; the others do not.
    const lifted = !['credentials', 'not an absolute URL'].includes(why);
    assert.equal(body.details.errors[0].includes('WEBHOOK_ALLOW_PRIVATE_TARGETS=true'), lifted, `${url}: ${body.details.errors[0]}`);
    assert.equal(body.message, body.details.errors[0], 'the message is the refusal');
  }
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 0);
  const created = await subscribe(org);
  const patched = await send(org, 'PATCH', `/v2/webhooks/${created.id}`, { url: 'https://192.168.1.1/hooks' });
  assert.equal(patched.statusCode, 400);
  assert.equal((await stored(org.id, created.id))?.url, PUBLIC_URL, 'a refused PATCH changes nothing');
});

test('events that are not change types are 400 validation_error naming each one', async () => {
  const org = await createTestOrg();
  const response = await send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['action_item.*', 'widget.created', 'asset.renamed', 'asset'] });
  assert.equal(response.statusCode, 400);
  const { code, details } = response.json();
  assert.equal(code, 'validation_error');
  assert.deepEqual(details.errors.map((e: string) => e.split(' is not')[0]), ['events[1]: "widget.created"', 'events[2]: "asset.renamed"', 'events[3]: "asset"']);
  assert.equal((await send(org, 'POST', '/v2/webhooks', { url: PUBLIC_URL, events: [] })).statusCode, 400);
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 0);
});

test('PATCH changes what it is sent; re-enabling starts from the present and clears the service\'s reason', async () => {
  const org = await createTestOrg();
  const created = await subscribe(org, { enabled: false });
  const patched = await send(org, 'PATCH', `/v2/webhooks/${created.id}`, { url: `${PUBLIC_URL}/v2`, events: ['event.*'], description: 'Events only' });
  assert.equal(patched.statusCode, 200);
  assert.equal(patched.json().data.url, `${PUBLIC_URL}/v2`);
  assert.deepEqual(patched.json().data.events, ['event.*']);
  assert.equal(patched.json().data.description, 'Events only');
  assert.equal(patched.json().data.enabled, false);
  const { db } = await testDatabase();
  await db.updateTable('webhook_subscriptions').set({ disabled_reason: 'the endpoint answered 410 Gone', failing_since: '2026-01-01T00:00:00Z' })
    .where('organization_id', '=', org.id).where('id', '=', created.id).execute();
  assert.equal((await send(org, 'POST', '/v2/action-items', { title: 'While disabled' })).statusCode, 201);
  const before = await stored(org.id, created.id);
  const enabled = await send(org, 'PATCH', `/v2/webhooks/${created.id}`, { enabled: true });
  assert.equal(enabled.statusCode, 200);
  assert.equal(enabled.json().data.enabled, true);
  assert.equal(enabled.json().data.disabledReason, null);
  const after = await stored(org.id, created.id);
  assert.ok(after!.starts_after > before!.starts_after, 'changes made while disabled are not delivered');
  assert.equal(after!.failing_since, null);
  const again = await send(org, 'PATCH', `/v2/webhooks/${created.id}`, { description: null });
  assert.equal((await stored(org.id, created.id))!.starts_after, after!.starts_after, 'an enabled subscription keeps its start');
  assert.equal(again.json().data.description, null);
});

test('DELETE answers 204 and removes the subscription with its deliveries; then 404', async () => {
  const org = await createTestOrg();
  const created = await subscribe(org);
  assert.equal((await send(org, 'POST', `/v2/webhooks/${created.id}/test`)).statusCode, 202);
  assert.equal(await orgRowCount('webhook_deliveries', org.id), 1);
  const deleted = await send(org, 'DELETE', `/v2/webhooks/${created.id}`);
  assert.equal(deleted.statusCode, 204);
  assert.equal(deleted.body, '');
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 0);
  assert.equal(await orgRowCount('webhook_deliveries', org.id), 0);
  for (const [method, url] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['POST', '/rotate-secret'], ['GET', '/deliveries'], ['POST', '/test']] as const) {
    const response = await send(org, method, `/v2/webhooks/${created.id}${url}`, method === 'PATCH' ? { description: 'x' } : undefined);
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { code: 'not_found', message: 'Webhook subscription not found' });
  }
});

test('rotate-secret answers the new secret; the old one keeps signing for 24 hours', async () => {
  const org = await createTestOrg();
  const created = await subscribe(org);
  const response = await send(org, 'POST', `/v2/webhooks/${created.id}/rotate-secret`);
  assert.equal(response.statusCode, 200);
  const { secret } = response.json().data;
  assert.match(secret, /^whsec_/);
  assert.notEqual(secret, created.secret);
  const { db } = await testDatabase();
  const row = await sql<{ secret: string; previous_secret: string; hours: number }>`
    SELECT secret, previous_secret, extract(epoch FROM previous_secret_until - clock_timestamp()) / 3600 AS hours
      FROM webhook_subscriptions WHERE organization_id = ${org.id} AND id = ${created.id}`.execute(db);
  assert.equal(row.rows[0]!.secret, secret);
  assert.equal(row.rows[0]!.previous_secret, created.secret);
  assert.ok(Math.abs(Number(row.rows[0]!.hours) - 24) < 0.1, `${row.rows[0]!.hours} hours`);
});

test('every webhook route needs scope admin: 403 for read and write keys, and nothing changes', async () => {
  const org = await createTestOrg();
  const created = await subscribe(org);
  const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
    ['POST', '/v2/webhooks', { url: PUBLIC_URL, events: ['*'] }], ['GET', '/v2/webhooks'], ['GET', `/v2/webhooks/${created.id}`],
    ['PATCH', `/v2/webhooks/${created.id}`, { enabled: false }], ['DELETE', `/v2/webhooks/${created.id}`],
    ['POST', `/v2/webhooks/${created.id}/rotate-secret`], ['GET', `/v2/webhooks/${created.id}/deliveries`],
    ['POST', `/v2/webhooks/${created.id}/test`], ['POST', `/v2/webhooks/${created.id}/replay`, { since: '2000-01-01T00:00:00Z' }],
  ];
  const before = await stored(org.id, created.id);
  for (const apiKey of [org.keys.read, org.keys.readWrite]) {
    for (const [method, url, payload] of routes) {
      const response = await send(org, method, url, payload, apiKey);
      assert.equal(response.statusCode, 403, `${method} ${url}`);
      assert.equal(response.json().code, 'forbidden');
    }
  }
  assert.deepEqual(await stored(org.id, created.id), before);
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 1);
  assert.equal(await orgRowCount('webhook_deliveries', org.id), 0);
  assert.equal((await send(org, 'GET', '/v2/webhooks', undefined, org.keys.admin)).statusCode, 200, 'an admin-only key is enough');
});

test('a create repeated with its Idempotency-Key answers the first response and creates one subscription', async () => {
  const org = await createTestOrg();
  const headers = { ...bearer(org.keys.all), 'idempotency-key': 'create-hook-1' };
  const payload = { url: PUBLIC_URL, events: ['*'] };
  const first = await app.inject({ method: 'POST', url: '/v2/webhooks', headers, payload });
  const repeat = await app.inject({ method: 'POST', url: '/v2/webhooks', headers, payload });
  assert.equal(first.statusCode, 201);
  assert.equal(repeat.statusCode, 201);
  assert.equal(repeat.body, first.body);
  assert.equal(repeat.headers['idempotent-replayed'], 'true');
  assert.equal(await orgRowCount('webhook_subscriptions', org.id), 1);
});

test('the delivery log: newest first, cursor paging, status filter; retry, test and replay queue deliveries', async () => {
  const org = await createTestOrg();
  for (const title of ['one', 'two', 'three']) assert.equal((await send(org, 'POST', '/v2/action-items', { title })).statusCode, 201);
  assert.equal((await send(org, 'POST', '/v2/assets', { name: 'Pump' })).statusCode, 201);
  const created = await subscribe(org, { events: ['action_item.created'] });
  const replay = await send(org, 'POST', `/v2/webhooks/${created.id}/replay`, { since: '2000-01-01T00:00:00Z' });
  assert.equal(replay.statusCode, 202);
  assert.deepEqual(replay.json(), { data: { deliveries: 3 } }, 'the three item creates from before the subscription; not the asset');
  const future = await send(org, 'POST', `/v2/webhooks/${created.id}/replay`, { since: '2999-01-01T00:00:00Z' });
  assert.deepEqual(future.json(), { data: { deliveries: 0 } });
  assert.equal((await send(org, 'POST', `/v2/webhooks/${created.id}/replay`, { since: 'yesterday' })).statusCode, 400);
  assert.equal((await send(org, 'POST', `/v2/webhooks/${created.id}/test`)).statusCode, 202);

  const { db } = await testDatabase();
  const feed = (await send(org, 'GET', '/v2/changes?types=action_item.created')).json().data as Array<{ id: string; seq: string }>;
  const page1 = await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?limit=2`);
  assert.equal(page1.statusCode, 200);
  const first = page1.json();
  assert.equal(first.data.length, 2);
  assert.equal(first.data[0].type, 'webhook.test', 'newest first');
  assert.deepEqual(Object.keys(first.data[0]).sort(), ['attempts', 'changeId', 'createdAt', 'id', 'nextAttemptAt', 'status', 'type']);
  assert.equal(first.data[0].status, 'pending');
  assert.deepEqual(first.data[0].attempts, []);
  assert.equal(first.meta.hasNext, true);
  const page2 = (await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?limit=2&cursor=${first.meta.nextCursor}`)).json();
  const page3 = (await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?limit=2&cursor=${page2.meta.nextCursor}`)).json();
  assert.equal(page3.meta.hasNext, false);
  const changeIds = [...first.data, ...page2.data, ...page3.data].filter((d) => d.type !== 'webhook.test').map((d) => d.changeId);
  assert.deepEqual(changeIds, feed.map((entry) => entry.id).reverse(), 'one delivery per replayed change, newest first');

  // A failed delivery, its attempts listed; the status filter; a retry makes it pending and due now.
  const failed = first.data[1];
  await db.updateTable('webhook_deliveries').set({ status: 'failed', next_attempt_at: null, attempt_count: 1 }).where('organization_id', '=', org.id).where('id', '=', failed.id).execute();
  await db.insertInto('webhook_attempts').values({
    organization_id: org.id, delivery_id: failed.id, attempt: 1, attempted_at: '2026-11-01T10:00:00.123456Z', duration_ms: 12, response_status: 500, error: 'the endpoint answered 500', response_body: 'boom',
  }).execute();
  const onlyFailed = (await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?status=failed`)).json();
  assert.deepEqual(onlyFailed.data.map((d: { id: string }) => d.id), [failed.id]);
  assert.equal(onlyFailed.data[0].nextAttemptAt, null);
  assert.deepEqual(onlyFailed.data[0].attempts, [{ attemptedAt: '2026-11-01T10:00:00.123Z', durationMs: 12, responseStatus: 500, error: 'the endpoint answered 500', responseBody: 'boom' }]);
  assert.equal((await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?status=pending`)).json().data.length, 3);
  const retried = await send(org, 'POST', `/v2/webhooks/${created.id}/deliveries/${failed.id}/retry`);
  assert.equal(retried.statusCode, 202);
  const row = await db.selectFrom('webhook_deliveries').select(['status', sql<boolean>`next_attempt_at <= clock_timestamp()`.as('due')]).where('organization_id', '=', org.id).where('id', '=', failed.id).executeTakeFirstOrThrow();
  assert.deepEqual(row, { status: 'pending', due: true });
  const unknown = await send(org, 'POST', `/v2/webhooks/${created.id}/deliveries/${created.id}/retry`);
  assert.deepEqual([unknown.statusCode, unknown.json()], [404, { code: 'not_found', message: 'Webhook delivery not found' }]);
  const malformed = await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?cursor=abc`);
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().code, 'validation_error');
  assert.equal((await send(org, 'GET', `/v2/webhooks/${created.id}/deliveries?status=lost`)).statusCode, 400);
});

test('the subscription and delivery GETs carry ETags that follow their changes, though the org\'s clock stands still', async () => {
  const org = await createTestOrg();
  const created = await subscribe(org);
  const first = await send(org, 'GET', `/v2/webhooks/${created.id}`);
  const tag = String(first.headers.etag);
  const unchanged = await app.inject({ method: 'GET', url: `/v2/webhooks/${created.id}`, headers: { ...bearer(org.keys.all), 'if-none-match': tag } });
  assert.equal(unchanged.statusCode, 304);
  assert.equal((await send(org, 'PATCH', `/v2/webhooks/${created.id}`, { description: 'changed' })).statusCode, 200);
  const changed = await app.inject({ method: 'GET', url: `/v2/webhooks/${created.id}`, headers: { ...bearer(org.keys.all), 'if-none-match': tag } });
  assert.equal(changed.statusCode, 200);
  assert.equal(changed.json().data.description, 'changed');
});
