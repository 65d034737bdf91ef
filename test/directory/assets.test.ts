import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { orgRowCount, testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const ASSET_KEYS = ['address1', 'address2', 'city', 'createdAt', 'createdById', 'deletedAt', 'description', 'equipmentTypeId',
  'externalId', 'externalParentId', 'id', 'lastEditedById', 'latitude', 'longitude', 'name', 'organizationId', 'parentId',
  'searchText', 'slug', 'state', 'status', 'tagIds', 'type', 'updatedAt', 'zip'];

async function setup() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const equipmentType = (await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(org.keys.admin), payload: { name: 'Crane' } })).json().data;
  return { app, org, equipmentTypeId: equipmentType.id as string };
}

const postAsset = (app: FastifyInstance, org: TestOrg, payload: object) =>
  app.inject({ method: 'POST', url: '/v2/assets', headers: bearer(org.keys.readWrite), payload });
const bulk = (app: FastifyInstance, org: TestOrg, assets: object[]) =>
  app.inject({ method: 'POST', url: '/v2/assets/bulk', headers: bearer(org.keys.readWrite), payload: { assets } });
const getAsset = (app: FastifyInstance, org: TestOrg, id: string) =>
  app.inject({ method: 'GET', url: `/v2/assets/${encodeURIComponent(id)}`, headers: bearer(org.keys.read) });
const listAssets = async (app: FastifyInstance, org: TestOrg, query = '') =>
  (await app.inject({ method: 'GET', url: `/v2/assets${query}`, headers: bearer(org.keys.read) })).json().data as Array<Record<string, any>>;

test('create: 201 with every key of the record, defaults applied, nullable keys null', async () => {
  const { app, org } = await setup();
  const response = await postAsset(app, org, { name: 'North Plant', externalId: 'np' });
  assert.equal(response.statusCode, 201);
  const asset = response.json().data;
  assert.deepEqual(Object.keys(asset).sort(), ASSET_KEYS);
  assert.deepEqual({ ...asset, id: 'x', createdAt: 'x', updatedAt: 'x' }, {
    id: 'x', organizationId: org.id, name: 'North Plant', description: null, slug: 'north-plant', address1: null, address2: null,
    city: null, state: null, zip: null, latitude: null, longitude: null, status: 'active', type: 'location', parentId: null,
    externalId: 'np', createdById: null, lastEditedById: null, searchText: null, tagIds: [], createdAt: 'x', updatedAt: 'x',
    deletedAt: null, equipmentTypeId: null, externalParentId: null,
  });
  const { db } = await testDatabase();
  const clock = await db.selectFrom('org_clocks').select('last').where('organization_id', '=', org.id).executeTakeFirstOrThrow();
  const row = await db.selectFrom('assets').select('updated_at').where('organization_id', '=', org.id).where('id', '=', asset.id).executeTakeFirstOrThrow();
  assert.equal(row.updated_at, clock.last, 'stamped by the commit clock');
});

/** Crane c1 (equipment, city, latitude, tags, a client createdAt), then updated by externalId with a new name and zip and client timestamps. */
async function updatedCrane() {
  const { app, org, equipmentTypeId } = await setup();
  const created = (await postAsset(app, org, {
    name: 'Crane 1', externalId: 'c1', type: 'equipment', equipmentTypeId, city: 'Oslo', latitude: 59.9, tagIds: ['t1'],
    createdAt: '2020-01-02T03:04:05.678Z',
  })).json().data;
  const updated = await postAsset(app, org, { name: 'Crane One', externalId: 'c1', zip: '0150', updatedAt: '2000-01-01T00:00:00Z', createdAt: '2021-01-01T00:00:00Z' });
  assert.equal(updated.statusCode, 200);
  return { app, org, equipmentTypeId, created, asset: updated.json().data };
}

test('create: a client createdAt is accepted', async () => {
  const { created } = await updatedCrane();
  assert.equal(created.createdAt, '2020-01-02T03:04:05.678Z', 'client createdAt accepted on create');
});

