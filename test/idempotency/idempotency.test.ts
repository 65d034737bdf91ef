/**
 * Idempotency-Key (DECISIONS 14): replay of the first response on every write route with
 * nothing written again, conflicts, the key's format, which responses are stored, scope per org,
 * concurrent repeats, and a stored response that commits with its write or not at all.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { onPostgres, orgRowCount, statementsDuring, testDatabase, waitingOnLock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { orgChecksum, populatedOrg } from '../helpers/populated-org.js';
import { methodOf, WRITE_CASES } from '../helpers/write-routes.js';
import { IdempotencyKeyPurge } from '../../src/workers/idempotency-key-purge.js';

const app = await buildTestApp();

const withKey = (apiKey: string, key: string) => ({ ...bearer(apiKey), 'idempotency-key': key });

function send(options: { method: InjectOptions['method']; url: string; apiKey: string; key?: string; payload?: object }): Promise<LightMyRequestResponse> {
  const headers = options.key === undefined ? bearer(options.apiKey) : withKey(options.apiKey, options.key);
  return app.inject({ method: options.method, url: options.url, headers, ...(options.payload ? { payload: options.payload } : {}) });
}

/** Sends the request twice: the first answers `status`, the second replays it (same status and body). */
async function answeredThenReplayed(options: Parameters<typeof send>[0], status: number): Promise<void> {
  const first = await send(options);
  assert.equal(first.statusCode, status, first.body);
  const again = await send(options);
  assert.equal(again.statusCode, status);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.body, first.body);
}

async function storedKeys(orgId: string): Promise<Array<{ key: string; status: number | null }>> {
  const { db } = await testDatabase();
  return db.selectFrom('idempotency_keys').select(['key', 'status']).where('organization_id', '=', orgId).orderBy('key').execute();
}

const changeCount = async (orgId: string): Promise<number> => orgRowCount('change_entries' as never, orgId);

test('every write route: a repeat with the key answers the first response, replayed, and writes nothing', async () => {
  for (const writeCase of WRITE_CASES) {
    const { org, ids } = await populatedOrg(app);
    const { url, payload } = writeCase.request(ids);
    const key = `case ${writeCase.route}`.replace(/\s/g, '-');
    const first = await send({ method: methodOf(writeCase), url, payload, apiKey: org.keys.all, key });
    assert.ok(first.statusCode < 300, `${writeCase.route}: ${first.statusCode} ${first.body}`);
    assert.equal(first.headers['idempotent-replayed'], undefined, writeCase.route);
    const before = await orgChecksum(org.id);
    const repeat = await send({ method: methodOf(writeCase), url, payload, apiKey: org.keys.all, key });
    assert.equal(repeat.statusCode, first.statusCode, writeCase.route);
    assert.equal(repeat.body, first.body, writeCase.route);
    assert.equal(repeat.headers['content-type'], first.headers['content-type'], writeCase.route);
    assert.equal(repeat.headers['idempotent-replayed'], 'true', writeCase.route);
    assert.deepEqual(await orgChecksum(org.id), before, `${writeCase.route}: the repeat changed stored data (clock, rows or change log)`);
  }
});

test('without a key the same repeat runs again (negative control of the replay)', async () => {
  const org = await createTestOrg();
  const payload = { title: 'Twice' };
  const first = await send({ method: 'POST', url: '/v2/action-items', payload, apiKey: org.keys.all });
  const second = await send({ method: 'POST', url: '/v2/action-items', payload, apiKey: org.keys.all });
  assert.equal(first.statusCode, 201);
  assert.equal(second.statusCode, 201);
  assert.notEqual(first.json().data.id, second.json().data.id);
  assert.equal(await orgRowCount('action_items', org.id), 2);
});

test('a create without externalId, repeated with its key, creates one record; the body may list its keys in another order', async () => {
  const org = await createTestOrg();
  const first = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Once', priority: 'high' }, apiKey: org.keys.all, key: 'create-1' });
  const repeat = await send({ method: 'POST', url: '/v2/action-items', payload: { priority: 'high', title: 'Once' }, apiKey: org.keys.all, key: 'create-1' });
  assert.equal(first.statusCode, 201);
  assert.equal(repeat.statusCode, 201);
  assert.equal(repeat.headers['idempotent-replayed'], 'true');
  assert.deepEqual(repeat.json(), first.json());
  assert.equal(await orgRowCount('action_items', org.id), 1);
  assert.equal(await changeCount(org.id) > 0, true);
});

