/**
 * A record whose representation changes is changed (migration 0017): a write that changes a value
 * other records show (a user's name or email, a location's, asset's, department's or team's name
 * or slug, a status's name or group, a parent's externalId) stamps every record of the org showing
 * it with the write's clock and logs it, `changes` naming the shown key, by the writer; a write
 * that changes nothing shown touches nothing. Every value a record declaration shows is covered
 * by the database's triggers, and the triggers by the declarations.
 */
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RecordShape, Shows } from '../../src/db/record-shape.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

type Json = Record<string, any>;

/** One propagation: the records of `target` showing `columns` of `source`, named by a column of theirs or through a link table. */
interface Propagation {
  source: string;
  target: string;
  by: string;
  columns: string[];
}

const key = (p: Omit<Propagation, 'columns'>): string => `${p.source} → ${p.target} by ${p.by}`;

/** Every record declaration of the modules (their mappers' exports that are record shapes). */
async function declarations(): Promise<Array<[string, RecordShape<unknown>]>> {
  const modules = join(dirname(fileURLToPath(import.meta.url)), '../../src/modules');
  const found: Array<[string, RecordShape<unknown>]> = [];
  for (const module of readdirSync(modules).filter((name) => statSync(join(modules, name)).isDirectory())) {
    for (const file of readdirSync(join(modules, module)).filter((name) => name.endsWith('.mapper.js'))) {
      const exports = await import(pathToFileURL(join(modules, module, file)).href) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (value && typeof value === 'object' && 'keys' in value && 'jsonSql' in value && 'table' in value) found.push([`${module}.${name}`, value as RecordShape<unknown>]);
      }
    }
  }
  return found;
}

/** What the declarations say must be propagated, by (source, target, naming), with the columns watched. */
function declaredPropagations(shapes: ReadonlyArray<[string, RecordShape<unknown>]>): Map<string, Propagation> {
  const wanted = new Map<string, Propagation>();
  for (const [, shape] of shapes) {
    for (const source of Object.values(shape.keys)) {
      if (source.kind !== 'derived' || 'fixed' in source.shows) continue;
      const shows = source.shows as Exclude<Shows, { fixed: string }>;
      const by = 'column' in shows.by ? shows.by.column : `${shows.by.link}(${shows.by.member} → ${shows.by.owner})`;
      const entry = wanted.get(key({ source: shows.table, target: shape.table, by })) ?? { source: shows.table, target: shape.table, by, columns: [] };
      entry.columns = [...new Set([...entry.columns, ...shows.columns])].sort();
      wanted.set(key(entry), entry);
    }
  }
  return wanted;
}

/** The propagations the database's triggers (smr_touch_showing) carry out. */
async function installedPropagations(): Promise<Map<string, Propagation>> {
  const { db } = await testDatabase();
  const { rows } = await sql<{ source: string; args: string }>`
    SELECT c.relname AS source, encode(t.tgargs, 'escape') AS args FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE p.proname = 'smr_touch_showing' AND NOT t.tgisinternal`.execute(db);
  return new Map(rows.map((row) => {
    const [target, column, link, member, owner, , ...columns] = row.args.split('\\000').filter((_, i, all) => i < all.length - 1);
    const by = column ? column! : `${link}(${member} → ${owner})`;
    const entry = { source: row.source, target: target!, by, columns: columns.sort() };
    return [key(entry), entry];
  }));
}

/** The propagations of one side the other lacks, or holds with other columns. */
function uncovered(wanted: Map<string, Propagation>, have: Map<string, Propagation>): string[] {
  return [...wanted.values()].filter((p) => JSON.stringify(have.get(key(p))?.columns) !== JSON.stringify(p.columns))
    .map((p) => `${key(p)}: ${p.columns.join(', ')}`);
}

test('every value a record declaration shows is propagated by a trigger, and every trigger by a declaration', async () => {
  const shapes = await declarations();
  assert.ok(shapes.length >= 10, `the record declarations were found: ${shapes.map(([name]) => name).join(', ')}`);
  const fixed = shapes.flatMap(([name, shape]) => Object.entries(shape.keys)
    .filter(([, source]) => source.kind === 'derived' && 'fixed' in source.shows).map(([k]) => `${name}.${k}`));
  assert.deepEqual(fixed.sort(), ['metrics.EVENT_METRIC_RECORD.metricName', 'metrics.EVENT_METRIC_RECORD.metricSlug',
    'metrics.METRIC_EXPORT_RECORD.eventExternalId', 'metrics.METRIC_EXPORT_RECORD.metricName', 'metrics.METRIC_EXPORT_RECORD.metricSlug'],
  'the shown values no write changes');
  const wanted = declaredPropagations(shapes);
  const have = await installedPropagations();
  assert.deepEqual(uncovered(wanted, have), [], 'shown by a declaration, not propagated');
  assert.deepEqual(uncovered(have, wanted), [], 'propagated, shown by no declaration');
  assert.equal(have.size, 11);
});

