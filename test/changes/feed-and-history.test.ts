/**
 * GET /v2/changes, the histories of records and action item deletion (DECISIONS 12): paging by
 * cursor, the filters, bad input, deleted records' histories, tombstones and restores.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

let app: FastifyInstance;
const get = async (org: TestOrg, url: string) => app.inject({ url, headers: bearer(org.keys.read) });
const write = async (org: TestOrg, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
};

test.before(async () => {
  app = await buildTestApp();
});

/** An org with a few writes after its set-up; returns the cursor after the set-up. */
async function orgWithWrites(): Promise<{ org: TestOrg; start: string; item: string }> {
  const org = await createTestOrg();
  const start = (await get(org, '/v2/changes?limit=1000')).json().meta.nextCursor as string;
  const item = (await write(org, 'POST', '/v2/action-items', { title: 'v1', externalId: 'item-1' })).json().data.id;
  await write(org, 'PATCH', `/v2/action-items/${item}`, { title: 'v2' });
  await write(org, 'POST', '/v2/events/bulk', { events: [{ externalId: 'ev-1', title: 'Spill' }, { externalId: 'ev-2', title: 'Fall' }] });
  await write(org, 'PATCH', `/v2/action-items/${item}`, { title: 'v3' });
  return { org, start, item };
}

test('the feed pages in commit order by cursor, every entry once; an empty page hands back the cursor it was sent', async () => {
  const { org, start } = await orgWithWrites();
  const all = (await get(org, `/v2/changes?cursor=${start}`)).json();
  // Entries of one write share its occurredAt; within it they are ordered by table and id.
  assert.deepEqual(all.data.map((e: any) => [e.type, e.externalId === 'ev-2' ? 'ev-1' : e.externalId]), [
    ['action_item.created', 'item-1'], ['action_item.updated', 'item-1'], ['event.created', 'ev-1'], ['event.created', 'ev-1'], ['action_item.updated', 'item-1'],
  ]);
  assert.equal(all.data[2].occurredAt, all.data[3].occurredAt);
  const seqs = all.data.map((e: any) => e.seq);
  assert.deepEqual([...seqs].sort(), seqs, 'seq sorts as text in commit order');
  assert.equal(all.meta.hasNext, false);
  assert.equal(all.meta.nextCursor, seqs.at(-1));

  const paged: string[] = [];
  let cursor = start;
  for (let page = 0; page < 10; page++) {
    const body = (await get(org, `/v2/changes?cursor=${cursor}&limit=2`)).json();
    paged.push(...body.data.map((e: any) => e.seq));
    assert.equal(body.meta.limit, 2);
    cursor = body.meta.nextCursor;
    if (!body.meta.hasNext) break;
  }
  assert.deepEqual(paged, seqs);
  const empty = (await get(org, `/v2/changes?cursor=${cursor}`)).json();
  assert.deepEqual(empty, { data: [], meta: { limit: 100, hasNext: false, nextCursor: cursor } });
});

test('filters: types with wildcards, resource, recordId, since', async () => {
  const { org, start, item } = await orgWithWrites();
  const types = async (query: string) => (await get(org, `/v2/changes?cursor=${start}&${query}`)).json().data.map((e: any) => e.type);
  assert.deepEqual(await types('types=event.*'), ['event.created', 'event.created']);
  assert.deepEqual(await types('types=action_item.updated'), ['action_item.updated', 'action_item.updated']);
  assert.deepEqual(await types('types=action_item.created,event.created'), ['action_item.created', 'event.created', 'event.created']);
  assert.deepEqual(await types('types=*'), (await get(org, `/v2/changes?cursor=${start}`)).json().data.map((e: any) => e.type));
  assert.deepEqual(await types('resource=event'), ['event.created', 'event.created']);
  assert.deepEqual(await types('resource=event&types=action_item.*'), []);
  assert.deepEqual(await types(`recordId=${item.toUpperCase()}`), ['action_item.created', 'action_item.updated', 'action_item.updated']);
  const third = (await get(org, `/v2/changes?cursor=${start}`)).json().data[2];
  const since = (await get(org, `/v2/changes?since=${encodeURIComponent(third.occurredAt)}`)).json().data.map((e: any) => e.seq);
  assert.equal(since[0], third.seq, 'since is inclusive');
  assert.equal(since.length, 3);
  const late = (await get(org, '/v2/changes?since=2999-01-01T00:00:00Z')).json();
  assert.deepEqual(late, { data: [], meta: { limit: 100, hasNext: false, nextCursor: null } }, 'an empty first page without a cursor has none to hand back');
  // Filters are sent again with the cursor, and keep applying page after page.
  const firstEvent = (await get(org, `/v2/changes?cursor=${start}&types=event.*&limit=1`)).json();
  const nextEvent = (await get(org, `/v2/changes?cursor=${firstEvent.meta.nextCursor}&types=event.*&limit=1`)).json();
  assert.deepEqual([...firstEvent.data, ...nextEvent.data].map((e: any) => e.type), ['event.created', 'event.created']);
  assert.equal(nextEvent.meta.hasNext, false);
  const withCursor = (await get(org, `/v2/changes?cursor=${start}&since=2999-01-01T00:00:00Z`)).json().data;
  assert.equal(withCursor.length, 5, 'a cursor continues where it was; since only starts a feed');
});

