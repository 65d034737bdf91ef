import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';

const LOCATION_KEYS = ['address1', 'address2', 'city', 'createdAt', 'createdById', 'deletedAt', 'description', 'externalId', 'id',
  'lastEditedById', 'latitude', 'longitude', 'name', 'organizationId', 'parentId', 'searchText', 'slug', 'state', 'status', 'tagIds',
  'type', 'updatedAt', 'zip'];

async function setup() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const typeId = (await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.admin), payload: { name: 'Pump' } })).json().data.id;
  const equipment = (await app.inject({
    method: 'POST', url: '/v2/assets', headers: bearer(org.keys.write), payload: { name: 'Pump 1', externalId: 'pump-1', type: 'equipment', equipmentTypeId: typeId },
  })).json().data;
  return { app, org, equipment };
}

test('POST /v2/locations creates (201) and updates (200) locations; the response has no externalParentId', async () => {
  const { app, org } = await setup();
  const created = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Depot', externalId: 'depot', city: 'Lyon' } });
  assert.equal(created.statusCode, 201);
  const location = created.json().data;
  assert.deepEqual(Object.keys(location).sort(), LOCATION_KEYS);
  assert.equal(location.type, 'location');
  const updated = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Depot East', externalId: 'depot' } });
  assert.equal(updated.statusCode, 200);
  assert.equal(updated.json().data.id, location.id);
  assert.equal(updated.json().data.city, 'Lyon');
  const child = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Bay', parentId: location.id } });
  assert.equal(child.json().data.parentId, location.id);
});

test('an externalId held by equipment is a 400 on /locations; equipment keys are refused', async () => {
  const { app, org, equipment } = await setup();
  const clash = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Not a pump', externalId: 'pump-1' } });
  assert.equal(clash.statusCode, 400);
  assert.deepEqual(clash.json(), {
    code: 'validation_error',
    message: 'externalId "pump-1" belongs to an equipment asset, not a location',
    details: { errors: ['externalId "pump-1" belongs to an equipment asset, not a location'] },
  });
  const byId = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'x', id: equipment.id } });
  assert.equal(byId.statusCode, 400);
  for (const key of ['type', 'equipmentTypeId', 'externalParentId']) {
    const response = await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'x', [key]: null } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().details.errors, [`body: unknown property '${key}'`]);
  }
  const pump = await app.inject({ method: 'GET', url: '/v2/assets/pump-1', headers: bearer(org.keys.read) });
  assert.equal(pump.json().data.name, 'Pump 1', 'the equipment is untouched');
});

test('GET /v2/locations/{id}: UUID or externalId of a location; equipment and other orgs are 404', async () => {
  const { app, org, equipment } = await setup();
  const other = await createTestOrg();
  const location = (await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Yard', externalId: 'yard' } })).json().data;
  for (const id of [location.id, 'yard']) {
    const response = await app.inject({ method: 'GET', url: `/v2/locations/${id}`, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.id, location.id);
    assert.equal('externalParentId' in response.json().data, false);
  }
  const missing = { method: 'GET' as const, url: `/v2/locations/${randomUUID()}` };
  for (const id of [equipment.id, 'pump-1']) {
    await assertSameAsMissing(app, org.keys.read, { method: 'GET', url: `/v2/locations/${id}` }, missing);
  }
  for (const id of [location.id, 'yard']) {
    await assertSameAsMissing(app, other.keys.read, { method: 'GET', url: `/v2/locations/${id}` }, missing);
  }
  const notFound = await app.inject({ ...missing, headers: bearer(org.keys.read) });
  assert.deepEqual(notFound.json(), { code: 'not_found', message: 'Location not found' });
});

test('GET /v2/locations lists locations only, with the asset filters', async () => {
  const { app, org } = await setup();
  await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Alpha', externalId: 'a' } });
  await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Beta', externalId: 'b', status: 'inactive' } });
  const all = (await app.inject({ method: 'GET', url: '/v2/locations?type=equipment', headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(all.map((l: { name: string }) => l.name), ['Alpha', 'Beta'], 'type is not a filter here');
  const inactive = (await app.inject({ method: 'GET', url: '/v2/locations?status=inactive', headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(inactive.map((l: { name: string }) => l.name), ['Beta']);
});

test('auth rules on every location route', async (t) => {
  const { app, org } = await setup();
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/locations' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/locations/x' }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/locations', payload: { name: 'x' } }, 'write');
});