test('update by externalId: 200 on the same asset, the keys sent written', async () => {
  const { created, asset } = await updatedCrane();
  assert.equal(asset.id, created.id);
  assert.equal(asset.name, 'Crane One');
  assert.equal(asset.zip, '0150');
});

test('update by externalId: omitted keys unchanged, type and slug kept', async () => {
  const { equipmentTypeId, created, asset } = await updatedCrane();
  assert.equal(asset.type, 'equipment');
  assert.equal(asset.equipmentTypeId, equipmentTypeId);
  assert.equal(asset.city, 'Oslo');
  assert.equal(asset.latitude, 59.9);
  assert.deepEqual(asset.tagIds, ['t1']);
  assert.equal(asset.slug, created.slug);
});

test('update by externalId: createdAt is kept and a client updatedAt ignored (the server owns updatedAt)', async () => {
  const { created, asset } = await updatedCrane();
  assert.equal(asset.createdAt, created.createdAt);
  assert.ok(asset.updatedAt > created.updatedAt, 'the server owns updatedAt');
});

test('update by externalId: null clears a key', async () => {
  const { app, org } = await updatedCrane();
  const cleared = (await postAsset(app, org, { name: 'Crane One', externalId: 'c1', city: null })).json().data;
  assert.equal(cleared.city, null, 'null clears');
});

test('equipment needs an existing equipment type of the org', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  const otherType = (await app.inject({ method: 'POST', url: '/v2/equipment-types', headers: bearer(other.keys.admin), payload: { name: 'Theirs' } })).json().data;
  const missing = await postAsset(app, org, { name: 'Drill', externalId: 'd', type: 'equipment' });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json().details.errors, ['body.equipmentTypeId is required when type is equipment']);
  const foreign = await postAsset(app, org, { name: 'Drill', externalId: 'd', type: 'equipment', equipmentTypeId: otherType.id });
  assert.equal(foreign.statusCode, 400);
  assert.equal(foreign.json().message, `equipmentTypeId "${otherType.id}" is not an equipment type of the organization`);
  const onLocation = await postAsset(app, org, { name: 'Yard', externalId: 'y', type: 'location', equipmentTypeId: otherType.id });
  assert.equal(onLocation.statusCode, 400);
  assert.equal(await orgRowCount('assets', org.id), 0);
});

/** Locations site and hall; room created naming both parents (externalParentId site, parentId hall), then moved under hall by parentId. */
async function siteHallRoom() {
  const { app, org } = await setup();
  const site = (await postAsset(app, org, { name: 'Site', externalId: 'site' })).json().data;
  const hall = (await postAsset(app, org, { name: 'Hall', externalId: 'hall' })).json().data;
  const room = await postAsset(app, org, { name: 'Room', externalId: 'room', externalParentId: 'site', parentId: hall.id });
  const byId = (await postAsset(app, org, { name: 'Room', externalId: 'room', parentId: hall.id })).json().data;
  return { app, org, site, hall, room, byId };
}

test('parents: externalParentId wins over parentId', async () => {
  const { site, room } = await siteHallRoom();
  assert.equal(room.statusCode, 201);
  assert.equal(room.json().data.parentId, site.id);
  assert.equal(room.json().data.externalParentId, 'site');
});

test('parents: a parent set by parentId is served with its externalParentId', async () => {
  const { hall, byId } = await siteHallRoom();
  assert.equal(byId.parentId, hall.id);
  assert.equal(byId.externalParentId, 'hall', 'externalParentId is computed from parentId');
});

test('parents: an unknown externalParentId is a 400', async () => {
  const { app, org } = await setup();
  const unknown = await postAsset(app, org, { name: 'Orphan', externalId: 'orphan', externalParentId: 'nowhere' });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.json().message, 'externalParentId "nowhere" is not an asset of the organization');
});

test('parents: another org\'s asset as parentId is a 400', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  const foreignParent = (await postAsset(app, other, { name: 'Foreign', externalId: 'foreign' })).json().data;
  const foreign = await postAsset(app, org, { name: 'Orphan', externalId: 'orphan', parentId: foreignParent.id });
  assert.equal(foreign.statusCode, 400);
  assert.equal(foreign.json().message, `parentId "${foreignParent.id}" is not an asset of the organization`);
});

