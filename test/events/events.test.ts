import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { orgRowCount, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

const EVENT_KEYS = ['assetId', 'assetName', 'createdAt', 'deletedAt', 'description', 'eventDate', 'eventType', 'externalId', 'id',
  'metadata', 'organizationId', 'reportedById', 'reportedByName', 'severity', 'status', 'teamId', 'title', 'updatedAt'];

type EventOut = Record<string, any>;

const bulk = (app: FastifyInstance, org: TestOrg, events: object[]) =>
  app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(org.keys.readWrite), payload: { events } });
const getEvent = (app: FastifyInstance, org: TestOrg, key: string) =>
  app.inject({ method: 'GET', url: `/v2/events/${key}`, headers: bearer(org.keys.read) });
const deleteEvent = (app: FastifyInstance, org: TestOrg, key: string) =>
  app.inject({ method: 'DELETE', url: `/v2/events/${key}`, headers: bearer(org.keys.readWrite) });
const list = async (app: FastifyInstance, org: TestOrg, query: string) => {
  const response = await app.inject({ method: 'GET', url: `/v2/events?${query}`, headers: bearer(org.keys.read) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { data: EventOut[]; meta: { pagination: Record<string, number | boolean>; nextCursor: string | null } };
};

/** An org with a location (dock-4) and a user (rita), and two events made by one bulk: inc-1 with every key, inc-2 minimal. */
async function bulkCreated() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const asset = (await app.inject({ method: 'POST', url: '/v2/locations', headers: bearer(org.keys.write), payload: { name: 'Dock 4', externalId: 'dock-4' } })).json().data;
  const user = (await app.inject({ method: 'POST', url: '/v2/users', headers: bearer(org.keys.write), payload: { email: 'r@example.com', fullName: 'Rita Reporter', externalId: 'rita' } })).json().data;
  const created = await bulk(app, org, [{
    externalId: 'inc-1', title: 'Forklift near miss', description: 'Pedestrian crossing', eventType: 'near_miss',
    eventDate: '2026-11-20T08:30:00.250Z', status: 'in_review', severity: 'high', locationExternalId: 'dock-4',
    reportedByExternalId: 'rita', metadata: { shift: 'night', witnesses: [null, 'Sam'], nested: { depth: 2 } },
  }, { externalId: 'inc-2', title: 'Minimal' }]);
  assert.equal(created.statusCode, 200);
  const readEvent = async (key: string) => (await getEvent(app, org, key)).json().data;
  return { app, org, asset, user, created, readEvent };
}

/** bulkCreated, then inc-1 updated by a second bulk naming only title, status and metadata. */
async function bulkUpdated() {
  const world = await bulkCreated();
  const event = await world.readEvent('inc-1');
  const updated = await bulk(world.app, world.org, [{ externalId: 'inc-1', title: 'Forklift near miss (reviewed)', status: 'closed', metadata: { replaced: true } }]);
  return { ...world, event, updated, after: await world.readEvent(event.id) };
}

test('bulk create: the summary counts every element as created', async () => {
  const { created } = await bulkCreated();
  assert.deepEqual(created.json().data.summary, { total: 2, created: 2, updated: 0, failed: 0 });
});

test('bulk create: the full record is stored, location and reporter resolved from their externalIds', async () => {
  const { org, asset, user, readEvent } = await bulkCreated();
  const event = await readEvent('inc-1');
  assert.deepEqual(Object.keys(event).sort(), EVENT_KEYS);
  assert.deepEqual({ ...event, id: 'x', createdAt: 'x', updatedAt: 'x' }, {
    id: 'x', organizationId: org.id, teamId: org.defaultTeamId, externalId: 'inc-1', title: 'Forklift near miss',
    description: 'Pedestrian crossing', eventType: 'near_miss', eventDate: '2026-11-20T08:30:00.250Z', status: 'in_review',
    severity: 'high', assetId: asset.id, assetName: 'Dock 4', reportedById: user.id, reportedByName: 'Rita Reporter',
    metadata: { shift: 'night', witnesses: [null, 'Sam'], nested: { depth: 2 } }, createdAt: 'x', updatedAt: 'x', deletedAt: null,
  });
});

test('bulk create: omitted keys take their defaults (status open, no severity, eventDate the creation time, empty metadata)', async () => {
  const { readEvent } = await bulkCreated();
  const minimal = await readEvent('inc-2');
  assert.equal(minimal.status, 'open');
  assert.equal(minimal.severity, null);
  assert.equal(minimal.eventDate, minimal.createdAt, 'eventDate defaults to the creation time');
  assert.deepEqual(minimal.metadata, {});
});

test('bulk update by externalId: the summary counts the element as updated', async () => {
  const { updated } = await bulkUpdated();
  assert.deepEqual(updated.json().data.summary, { total: 1, created: 0, updated: 1, failed: 0 });
});

test('bulk update by externalId: supplied keys are written, omitted keys unchanged', async () => {
  const { asset, after } = await bulkUpdated();
  assert.equal(after.title, 'Forklift near miss (reviewed)');
  assert.equal(after.status, 'closed');
  assert.equal(after.assetId, asset.id, 'omitted keys unchanged');
  assert.equal(after.eventDate, '2026-11-20T08:30:00.250Z');
});

test('bulk update by externalId: metadata replaces the stored bag wholesale', async () => {
  const { after } = await bulkUpdated();
  assert.deepEqual(after.metadata, { replaced: true }, 'metadata replaced wholesale');
});

test('bulk update by externalId: updatedAt advances, createdAt is kept', async () => {
  const { event, after } = await bulkUpdated();
  assert.ok(after.updatedAt > event.updatedAt);
  assert.equal(after.createdAt, event.createdAt);
});

test('bulk: data errors fail their element only; repeated externalIds fail after the first', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const response = await bulk(app, org, [
    { externalId: 'a', title: 'A' },
    { externalId: 'b', title: 'B', locationExternalId: 'nowhere' },
    { externalId: 'c', title: 'C', reportedByExternalId: 'nobody' },
    { externalId: 'a', title: 'A again' },
    { externalId: 'd', title: '  ' },
    { externalId: 'e', title: 'E', eventDate: '0000-06-01T00:00:00Z' },
  ]);
  assert.equal(response.statusCode, 200);
  const { results, summary } = response.json().data;
  assert.deepEqual(summary, { total: 6, created: 1, updated: 0, failed: 5 });
  assert.deepEqual(results.map((r: any) => r.error ?? 'ok'), [
    'ok',
    'locationExternalId "nowhere" does not match an asset of the organization',
    'reportedByExternalId "nobody" does not match a user of the organization',
    'externalId "a" repeats element 0 of this request',
    'title must not be blank',
    'eventDate "0000-06-01T00:00:00Z" is out of range',
  ]);
  assert.equal(await orgRowCount('events', org.id), 1);
});