/** The tables and columns that name a shown row (a showing table's column, or a link table's member), from the declarations. */
function namingColumns(wanted: Map<string, Propagation>): Array<{ table: string; column: string }> {
  return [...wanted.values()].map((p) => {
    const link = /^(\w+)\((\w+) → \w+\)$/.exec(p.by);
    return link ? { table: link[1]!, column: link[2]! } : { table: p.target, column: p.by };
  });
}

/** Whether an index of `table` starts with (organization_id, column): what a rename's stamping statement looks showing rows up by. */
async function indexedBy(table: string, column: string): Promise<boolean> {
  const { db } = await testDatabase();
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       WHERE c.relname = ${table} AND i.indpred IS NULL
         AND (SELECT attname FROM pg_attribute WHERE attrelid = c.oid AND attnum = i.indkey[0]) = 'organization_id'
         AND (SELECT attname FROM pg_attribute WHERE attrelid = c.oid AND attnum = i.indkey[1]) = ${column}) AS found`.execute(db);
  return rows[0]!.found;
}

test('every showing row is found by an index, not by reading the org\'s table: (organization_id, the naming column) leads one', async () => {
  const naming = namingColumns(declaredPropagations(await declarations()));
  assert.equal(naming.length, 11);
  const unindexed = [];
  for (const { table, column } of naming) if (!(await indexedBy(table, column))) unindexed.push(`${table}.${column}`);
  assert.deepEqual(unindexed, []);
  assert.equal(await indexedBy('action_items', 'title'), false, 'negative control: a column no index leads with the org');
});

test('the coverage check sees a shown value without its trigger, and a trigger watching other columns (negative control)', () => {
  const wanted = new Map([[key({ source: 'users', target: 'events', by: 'reported_by_id' }), { source: 'users', target: 'events', by: 'reported_by_id', columns: ['full_name'] }]]);
  assert.deepEqual(uncovered(wanted, new Map()), ['users → events by reported_by_id: full_name']);
  const other = new Map([[key({ source: 'users', target: 'events', by: 'reported_by_id' }), { source: 'users', target: 'events', by: 'reported_by_id', columns: ['email'] }]]);
  assert.deepEqual(uncovered(wanted, other), ['users → events by reported_by_id: full_name']);
});

interface World {
  app: FastifyInstance;
  org: TestOrg;
  call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<Json>;
  get(url: string): Promise<Json>;
}

async function world(): Promise<World> {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call: World['call'] = async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.statusCode === 204 ? {} : response.json();
  };
  return { app, org, call, get: async (url) => (await call('GET', url)).data };
}

/** The entries of a record after `afterSeq`, oldest first. */
async function entriesOf(orgId: string, recordId: string, afterSeq: string) {
  const { db } = await testDatabase();
  return (await sql<{ seq: string; action: string; changes: Array<{ path: string; from: unknown; to: unknown }>; record: Json; actor: Json }>`
    SELECT seq, action, changes, record, actor FROM change_entries WHERE organization_id = ${orgId} AND record_id = ${recordId} AND seq > ${afterSeq} ORDER BY seq`.execute(db)).rows;
}

/** Every entry of the org after `afterSeq`. */
async function writeEntries(orgId: string, afterSeq: string) {
  const { db } = await testDatabase();
  return (await sql<{ seq: string; recordId: string; actor: Json }>`
    SELECT seq, record_id AS "recordId", actor FROM change_entries WHERE organization_id = ${orgId} AND seq > ${afterSeq} ORDER BY seq`.execute(db)).rows;
}

async function latestSeq(orgId: string): Promise<string> {
  const { db } = await testDatabase();
  return (await sql<{ seq: string | null }>`SELECT max(seq) AS seq FROM change_entries WHERE organization_id = ${orgId}`.execute(db)).rows[0]!.seq ?? '0';
}

/** A rename `rename` (one write), then: each record `url` shows `path` changed from `from` to `to`, stamped with the rename's clock, and logged once. */
async function expectShown(w: World, rename: () => Promise<unknown>, shown: Array<{ url: string; path: string; from: unknown; to: unknown }>) {
  const before = await Promise.all(shown.map((s) => w.get(s.url)));
  const since = await latestSeq(w.org.id);
  await rename();
  const clock = (await sql<{ last: string }>`SELECT to_char(last AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last FROM org_clocks WHERE organization_id = ${w.org.id}`
    .execute((await testDatabase()).db)).rows[0]!.last;
  for (const [i, s] of shown.entries()) {
    const after = await w.get(s.url);
    const value = (record: Json) => s.path.split('.').reduce<any>((v, k) => v?.[k], record);
    assert.deepEqual([value(before[i]!), value(after)], [s.from, s.to], `${s.url}: ${s.path} shows the new value`);
    assert.equal(after.updatedAt, clock, `${s.url}: stamped with the rename's clock`);
    const entries = await entriesOf(w.org.id, after.id, since);
    assert.equal(entries.length, 1, `${s.url}: one entry`);
    assert.equal(entries[0]!.action, 'updated');
    assert.deepEqual(entries[0]!.changes.map((c) => c.path), [s.path.split('.')[0]], `${s.url}: the entry names the shown key`);
    assert.deepEqual(entries[0]!.record, after, `${s.url}: the entry's record is the GET after the rename`);
    const write = await writeEntries(w.org.id, since);
    assert.ok(write.every((entry) => entry.seq.slice(0, 16) === entries[0]!.seq.slice(0, 16)), 'one write: the rename and what shows it');
    assert.deepEqual(entries[0]!.actor, write.find((entry) => entry.recordId !== after.id)!.actor, 'by the rename\'s writer');
    assert.equal(entries[0]!.actor.type, 'api_key');
  }
}