test('parents: a parent that would make a location its own ancestor is a 400, and nothing is written', async () => {
  const { app, org } = await siteHallRoom();
  const cycle = await postAsset(app, org, { name: 'Hall', externalId: 'hall', externalParentId: 'room' });
  assert.equal(cycle.statusCode, 400);
  assert.equal(cycle.json().message, 'externalParentId "room" would make this location its own ancestor');
  const self = await postAsset(app, org, { name: 'Site', externalId: 'site', externalParentId: 'site' });
  assert.equal(self.statusCode, 400);
  assert.match(self.json().message, /its own ancestor/);
  assert.equal((await getAsset(app, org, 'hall')).json().data.parentId, null, 'nothing written');
});

test('parents: parentId null detaches a location from its parent', async () => {
  const { app, org } = await siteHallRoom();
  const detached = (await postAsset(app, org, { name: 'Room', externalId: 'room', parentId: null })).json().data;
  assert.equal(detached.parentId, null);
});

test('coordinates, status and strings are validated; unknown keys refused; nothing written', async () => {
  const { app, org } = await setup();
  const cases: Array<[object, string]> = [
    [{ name: 'x', latitude: 140737488355328 }, 'body.latitude must be <= 140737488355327'],
    [{ name: 'x', longitude: -140737488355329 }, 'body.longitude must be >= -140737488355328'],
    [{ name: 'x', latitude: '12' }, 'body.latitude must be number or null'],
    [{ name: 'x', status: 'broken' }, 'body.status must be one of: active, inactive'],
    [{ name: 'x', type: 'vehicle' }, 'body.type must be one of: location, equipment'],
    [{ name: '' }, 'body.name must NOT have fewer than 1 characters'],
    [{}, "body: missing required property 'name'"],
    [{ name: 'x', parentId: 'not-a-uuid' }, 'body.parentId must match format "uuid"'],
    [{ name: 'x', colour: 'red' }, "body: unknown property 'colour'"],
    [{ name: 'x', tagIds: 'a' }, 'body.tagIds must be array'],
    [{ name: 'x', createdAt: 'yesterday' }, 'body.createdAt must match format "date-time"'],
  ];
  for (const [payload, message] of cases) {
    const response = await postAsset(app, org, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().code, 'validation_error');
    assert.deepEqual(response.json().details.errors, [message]);
  }
  const blank = await postAsset(app, org, { name: '   ' });
  assert.deepEqual([blank.statusCode, blank.json().message], [400, 'name must not be blank']);
  const ancient = await postAsset(app, org, { name: 'x', createdAt: '0000-01-01T00:00:00Z' });
  assert.deepEqual([ancient.statusCode, ancient.json().message], [400, 'createdAt "0000-01-01T00:00:00Z" is out of range']);
  assert.equal(await orgRowCount('assets', org.id), 0);
});

test('slugs derive from the name and stay unique per org', async () => {
  const { app, org } = await setup();
  const first = (await postAsset(app, org, { name: 'Tank Farm' })).json().data;
  const second = (await postAsset(app, org, { name: 'Tank  farm!' })).json().data;
  assert.equal(first.slug, 'tank-farm');
  assert.equal(second.slug, `tank-farm-${second.id.slice(0, 8)}`);
  const results = (await bulk(app, org, [{ name: 'Tank Farm', externalId: 'a' }, { name: 'Tank Farm', externalId: 'b' }])).json().data.results;
  const slugs = await Promise.all(results.map(async (r: { id: string }) => (await getAsset(app, org, r.id)).json().data.slug));
  assert.equal(new Set([first.slug, second.slug, ...slugs]).size, 4);
});