test('the same key with another body, path or method → 409 idempotency_conflict, nothing run, the first response kept', async () => {
  const org = await createTestOrg();
  const first = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'First' }, apiKey: org.keys.all, key: 'reused' });
  assert.equal(first.statusCode, 201);
  const itemId = first.json().data.id;
  const attempts = [
    { method: 'POST' as const, url: '/v2/action-items', payload: { title: 'Other' }, differs: 'body' },
    { method: 'POST' as const, url: '/v2/action-items?x=1', payload: { title: 'First' }, differs: 'path' },
    { method: 'PATCH' as const, url: `/v2/action-items/${itemId}`, payload: { title: 'First' }, differs: 'method, path' },
  ];
  for (const attempt of attempts) {
    const response = await send({ ...attempt, apiKey: org.keys.all, key: 'reused' });
    assert.equal(response.statusCode, 409, attempt.differs);
    assert.deepEqual(response.json(), {
      code: 'idempotency_conflict',
      message: `Idempotency-Key "reused" was first used with another request (its ${attempt.differs} differed): use a new key for a new request`,
      details: { firstRequest: { method: 'POST', path: '/v2/action-items' } },
    });
  }
  assert.equal(await orgRowCount('action_items', org.id), 1);
  const again = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'First' }, apiKey: org.keys.all, key: 'reused' });
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.body, first.body);
});

test('Idempotency-Key must be 1 to 255 visible ASCII characters; GET ignores it', async () => {
  const org = await createTestOrg();
  for (const bad of ['', ' ', 'has space', 'x'.repeat(256), 'tab\there', 'é']) {
    const response = await app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...bearer(org.keys.all), 'idempotency-key': bad }, payload: { title: 'x' } });
    assert.equal(response.statusCode, 400, JSON.stringify(bad));
    assert.equal(response.json().code, 'validation_error');
    assert.match(response.json().message, /^header Idempotency-Key must be 1 to 255 visible ASCII characters/);
  }
  assert.equal(await orgRowCount('action_items', org.id), 0);
  const longest = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'x' }, apiKey: org.keys.all, key: '~'.repeat(255) });
  assert.equal(longest.statusCode, 201);
  const get = await app.inject({ url: '/v2/action-items', headers: { ...bearer(org.keys.all), 'idempotency-key': 'has space' } });
  assert.equal(get.statusCode, 200);
  assert.equal(get.headers['idempotent-replayed'], undefined);
});

test('a refused request (400, 404) is stored and replayed; 401 and 403 are not stored, so a retry with a key allowed to write runs', async () => {
  const org = await createTestOrg();
  await answeredThenReplayed({ method: 'POST', url: '/v2/action-items', payload: { title: '' }, apiKey: org.keys.all, key: 'bad-body' }, 400);
  await answeredThenReplayed({ method: 'PATCH', url: `/v2/action-items/${randomUUID()}`, payload: { title: 'x' }, apiKey: org.keys.all, key: 'missing' }, 404);

  const unauthorized = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'x' }, apiKey: org.keys.revoked, key: 'scoped' });
  assert.equal(unauthorized.statusCode, 401);
  const forbidden = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'x' }, apiKey: org.keys.read, key: 'scoped' });
  assert.equal(forbidden.statusCode, 403);
  const allowed = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'x' }, apiKey: org.keys.write, key: 'scoped' });
  assert.equal(allowed.statusCode, 201);
  assert.equal(allowed.headers['idempotent-replayed'], undefined);
  assert.deepEqual(await storedKeys(org.id), [
    { key: 'bad-body', status: 400 }, { key: 'missing', status: 404 }, { key: 'scoped', status: 201 },
  ]);
});

test('a stored key is replayed only after the caller\'s own scope check: a read-only key of the org gets 403', async () => {
  const org = await createTestOrg();
  const first = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Scoped' }, apiKey: org.keys.all, key: 'scope-first' });
  assert.equal(first.statusCode, 201);
  const readOnly = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Scoped' }, apiKey: org.keys.read, key: 'scope-first' });
  assert.equal(readOnly.statusCode, 403);
  assert.equal(readOnly.headers['idempotent-replayed'], undefined);
  assert.equal(readOnly.json().code, 'forbidden');
});

