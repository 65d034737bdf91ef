import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { MetricExport } from '../../src/modules/metrics/metrics.schemas.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { assertConforms } from '../helpers/schema.js';
import { createTestOrg } from '../helpers/fixtures.js';

async function world() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Risk score' });
  await call('POST', '/v2/metric-definitions', { slug: 'cost', name: 'Cost' });
  const events = (await call('POST', '/v2/events/bulk', { events: [{ externalId: 'e1', title: 'One' }, { externalId: 'e2', title: 'Two' }, { externalId: 'e3', title: 'Three' }] })).json().data.results;
  return { app, org, call, events };
}

const EXPORT_KEYS = ['confidenceScore', 'createdAt', 'eventExternalId', 'eventId', 'flowRunId', 'id', 'metricName', 'metricSlug', 'reason',
  'reviewStatus', 'teamId', 'transformedValue', 'updatedAt', 'value'];

test('metric definitions: create (scope admin), list, 409 on a taken slug', async () => {
  const { app, org, call } = await world();
  const list = (await call('GET', '/v2/metric-definitions')).json().data;
  assert.deepEqual(list.map((d: any) => d.slug), ['cost', 'risk']);
  const taken = await call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Again' });
  assert.deepEqual([taken.statusCode, taken.json().message], [409, 'A metric with slug "risk" already exists']);
  const bad = await call('POST', '/v2/metric-definitions', { slug: 'Bad Slug', name: 'x' });
  assert.equal(bad.statusCode, 400);
  const writer = await app.inject({ method: 'POST', url: '/v2/metric-definitions', headers: bearer(org.keys.readWrite), payload: { slug: 'x', name: 'x' } });
  assert.equal(writer.statusCode, 403);
});

test('PUT creates (201) then replaces (200) one value per event and metric; GET by UUID or externalId', async () => {
  const { call, events } = await world();
  const created = await call('PUT', '/v2/events/e1/metrics/risk', { value: { score: 7 }, transformedValue: '7/10', reason: 'model', confidenceScore: 0.8, reviewStatus: 1, auditScore: 3, auditReason: 'ok' });
  assert.equal(created.statusCode, 201);
  const metric = created.json().data;
  assert.deepEqual({ ...metric, id: 'x', metricId: 'x', createdAt: 'x', updatedAt: 'x', teamId: 'x' }, {
    id: 'x', eventId: events[0].id, flowRunId: null, flowRunNodeId: null, metricId: 'x', transformedValue: '7/10', value: { score: 7 },
    reason: 'model', confidenceScore: 0.8, reviewStatus: 1, auditScore: 3, auditReason: 'ok', createdAt: 'x', updatedAt: 'x', teamId: 'x',
    metricSlug: 'risk', metricName: 'Risk score',
  });
  const replaced = await call('PUT', `/v2/events/${events[0].id}/metrics/risk`, { value: 8 });
  assert.equal(replaced.statusCode, 200);
  assert.deepEqual([replaced.json().data.id, replaced.json().data.value, replaced.json().data.reason, replaced.json().data.reviewStatus], [metric.id, 8, '', 0]);
  assert.ok(replaced.json().data.updatedAt > metric.updatedAt);
  assert.deepEqual((await call('GET', '/v2/events/e1/metrics/risk')).json().data, replaced.json().data);
  assert.deepEqual((await call('GET', `/v2/events/${events[0].id}/metrics/risk`)).json().data, replaced.json().data);
});

test('bad metric input: unknown definition or event 404; scores outside the bounds 400; nothing written', async () => {
  const { call, events } = await world();
  const cases: Array<[string, object, number, string]> = [
    ['/v2/events/e1/metrics/nope', { value: 1 }, 404, 'Metric not found'],
    ['/v2/events/missing/metrics/risk', { value: 1 }, 404, 'Event not found'],
    [`/v2/events/${randomUUID()}/metrics/risk`, { value: 1 }, 404, 'Event not found'],
    ['/v2/events/e1/metrics/risk', { auditScore: 140737488355328 }, 400, 'body.auditScore must be <= 140737488355327'],
    ['/v2/events/e1/metrics/risk', { confidenceScore: -140737488355329 }, 400, 'body.confidenceScore must be >= -140737488355328'],
    ['/v2/events/e1/metrics/risk', { reviewStatus: 3 }, 400, 'body.reviewStatus must be one of: 0, 1, 2'],
    ['/v2/events/e1/metrics/risk', { flowRunId: randomUUID() }, 400, 'is not a workflow run of the organization'],
    ['/v2/events/e1/metrics/risk', { extra: 1 }, 400, "body: unknown property 'extra'"],
    ['/v2/events/e1/metrics/risk', { flowRunNodeId: randomUUID() }, 400, 'flowRunNodeId needs the flowRunId of its run'],
  ];
  for (const [url, payload, status, message] of cases) {
    const response = await call('PUT', url, payload);
    assert.equal(response.statusCode, status, `${url} ${JSON.stringify(payload)}`);
    const body = response.json();
    assert.ok(body.message === message || body.details?.errors?.some((e: string) => e.includes(message)), response.body);
  }
  const missing = await call('GET', '/v2/events/e1/metrics/risk');
  assert.deepEqual([missing.statusCode, missing.json().message], [404, 'Metric not found']);
  await call('PUT', '/v2/events/e2/metrics/risk', { value: 1 });
  await call('DELETE', `/v2/events/${events[1].id}`);
  assert.equal((await call('GET', '/v2/events/e2/metrics/risk')).statusCode, 404, 'a deleted event answers 404');
  assert.equal((await call('GET', '/v2/metrics')).json().data.length, 1, 'its metrics stay in the exports');
});

