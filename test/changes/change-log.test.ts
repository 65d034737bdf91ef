/**
 * The change log (DECISIONS 12): every write route leaves one entry per record it changed and
 * none for anything else, each naming its actor and carrying the record as its GET returns it;
 * echo-free writes; the exact diffs; X-On-Behalf-Of.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LOGGED_TABLES } from '../../src/db/change-log-types.js';
import { toApiTimestamp } from '../../src/http/time.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';
import { populatedOrg } from '../helpers/populated-org.js';
import { methodOf, WRITE_CASES, writeRoutesWithoutCase } from '../helpers/write-routes.js';

interface Entry {
  id: string;
  seq: string;
  type: string;
  resource: string;
  occurredAt: string;
  recordId: string;
  externalId: string | null;
  actor: Record<string, unknown>;
  changes: Array<{ path: string; from: unknown; to: unknown }>;
  record: Record<string, any>;
}

const clockOf = async (orgId: string): Promise<string> => {
  const { db } = await testDatabase();
  return (await db.selectFrom('org_clocks').select('last').where('organization_id', '=', orgId).executeTakeFirstOrThrow()).last;
};

/** Every entry of the org after `cursor`, through the feed. */
async function feed(app: FastifyInstance, org: TestOrg, cursor?: string): Promise<{ entries: Entry[]; cursor: string | undefined }> {
  const entries: Entry[] = [];
  let next = cursor;
  for (;;) {
    const response = await app.inject({ url: `/v2/changes?limit=1000${next ? `&cursor=${next}` : ''}`, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    entries.push(...body.data);
    next = body.meta.nextCursor ?? next;
    if (!body.meta.hasNext) return { entries, cursor: next };
  }
}

/** The record as the API shows it now, read the way a client would. */
async function currentRecord(app: FastifyInstance, org: TestOrg, entry: Entry): Promise<unknown> {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: bearer(org.keys.read) });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json().data;
  };
  const find = async (url: string, match: (r: any) => boolean) => (await get(url) as any[]).find(match);
  const r = entry.record;
  switch (entry.resource) {
    case 'action_item':
      return r.deletedAt ? find(`/v2/action-items?includeDeleted=true&externalId=${r.externalId}`, (x) => x.id === r.id) : get(`/v2/action-items/${r.id}`);
    case 'user': return get(`/v2/users/${r.id}`);
    case 'asset': return get(`/v2/assets/${r.id}`);
    case 'location': return get(`/v2/locations/${r.id}`);
    case 'event': return r.deletedAt ? find('/v2/events?includeDeleted=true', (x) => x.id === r.id) : get(`/v2/events/${r.id}`);
    case 'event_metric': return r.deletedAt ? r : get(`/v2/events/${r.eventId}/metrics/${r.metricSlug}`);
    case 'workflow': return get(`/v2/workflows/${r.id}`);
    case 'workflow_run': return get(`/v2/workflows/${r.flowId}/runs/${r.id}`);
    case 'department': return find('/v2/departments', (x) => x.id === r.id);
    case 'team': return find('/v2/teams', (x) => x.id === r.id);
    case 'equipment_type': return find('/v2/equipment-types', (x) => x.id === r.id);
    // A retired field leaves the list: its entry keeps the record as the list showed it.
    case 'custom_field': return entry.type === 'custom_field.deleted' ? r : find('/v2/modules/action_item/fields', (x) => x.key === r.key);
    case 'action_item_status': return find('/v2/action-item-statuses', (x) => x.id === r.id);
    case 'metric_definition': return find('/v2/metric-definitions', (x) => x.id === r.id);
    default: throw new Error(`no GET for ${entry.resource}`);
  }
}

/** Rows of logged tables stamped with this clock value: what the write changed (read table by table). */
async function stampedRows(orgId: string, clock: string): Promise<string[]> {
  const { db } = await testDatabase();
  const ids: string[] = [];
  for (const table of LOGGED_TABLES) {
    const rows = await sql<{ id: string }>`
      SELECT id FROM ${sql.table(table)} WHERE organization_id = ${orgId} AND updated_at = ${clock}::timestamptz`.execute(db);
    ids.push(...rows.rows.map((row) => row.id));
  }
  return ids.sort();
}