test('soft delete: deletedAt hides from lists unless includeDeleted; reads still answer; null restores', async () => {
  const { app, org } = await setup();
  const asset = (await postAsset(app, org, { name: 'Old Shed', externalId: 'shed' })).json().data;
  const deleted = (await postAsset(app, org, { name: 'Old Shed', externalId: 'shed', deletedAt: '2026-11-01T10:00:00.000Z' })).json().data;
  assert.equal(deleted.deletedAt, '2026-11-01T10:00:00.000Z');
  assert.deepEqual((await listAssets(app, org)).map((a) => a.id), []);
  assert.deepEqual((await listAssets(app, org, '?includeDeleted=true')).map((a) => a.id), [asset.id]);
  assert.equal((await getAsset(app, org, 'shed')).json().data.deletedAt, '2026-11-01T10:00:00.000Z');
  await postAsset(app, org, { name: 'Old Shed', externalId: 'shed', deletedAt: null });
  assert.deepEqual((await listAssets(app, org)).map((a) => a.id), [asset.id]);
});

test('GET by UUID, then by externalId; 404 for missing and for another org alike', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  const uuidLikeExternalId = randomUUID();
  const asset = (await postAsset(app, org, { name: 'Gate', externalId: uuidLikeExternalId })).json().data;
  assert.equal((await getAsset(app, org, asset.id)).json().data.id, asset.id);
  assert.equal((await getAsset(app, org, uuidLikeExternalId)).json().data.id, asset.id, 'a UUID-shaped externalId is found');
  const named = (await postAsset(app, org, { name: 'Dock', externalId: 'dock/7 ü' })).json().data;
  assert.equal((await getAsset(app, org, 'dock/7 ü')).json().data.id, named.id);
  const missing = await getAsset(app, org, randomUUID());
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'Asset not found' }]);
  for (const foreignKey of [asset.id, uuidLikeExternalId, 'dock/7 ü']) {
    await assertSameAsMissing(app, other.keys.read,
      { method: 'GET', url: `/v2/assets/${encodeURIComponent(foreignKey)}` }, { method: 'GET', url: `/v2/assets/${randomUUID()}` });
  }
});

test('list filters: type, status, parentId, externalId, q', async () => {
  const { app, org, equipmentTypeId } = await setup();
  const site = (await postAsset(app, org, { name: 'Site 100%', externalId: 's' })).json().data;
  await postAsset(app, org, { name: 'Pump A', externalId: 'pa', type: 'equipment', equipmentTypeId, parentId: site.id });
  await postAsset(app, org, { name: 'Pump B', externalId: 'pb', type: 'equipment', equipmentTypeId, status: 'inactive' });
  await postAsset(app, org, { name: 'Office', externalId: 'o', parentId: site.id });
  const names = (rows: Array<Record<string, any>>) => rows.map((a) => a.name);
  assert.deepEqual(names(await listAssets(app, org)), ['Office', 'Pump A', 'Pump B', 'Site 100%']);
  assert.deepEqual(names(await listAssets(app, org, '?type=equipment')), ['Pump A', 'Pump B']);
  assert.deepEqual(names(await listAssets(app, org, '?status=inactive')), ['Pump B']);
  assert.deepEqual(names(await listAssets(app, org, `?parentId=${site.id}`)), ['Office', 'Pump A']);
  assert.deepEqual(names(await listAssets(app, org, '?externalId=pb')), ['Pump B']);
  assert.deepEqual(names(await listAssets(app, org, '?q=pUMp')), ['Pump A', 'Pump B']);
  assert.deepEqual(names(await listAssets(app, org, '?q=100%25')), ['Site 100%'], 'wildcards are literal');
  assert.deepEqual(names(await listAssets(app, org, '?q=_')), []);
  const bad = await app.inject({ method: 'GET', url: '/v2/assets?type=car', headers: bearer(org.keys.read) });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json().details.errors, ['query.type must be one of: location, equipment']);
});