test('keys are per org: another key of the org gets the replay, another org runs its own request', async () => {
  const a = await createTestOrg();
  const b = await createTestOrg();
  const payload = { title: 'Shared key' };
  const first = await send({ method: 'POST', url: '/v2/action-items', payload, apiKey: a.keys.all, key: 'tenant-key' });
  const sameOrgOtherKey = await send({ method: 'POST', url: '/v2/action-items', payload, apiKey: a.keys.readWrite, key: 'tenant-key' });
  assert.equal(sameOrgOtherKey.headers['idempotent-replayed'], 'true');
  assert.equal(sameOrgOtherKey.body, first.body);
  const otherOrg = await send({ method: 'POST', url: '/v2/action-items', payload, apiKey: b.keys.all, key: 'tenant-key' });
  assert.equal(otherOrg.statusCode, 201);
  assert.equal(otherOrg.headers['idempotent-replayed'], undefined);
  assert.notEqual(otherOrg.json().data.id, first.json().data.id);
  assert.equal(await orgRowCount('action_items', a.id), 1);
  assert.equal(await orgRowCount('action_items', b.id), 1);
  const otherOrgList = await app.inject({ url: '/v2/action-items', headers: bearer(b.keys.read) });
  assert.deepEqual(otherOrgList.json().data.map((item: { id: string }) => item.id), [otherOrg.json().data.id]);
});