test('bulk: schema errors refuse the whole request and write nothing', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  let deep: unknown = 'leaf';
  for (let i = 0; i < 33; i++) deep = { d: deep };
  const cases: Array<[object[], string]> = [
    [[{ title: 'no key' }], "body.events[0]: missing required property 'externalId'"],
    [[{ externalId: 'x' }], "body.events[0]: missing required property 'title'"],
    [[{ externalId: 'x', title: '' }], 'body.events[0].title must NOT have fewer than 1 characters'],
    [[{ externalId: 'x', title: 't', status: 'done' }], 'body.events[0].status must be one of: open, in_review, closed'],
    [[{ externalId: 'x', title: 't', severity: 'extreme' }], 'body.events[0].severity must be one of: low, medium, high, critical'],
    [[{ externalId: 'x', title: 't', eventDate: '2026-01-01' }], 'body.events[0].eventDate must match format "date-time"'],
    [[{ externalId: 'x', title: 't', metadata: [] }], 'body.events[0].metadata must be object'],
    [[{ externalId: 'x', title: 't', metadata: deep }], 'body.events[0].metadata is nested deeper than 32 levels'],
    [[], 'body.events must NOT have fewer than 1 items'],
    [Array.from({ length: 1001 }, (_, i) => ({ externalId: `e${i}`, title: 't' })), 'body.events must NOT have more than 1000 items'],
  ];
  for (const [events, message] of cases) {
    const response = await bulk(app, org, events);
    assert.equal(response.statusCode, 400, message);
    assert.equal(response.json().code, 'validation_error');
    assert.ok(response.json().details.errors.includes(message), `${message} in ${JSON.stringify(response.json().details.errors)}`);
  }
  assert.equal(await orgRowCount('events', org.id), 0);
});