test('bulk: data errors fail their element, the rest is written, results in order with summary', async () => {
  const { app, org, equipmentTypeId } = await setup();
  await postAsset(app, org, { name: 'Existing', externalId: 'e1' });
  const response = await bulk(app, org, [
    { name: 'Floor', externalId: 'floor', externalParentId: 'building' },
    { name: 'Building', externalId: 'building' },
    { name: 'Existing renamed', externalId: 'e1' },
    { name: 'Bad parent', externalId: 'bad', externalParentId: 'nope' },
    { name: 'Child of bad', externalId: 'child', externalParentId: 'bad' },
    { name: 'Repeat', externalId: 'floor' },
    { name: 'Lift', externalId: 'lift', type: 'equipment', equipmentTypeId: randomUUID() },
    { name: 'Crane', externalId: 'crane', type: 'equipment', equipmentTypeId },
  ]);
  assert.equal(response.statusCode, 200);
  const { results, summary } = response.json().data;
  assert.deepEqual(summary, { total: 8, created: 3, updated: 1, failed: 4 });
  assert.deepEqual(results.map((r: any) => [r.externalId, r.success, r.created ?? null]), [
    ['floor', true, true], ['building', true, true], ['e1', true, false], ['bad', false, null], ['child', false, null],
    ['floor', false, null], ['lift', false, null], ['crane', true, true],
  ]);
  assert.equal(results[3].error, 'externalParentId "nope" is not an asset of the organization');
  assert.equal(results[4].error, 'parent "bad" failed in this request');
  assert.equal(results[5].error, 'externalId "floor" repeats element 0 of this request');
  assert.match(results[6].error, /is not an equipment type of the organization/);
  for (const result of results.filter((r: any) => r.success)) assert.match(result.id, /^[0-9a-f-]{36}$/);
  const floor = (await getAsset(app, org, 'floor')).json().data;
  assert.equal(floor.externalParentId, 'building');
  assert.equal((await getAsset(app, org, 'e1')).json().data.name, 'Existing renamed');
  assert.equal((await getAsset(app, org, 'bad')).statusCode, 404);
  const { db } = await testDatabase();
  const stamps = await db.selectFrom('assets').select('updated_at').distinct()
    .where('organization_id', '=', org.id).where('external_id', 'in', ['floor', 'building', 'e1', 'crane']).execute();
  assert.equal(stamps.length, 1, 'one bulk is one commit: one updatedAt');
});

test('bulk: schema errors refuse the whole request and write nothing', async () => {
  const { app, org } = await setup();
  const cases: Array<[object[], string]> = [
    [[{ name: 'ok', externalId: 'a' }, { name: 'no key' }], "body.assets[1]: missing required property 'externalId'"],
    [[{ name: 'ok', externalId: 'a' }, { name: 'x', externalId: 'b', type: 'equipment' }], 'body.assets[1].equipmentTypeId is required when type is equipment'],
    [[{ externalId: 'a' }], "body.assets[0]: missing required property 'name'"],
    [[], 'body.assets must NOT have fewer than 1 items'],
    [Array.from({ length: 1001 }, (_, i) => ({ name: `n${i}`, externalId: `e${i}` })), 'body.assets must NOT have more than 1000 items'],
  ];
  for (const [assets, message] of cases) {
    const response = await bulk(app, org, assets);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'validation_error');
    assert.ok(response.json().details.errors.includes(message), `${message} in ${JSON.stringify(response.json().details.errors)}`);
  }
  assert.equal(await orgRowCount('assets', org.id), 0);
});

test('bulk: 1,000 elements in one request', async () => {
  const { app, org } = await setup();
  const assets = Array.from({ length: 1000 }, (_, i) => ({ name: `Bay ${i}`, externalId: `bay-${String(i).padStart(4, '0')}` }));
  const response = await bulk(app, org, assets);
  assert.deepEqual(response.json().data.summary, { total: 1000, created: 1000, updated: 0, failed: 0 });
  const again = await bulk(app, org, assets.map((a) => ({ ...a, city: 'Bergen' })));
  assert.deepEqual(again.json().data.summary, { total: 1000, created: 0, updated: 1000, failed: 0 });
  assert.equal(await orgRowCount('assets', org.id), 1000);
});

test('concurrent overlapping bulks: no deadlock, no duplicate', async () => {
  const { app, org } = await setup();
  const batch = (offset: number) => Array.from({ length: 200 }, (_, i) => ({ name: `Unit ${i + offset}`, externalId: `u-${i + offset}` }));
  const responses = await Promise.all([0, 50, 100, 150, 0, 100].map((offset) => bulk(app, org, batch(offset).reverse())));
  for (const response of responses) {
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.summary.failed, 0);
  }
  const created = responses.reduce((sum, r) => sum + r.json().data.summary.created, 0);
  assert.equal(created, 350, 'each externalId created exactly once');
  assert.equal(await orgRowCount('assets', org.id), 350);
});