test('since is inclusive to the microsecond: a write at the instant is in, one a microsecond before is out', async () => {
  const org = await createTestOrg();
  // The next two writes take the clock values 2099-01-01T00:00:00Z minus 1 µs, then exactly that instant.
  await writeAroundTheClock((trx) => sql`UPDATE org_clocks SET last = timestamptz '2099-01-01T00:00:00Z' - interval '2 microseconds'
    WHERE organization_id = ${org.id}`.execute(trx));
  await write(org, 'POST', '/v2/action-items', { title: 'before', externalId: 'before' });
  await write(org, 'POST', '/v2/action-items', { title: 'at', externalId: 'at' });
  const at = (await get(org, '/v2/changes?since=2099-01-01T00:00:00Z')).json().data.map((e: any) => e.externalId);
  assert.deepEqual(at, ['at']);
  const justBefore = (await get(org, `/v2/changes?since=${encodeURIComponent('2098-12-31T23:59:59.999999Z')}`)).json().data.map((e: any) => e.externalId);
  assert.deepEqual(justBefore, ['before', 'at']);
});

test('bad input is a 400 with the error body: unknown types or resource, malformed cursor, recordId or since', async () => {
  const org = await createTestOrg();
  for (const query of ['types=widget.*', 'types=action_item.renamed', 'types=action_item', 'types=,', 'resource=widget', 'cursor=abc',
    'cursor=12345678901234567890123456789', 'recordId=nope', 'since=yesterday', 'limit=0', 'limit=1001']) {
    const response = await get(org, `/v2/changes?${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().code, 'validation_error', query);
    assert.equal(typeof response.json().message, 'string');
  }
});

test('a history is newest first, cursor-paged, by each GET\'s identifiers, and outlives the record', async () => {
  const { org, item } = await orgWithWrites();
  const history = (await get(org, `/v2/action-items/${item}/history`)).json();
  assert.deepEqual(history.data.map((e: any) => [e.type, e.record.title]), [
    ['action_item.updated', 'v3'], ['action_item.updated', 'v2'], ['action_item.created', 'v1'],
  ]);
  assert.deepEqual(history.data[0].changes, [{ path: 'title', from: 'v2', to: 'v3' }]);
  assert.equal(history.meta.limit, 50, 'default page of a history');
  const first = (await get(org, `/v2/action-items/${item}/history?limit=2`)).json();
  assert.equal(first.meta.hasNext, true);
  const second = (await get(org, `/v2/action-items/${item}/history?limit=2&cursor=${first.meta.nextCursor}`)).json();
  assert.deepEqual([...first.data, ...second.data].map((e: any) => e.seq), history.data.map((e: any) => e.seq));
  assert.equal(second.meta.hasNext, false);

  assert.equal((await app.inject({ method: 'DELETE', url: `/v2/events/ev-1`, headers: bearer(org.keys.all) })).statusCode, 204);
  const events = (await get(org, '/v2/events/ev-1/history')).json();
  assert.deepEqual(events.data.map((e: any) => e.type), ['event.deleted', 'event.created']);
  assert.notEqual(events.data[0].record.deletedAt, null);
  assert.deepEqual((await get(org, `/v2/events/${events.data[0].recordId}/history`)).json().data, events.data);

  const user = (await write(org, 'POST', '/v2/users', { email: 'h@example.com', fullName: 'H' })).json().data;
  const byEmail = (await get(org, '/v2/users/h@example.com/history')).json().data;
  assert.deepEqual(byEmail.map((e: any) => e.recordId), [user.id]);
  const site = (await write(org, 'POST', '/v2/locations', { name: 'Site', externalId: 'site-1' })).json().data;
  assert.deepEqual((await get(org, '/v2/locations/site-1/history')).json().data.map((e: any) => [e.type, e.recordId]), [['location.created', site.id]]);
  const pump = (await write(org, 'POST', '/v2/assets', { name: 'Pump', externalId: 'pump-1' })).json().data;
  // An asset of the location type is logged as a location (its record is what /v2/locations shows).
  assert.deepEqual((await get(org, '/v2/assets/pump-1/history')).json().data.map((e: any) => [e.type, e.recordId]), [['location.created', pump.id]]);
  const crane = (await write(org, 'POST', '/v2/equipment-types', { name: 'Crane' })).json().data;
  const hoist = (await write(org, 'POST', '/v2/assets', { name: 'Hoist', externalId: 'hoist-1', type: 'equipment', equipmentTypeId: crane.id })).json().data;
  assert.deepEqual((await get(org, '/v2/assets/hoist-1/history')).json().data.map((e: any) => [e.type, e.recordId]), [['asset.created', hoist.id]]);

  // By UUID too (read straight from the log when the record's latest entry is of the route's kind).
  assert.deepEqual((await get(org, `/v2/assets/${pump.id}/history`)).json().data.map((e: any) => e.type), ['location.created']);
  assert.deepEqual((await get(org, `/v2/locations/${site.id}/history`)).json().data.map((e: any) => e.type), ['location.created']);
  assert.deepEqual((await get(org, `/v2/users/${user.id}/history`)).json().data.map((e: any) => e.recordId), [user.id]);
  // A record of another kind is a 404 on this route, whatever its entries.
  for (const url of ['/v2/action-items/00000000-0000-4000-8000-000000000000/history', '/v2/events/nope/history', '/v2/users/nobody@example.com/history',
    '/v2/assets/nope/history', `/v2/locations/${hoist.id}/history`, `/v2/action-items/${user.id}/history`, `/v2/events/${item}/history`,
    `/v2/users/${hoist.id}/history`, `/v2/assets/${events.data[0].recordId}/history`]) {
    const response = await get(org, url);
    assert.equal(response.statusCode, 404, url);
    assert.equal(response.json().code, 'not_found');
  }
  assert.equal((await get(org, `/v2/action-items/${item}/history?cursor=x`)).statusCode, 400);
  assert.equal((await get(org, `/v2/action-items/${item}/history?limit=101`)).statusCode, 400);
});

test('DELETE /v2/action-items/{id}: 204, a tombstone in the feed and in includeDeleted lists, 404 after; an upsert restores it', async () => {
  const org = await createTestOrg();
  const created = (await write(org, 'POST', '/v2/action-items', { title: 'Doomed', externalId: 'doomed', priority: 'high' })).json().data;
  await write(org, 'POST', '/v2/action-items', { title: 'Kept', externalId: 'kept' });
  const total = async () => (await get(org, '/v2/action-items')).json().meta.pagination.total;
  assert.equal(await total(), 2);

  const deleted = await app.inject({ method: 'DELETE', url: `/v2/action-items/${created.id}`, headers: bearer(org.keys.write) });
  assert.equal(deleted.statusCode, 204);
  assert.equal(deleted.body, '');
  assert.equal((await get(org, `/v2/action-items/${created.id}`)).statusCode, 404);
  assert.equal((await app.inject({ method: 'PATCH', url: `/v2/action-items/${created.id}`, headers: bearer(org.keys.all), payload: { title: 'x' } })).statusCode, 404);
  assert.equal((await app.inject({ method: 'DELETE', url: `/v2/action-items/${created.id}`, headers: bearer(org.keys.all) })).statusCode, 404, 'deleting twice');
  assert.equal(await total(), 1);
  assert.deepEqual((await get(org, '/v2/action-items')).json().data.map((r: any) => r.externalId), ['kept']);

  const withTombstones = (await get(org, '/v2/action-items?includeDeleted=true&updatedAfter=2000-01-01T00:00:00Z')).json();
  const tombstone = withTombstones.data.find((r: any) => r.id === created.id);
  assert.deepEqual(Object.keys(tombstone), ['id', 'externalId', 'deletedAt', 'updatedAt']);
  assert.equal(tombstone.deletedAt, tombstone.updatedAt);
  assert.ok(tombstone.updatedAt > created.updatedAt);
  assert.equal(withTombstones.meta.pagination.total, 2);
  assert.deepEqual(withTombstones.data.find((r: any) => r.id !== created.id).externalId, 'kept', 'live records keep the spec\'s shape');
  assert.equal('deletedAt' in withTombstones.data.find((r: any) => r.id !== created.id), false);

  const history = (await get(org, `/v2/action-items/${created.id}/history`)).json().data;
  assert.deepEqual(history.map((e: any) => e.type), ['action_item.deleted', 'action_item.created']);
  assert.deepEqual(history[0].record, tombstone);
  assert.deepEqual(history[0].changes, []);

  const restored = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'Back', externalId: 'doomed' } });
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal(restored.json().data.id, created.id, 'the same id');
  assert.equal(restored.json().data.priority, 'high', 'what the upsert did not send comes back');
  assert.equal(await total(), 2);
  assert.equal((await get(org, `/v2/action-items/${created.id}`)).statusCode, 200);
  const after = (await get(org, `/v2/action-items/${created.id}/history`)).json().data;
  assert.equal(after[0].type, 'action_item.updated', 'a restore is an update');
});