test('exports: the record, meta { teamId, pagination, filters }, updatedAt asc, inclusive bounds', async () => {
  const { org, call } = await world();
  for (const [event, metric] of [['e1', 'risk'], ['e2', 'risk'], ['e3', 'cost'], ['e1', 'cost']]) {
    await call('PUT', `/v2/events/${event}/metrics/${metric}`, { value: `${event}:${metric}` });
  }
  const { db } = await testDatabase();
  const stamps = ['2026-03-01T10:00:00.100000Z', '2026-03-01T10:00:00.100500Z', '2026-03-01T10:00:00.200000Z', '2026-03-01T10:00:00.300000Z'];
  const rows = await db.selectFrom('event_metrics').select('id').where('organization_id', '=', org.id).orderBy('updated_at').execute();
  for (const [i, row] of rows.entries()) await writeAroundTheClock((trx) => sql`UPDATE event_metrics SET updated_at = ${stamps[i]}::timestamptz WHERE organization_id = ${org.id} AND id = ${row.id}`.execute(trx));
  for (const path of ['/v2/metrics', '/v2/events/metrics/bulk']) {
    const all = (await call('GET', path)).json();
    assert.deepEqual(all.data.map((m: any) => m.value), ['e1:risk', 'e2:risk', 'e3:cost', 'e1:cost']);
    assert.deepEqual(Object.keys(all.data[0]).sort(), EXPORT_KEYS);
    assertConforms(MetricExport, all, `${path}: the records the database built hold to the documented schema`);
    assert.deepEqual(all.meta, {
      teamId: org.defaultTeamId, pagination: { page: 1, limit: 100, total: 4, totalPages: 1, hasNext: false, hasPrev: false },
      filters: { updatedAfter: null, updatedBefore: null }, nextCursor: all.meta.nextCursor,
    });
    const bounded = (await call('GET', `${path}?updatedAfter=2026-03-01T10:00:00.100Z&updatedBefore=2026-03-01T10:00:00.200Z`)).json();
    assert.deepEqual(bounded.data.map((m: any) => m.value), ['e1:risk', 'e2:risk', 'e3:cost'], 'both bounds inclusive: the records at the bounds come back');
    assert.deepEqual(bounded.meta.filters, { updatedAfter: '2026-03-01T10:00:00.100Z', updatedBefore: '2026-03-01T10:00:00.200Z' });
    const atLast = (await call('GET', `${path}?updatedAfter=${encodeURIComponent(bounded.data.at(-1).updatedAt)}`)).json();
    assert.deepEqual(atLast.data.map((m: any) => m.value), ['e3:cost', 'e1:cost'], 'the record at the cursor comes back');
  }
  const filtered = (await call('GET', '/v2/events/metrics/bulk?eventExternalId=e1&eventExternalId=e2,e9&metricSlug=risk')).json();
  assert.deepEqual(filtered.data.map((m: any) => m.value), ['e1:risk', 'e2:risk']);
  assert.deepEqual((await call('GET', '/v2/events/metrics/bulk?eventExternalId=e3')).json().data.map((m: any) => m.eventExternalId), ['e3']);
});

test('bad export parameters: limit 1001, bounds without a timezone, malformed cursor → 400', async () => {
  const { call } = await world();
  for (const path of ['/v2/metrics', '/v2/events/metrics/bulk']) {
    for (const [query, message] of [
      ['limit=1001', 'query.limit must be <= 1000'],
      ['limit=0', 'query.limit must be >= 1'],
      ['updatedAfter=2026-03-01T10:00:00', 'query parameter updatedAfter must be an ISO 8601 date-time with a timezone (Z or an offset such as +01:00), got "2026-03-01T10:00:00"'],
      ['cursor=zzz', 'query parameter cursor is malformed'],
    ]) {
      const response = await call('GET', `${path}?${query}`);
      assert.deepEqual([response.statusCode, response.json().details.errors], [400, [message]], `${path}?${query}`);
    }
  }
});

test('tenancy and auth over every metric route', async (t) => {
  const { app, org, call, events } = await world();
  const other = await createTestOrg();
  await call('PUT', '/v2/events/e1/metrics/risk', { value: 1 });
  for (const [foreign, missing] of [['e1', 'nothing'], [events[0].id, randomUUID()]]) {
    await assertSameAsMissing(app, other.keys.all, { method: 'GET', url: `/v2/events/${foreign}/metrics/risk` }, { method: 'GET', url: `/v2/events/${missing}/metrics/risk` });
    await assertSameAsMissing(app, other.keys.all, { method: 'PUT', url: `/v2/events/${foreign}/metrics/risk`, payload: { value: 2 } },
      { method: 'PUT', url: `/v2/events/${missing}/metrics/risk`, payload: { value: 2 } });
  }
  assert.equal((await call('GET', '/v2/events/e1/metrics/risk')).json().data.value, 1, 'untouched');
  assert.deepEqual((await app.inject({ method: 'GET', url: '/v2/metrics', headers: bearer(other.keys.read) })).json().data, []);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/v2/metric-definitions', headers: bearer(other.keys.read) })).json().data, []);
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/metrics' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/events/metrics/bulk' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/metric-definitions' }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/metric-definitions', payload: { slug: 'x', name: 'x' } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/events/e1/metrics/risk' }, 'read');
  await runAuthSuite(t, app, org, { method: 'PUT', url: '/v2/events/e1/metrics/risk', payload: { value: 9 } }, 'write');
});
