import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { runAuthSuite, UNAUTHORIZED_BODY } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('auth rules on GET /v2/equipment-types (scope read)', async (t) => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/equipment-types' }, 'read');
});

test('auth rules on POST /v2/equipment-types (scope admin)', async (t) => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/equipment-types', payload: { name: 'Crane' } }, 'admin');
});

test('an unknown /v2 route needs a key, then answers 404', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const anonymous = await app.inject({ method: 'GET', url: '/v2/nothing-here' });
  assert.equal(anonymous.statusCode, 401);
  assert.deepEqual(anonymous.json(), UNAUTHORIZED_BODY);
  const withKey = await app.inject({ method: 'GET', url: '/v2/nothing-here', headers: bearer(org.keys.read) });
  assert.equal(withKey.statusCode, 404);
  assert.deepEqual(withKey.json(), { code: 'not_found', message: 'No route GET /v2/nothing-here' });
});

test('x-team is accepted and ignored: the key decides the organization', async () => {
  const app = await buildTestApp();
  const a = await createTestOrg();
  const b = await createTestOrg();
  const created = await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(a.keys.all), payload: { name: 'Hoist' } });
  assert.equal(created.statusCode, 201);
  const asB = await app.inject({
    method: 'GET', url: '/v2/equipment-types', headers: { ...bearer(b.keys.read), 'x-team': a.defaultTeamId },
  });
  assert.equal(asB.statusCode, 200);
  assert.deepEqual(asB.json(), { data: [] });
  const asA = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: { ...bearer(a.keys.read), 'x-team': 'garbage' } });
  assert.deepEqual(asA.json().data.map((t: { name: string }) => t.name), ['Hoist']);
});

test('a revoked key answers 401 at once on the revoking instance and within a second on another', async () => {
  const revoking = await buildTestApp();
  const other = await buildTestApp();
  const org = await createTestOrg();
  const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
  const issued = await revoking.inject({
    method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: admin, payload: { name: 'soon revoked' },
  });
  const { id, key } = issued.json().data;
  // Both instances have the key cached.
  assert.equal((await revoking.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key) })).statusCode, 200);
  assert.equal((await other.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key) })).statusCode, 200);

  const revoked = await revoking.inject({ method: 'DELETE', url: `/admin/organizations/${org.id}/api-keys/${id}`, headers: admin });
  assert.equal(revoked.statusCode, 204);
  const atOnce = await revoking.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key) });
  assert.equal(atOnce.statusCode, 401);
  assert.deepEqual(atOnce.json(), UNAUTHORIZED_BODY);

  await sleep(1050);
  const later = await other.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key) });
  assert.equal(later.statusCode, 401, 'the other instance refuses the key within one second');
});

test('another org key never sees or reaches this org', async () => {
  const app = await buildTestApp();
  const a = await createTestOrg();
  const b = await createTestOrg();
  await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(a.keys.admin), payload: { name: 'Only in A' } });
  const listB = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(b.keys.read) });
  assert.deepEqual(listB.json(), { data: [] });
});