test('sorting: every field in both directions; default eventDate desc', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  // Three separate bulks give three updatedAt values; titles, event dates and createdAt run in other orders.
  await bulk(app, org, [{ externalId: 'x', title: 'Charlie', eventDate: '2026-03-01T00:00:00Z', createdAt: '2025-01-02T00:00:00Z' }]);
  await bulk(app, org, [{ externalId: 'y', title: 'Alpha', eventDate: '2026-01-01T00:00:00Z', createdAt: '2025-01-03T00:00:00Z' }]);
  await bulk(app, org, [{ externalId: 'z', title: 'Bravo', eventDate: '2026-02-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' }]);
  const order = async (query: string) => (await list(app, org, query)).data.map((e) => e.externalId).join('');
  assert.equal(await order(''), 'xzy', 'default: eventDate desc');
  const expected: Record<string, string> = { eventDate: 'yzx', createdAt: 'zxy', updatedAt: 'xyz', title: 'yzx' };
  for (const [sort, asc] of Object.entries(expected)) {
    assert.equal(await order(`sort=${sort}&dir=asc`), asc, `${sort} asc`);
    assert.equal(await order(`sort=${sort}&dir=desc`), [...asc].reverse().join(''), `${sort} desc`);
  }
  assert.equal(await order('sort=title'), 'yzx', 'an explicit sort defaults to ascending');
  assert.equal(await order('dir=asc'), 'yzx', 'dir alone applies to the default sort');
});

test('ties sort by id in the direction of the sort', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await bulk(app, org, Array.from({ length: 6 }, (_, i) => ({ externalId: `t${i}`, title: 'Same', eventDate: '2026-01-01T00:00:00Z' })));
  const ids = (await list(app, org, 'sort=title&dir=asc')).data.map((e) => e.id);
  assert.deepEqual(ids, [...ids].sort());
  const desc = (await list(app, org, 'sort=eventDate&dir=desc')).data.map((e) => e.id);
  assert.deepEqual(desc, [...ids].sort().reverse());
});

test('filters: externalId, eventType, status, includeDeleted; pages with totals', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await bulk(app, org, Array.from({ length: 12 }, (_, i) => ({
    externalId: `f${i}`, title: `F${i}`, eventType: i % 2 ? 'hazard' : 'incident', status: i % 3 ? 'open' : 'closed',
  })));
  assert.deepEqual((await list(app, org, 'externalId=f3')).data.map((e) => e.externalId), ['f3']);
  assert.equal((await list(app, org, 'eventType=hazard')).meta.pagination.total, 6);
  assert.equal((await list(app, org, 'status=closed')).meta.pagination.total, 4);
  assert.equal((await list(app, org, 'status=closed&eventType=incident')).meta.pagination.total, 2);
  const page = await list(app, org, 'limit=5&page=3');
  assert.equal(page.data.length, 2);
  assert.deepEqual(page.meta.pagination, { page: 3, limit: 5, total: 12, totalPages: 3, hasNext: false, hasPrev: true });
  const past = await list(app, org, 'limit=5&page=9');
  assert.deepEqual([past.data.length, past.meta.pagination.total, past.meta.pagination.hasNext], [0, 12, false]);
  assert.equal((await list(app, org, '')).meta.pagination.limit, 50, 'default limit 50');
});

