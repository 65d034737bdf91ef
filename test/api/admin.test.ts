import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { buildTestApp, bearer, TEST_ADMIN_TOKEN } from '../helpers/app.js';
import { OPERATOR_UNAUTHORIZED_MESSAGE } from '../../src/http/errors.js';
import { testDatabase } from '../helpers/database.js';

const admin = bearer(TEST_ADMIN_TOKEN);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('without ADMIN_TOKEN the operator surface does not exist', async () => {
  const app = await buildTestApp({ config: { adminToken: null } });
  const response = await app.inject({ method: 'GET', url: '/admin/organizations', headers: admin });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { code: 'not_found', message: 'No route GET /admin/organizations' });
});

test('a missing or wrong operator token is a 401; an org API key is not an operator token', async () => {
  const app = await buildTestApp();
  for (const headers of [{}, bearer('wrong-token-wrong-token'), bearer(`${TEST_ADMIN_TOKEN}x`)]) {
    const response = await app.inject({ method: 'GET', url: '/admin/organizations', headers });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { code: 'unauthorized', message: OPERATOR_UNAUTHORIZED_MESSAGE });
  }
  assert.match(OPERATOR_UNAUTHORIZED_MESSAGE, /operator token.*ADMIN_TOKEN/, 'the refusal names what /admin takes');
});

test('organizations: create (with a default team and a commit clock) and list', async () => {
  const app = await buildTestApp();
  const created = await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'Acme Safety' } });
  assert.equal(created.statusCode, 201);
  const org = created.json().data;
  assert.deepEqual(Object.keys(org).sort(), ['createdAt', 'defaultTeamId', 'id', 'name']);
  assert.equal(org.name, 'Acme Safety');
  assert.match(org.createdAt, TIMESTAMP);

  const { db } = await testDatabase();
  const teams = await db.selectFrom('teams').selectAll().where('organization_id', '=', org.id).execute();
  assert.equal(teams.length, 1);
  assert.equal(teams[0]!.id, org.defaultTeamId);
  assert.equal(teams[0]!.is_default, true);
  assert.equal(teams[0]!.slug, 'default');
  const clock = await db.selectFrom('org_clocks').selectAll().where('organization_id', '=', org.id).executeTakeFirst();
  assert.ok(clock, 'the org has a commit clock');
  assert.equal(teams[0]!.updated_at, clock.last, 'the default team is stamped by the clock');

  const list = await app.inject({ method: 'GET', url: '/admin/organizations', headers: admin });
  assert.equal(list.statusCode, 200);
  assert.deepEqual(list.json().data.find((o: { id: string }) => o.id === org.id), org);
});

test('organization input is validated', async () => {
  const app = await buildTestApp();
  for (const payload of [{}, { name: '' }, { name: 5 }, { name: 'x', extra: 1 }]) {
    const response = await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().code, 'validation_error');
  }
});

test('API keys: create with default and explicit scopes, list without secrets, revoke', async () => {
  const app = await buildTestApp();
  const org = (await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'Keys Inc' } })).json().data;

  const plain = await app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: admin, payload: { name: 'sync' } });
  assert.equal(plain.statusCode, 201);
  const key = plain.json().data;
  assert.deepEqual(Object.keys(key).sort(), ['createdAt', 'id', 'key', 'name', 'prefix', 'revokedAt', 'scopes']);
  assert.deepEqual(key.scopes, ['read', 'write']);
  assert.equal(key.revokedAt, null);
  assert.match(key.key, /^smr_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
  assert.ok(key.key.startsWith(`${key.prefix}_`));

  const adminKey = await app.inject({
    method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: admin, payload: { name: 'config', scopes: ['admin'] },
  });
  assert.deepEqual(adminKey.json().data.scopes, ['admin']);

  const { db } = await testDatabase();
  const stored = await db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
  assert.equal(Buffer.from(stored.secret_hash).length, 32, 'only a SHA-256 hash is stored');
  assert.ok(!JSON.stringify(stored).includes(key.key.slice(17)), 'the secret is not stored');

  const list = await app.inject({ method: 'GET', url: `/admin/organizations/${org.id}/api-keys`, headers: admin });
  assert.equal(list.statusCode, 200);
  const listed = list.json().data;
  assert.equal(listed.length, 2);
  assert.ok(!JSON.stringify(listed).includes(key.key), 'secrets never listed');
  assert.deepEqual(Object.keys(listed[0]).sort(), ['createdAt', 'id', 'name', 'prefix', 'revokedAt', 'scopes']);

  assert.equal((await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key.key) })).statusCode, 200);
  const revoke = await app.inject({ method: 'DELETE', url: `/admin/organizations/${org.id}/api-keys/${key.id}`, headers: admin });
  assert.equal(revoke.statusCode, 204);
  assert.equal(revoke.body, '');
  assert.equal((await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key.key) })).statusCode, 401);
  const after = (await app.inject({ method: 'GET', url: `/admin/organizations/${org.id}/api-keys`, headers: admin })).json().data;
  assert.match(after.find((k: { id: string }) => k.id === key.id).revokedAt, TIMESTAMP);
  const again = await app.inject({ method: 'DELETE', url: `/admin/organizations/${org.id}/api-keys/${key.id}`, headers: admin });
  assert.equal(again.statusCode, 204, 'revoking twice is harmless');
});

test('API key input is validated; unknown organizations and keys are 404', async () => {
  const app = await buildTestApp();
  const org = (await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'V' } })).json().data;
  const bad = [{ name: 'x', scopes: ['root'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['read', 'read'] }, { scopes: ['read'] }];
  for (const payload of bad) {
    const response = await app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/api-keys`, headers: admin, payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
  }
  const missingOrg = randomUUID();
  const notFound = { code: 'not_found', message: 'Organization not found' };
  const create = await app.inject({ method: 'POST', url: `/admin/organizations/${missingOrg}/api-keys`, headers: admin, payload: { name: 'x' } });
  assert.equal(create.statusCode, 404);
  assert.deepEqual(create.json(), notFound);
  const list = await app.inject({ method: 'GET', url: `/admin/organizations/${missingOrg}/api-keys`, headers: admin });
  assert.deepEqual([list.statusCode, list.json()], [404, notFound]);
  const revoke = await app.inject({ method: 'DELETE', url: `/admin/organizations/${org.id}/api-keys/${randomUUID()}`, headers: admin });
  assert.deepEqual([revoke.statusCode, revoke.json()], [404, { code: 'not_found', message: 'API key not found' }]);
  const badId = await app.inject({ method: 'GET', url: '/admin/organizations/not-a-uuid/api-keys', headers: admin });
  assert.equal(badId.statusCode, 400);
  assert.deepEqual(badId.json().details, { errors: ['path.orgId must match format "uuid"'] });
});

test("a key cannot be revoked through another organization's path", async () => {
  const app = await buildTestApp();
  const a = (await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'A' } })).json().data;
  const b = (await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'B' } })).json().data;
  const key = (await app.inject({ method: 'POST', url: `/admin/organizations/${a.id}/api-keys`, headers: admin, payload: { name: 'k' } })).json().data;
  const wrongOrg = await app.inject({ method: 'DELETE', url: `/admin/organizations/${b.id}/api-keys/${key.id}`, headers: admin });
  assert.equal(wrongOrg.statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(key.key) })).statusCode, 200);
});