test('a user renamed: the action items assigned to and completed by them, and the events they reported, show the new name', async () => {
  const w = await world();
  const user = (await w.call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Ann', externalId: 'ann' })).data;
  const assigned = (await w.call('POST', '/v2/action-items', { title: 'a', externalId: 'a', assignedToUserId: user.id })).data;
  const completed = (await w.call('POST', '/v2/action-items', { title: 'c', externalId: 'c', status: 'complete', completedByExternalId: 'ann' })).data;
  const event = (await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'e', title: 'e', reportedByExternalId: 'ann' }] })).data.results[0];
  await expectShown(w, () => w.call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Anne', externalId: 'ann' }), [
    { url: `/v2/action-items/${assigned.id}`, path: 'assignedToUserName', from: 'Ann', to: 'Anne' },
    { url: `/v2/action-items/${completed.id}`, path: 'completedByName', from: 'Ann', to: 'Anne' },
    { url: `/v2/events/${event.id}`, path: 'reportedByName', from: 'Ann', to: 'Anne' },
  ]);
});

test('a supervisor\'s new email shows on the users they supervise', async () => {
  const w = await world();
  await w.call('POST', '/v2/users', { email: 'boss@example.com', fullName: 'Boss', externalId: 'boss' });
  const report = (await w.call('POST', '/v2/users', { email: 'rep@example.com', fullName: 'Rep', externalId: 'rep', supervisorId: 'boss' })).data;
  await expectShown(w, () => w.call('POST', '/v2/users', { email: 'chief@example.com', fullName: 'Boss', externalId: 'boss' }), [
    { url: `/v2/users/${report.id}`, path: 'supervisorEmail', from: 'boss@example.com', to: 'chief@example.com' },
  ]);
});

test('a location renamed: the items and events at it and the users it is a location of show its new name', async () => {
  const w = await world();
  const site = (await w.call('POST', '/v2/locations', { name: 'North', externalId: 'north' })).data;
  const item = (await w.call('POST', '/v2/action-items', { title: 'i', externalId: 'i', locationExternalId: 'north' })).data;
  const event = (await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'e', title: 'e', locationExternalId: 'north' }] })).data.results[0];
  const user = (await w.call('POST', '/v2/users', { email: 'u@example.com', fullName: 'U', locationId: site.id })).data;
  await expectShown(w, () => w.call('POST', '/v2/locations', { name: 'North yard', externalId: 'north' }), [
    { url: `/v2/action-items/${item.id}`, path: 'assetName', from: 'North', to: 'North yard' },
    { url: `/v2/events/${event.id}`, path: 'assetName', from: 'North', to: 'North yard' },
    { url: `/v2/users/${user.id}`, path: 'locations.0.name', from: 'North', to: 'North yard' },
  ]);
});