test('bad list parameters: 400 naming the parameter', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const cases: Array<[string, string]> = [
    ['sort=severity', 'query.sort must be one of: eventDate, createdAt, updatedAt, title'],
    ['dir=up', 'query.dir must be one of: asc, desc'],
    ['limit=0', 'query.limit must be >= 1'],
    ['limit=101', 'query.limit must be <= 100'],
    ['page=0', 'query.page must be >= 1'],
    ['updatedAfter=2026-11-01T00:00:00', 'query parameter updatedAfter must be an ISO 8601 date-time with a timezone (Z or an offset such as +01:00), got "2026-11-01T00:00:00"'],
    ['updatedBefore=yesterday', 'query parameter updatedBefore must be an ISO 8601 date-time with a timezone (Z or an offset such as +01:00), got "yesterday"'],
    ['cursor=not-a-cursor', 'query parameter cursor is malformed'],
    ['status=gone', 'query.status must be one of: open, in_review, closed'],
    ['includeDeleted=maybe', 'query.includeDeleted must be boolean'],
  ];
  for (const [query, message] of cases) {
    const response = await app.inject({ method: 'GET', url: `/v2/events?${query}`, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().code, 'validation_error');
    assert.deepEqual(response.json().details.errors, [message], query);
  }
  await bulk(app, org, [{ externalId: 'a', title: 'A' }]);
  const cursor = (await list(app, org, 'updatedAfter=2020-01-01T00:00:00Z')).meta.nextCursor!;
  for (const [query, message] of [
    [`cursor=${cursor}&page=2`, 'query parameters cursor and page cannot be combined: cursor replaces page'],
    [`cursor=${cursor}&sort=title`, 'query parameter cursor pages by updatedAt ascending: drop sort and dir'],
    [`cursor=${cursor}&dir=desc`, 'query parameter cursor pages by updatedAt ascending: drop sort and dir'],
  ]) {
    const response = await app.inject({ method: 'GET', url: `/v2/events?${query}`, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().details.errors, [message]);
  }
});

test('bounds are exclusive, compare at full precision, accept offsets and a "+" sent as a space', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await bulk(app, org, ['a', 'b', 'c', 'd'].map((x) => ({ externalId: x, title: x })));
  const stamp = (externalId: string, at: string) =>
    writeAroundTheClock((trx) => sql`UPDATE events SET updated_at = ${at}::timestamptz WHERE organization_id = ${org.id} AND external_id = ${externalId}`.execute(trx));
  await stamp('a', '2026-05-01T10:00:00.100000Z');
  await stamp('b', '2026-05-01T10:00:00.100001Z');
  await stamp('c', '2026-05-01T10:00:00.100999Z');
  await stamp('d', '2026-05-01T10:00:00.101000Z');
  const ids = async (query: string) => (await list(app, org, query)).data.map((e) => e.externalId).join('');
  assert.equal(await ids('updatedAfter=2026-05-01T10:00:00.100Z'), 'bcd', 'after .100: the row at exactly .100000 is excluded');
  assert.equal(await ids('updatedBefore=2026-05-01T10:00:00.101Z'), 'abc', 'before .101: the row at exactly .101000 is excluded');
  assert.equal(await ids('updatedAfter=2026-05-01T10:00:00.100Z&updatedBefore=2026-05-01T10:00:00.101Z'), 'bc');
  assert.equal(await ids('updatedAfter=2026-05-01T12:00:00.100%2B02:00'), 'bcd', 'an offset');
  assert.equal(await ids('updatedAfter=2026-05-01T12:00:00.100+02:00'), 'bcd', 'a "+" decoded as a space');
  const served = (await list(app, org, 'updatedAfter=2026-05-01T10:00:00.100Z')).data.map((e) => e.updatedAt);
  assert.deepEqual(served, ['2026-05-01T10:00:00.100Z', '2026-05-01T10:00:00.100Z', '2026-05-01T10:00:00.101Z'], 'milliseconds, truncated');
});

test('the spec polling procedure, end to end: the boundary record may repeat, nothing is skipped', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const seen = new Map<string, EventOut>();
  const deliveries: string[] = [];
  let cursor = '2000-01-01T00:00:00Z';
  const sync = async () => {
    let largest = cursor;
    for (let page = 1; ; page++) {
      const result = await list(app, org, `updatedAfter=${encodeURIComponent(cursor)}&page=${page}&limit=7&sort=updatedAt&dir=asc`);
      for (const event of result.data) {
        deliveries.push(event.externalId);
        seen.set(event.id, event);
        if (event.updatedAt > largest) largest = event.updatedAt;
      }
      if (!result.meta.pagination.hasNext) break;
    }
    cursor = largest;
  };
  await bulk(app, org, Array.from({ length: 20 }, (_, i) => ({ externalId: `p${i}`, title: `v1 ${i}` })));
  await sync();
  assert.equal(seen.size, 20);
  for (let round = 2; round <= 4; round++) {
    await bulk(app, org, [{ externalId: `p${round}`, title: `v${round}` }, { externalId: `new${round}`, title: 'new' }]);
    await sync();
  }
  await deleteEvent(app, org, 'p0');
  const final = (await list(app, org, 'sort=updatedAt&limit=100')).data;
  assert.equal(final.length, 22, '20 + 3 new − 1 deleted');
  for (const event of final) {
    assert.deepEqual(seen.get(event.id), event, `final version of ${event.externalId} was delivered`);
  }
  assert.ok(deliveries.length >= 20 + 6, 'every change delivered at least once');
});

