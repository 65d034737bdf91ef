/**
 * The change-log descriptors of action items, custom fields, action item statuses, events, event
 * metrics and metric definitions (DECISIONS 12): each loads, for a set of ids, exactly the record
 * the API's GET returns (or, without a GET of one record, the element of its list), with the
 * record's resource, externalId and deleted flag, and never a row of another organization.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { registeredRoutes } from '../../src/app.js';
import type { LoggedRecord, LoggedTable } from '../../src/db/change-log-types.js';
import { actionItemStatusesLog } from '../../src/modules/action-item-statuses/action-item-statuses.change-log.js';
import { actionItemsLog } from '../../src/modules/action-items/action-items.change-log.js';
import { customFieldsLog } from '../../src/modules/custom-fields/custom-fields.change-log.js';
import { eventsLog } from '../../src/modules/events/events.change-log.js';
import { eventMetricsLog, metricDefinitionsLog } from '../../src/modules/metrics/metrics.change-log.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

type Json = Record<string, any>;

interface World {
  app: FastifyInstance;
  org: TestOrg;
  /** Another organization, holding records of every kind too. */
  other: TestOrg;
  call: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, org?: TestOrg) => Promise<Json>;
}

async function world(): Promise<World> {
  const app = await buildTestApp();
  const [org, other] = [await createTestOrg(), await createTestOrg()];
  const call: World['call'] = async (method, url, payload, as = org) => {
    const response = await app.inject({ method, url, headers: bearer(as.keys.all), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.statusCode === 204 ? {} : response.json();
  };
  return { app, org, other, call };
}

/** The descriptor's records of these ids, by id (loaded in one call, as the change log does). */
async function load(log: LoggedTable, orgId: string, ids: string[]): Promise<Map<string, LoggedRecord>> {
  const { db } = await testDatabase();
  const loaded = await log.load(db, orgId, ids);
  assert.equal(new Set(loaded.map((record) => record.id)).size, loaded.length, 'one record per id');
  return new Map(loaded.map((record) => [record.id, record]));
}

/** The loaded record, after JSON serialization, is the API's; and its identity is as expected. */
function assertLogged(loaded: LoggedRecord | undefined, api: Json, expected: Pick<LoggedRecord, 'resource' | 'externalId' | 'deleted'>): void {
  assert.ok(loaded, `a record for ${api.id ?? api.key}`);
  assert.deepEqual(JSON.parse(JSON.stringify(loaded.record)), api);
  assert.deepEqual({ resource: loaded.resource, externalId: loaded.externalId, deleted: loaded.deleted }, expected);
}

/**
 * Another org's ids load nothing, alone or mixed with the org's own and a thousand unknown ones,
 * and an empty list loads nothing.
 */
async function assertOrgScoped(log: LoggedTable, orgId: string, ownIds: string[], otherOrgId: string, otherIds: string[]): Promise<void> {
  assert.ok(ownIds.length > 0 && otherIds.length > 0);
  assert.deepEqual([...(await load(log, otherOrgId, ownIds)).keys()], []);
  assert.deepEqual([...(await load(log, orgId, otherIds)).keys()], []);
  const unknown = Array.from({ length: 1000 - ownIds.length - otherIds.length }, () => randomUUID());
  const mixed = await load(log, orgId, [...otherIds, ...unknown, ...ownIds]);
  assert.deepEqual([...mixed.keys()].sort(), [...ownIds].sort());
  assert.deepEqual(await log.load((await testDatabase()).db, orgId, []), []);
}

const FIELDS = '/v2/modules/action_item/fields';

test('action items: the record GET /v2/action-items/{id} returns, custom fields of every type, metadata and nulls included', async () => {
  const { org, other, call } = await world();
  const user = (await call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Ann Assignee', externalId: 'ann' })).data;
  const closer = (await call('POST', '/v2/users', { email: 'cal@example.com', fullName: 'Cal Closer', externalId: 'cal' })).data;
  const site = (await call('POST', '/v2/locations', { name: 'Warehouse "B"', externalId: 'wh' })).data;
  const department = (await call('POST', '/v2/departments', { name: 'Maintenance' })).data;
  await call('POST', '/v2/events/bulk', { events: [{ externalId: 'ev-1', title: 'Spill' }] });
  await call('POST', '/v2/action-item-statuses', { name: 'Waiting on parts', group: 'on_hold', externalId: 'waiting' });
  for (const field of [
    { key: 'note', label: 'Note', type: 'string' },
    { key: 'long_text', label: 'Long', type: 'text' },
    { key: 'cost', label: 'Cost', type: 'number' },
    { key: 'count', label: 'Count', type: 'integer', constraints: { min: 0 } },
    { key: 'urgent', label: 'Urgent', type: 'boolean' },
    { key: 'due_on', label: 'Due on', type: 'date' },
    { key: 'seen_at', label: 'Seen at', type: 'datetime' },
    { key: 'severity', label: 'Severity', type: 'enum', options: [{ value: 'low' }, { value: 'high', label: 'High!' }], defaultValue: 'low' },
    { key: 'tags', label: 'Tags', type: 'multi_enum', options: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] },
    { key: 'owner', label: 'Owner', type: 'user' },
    { key: 'place', label: 'Place', type: 'asset' },
  ]) await call('POST', FIELDS, field);

  const full = (await call('POST', '/v2/action-items', {
    title: 'Fix the “leak” \\ now', externalId: 'item-full', description: 'Line 1\nLine 2 — ünïcödé 🚧',
    assignedToUserExternalId: 'ann', assignedToDepartmentId: department.id, assignedToRoleSlug: 'supervisor',
    dueDate: '2026-11-30T23:59:59.999+02:00', priority: 'urgent', statusExternalId: 'waiting', locationExternalId: 'wh',
    eventExternalId: 'ev-1',
    fields: {
      note: 'quote " and backslash \\', long_text: 'x'.repeat(5000), cost: 1e21, count: 42, urgent: false, due_on: '2026-12-01',
      seen_at: '2026-11-20T08:30:00.123456+05:30', tags: ['c', 'a'], owner: user.id, place: site.id,
    },
    metadata: { source: 'erp', nested: { n: null, list: [1, 'two', null, { three: true }] }, big: 9007199254740991, float: 0.1, empty: {}, '': 'empty key' },
  })).data;
  const minimal = (await call('POST', '/v2/action-items', { title: 'Minimal' })).data;
  const completed = (await call('POST', '/v2/action-items', {
    title: 'Done', externalId: 'item-done', status: 'complete', completedAt: '2026-01-02T03:04:05.678Z', completedByExternalId: 'cal',
  })).data;
  const patched = (await call('POST', '/v2/action-items', { title: 'To patch', externalId: 'item-patch', description: 'gone soon', fields: { note: 'n' } })).data;
  await call('PATCH', `/v2/action-items/${patched.id}`, {
    description: null, externalId: null, responseNotes: 'checked', fields: { note: null, cost: -0.5 }, metadata: { replaced: [] }, dueDate: null,
  });
  assert.equal(completed.completedById, closer.id);

  const ids = [full.id, minimal.id, completed.id, patched.id];
  const loaded = await load(actionItemsLog, org.id, ids);
  assert.equal(loaded.size, 4);
  for (const id of ids) {
    const api = (await call('GET', `/v2/action-items/${id}`)).data;
    assertLogged(loaded.get(id), api, { resource: 'action_item', externalId: api.externalId, deleted: false });
  }
  assert.equal(loaded.get(full.id)!.externalId, 'item-full');
  assert.equal(loaded.get(patched.id)!.externalId, null, 'the PATCH cleared it');
  assert.equal((loaded.get(full.id)!.record.fields as Json).seen_at, '2026-11-20T08:30:00.123456+05:30', 'values as stored');

  // Read inside a transaction, as the change log does.
  const { db } = await testDatabase();
  const inTransaction = await db.transaction().execute((trx) => actionItemsLog.load(trx, org.id, [full.id]));
  assert.deepEqual(inTransaction, [loaded.get(full.id)]);

  const foreign = (await call('POST', '/v2/action-items', { title: 'Elsewhere', externalId: 'item-full' }, other)).data;
  await assertOrgScoped(actionItemsLog, org.id, ids, other.id, [foreign.id]);
});

test('action items: a deleted item is logged as its tombstone { id, externalId, deletedAt, updatedAt }', async (t) => {
  const { app, org, call } = await world();
  // The tombstone can only be seen through the API once DELETE /v2/action-items/{id} exists
  // (DECISIONS 12, being written); until then this part is skipped, not faked.
  if (!registeredRoutes(app).some((route) => route.method === 'DELETE' && route.url === '/v2/action-items/:actionItemId')) {
    t.skip('DELETE /v2/action-items/{id} is not there yet');
    return;
  }
  const item = (await call('POST', '/v2/action-items', { title: 'Doomed', externalId: 'doomed', metadata: { a: 1 } })).data;
  await call('DELETE', `/v2/action-items/${item.id}`);
  const listed = (await call('GET', '/v2/action-items?includeDeleted=true&externalId=doomed')).data as Json[];
  assert.equal(listed.length, 1);
  assert.deepEqual(Object.keys(listed[0]!).sort(), ['deletedAt', 'externalId', 'id', 'updatedAt']);
  const loaded = await load(actionItemsLog, org.id, [item.id]);
  assertLogged(loaded.get(item.id), listed[0]!, { resource: 'action_item', externalId: 'doomed', deleted: true });
});

test('custom fields: the element of GET /v2/modules/{slug}/fields; a retired field keeps that record, logged as deleted', async () => {
  const { org, other, call } = await world();
  const definitions = [
    { key: 'severity', label: 'Severity', type: 'enum', description: 'How bad', required: true, groupLabel: 'Triage', ordinal: 2.5,
      options: [{ value: 'low', label: 'Low' }, { value: 'mid' }, { value: 'high', label: 'High ⚠' }], defaultValue: 'mid' },
    { key: 'tags', label: 'Tags', type: 'multi_enum', options: [{ value: 'x' }, { value: 'y' }], constraints: { minLength: 1, maxLength: 2 } },
    { key: 'score', label: 'Score', type: 'integer', constraints: { min: -5, max: 5 }, defaultValue: 0 },
    { key: 'reason', label: 'Reason', type: 'text', logic: { requiredWhen: { op: 'eq', fieldId: 'severity', value: 'high' }, visibility: null } },
    { key: 'when', label: 'When', type: 'date', constraints: { minDate: { kind: 'relative', token: 'today', days: -30 }, maxDate: '2030-01-01' } },
    { key: 'seen', label: 'Seen', type: 'datetime', description: null, groupLabel: null },
    { key: 'flag', label: 'Flag', type: 'boolean', defaultValue: true },
    { key: 'who', label: 'Who', type: 'user' },
    { key: 'where_at', label: 'Where', type: 'asset' },
    { key: 'amount', label: 'Amount', type: 'number', constraints: { min: 0.01 } },
    { key: 'free', label: 'Free', type: 'string', constraints: { maxLength: 10 }, defaultValue: 'n/a' },
  ];
  const ids = new Map<string, string>();
  const { db } = await testDatabase();
  for (const definition of definitions) await call('POST', FIELDS, definition);
  // Archive an option (left out of the published record) and relabel another.
  await call('PATCH', `${FIELDS}/severity`, { options: [{ value: 'mid', archived: true }, { value: 'low', label: 'Lowish' }], defaultValue: 'low' });
  const rows = await db.selectFrom('custom_field_definitions').select(['id', 'key']).where('organization_id', '=', org.id).execute();
  for (const row of rows) ids.set(row.key, row.id);

  const published = (await call('GET', FIELDS)).data as Json[];
  assert.equal(published.length, definitions.length);
  const loaded = await load(customFieldsLog, org.id, [...ids.values()]);
  for (const api of published) assertLogged(loaded.get(ids.get(api.key)!), api, { resource: 'custom_field', externalId: null, deleted: false });
  assert.deepEqual(published.find((d) => d.key === 'severity')!.options, [{ value: 'low', label: 'Lowish' }, { value: 'high', label: 'High ⚠' }]);

  // Retired: shown nowhere any more; the record is what the list showed before (retiring changes nothing it shows).
  const before = published.find((d) => d.key === 'flag')!;
  await call('DELETE', `${FIELDS}/flag`);
  assert.ok(!((await call('GET', FIELDS)).data as Json[]).some((d) => d.key === 'flag'));
  assertLogged((await load(customFieldsLog, org.id, [ids.get('flag')!])).get(ids.get('flag')!), before, { resource: 'custom_field', externalId: null, deleted: true });

  await call('POST', FIELDS, { key: 'severity', label: 'Theirs', type: 'string' }, other);
  const foreign = await db.selectFrom('custom_field_definitions').select('id').where('organization_id', '=', other.id).execute();
  await assertOrgScoped(customFieldsLog, org.id, [...ids.values()], other.id, foreign.map((row) => row.id));
});

test('action item statuses: the element of GET /v2/action-item-statuses, the seeded flow included', async () => {
  const { org, other, call } = await world();
  const waiting = (await call('POST', '/v2/action-item-statuses', { name: 'Waiting', group: 'on_hold', externalId: 'waiting', ordinal: 3.5, isDefault: true })).data;
  const review = (await call('POST', '/v2/action-item-statuses', { name: 'In review ✓', group: 'in_progress' })).data;
  await call('PATCH', `/v2/action-item-statuses/${review.id}`, { name: 'Reviewing', externalId: 'rev', isDefault: true });
  await call('PATCH', `/v2/action-item-statuses/${waiting.id}`, { externalId: null });

  const listed = (await call('GET', '/v2/action-item-statuses')).data as Json[];
  assert.equal(listed.length, 7);
  const loaded = await load(actionItemStatusesLog, org.id, listed.map((s) => s.id));
  for (const api of listed) assertLogged(loaded.get(api.id), api, { resource: 'action_item_status', externalId: api.externalId, deleted: false });
  assert.equal(loaded.get(review.id)!.externalId, 'rev');
  assert.equal(loaded.get(waiting.id)!.externalId, null);

  const foreign = (await call('GET', '/v2/action-item-statuses', undefined, other)).data as Json[];
  await assertOrgScoped(actionItemStatusesLog, org.id, listed.map((s) => s.id), other.id, foreign.map((s) => s.id));
});

test('events: the record GET /v2/events/{eventId} returns; a deleted event keeps its record with deletedAt', async () => {
  const { app, org, other, call } = await world();
  await call('POST', '/v2/locations', { name: 'Dock 4', externalId: 'dock-4' });
  await call('POST', '/v2/users', { email: 'r@example.com', fullName: 'Rita Reporter', externalId: 'rita' });
  const results = (await call('POST', '/v2/events/bulk', {
    events: [
      {
        externalId: 'inc-1', title: 'Forklift “near” miss', description: 'Pedestrian\ncrossing 🚶', eventType: 'near_miss',
        eventDate: '2026-11-20T08:30:00.250999+01:00', status: 'in_review', severity: 'high', locationExternalId: 'dock-4',
        reportedByExternalId: 'rita', metadata: { shift: 'night', witnesses: [null, 'Sam'], nested: { depth: { two: [] } }, n: 1e-7 },
      },
      { externalId: 'inc-2', title: 'Minimal', description: null, eventType: null, severity: null, locationExternalId: null },
      { externalId: 'inc-3', title: 'To delete', metadata: { keep: true } },
    ],
  })).data.results as Json[];
  const [full, minimal, doomed] = results.map((r) => r.id as string);
  await call('DELETE', `/v2/events/${doomed}`);

  const loaded = await load(eventsLog, org.id, [full!, minimal!, doomed!]);
  for (const [id, externalId] of [[full!, 'inc-1'], [minimal!, 'inc-2']] as const) {
    assertLogged(loaded.get(id), (await call('GET', `/v2/events/${id}`)).data, { resource: 'event', externalId, deleted: false });
  }
  // A deleted event answers 404 on its GET: its record is the list's tombstone (includeDeleted=true).
  const gone = await app.inject({ method: 'GET', url: `/v2/events/${doomed}`, headers: bearer(org.keys.read) });
  assert.equal(gone.statusCode, 404);
  const listed = (await call('GET', '/v2/events?includeDeleted=true&externalId=inc-3')).data as Json[];
  assert.equal(listed.length, 1);
  assert.notEqual(listed[0]!.deletedAt, null);
  assertLogged(loaded.get(doomed!), listed[0]!, { resource: 'event', externalId: 'inc-3', deleted: true });

  const foreign = (await call('POST', '/v2/events/bulk', { events: [{ externalId: 'inc-1', title: 'Theirs' }] }, other)).data.results[0].id;
  await assertOrgScoped(eventsLog, org.id, [full!, minimal!, doomed!], other.id, [foreign]);
});

test('event metrics: the record GET /v2/events/{eventId}/metrics/{metricSlug} returns, for values of every JSON kind', async () => {
  const { org, other, call } = await world();
  await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Risk score' });
  await call('POST', '/v2/metric-definitions', { slug: 'cost_eur', name: 'Cost (€)' });
  await call('POST', '/v2/events/bulk', { events: [{ externalId: 'e1', title: 'One' }, { externalId: 'e2', title: 'Two' }] });
  const workflow = (await call('POST', '/v2/workflows', { name: 'Flow', flowType: 'assessment', definition: { v: 1 } })).data;
  const run = (await call('POST', `/v2/workflows/${workflow.id}/runs`, { flowRunType: 'live' })).data;
  const node = (await call('POST', `/v2/workflows/${workflow.id}/runs/${run.id}/node-results`, { nodeKey: 'n', nodeType: 't' })).data;
  const puts: Array<[string, string, object]> = [
    ['e1', 'risk', { value: { score: 7, parts: [0.5, null, 'x'] }, transformedValue: '7/10', reason: 'model “v2”', confidenceScore: 0.875,
      reviewStatus: 1, auditScore: 140737488355327, auditReason: 'ok', flowRunId: run.id, flowRunNodeId: node.id }],
    ['e1', 'cost_eur', {}],
    ['e2', 'risk', { value: 'text', confidenceScore: -0.000001, reviewStatus: 2, auditScore: null, transformedValue: null }],
    ['e2', 'cost_eur', { value: [1, [2, [3]]], auditScore: -1.5 }],
  ];
  const records: Json[] = [];
  for (const [event, slug, payload] of puts) {
    await call('PUT', `/v2/events/${event}/metrics/${slug}`, payload);
    records.push((await call('GET', `/v2/events/${event}/metrics/${slug}`)).data);
  }
  // Replacing a value: omitted keys take their defaults.
  await call('PUT', '/v2/events/e2/metrics/cost_eur', { value: false, reason: '' });
  records[3] = (await call('GET', '/v2/events/e2/metrics/cost_eur')).data;

  const loaded = await load(eventMetricsLog, org.id, records.map((r) => r.id));
  for (const api of records) assertLogged(loaded.get(api.id), api, { resource: 'event_metric', externalId: null, deleted: false });
  assert.equal(records[1]!.value, null);

  // Deleting the event leaves its metrics as they were (GET now answers 404; the exports keep them).
  await call('DELETE', '/v2/events/e2');
  const afterDelete = await load(eventMetricsLog, org.id, [records[2]!.id]);
  assertLogged(afterDelete.get(records[2]!.id), records[2]!, { resource: 'event_metric', externalId: null, deleted: false });

  await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Theirs' }, other);
  await call('POST', '/v2/events/bulk', { events: [{ externalId: 'e1', title: 'Theirs' }] }, other);
  const foreign = (await call('PUT', '/v2/events/e1/metrics/risk', { value: 1 }, other)).data;
  await assertOrgScoped(eventMetricsLog, org.id, records.map((r) => r.id), other.id, [foreign.id]);
});

test('metric definitions: the element of GET /v2/metric-definitions', async () => {
  const { org, other, call } = await world();
  await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Risk score' });
  await call('POST', '/v2/metric-definitions', { slug: 'a-b_c', name: 'Ünïcödé “name” \\ 📈' });
  const listed = (await call('GET', '/v2/metric-definitions')).data as Json[];
  assert.equal(listed.length, 2);
  const loaded = await load(metricDefinitionsLog, org.id, listed.map((d) => d.id));
  for (const api of listed) assertLogged(loaded.get(api.id), api, { resource: 'metric_definition', externalId: null, deleted: false });

  const foreign = (await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Theirs' }, other)).data;
  await assertOrgScoped(metricDefinitionsLog, org.id, listed.map((d) => d.id), other.id, [foreign.id]);
});
