import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('a new organization has no equipment types', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  assert.deepEqual(response.json(), { data: [] });
});

test('create: 201 with the full record, stamped by the commit clock, then listed', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject({
    method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.admin),
    payload: { name: '  Fork Lift Truck ', externalName: 'FLT-01' },
  });
  assert.equal(response.statusCode, 201);
  const record = response.json().data;
  assert.deepEqual(Object.keys(record).sort(), ['createdAt', 'externalName', 'id', 'name', 'slug', 'updatedAt']);
  assert.equal(record.name, 'Fork Lift Truck');
  assert.equal(record.slug, 'fork-lift-truck');
  assert.equal(record.externalName, 'FLT-01');
  assert.match(record.createdAt, TIMESTAMP);
  assert.equal(record.createdAt, record.updatedAt);

  const { db } = await testDatabase();
  const row = await db.selectFrom('equipment_types').selectAll().where('organization_id', '=', org.id).executeTakeFirstOrThrow();
  const clock = await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow();
  assert.equal(row.updated_at, clock.last, 'updated_at is the commit clock value');
  assert.equal(row.created_at, clock.last);
  assert.equal(row.id, record.id);

  const list = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.deepEqual(list.json(), { data: [record] });
});

test('slug may be given; externalName defaults to the name', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject({
    method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.admin), payload: { name: 'Scissor lift', slug: 'lift-2' },
  });
  assert.equal(response.statusCode, 201);
  assert.equal(response.json().data.slug, 'lift-2');
  assert.equal(response.json().data.externalName, 'Scissor lift');
});

test('a slug taken in the org is a 409; the same slug in another org is fine', async () => {
  const app = await buildTestApp();
  const a = await createTestOrg();
  const b = await createTestOrg();
  const create = (key: string, payload: object) => app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(key), payload });
  assert.equal((await create(a.keys.admin, { name: 'Ladder' })).statusCode, 201);
  const duplicate = await create(a.keys.admin, { name: 'LADDER' });
  assert.equal(duplicate.statusCode, 409);
  assert.deepEqual(duplicate.json(), { code: 'conflict', message: 'An equipment type with slug "ladder" already exists' });
  assert.equal((await create(b.keys.admin, { name: 'Ladder' })).statusCode, 201);
});

test('bad input is a 400 naming the field, and nothing is written', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const cases: Array<[object, string]> = [
    [{ name: '' }, 'body.name must NOT have fewer than 1 characters'],
    [{ name: '   ' }, 'body.name must not be blank'],
    [{ name: 'x', slug: 'Not A Slug' }, 'body.slug must match pattern "^[a-z0-9]+(?:-[a-z0-9]+)*$"'],
    [{ name: 'x', externalName: 7 }, 'body.externalName must be string'],
    [{ name: 'x', id: 'a' }, "body: unknown property 'id'"],
  ];
  for (const [payload, message] of cases) {
    const response = await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.admin), payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().code, 'validation_error');
    assert.deepEqual(response.json().details.errors, [message]);
  }
  const list = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.deepEqual(list.json(), { data: [] });
});

test('creating needs scope admin: a read/write key gets 403 and nothing is written', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.readWrite), payload: { name: 'Drill' } });
  assert.equal(response.statusCode, 403);
  const list = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.deepEqual(list.json(), { data: [] });
});

test('the list streams every type in name order across many batches, and only the caller org', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const other = await createTestOrg();
  for (const [orgId, count] of [[org.id, 2345], [other.id, 10]] as const) {
    await writeAroundTheClock((trx) => sql`
      INSERT INTO equipment_types (organization_id, name, slug, external_name, created_at, updated_at)
      SELECT ${orgId}, 'Type ' || lpad(n::text, 5, '0'), 'type-' || n, 'T' || n, now(), now()
        FROM generate_series(1, ${count}::int) AS n`.execute(trx));
  }
  const response = await app.inject({ method: 'GET', url: '/v2/equipment-types', headers: bearer(org.keys.read) });
  assert.equal(response.statusCode, 200);
  const names = response.json().data.map((t: { name: string }) => t.name);
  assert.equal(names.length, 2345);
  assert.equal(new Set(names).size, 2345, 'no row twice');
  assert.deepEqual(names, [...names].sort(), 'ordered by name');
  assert.equal(names[0], 'Type 00001');
  assert.equal(names.at(-1), 'Type 02345');
});