/** Events "gone" and "kept", "gone" then deleted by id; `before` is "gone" as read before the delete. */
async function deletedEvent() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const [gone] = (await bulk(app, org, [{ externalId: 'gone', title: 'Gone' }, { externalId: 'kept', title: 'Kept' }])).json().data.results;
  const before = (await getEvent(app, org, 'gone')).json().data;
  const deleted = await deleteEvent(app, org, gone.id);
  return { app, org, gone, before, deleted };
}

test('DELETE: 204 with an empty body', async () => {
  const { deleted } = await deletedEvent();
  assert.equal(deleted.statusCode, 204);
  assert.equal(deleted.body, '');
});

test('DELETE: the deleted event is then 404 by id and by externalId', async () => {
  const { app, org, gone } = await deletedEvent();
  for (const key of [gone.id, 'gone']) {
    const read = await getEvent(app, org, key);
    assert.deepEqual([read.statusCode, read.json()], [404, { code: 'not_found', message: 'Event not found' }]);
  }
});

test('DELETE: the deleted event leaves the default list', async () => {
  const { app, org } = await deletedEvent();
  assert.deepEqual((await list(app, org, '')).data.map((e) => e.externalId), ['kept']);
});

test('DELETE: with includeDeleted a poller sees a tombstone whose deletedAt is its bumped updatedAt', async () => {
  const { app, org, before } = await deletedEvent();
  const polled = await list(app, org, `updatedAfter=${encodeURIComponent(before.updatedAt)}&includeDeleted=true`);
  const tombstone = polled.data.find((e) => e.externalId === 'gone')!;
  assert.ok(tombstone, 'a poller sees the deletion');
  assert.ok(tombstone.deletedAt);
  assert.ok(tombstone.updatedAt > before.updatedAt, 'the delete bumped updatedAt');
  assert.equal(tombstone.deletedAt, tombstone.updatedAt);
});

test('DELETE: deleting a deleted event again is a 404', async () => {
  const { app, org } = await deletedEvent();
  const again = await deleteEvent(app, org, 'gone');
  assert.equal(again.statusCode, 404);
});

test('DELETE: a bulk write of its externalId revives the deleted event, counted as an update', async () => {
  const { app, org } = await deletedEvent();
  const revived = await bulk(app, org, [{ externalId: 'gone', title: 'Back' }]);
  assert.deepEqual(revived.json().data.summary, { total: 1, created: 0, updated: 1, failed: 0 });
  assert.equal((await getEvent(app, org, 'gone')).json().data.deletedAt, null);
});

test('tenancy: another org\'s events are 404 and invisible; its externalIds are its own', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const other = await createTestOrg();
  const [mine] = (await bulk(app, org, [{ externalId: 'shared', title: 'Mine' }])).json().data.results;
  const missing = { method: 'GET' as const, url: `/v2/events/${randomUUID()}` };
  for (const key of [mine.id, 'shared']) {
    await assertSameAsMissing(app, other.keys.readWrite, { method: 'GET', url: `/v2/events/${key}` }, missing);
    await assertSameAsMissing(app, other.keys.readWrite, { method: 'DELETE', url: `/v2/events/${key}` }, { method: 'DELETE', url: `/v2/events/${randomUUID()}` });
  }
  assert.deepEqual((await list(app, other, 'includeDeleted=true')).data, []);
  const theirs = await bulk(app, other, [{ externalId: 'shared', title: 'Theirs' }]);
  assert.equal(theirs.json().data.summary.created, 1);
  const still = (await getEvent(app, org, 'shared')).json().data;
  assert.deepEqual([still.title, still.deletedAt], ['Mine', null]);
});

test('auth rules on every event route', async (t) => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/events' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/events/x' }, 'read');
  await runAuthSuite(t, app, org, { method: 'DELETE', url: '/v2/events/x' }, 'write');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/events/bulk', payload: { events: [{ externalId: 'x', title: 'x' }] } }, 'write');
  assert.equal(await orgRowCount('events', org.id), 0);
});