test('a department and a team renamed show on their members; a status renamed shows on its items', async () => {
  const w = await world();
  const department = (await w.call('POST', '/v2/departments', { name: 'Ops', externalId: 'ops' })).data;
  const team = (await w.call('POST', '/v2/teams', { name: 'Red', externalId: 'red' })).data;
  const user = (await w.call('POST', '/v2/users', { email: 'm@example.com', fullName: 'M', departmentId: department.id, teamId: team.id })).data;
  await expectShown(w, () => w.call('POST', '/v2/departments', { name: 'Operations', externalId: 'ops' }), [
    { url: `/v2/users/${user.id}`, path: 'departments.0.name', from: 'Ops', to: 'Operations' },
  ]);
  await expectShown(w, () => w.call('POST', '/v2/teams', { name: 'Crimson', externalId: 'red' }), [
    { url: `/v2/users/${user.id}`, path: 'teams.0.name', from: 'Red', to: 'Crimson' },
  ]);
  const status = (await w.call('POST', '/v2/action-item-statuses', { name: 'Waiting', group: 'on_hold', externalId: 'wait' })).data;
  const item = (await w.call('POST', '/v2/action-items', { title: 's', externalId: 's', statusExternalId: 'wait' })).data;
  await expectShown(w, () => w.call('PATCH', `/v2/action-item-statuses/${status.id}`, { name: 'Blocked' }), [
    { url: `/v2/action-items/${item.id}`, path: 'statusName', from: 'Waiting', to: 'Blocked' },
  ]);
  // (A status's group cannot change while items hold it: statusGroup is propagated, but no item can show a moved group.)
});

test('a parent asset\'s new externalId shows on its asset children as externalParentId; a child location shows none and is untouched', async () => {
  const w = await world();
  const parent = (await w.call('POST', '/v2/locations', { name: 'P', externalId: 'p1' })).data;
  const crane = (await w.call('POST', '/v2/equipment-types', { name: 'Crane' })).data;
  const child = (await w.call('POST', '/v2/assets', { name: 'C', externalId: 'c', type: 'equipment', equipmentTypeId: crane.id, externalParentId: 'p1' })).data;
  const room = (await w.call('POST', '/v2/locations', { name: 'Room', externalId: 'room', parentId: parent.id })).data;
  const since = await latestSeq(w.org.id);
  await expectShown(w, () => w.call('POST', '/v2/locations', { id: parent.id, name: 'P', externalId: 'p2' }), [
    { url: `/v2/assets/${child.id}`, path: 'externalParentId', from: 'p1', to: 'p2' },
  ]);
  assert.equal((await w.get(`/v2/locations/${room.id}`)).updatedAt, room.updatedAt, 'the child location is not stamped');
  assert.deepEqual(await entriesOf(w.org.id, room.id, since), []);
});

test('a write that changes nothing shown touches nothing: an echo, another column, a deleted item\'s tombstone', async () => {
  const w = await world();
  const user = (await w.call('POST', '/v2/users', { email: 'z@example.com', fullName: 'Zed', externalId: 'zed' })).data;
  const item = (await w.call('POST', '/v2/action-items', { title: 'z', externalId: 'z', assignedToUserId: user.id })).data;
  const gone = (await w.call('POST', '/v2/action-items', { title: 'g', externalId: 'g', assignedToUserId: user.id })).data;
  await w.call('DELETE', `/v2/action-items/${gone.id}`);
  const since = await latestSeq(w.org.id);
  await w.call('POST', '/v2/users', { email: 'z@example.com', fullName: 'Zed', externalId: 'zed' });
  await w.call('POST', '/v2/users', { email: 'z@example.com', fullName: 'Zed', externalId: 'zed', phoneNumber: '+15550001234' });
  assert.equal((await w.get(`/v2/action-items/${item.id}`)).updatedAt, item.updatedAt, 'the item is untouched by an echo and by a change it does not show');
  assert.deepEqual((await entriesOf(w.org.id, item.id, since)).length, 0);
  await w.call('POST', '/v2/users', { email: 'z@example.com', fullName: 'Zoe', externalId: 'zed' });
  assert.deepEqual((await entriesOf(w.org.id, gone.id, since)).length, 0, 'a tombstone shows no name: not touched');
  assert.deepEqual((await entriesOf(w.org.id, item.id, since)).map((e) => e.changes), [[{ path: 'assignedToUserName', from: 'Zed', to: 'Zoe' }]]);
});