test('auth rules on every asset route', async (t) => {
  const { app, org } = await setup();
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/assets' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: `/v2/assets/${randomUUID()}` }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/assets', payload: { name: 'x' } }, 'write');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/assets/bulk', payload: { assets: [{ name: 'x', externalId: 'x' }] } }, 'write');
  assert.equal(await orgRowCount('assets', org.id), 0);
});

test('another org never sees this org\'s assets, and its externalIds are its own', async () => {
  const { app, org } = await setup();
  const other = await createTestOrg();
  await postAsset(app, org, { name: 'Mine', externalId: 'same' });
  assert.deepEqual(await listAssets(app, other), []);
  const theirs = await postAsset(app, other, { name: 'Theirs', externalId: 'same' });
  assert.equal(theirs.statusCode, 201, 'same externalId in another org creates a new asset');
  assert.equal((await getAsset(app, org, 'same')).json().data.name, 'Mine');
});

test('awkward values survive the bulk write: quotes, commas, backslashes, braces, "NULL", nulls and decimals', async () => {
  const { app, org } = await setup();
  const awkward = ['a,b', 'say "hi"', 'back\\slash', '{brace}', 'NULL', 'ünï 🚧'];
  const written = await bulk(app, org, [
    { name: 'Q "one", {two}', externalId: 'aw-1', city: 'NULL', address1: 'back\\slash', tagIds: awkward, latitude: -33.865143, longitude: 151.2099 },
    { name: 'plain', externalId: 'aw-2', city: null, tagIds: [], latitude: null },
  ]);
  assert.equal(written.statusCode, 200, written.body);
  const [first, second] = written.json().data.results.map((r: { id: string }) => r.id);
  const one = (await getAsset(app, org, first)).json().data;
  assert.deepEqual([one.name, one.city, one.address1, one.tagIds, one.latitude, one.longitude],
    ['Q "one", {two}', 'NULL', 'back\\slash', awkward, -33.865143, 151.2099]);
  const two = (await getAsset(app, org, second)).json().data;
  assert.deepEqual([two.city, two.tagIds, two.latitude], [null, [], null]);
});

test('the lists\' records are the GETs\' records, key for key and in the same order (assets and locations, deleted ones too)', async () => {
  const { app, org, equipmentTypeId } = await setup();
  const parent = (await postAsset(app, org, { name: 'Site "A", {north}', externalId: 'site-a', city: 'NULL', latitude: -33.865143, longitude: 151.2099 })).json().data;
  await postAsset(app, org, {
    name: 'Crane ünï 🚧', externalId: 'crane-1', type: 'equipment', equipmentTypeId, externalParentId: 'site-a', description: 'back\\slash',
    address1: 'a,b', zip: '0150', tagIds: ['t1', 'say "hi"'], status: 'inactive', createdAt: '2020-01-02T03:04:05.678Z',
  });
  await postAsset(app, org, { name: 'Annex', externalId: 'annex', parentId: parent.id });
  await postAsset(app, org, { name: 'Old shed', externalId: 'old-shed', deletedAt: '2026-01-01T00:00:00Z' });
  for (const [list, one] of [['/v2/assets', '/v2/assets'], ['/v2/locations', '/v2/locations']] as const) {
    const listed = (await app.inject({ method: 'GET', url: `${list}?includeDeleted=true`, headers: bearer(org.keys.read) })).json().data as Array<Record<string, unknown>>;
    assert.equal(listed.length, list === '/v2/assets' ? 4 : 3);
    for (const record of listed) {
      const got = (await app.inject({ method: 'GET', url: `${one}/${record.id}`, headers: bearer(org.keys.read) })).json().data;
      assert.equal(JSON.stringify(record), JSON.stringify(got), `${list}: ${record.name}`);
    }
  }
});