test('20 concurrent requests with one key run once; the others wait for it and replay it', async () => {
  const org = await createTestOrg();
  const responses = await Promise.all(Array.from({ length: 20 }, () =>
    send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Raced' }, apiKey: org.keys.all, key: 'raced' })));
  assert.equal(await orgRowCount('action_items', org.id), 1);
  assert.deepEqual(responses.map((response) => response.statusCode), Array(20).fill(201));
  assert.equal(responses.filter((response) => response.headers['idempotent-replayed'] === undefined).length, 1);
  assert.equal(responses.filter((response) => response.headers['idempotent-replayed'] === 'true').length, 19);
  assert.equal(new Set(responses.map((response) => response.body)).size, 1);
  // Negative control: the same 20 without a key are 20 writes.
  await Promise.all(Array.from({ length: 20 }, () => send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Raced' }, apiKey: org.keys.all })));
  assert.equal(await orgRowCount('action_items', org.id), 21);
});

// Both ways a response is stored: by the write's own statement (action items: keyed-write.ts)
// and by the request transaction's last statement (locations).
const STORING_ROUTES = [
  { url: '/v2/action-items', payload: { title: 'Undone' }, table: 'action_items' as const, storedBy: 'stored_key AS' },
  { url: '/v2/locations', payload: { name: 'Undone' }, table: 'assets' as const, storedBy: 'UPDATE idempotency_keys SET status' },
];

test('the stored response commits with its write: when storing it fails, the write is undone and a retry runs anew (5xx not stored)', async () => {
  const { db } = await testDatabase();
  await sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_stored_response() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.key LIKE 'fail-store-%' AND NEW.status IS NOT NULL THEN RAISE EXCEPTION 'refused by the test'; END IF;
      RETURN NEW;
    END $$`).execute(db);
  for (const route of STORING_ROUTES) {
    const org = await createTestOrg();
    const failing = `fail-store-${randomUUID()}`;
    const rowsBefore = await orgRowCount(route.table, org.id);
    const changesBefore = await changeCount(org.id);
    await sql.raw('CREATE TRIGGER test_refuse_stored_response BEFORE INSERT OR UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION test_refuse_stored_response()').execute(db);
    try {
      let refused!: LightMyRequestResponse;
      const texts = await statementsDuring(async () => {
        refused = await send({ method: 'POST', url: route.url, payload: route.payload, apiKey: org.keys.all, key: failing });
      });
      assert.equal(refused.statusCode, 500, route.url);
      assert.ok(texts.some((text) => text.includes(route.storedBy)), `${route.url}: stored by ${route.storedBy}`);
      assert.equal(await orgRowCount(route.table, org.id), rowsBefore, route.url);
      assert.equal(await changeCount(org.id), changesBefore, route.url);
      assert.deepEqual(await storedKeys(org.id), [], route.url);
    } finally {
      await sql.raw('DROP TRIGGER test_refuse_stored_response ON idempotency_keys').execute(db);
    }
    const retried = await send({ method: 'POST', url: route.url, payload: route.payload, apiKey: org.keys.all, key: failing });
    assert.equal(retried.statusCode, 201, route.url);
    assert.equal(retried.headers['idempotent-replayed'], undefined, route.url);
    assert.equal(await orgRowCount(route.table, org.id), rowsBefore + 1, route.url);
  }
});

test('a 429 is not stored: the same key runs once the budget allows', async () => {
  const limited = await buildTestApp({ config: { rateLimitPerMinute: 1, rateLimitWindowSeconds: 1 }, rateLimitNameSpace: `idem-${randomUUID()}:` });
  const org = await createTestOrg();
  const call = (key?: string) => limited.inject({ method: 'POST', url: '/v2/action-items', headers: key ? withKey(org.keys.all, key) : bearer(org.keys.all), payload: { title: 'Limited' } });
  assert.equal((await call()).statusCode, 201);
  assert.equal((await call('after-limit')).statusCode, 429);
  await sleep(1100);
  const ran = await call('after-limit');
  assert.equal(ran.statusCode, 201);
  assert.equal(ran.headers['idempotent-replayed'], undefined);
  assert.equal(await orgRowCount('action_items', org.id), 2);
});

test('a key older than the TTL is forgotten: its next use runs, and the purge deletes expired rows', async () => {
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const first = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Old' }, apiKey: org.keys.all, key: 'old' });
  await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Older' }, apiKey: org.keys.all, key: 'older' });
  await db.updateTable('idempotency_keys').set({ created_at: sql`clock_timestamp() - interval '25 hours'` } as never).where('organization_id', '=', org.id).where('key', '=', 'old').execute();
  // 'older' is 2 hours old: only this purge (a TTL of 1 hour) deletes it, not another file's
  // server purging at the service's 24 hours in the same database meanwhile.
  await db.updateTable('idempotency_keys').set({ created_at: sql`clock_timestamp() - interval '2 hours'` } as never).where('organization_id', '=', org.id).where('key', '=', 'older').execute();
  const again = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Old' }, apiKey: org.keys.all, key: 'old' });
  assert.equal(again.statusCode, 201);
  assert.equal(again.headers['idempotent-replayed'], undefined);
  assert.notEqual(again.json().data.id, first.json().data.id);
  assert.ok(await new IdempotencyKeyPurge(db, { ttlHours: 1 }, app.log).purgeOnce() >= 1);
  assert.deepEqual(await storedKeys(org.id), [{ key: 'old', status: 201 }]);
});

test('the purge never deletes a key taken over while it ran: a new use of an expired key keeps its row and response', { skip: !onPostgres && 'PGlite runs one transaction at a time' }, async () => {
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const first = await send({ method: 'POST', url: '/v2/action-items', payload: { title: 'Renewed' }, apiKey: org.keys.all, key: 'renewed' });
  assert.equal(first.statusCode, 201);
  // Expired for this test's purge (a TTL of 1 hour) only: another file's server purging the shared
  // database at the service's 24 hours must not delete the row before this test takes it over.
  await db.updateTable('idempotency_keys').set({ created_at: sql`clock_timestamp() - interval '2 hours'` } as never).where('organization_id', '=', org.id).execute();
  let purged!: Promise<number>;
  await db.transaction().execute(async (trx) => {
    // A new use takes the expired row over; the purge, started meanwhile, picked it as expired.
    const taken = await sql`UPDATE idempotency_keys SET created_at = clock_timestamp(), status = 200, body = 'renewed' WHERE organization_id = ${org.id} AND key = 'renewed'`.execute(trx);
    assert.equal(Number(taken.numAffectedRows), 1, 'the expired row is there to take over');
    purged = new IdempotencyKeyPurge(db, { ttlHours: 1 }, app.log).purgeOnce();
    await waitingOnLock('DELETE FROM idempotency_keys', trx);
  });
  await purged;
  assert.deepEqual(await storedKeys(org.id), [{ key: 'renewed', status: 200 }]);
});