test('a deleted event keeps the names it shows (the list shows it with includeDeleted=true): a rename stamps and logs it like a live one', async () => {
  const w = await world();
  await w.call('POST', '/v2/users', { email: 'dee@example.com', fullName: 'Dee', externalId: 'dee' });
  const event = (await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'gone', title: 'gone', reportedByExternalId: 'dee' }] })).data.results[0];
  await w.call('DELETE', `/v2/events/${event.id}`);
  const since = await latestSeq(w.org.id);
  await w.call('POST', '/v2/users', { email: 'dee@example.com', fullName: 'Dea', externalId: 'dee' });
  const entries = await entriesOf(w.org.id, event.id, since);
  assert.deepEqual(entries.map((e) => [e.action, e.changes, e.record.reportedByName]), [['updated', [{ path: 'reportedByName', from: 'Dee', to: 'Dea' }], 'Dea']]);
  const listed = (await w.call('GET', '/v2/events?includeDeleted=true&limit=100')).data as Json[];
  assert.equal(listed.find((e) => e.id === event.id)?.reportedByName, 'Dea', 'the list shows the deleted event with the new name');
});

test('readers after a rename: the feed and a saved cursor see each affected record once; If-None-Match with the old tag answers 200 with the new name', async () => {
  const w = await world();
  const user = (await w.call('POST', '/v2/users', { email: 'r@example.com', fullName: 'Rae', externalId: 'rae' })).data;
  const items = [];
  for (let i = 0; i < 5; i++) items.push((await w.call('POST', '/v2/action-items', { title: `t${i}`, externalId: `r${i}`, assignedToUserId: user.id })).data);
  const cursor = (await w.call('GET', '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100')).meta.nextCursor;
  const feed = (await w.call('GET', '/v2/changes?limit=1000')).meta.nextCursor;
  const old = await w.app.inject({ method: 'GET', url: `/v2/action-items/${items[0].id}`, headers: bearer(w.org.keys.read) });
  await w.call('POST', '/v2/users', { email: 'r@example.com', fullName: 'Ray', externalId: 'rae' });
  const polled = await w.call('GET', `/v2/action-items?cursor=${encodeURIComponent(cursor)}&limit=100`);
  assert.deepEqual(polled.data.map((i: Json) => i.id).sort(), items.map((i) => i.id).sort(), 'the saved cursor sees every item once');
  assert.ok(polled.data.every((i: Json) => i.assignedToUserName === 'Ray'));
  const changes = (await w.call('GET', `/v2/changes?cursor=${encodeURIComponent(feed)}&limit=1000`)).data;
  const itemEntries = changes.filter((e: Json) => e.resource === 'action_item');
  assert.deepEqual(itemEntries.map((e: Json) => e.recordId).sort(), items.map((i) => i.id).sort(), 'the feed lists each item once');
  assert.ok(itemEntries.every((e: Json) => e.type === 'action_item.updated' && e.record.assignedToUserName === 'Ray'));
  const conditional = await w.app.inject({ method: 'GET', url: `/v2/action-items/${items[0].id}`, headers: { ...bearer(w.org.keys.read), 'if-none-match': String(old.headers.etag) } });
  assert.equal(conditional.statusCode, 200);
  assert.equal(conditional.json().data.assignedToUserName, 'Ray');
  assert.notEqual(conditional.headers.etag, old.headers.etag);
});