test('every write route logs one entry per record it changed, with its actor and the record as GET shows it', async (t) => {
  const app = await buildTestApp();
  assert.deepEqual(writeRoutesWithoutCase(app), [], 'every write route has a case');
  for (const writeCase of WRITE_CASES) {
    await t.test(writeCase.route, async () => {
      const { org, ids } = await populatedOrg(app);
      const { cursor } = await feed(app, org);
      const { url, payload } = writeCase.request(ids);
      const response = await app.inject({ method: methodOf(writeCase), url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
      assert.ok(response.statusCode < 300, `${response.statusCode} ${response.body}`);
      const clock = await clockOf(org.id);
      const { entries } = await feed(app, org, cursor);
      assert.ok(entries.length > 0, 'the write logged something');
      assert.deepEqual(entries.map((e) => e.recordId).sort(), await stampedRows(org.id, clock), 'one entry per changed record, none other');
      const keyId = (await testDatabase()).db.selectFrom('api_keys').select(['id', 'name']).where('organization_id', '=', org.id).where('name', '=', 'test read+write+admin');
      const key = await keyId.executeTakeFirstOrThrow();
      for (const entry of entries) {
        assert.equal(entry.type, `${entry.resource}.${entry.type.split('.')[1]}`);
        assert.deepEqual(entry.actor, { type: 'api_key', id: key.id, name: key.name });
        assert.equal(entry.occurredAt, toApiTimestamp(clock), 'occurredAt is the write\'s clock');
        if (entry.record.updatedAt !== undefined) assert.equal(entry.record.updatedAt, entry.occurredAt);
        if (!entry.type.endsWith('.updated')) assert.deepEqual(entry.changes, [], 'creates and deletes list no changes');
        assert.match(entry.seq, /^\d{28}$/);
        if (entry.resource !== 'node_result') assert.deepEqual(entry.record, await currentRecord(app, org, entry), `${entry.type} record`);
      }
    });
  }
});

test('an update lists exactly the changed client-writable keys; custom fields key by key', async () => {
  const app = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const { cursor } = await feed(app, org);
  const response = await app.inject({
    method: 'PATCH', url: `/v2/action-items/${ids.item}`, headers: bearer(org.keys.all),
    payload: { title: 'Renamed', description: 'Now described', fields: { [ids.fieldKey!]: 7 } },
  });
  assert.equal(response.statusCode, 200);
  const { entries } = await feed(app, org, cursor);
  assert.equal(entries.length, 1);
  assert.equal(entries[0]!.type, 'action_item.updated');
  assert.deepEqual(entries[0]!.changes, [
    { path: 'title', from: 'A item', to: 'Renamed' },
    { path: 'description', from: null, to: 'Now described' },
    { path: `fields.${ids.fieldKey}`, from: 5, to: 7 },
  ]);
  assert.deepEqual(entries[0]!.record, response.json().data, 'the record is the PATCH response');
  assert.equal(entries[0]!.occurredAt, response.json().data.updatedAt);

  // A cleared value is `to: null`; derived keys (statusName, statusGroup) are not listed, the written one (statusId) is.
  const other = await app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: bearer(org.keys.all), payload: { name: 'Other status', group: 'on_hold', externalId: 'other-status' } });
  assert.equal(other.statusCode, 201, other.body);
  const second = await app.inject({
    method: 'PATCH', url: `/v2/action-items/${ids.item}`, headers: bearer(org.keys.all), payload: { description: null, statusExternalId: 'other-status' },
  });
  assert.equal(second.statusCode, 200, second.body);
  const next = (await feed(app, org, cursor)).entries.filter((e) => e.type === 'action_item.updated').at(-1)!;
  assert.deepEqual(next.changes, [
    { path: 'description', from: 'Now described', to: null },
    { path: 'statusId', from: ids.status, to: other.json().data.id },
  ]);
});

