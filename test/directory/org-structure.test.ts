import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, bearer } from '../helpers/app.js';
import { runAuthSuite } from '../helpers/auth-suite.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const [path, extraKeys] of [['/v2/departments', []], ['/v2/teams', ['isDefault']]] as const) {
  test(`${path}: create (201), upsert by externalId (200), list by name`, async () => {
    const app = await buildTestApp();
    const org = await createTestOrg();
    const created = await app.inject({ method: 'POST', url: path, headers: bearer(org.keys.admin), payload: { name: 'Field Operations', externalId: 'hr-7' } });
    assert.equal(created.statusCode, 201);
    const record = created.json().data;
    assert.deepEqual(Object.keys(record).sort(), ['createdAt', 'externalId', 'id', 'name', 'slug', 'updatedAt', ...extraKeys].sort());
    assert.equal(record.slug, 'field-operations');
    assert.equal(record.externalId, 'hr-7');
    assert.match(record.createdAt, TIMESTAMP);

    const updated = await app.inject({ method: 'POST', url: path, headers: bearer(org.keys.admin), payload: { name: 'Field Ops', externalId: 'hr-7' } });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().data.id, record.id);
    assert.equal(updated.json().data.name, 'Field Ops');
    assert.equal(updated.json().data.slug, 'field-operations', 'the slug stays when the name changes');
    assert.equal(updated.json().data.createdAt, record.createdAt);
    assert.ok(updated.json().data.updatedAt > record.updatedAt);

    await app.inject({ method: 'POST', url: path, headers: bearer(org.keys.admin), payload: { name: 'Audit', slug: 'audit-team' } });
    const list = await app.inject({ method: 'GET', url: path, headers: bearer(org.keys.read) });
    assert.equal(list.statusCode, 200);
    const names = list.json().data.map((u: { name: string }) => u.name);
    const expected = path === '/v2/teams' ? ['Audit', 'Default team', 'Field Ops'] : ['Audit', 'Field Ops'];
    assert.deepEqual(names, expected);
    if (path === '/v2/teams') {
      const defaults = list.json().data.filter((t: { isDefault: boolean }) => t.isDefault);
      assert.deepEqual(defaults.map((t: { id: string }) => t.id), [org.defaultTeamId]);
    }
  });

  test(`${path}: slug conflicts are 409, bad input 400, writes need scope admin; nothing written`, async () => {
    const app = await buildTestApp();
    const org = await createTestOrg();
    const post = (payload: object, key = org.keys.admin) => app.inject({ method: 'POST', url: path, headers: bearer(key), payload });
    assert.equal((await post({ name: 'Safety' })).statusCode, 201);
    const clash = await post({ name: 'SAFETY' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'conflict');
    assert.match(clash.json().message, /slug "safety" already exists/);
    const explicit = await post({ name: 'Other', slug: 'safety' });
    assert.equal(explicit.statusCode, 409);
    for (const [payload, message] of [
      [{}, "body: missing required property 'name'"],
      [{ name: ' ' }, 'body.name must not be blank'],
      [{ name: 'x', slug: 'Bad Slug' }, 'body.slug must match pattern "^[a-z0-9]+(?:-[a-z0-9]+)*$"'],
      [{ name: 'x', externalId: '' }, 'body.externalId must NOT have fewer than 1 characters'],
      [{ name: 'x', color: 'red' }, "body: unknown property 'color'"],
    ] as const) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json().details.errors, [message]);
    }
    assert.equal((await post({ name: 'Writers' }, org.keys.readWrite)).statusCode, 403);
    const { db } = await testDatabase();
    const table = path === '/v2/teams' ? 'teams' : 'departments';
    const rows = await db.selectFrom(table).select('name').where('organization_id', '=', org.id).execute();
    assert.equal(rows.length, path === '/v2/teams' ? 2 : 1, 'only the first create and the default team exist');
  });

  test(`${path}: auth rules and tenancy`, async (t) => {
    const app = await buildTestApp();
    const org = await createTestOrg();
    const other = await createTestOrg();
    await runAuthSuite(t, app, org, { method: 'GET', url: path }, 'read');
    await runAuthSuite(t, app, org, { method: 'POST', url: path, payload: { name: 'x' } }, 'admin');
    await app.inject({ method: 'POST', url: path, headers: bearer(org.keys.admin), payload: { name: 'Mine', externalId: 'shared-ext' } });
    const theirs = await app.inject({ method: 'GET', url: path, headers: bearer(other.keys.read) });
    assert.ok(!theirs.json().data.some((u: { name: string }) => u.name === 'Mine'));
    const sameExternalId = await app.inject({ method: 'POST', url: path, headers: bearer(other.keys.admin), payload: { name: 'Theirs', externalId: 'shared-ext' } });
    assert.equal(sameExternalId.statusCode, 201, 'externalIds are per organization');
  });
}