/** Stored names (migration 0019) that differ from what the row's ids name, for the org's showing items and events. */
async function staleStoredNames(orgId: string) {
  const { db } = await testDatabase();
  return (await sql<{ id: string }>`
    SELECT i.id FROM action_items i
     WHERE i.organization_id = ${orgId} AND i.deleted_at IS NULL
       AND (i.assigned_to_user_name IS DISTINCT FROM (SELECT full_name FROM users u WHERE u.organization_id = i.organization_id AND u.id = i.assigned_to_user_id)
         OR i.completed_by_name IS DISTINCT FROM (SELECT full_name FROM users u WHERE u.organization_id = i.organization_id AND u.id = i.completed_by_id)
         OR ROW(i.status_name, i.status_group) IS DISTINCT FROM (SELECT ROW(s.name, s."group") FROM action_item_statuses s WHERE s.organization_id = i.organization_id AND s.id = i.status_id)
         OR i.asset_name IS DISTINCT FROM (SELECT name FROM assets a WHERE a.organization_id = i.organization_id AND a.id = i.asset_id))
    UNION ALL
    SELECT e.id FROM events e
     WHERE e.organization_id = ${orgId}
       AND (e.reported_by_name IS DISTINCT FROM (SELECT full_name FROM users u WHERE u.organization_id = e.organization_id AND u.id = e.reported_by_id)
         OR e.asset_name IS DISTINCT FROM (SELECT name FROM assets a WHERE a.organization_id = e.organization_id AND a.id = e.asset_id))`.execute(db)).rows;
}

test('names stored with the row: every write keeps an item\'s and an event\'s stored names those of the rows their ids name', async () => {
  const w = await world();
  const ann = (await w.call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Ann', externalId: 'ann' })).data;
  const bob = (await w.call('POST', '/v2/users', { email: 'bob@example.com', fullName: 'Bob', externalId: 'bob' })).data;
  await w.call('POST', '/v2/locations', { name: 'Yard', externalId: 'yard' });
  const status = (await w.call('POST', '/v2/action-item-statuses', { name: 'Waiting', group: 'on_hold', externalId: 'wait' })).data;
  const bulk = (await w.call('POST', '/v2/action-items/bulk', { actionItems: [
    { title: 'b1', externalId: 'b1', assignedToUserId: ann.id, locationExternalId: 'yard', statusExternalId: 'wait' },
    { title: 'b2', externalId: 'b2', assignedToUserId: bob.id },
  ] })).data.results;
  const item = (await w.call('POST', '/v2/action-items', { title: 'p', externalId: 'p', assignedToUserId: ann.id })).data;
  await w.call('PATCH', `/v2/action-items/${item.id}`, { assignedToUserId: bob.id, statusExternalId: 'wait' });
  assert.equal((await w.get(`/v2/action-items/${item.id}`)).assignedToUserName, 'Bob', 'a reassignment stores the new assignee\'s name');
  await w.call('PATCH', `/v2/action-items/${bulk[0].id}`, { assignedToUserId: null });
  assert.equal((await w.get(`/v2/action-items/${bulk[0].id}`)).assignedToUserName, null, 'a cleared assignee clears the name');
  await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'e', title: 'e', reportedByExternalId: 'bob', locationExternalId: 'yard' }] });
  await w.call('POST', '/v2/users', { email: 'bob@example.com', fullName: 'Robert', externalId: 'bob' });
  await w.call('POST', '/v2/locations', { name: 'Back yard', externalId: 'yard' });
  await w.call('PATCH', `/v2/action-item-statuses/${status.id}`, { name: 'Blocked' });
  assert.deepEqual(await staleStoredNames(w.org.id), []);
  assert.deepEqual(await sql<{ n: number }>`SELECT count(*)::int AS n FROM action_items WHERE organization_id = ${w.org.id} AND assigned_to_user_name = 'Robert'`
    .execute((await testDatabase()).db).then((r) => r.rows[0]!.n), 2, 'the rename reached the stored names (negative control of the check above)');
});

test('names stored with the row: a deleted item (whose tombstone a rename does not stamp) restored after its assignee\'s rename shows the new name', async () => {
  const w = await world();
  await w.call('POST', '/v2/users', { email: 'cy@example.com', fullName: 'Cy', externalId: 'cy' });
  const user = (await w.call('GET', '/v2/users?limit=1')).data[0];
  const item = (await w.call('POST', '/v2/action-items', { title: 'r', externalId: 'r', assignedToUserId: user.id })).data;
  await w.call('DELETE', `/v2/action-items/${item.id}`);
  await w.call('POST', '/v2/users', { email: 'cy@example.com', fullName: 'Cyd', externalId: 'cy' });
  const restored = (await w.call('POST', '/v2/action-items', { title: 'r', externalId: 'r' })).data;
  assert.deepEqual([restored.id, restored.assignedToUserName], [item.id, 'Cyd']);
  assert.deepEqual(await w.get(`/v2/action-items/${item.id}`), restored);
  assert.deepEqual(await staleStoredNames(w.org.id), []);
});