test('echo-free: a write that changes nothing moves no clock, logs nothing and answers 200 with the stored record', async () => {
  const app = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(org.keys.all), payload });
  const item = (await app.inject({ url: `/v2/action-items/${ids.item}`, headers: bearer(org.keys.read) })).json().data;
  const user = (await app.inject({ url: `/v2/users/${ids.user}`, headers: bearer(org.keys.read) })).json().data;
  const { cursor } = await feed(app, org);

  const echoes = [
    await call('PATCH', `/v2/action-items/${ids.item}`, { title: item.title }),
    await call('POST', '/v2/action-items', { title: item.title, externalId: item.externalId }),
    await call('POST', '/v2/users', { email: user.email, fullName: user.fullName, externalId: user.externalId, departmentId: ids.department, locationId: ids.location }),
    await call('POST', '/v2/events/bulk', { events: [{ externalId: ids.eventExternalId, title: 'A event', locationExternalId: ids.locationExternalId, reportedByExternalId: ids.userExternalId }] }),
    await call('PUT', `/v2/events/${ids.event}/metrics/${ids.metricSlug}`, { value: 1, flowRunId: ids.run, flowRunNodeId: ids.node }),
    await call('PATCH', `/v2/action-item-statuses/${ids.status}`, { name: 'a status' }),
  ];
  for (const response of echoes) assert.equal(response.statusCode, 200, response.body);
  assert.equal(echoes[0]!.json().data.updatedAt, item.updatedAt, 'updatedAt did not move');
  assert.deepEqual(echoes[0]!.json().data, item);
  assert.equal(echoes[2]!.json().data.updatedAt, user.updatedAt);
  assert.deepEqual((await feed(app, org, cursor)).entries, [], 'nothing logged');

  // In a bulk only the element that changes something is stamped and logged.
  const bulk = await call('POST', '/v2/action-items/bulk', { actionItems: [{ title: item.title, externalId: item.externalId }, { title: 'New', externalId: 'fresh' }] });
  assert.equal(bulk.statusCode, 200);
  assert.deepEqual(bulk.json().data.summary, { total: 2, created: 1, updated: 1, failed: 0 });
  const { entries } = await feed(app, org, cursor);
  assert.deepEqual(entries.map((e) => [e.type, e.externalId]), [['action_item.created', 'fresh']]);
  assert.equal((await app.inject({ url: `/v2/action-items/${ids.item}`, headers: bearer(org.keys.read) })).json().data.updatedAt, item.updatedAt);
});

test('a user\'s memberships are part of its record: changing one logs the user with the change', async () => {
  const app = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const team = (await app.inject({ method: 'POST', url: '/v2/teams', headers: bearer(org.keys.all), payload: { name: 'Other team' } })).json().data;
  const before = (await app.inject({ url: `/v2/users/${ids.user}`, headers: bearer(org.keys.read) })).json().data;
  const { cursor } = await feed(app, org);
  const response = await app.inject({ method: 'POST', url: '/v2/users', headers: bearer(org.keys.all), payload: { email: 'a-user@example.com', fullName: 'A User', externalId: 'a-user', teamId: team.id } });
  assert.equal(response.statusCode, 200, response.body);
  const { entries } = await feed(app, org, cursor);
  assert.deepEqual(entries.map((e) => e.type), ['user.updated']);
  assert.deepEqual(entries[0]!.changes.map((c) => c.path), ['teams']);
  assert.deepEqual(entries[0]!.record, response.json().data);
  assert.equal(entries[0]!.recordId, before.id);
  assert.ok(response.json().data.updatedAt > before.updatedAt, 'a membership change moves the user\'s updatedAt');
});

test('organization set-up is logged as the operator\'s', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const { entries } = await feed(app, org);
  assert.ok(entries.length >= 2, 'the default team and statuses');
  assert.deepEqual(new Set(entries.map((e) => JSON.stringify(e.actor))), new Set([JSON.stringify({ type: 'operator' })]));
  assert.deepEqual(new Set(entries.map((e) => e.type)), new Set(['team.created', 'action_item_status.created']));
});

test('X-On-Behalf-Of names the org\'s user the write acts for; an unknown user is a 400 and nothing is written', async () => {
  const app = await buildTestApp();
  const { org, ids } = await populatedOrg(app);
  const other = await populatedOrg(app, 'b');
  const { cursor } = await feed(app, org);
  const write = (onBehalfOf: string, title: string) => app.inject({
    method: 'PATCH', url: `/v2/action-items/${ids.item}`, headers: { ...bearer(org.keys.all), 'x-on-behalf-of': onBehalfOf }, payload: { title },
  });
  assert.equal((await write(ids.userExternalId!, 'By external id')).statusCode, 200);
  assert.equal((await write(ids.user!.toUpperCase(), 'By id')).statusCode, 200);
  const clock = await clockOf(org.id);
  for (const unknown of ['nobody', other.ids.user!, other.ids.userExternalId!, 'x'.repeat(256), ' ']) {
    const response = await write(unknown, 'Never');
    assert.equal(response.statusCode, 400, unknown);
    assert.equal(response.json().code, 'validation_error');
  }
  assert.equal(await clockOf(org.id), clock, 'nothing was written');
  const { entries } = await feed(app, org, cursor);
  assert.deepEqual(entries.map((e) => e.actor.onBehalfOf), [
    { id: ids.user, externalId: ids.userExternalId },
    { id: ids.user, externalId: ids.userExternalId },
  ]);
  assert.deepEqual(entries.map((e) => e.record.title), ['By external id', 'By id']);
});
