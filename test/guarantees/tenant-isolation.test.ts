/**
 * Tenant isolation over every route: org B's key with org A's UUIDs, externalIds, emails, slugs
 * and keys must answer exactly as for identifiers that exist nowhere (a 404, or the same
 * per-element error), lists must show none of A's records, and A's rows must be byte-for-byte
 * unchanged afterwards. The test fails when a registered route has no case.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { registeredRoutes } from '../../src/app.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { orgChecksum, populatedOrg } from '../helpers/populated-org.js';

type Ids = Record<string, string>;
type Mode = 'same' | 'list' | 'create';
interface Case {
  route: string;
  mode: Mode;
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => object;
}

const c = (route: string, mode: Mode, url: (ids: Ids) => string, payload?: (ids: Ids) => object): Case => ({ route, mode, url, payload });
const wf = (ids: Ids) => `/v2/workflows/${ids.workflow}`;
const run = (ids: Ids) => `${wf(ids)}/runs/${ids.run}`;

const CASES: Case[] = [
  c('GET /v2/action-items', 'list', () => '/v2/action-items'),
  c('GET /v2/action-items', 'list', (i) => `/v2/action-items?assignedToUserId=${i.user}&entityId=${i.event}`),
  c('GET /v2/action-items', 'same', (i) => `/v2/action-items?eventExternalId=${i.eventExternalId}`),
  c('POST /v2/action-items', 'same', () => '/v2/action-items', (i) => ({ title: 't', eventExternalId: i.eventExternalId })),
  c('POST /v2/action-items', 'same', () => '/v2/action-items', (i) => ({ title: 't', assignedToUserId: i.user })),
  c('POST /v2/action-items', 'same', () => '/v2/action-items', (i) => ({ title: 't', assignedToUserExternalId: i.userExternalId })),
  c('POST /v2/action-items', 'same', () => '/v2/action-items', (i) => ({ title: 't', assignedToDepartmentId: i.department })),
  c('POST /v2/action-items/bulk', 'same', () => '/v2/action-items/bulk', (i) => ({ actionItems: [{ title: 't', assignedToUserId: i.user }, { title: 't', eventExternalId: i.eventExternalId }] })),
  c('GET /v2/action-items/:actionItemId', 'same', (i) => `/v2/action-items/${i.item}`),
  c('PATCH /v2/action-items/:actionItemId', 'same', (i) => `/v2/action-items/${i.item}`, () => ({ title: 'stolen' })),
  c('GET /v2/action-item-statuses', 'list', () => '/v2/action-item-statuses'),
  c('PATCH /v2/action-item-statuses/:id', 'same', (i) => `/v2/action-item-statuses/${i.status}`, () => ({ name: 'stolen' })),
  c('GET /v2/modules/:slug/fields', 'list', () => '/v2/modules/action_item/fields'),
  c('PATCH /v2/modules/:slug/fields/:key', 'same', (i) => `/v2/modules/action_item/fields/${i.fieldKey}`, () => ({ label: 'stolen' })),
  c('DELETE /v2/modules/:slug/fields/:key', 'same', (i) => `/v2/modules/action_item/fields/${i.fieldKey}`),
  c('POST /v2/events/bulk', 'same', () => '/v2/events/bulk', (i) => ({ events: [{ externalId: 'new-event', title: 't', locationExternalId: i.locationExternalId }, { externalId: 'other', title: 't', reportedByExternalId: i.userExternalId }] })),
  c('GET /v2/events', 'list', () => '/v2/events?includeDeleted=true'),
  c('GET /v2/events', 'list', (i) => `/v2/events?externalId=${i.eventExternalId}&updatedAfter=2000-01-01T00:00:00Z`),
  c('GET /v2/events/:eventId', 'same', (i) => `/v2/events/${i.event}`),
  c('GET /v2/events/:eventId', 'same', (i) => `/v2/events/${i.eventExternalId}`),
  c('DELETE /v2/events/:eventId', 'same', (i) => `/v2/events/${i.event}`),
  c('DELETE /v2/events/:eventId', 'same', (i) => `/v2/events/${i.eventExternalId}`),
  c('PUT /v2/events/:eventId/metrics/:metricSlug', 'same', (i) => `/v2/events/${i.event}/metrics/${i.metricSlug}`, () => ({ value: 9 })),
  c('PUT /v2/events/:eventId/metrics/:metricSlug', 'same', (i) => `/v2/events/${i.eventExternalId}/metrics/${i.metricSlug}`, () => ({ value: 9 })),
  c('GET /v2/events/:eventId/metrics/:metricSlug', 'same', (i) => `/v2/events/${i.eventExternalId}/metrics/${i.metricSlug}`),
  c('GET /v2/events/:eventId/metrics/:metricSlug', 'same', (i) => `/v2/events/${i.event}/metrics/${i.metricSlug}`),
  c('GET /v2/events/metrics/bulk', 'list', (i) => `/v2/events/metrics/bulk?eventExternalId=${i.eventExternalId}&metricSlug=${i.metricSlug}`),
  c('GET /v2/metrics', 'list', () => '/v2/metrics?updatedAfter=2000-01-01T00:00:00Z'),
  c('GET /v2/metric-definitions', 'list', () => '/v2/metric-definitions'),
  c('POST /v2/assets', 'same', () => '/v2/assets', (i) => ({ name: 'n', parentId: i.location })),
  c('POST /v2/assets', 'same', () => '/v2/assets', (i) => ({ name: 'n', externalParentId: i.locationExternalId })),
  c('POST /v2/assets', 'same', () => '/v2/assets', (i) => ({ name: 'n', type: 'equipment', equipmentTypeId: i.equipmentType })),
  c('POST /v2/assets/bulk', 'same', () => '/v2/assets/bulk', (i) => ({ assets: [{ name: 'n', externalId: 'n1', parentId: i.asset }, { name: 'n', externalId: 'n2', externalParentId: i.assetExternalId }] })),
  c('GET /v2/assets/:assetId', 'same', (i) => `/v2/assets/${i.asset}`),
  c('GET /v2/assets/:assetId', 'same', (i) => `/v2/assets/${i.assetExternalId}`),
  c('GET /v2/assets', 'list', (i) => `/v2/assets?includeDeleted=true&parentId=${i.location}`),
  c('GET /v2/assets', 'list', () => '/v2/assets?includeDeleted=true'),
  c('POST /v2/locations', 'same', () => '/v2/locations', (i) => ({ name: 'n', parentId: i.location })),
  c('GET /v2/locations/:locationId', 'same', (i) => `/v2/locations/${i.location}`),
  c('GET /v2/locations/:locationId', 'same', (i) => `/v2/locations/${i.locationExternalId}`),
  c('GET /v2/locations', 'list', () => '/v2/locations?includeDeleted=true'),
  c('GET /v2/equipment-types', 'list', () => '/v2/equipment-types'),
  c('POST /v2/users', 'same', () => '/v2/users', (i) => ({ email: 'new@example.com', fullName: 'N', supervisorId: i.user })),
  c('POST /v2/users', 'same', () => '/v2/users', (i) => ({ email: 'new@example.com', fullName: 'N', supervisorId: i.userEmail })),
  c('POST /v2/users', 'same', () => '/v2/users', (i) => ({ email: 'new@example.com', fullName: 'N', departmentId: i.departmentExternalId })),
  c('POST /v2/users', 'same', () => '/v2/users', (i) => ({ email: 'new@example.com', fullName: 'N', locationId: i.location })),
  c('POST /v2/users', 'same', () => '/v2/users', (i) => ({ email: 'new@example.com', fullName: 'N', teamId: i.team })),
  c('POST /v2/users/bulk', 'same', () => '/v2/users/bulk', (i) => ({ users: [{ email: 'n@example.com', fullName: 'N', externalId: 'n', supervisorId: i.userExternalId }] })),
  c('GET /v2/users/:userId', 'same', (i) => `/v2/users/${i.user}`),
  c('GET /v2/users/:userId', 'same', (i) => `/v2/users/${i.userEmail}`),
  c('GET /v2/users', 'list', (i) => `/v2/users?email=${i.userEmail}`),
  c('GET /v2/users', 'list', () => '/v2/users'),
  c('GET /v2/departments', 'list', () => '/v2/departments'),
  c('GET /v2/teams', 'list', () => '/v2/teams'),
  c('GET /v2/workflows', 'list', () => '/v2/workflows'),
  c('GET /v2/workflows/:workflowId', 'same', (i) => wf(i)),
  c('POST /v2/workflows/:workflowId/versions', 'same', (i) => `${wf(i)}/versions`, () => ({ definition: {} })),
  c('PUT /v2/workflows/:workflowId/draft', 'same', (i) => `${wf(i)}/draft`, () => ({ draftDefinition: {} })),
  c('DELETE /v2/workflows/:workflowId', 'same', (i) => wf(i)),
  c('GET /v2/workflows/:workflowId/runs', 'same', (i) => `${wf(i)}/runs`),
  c('POST /v2/workflows/:workflowId/runs', 'same', (i) => `${wf(i)}/runs`, () => ({ flowRunType: 'live' })),
  c('GET /v2/workflows/:workflowId/runs/:runId', 'same', (i) => run(i)),
  c('PATCH /v2/workflows/:workflowId/runs/:runId', 'same', (i) => run(i), () => ({ status: 'running' })),
  c('POST /v2/workflows/:workflowId/runs/:runId/node-results', 'same', (i) => `${run(i)}/node-results`, () => ({ nodeKey: 'x', nodeType: 'x' })),
  c('PATCH /v2/workflows/:workflowId/runs/:runId/node-results/:nodeResultId', 'same', (i) => `${run(i)}/node-results/${i.node}`, () => ({ status: 'running' })),
  c('DELETE /v2/action-items/:actionItemId', 'same', (i) => `/v2/action-items/${i.item}`),
  c('GET /v2/changes', 'list', () => '/v2/changes?limit=1000'),
  c('GET /v2/changes', 'list', (i) => `/v2/changes?recordId=${i.item}`),
  c('GET /v2/changes', 'list', (i) => `/v2/changes?recordId=${i.user}&types=user.*`),
  c('GET /v2/action-items/:actionItemId/history', 'same', (i) => `/v2/action-items/${i.item}/history`),
  c('GET /v2/users/:userId/history', 'same', (i) => `/v2/users/${i.user}/history`),
  c('GET /v2/users/:userId/history', 'same', (i) => `/v2/users/${i.userEmail}/history`),
  c('GET /v2/assets/:assetId/history', 'same', (i) => `/v2/assets/${i.asset}/history`),
  c('GET /v2/assets/:assetId/history', 'same', (i) => `/v2/assets/${i.assetExternalId}/history`),
  c('GET /v2/locations/:locationId/history', 'same', (i) => `/v2/locations/${i.location}/history`),
  c('GET /v2/locations/:locationId/history', 'same', (i) => `/v2/locations/${i.locationExternalId}/history`),
  c('GET /v2/events/:eventId/history', 'same', (i) => `/v2/events/${i.event}/history`),
  c('GET /v2/events/:eventId/history', 'same', (i) => `/v2/events/${i.eventExternalId}/history`),
  c('GET /v2/webhooks', 'list', () => '/v2/webhooks'),
  c('GET /v2/webhooks/:id', 'same', (i) => `/v2/webhooks/${i.webhook}`),
  c('PATCH /v2/webhooks/:id', 'same', (i) => `/v2/webhooks/${i.webhook}`, () => ({ description: 'stolen' })),
  c('POST /v2/webhooks/:id/rotate-secret', 'same', (i) => `/v2/webhooks/${i.webhook}/rotate-secret`),
  c('GET /v2/webhooks/:id/deliveries', 'same', (i) => `/v2/webhooks/${i.webhook}/deliveries`),
  c('POST /v2/webhooks/:id/deliveries/:deliveryId/retry', 'same', (i) => `/v2/webhooks/${i.webhook}/deliveries/${i.webhookDelivery}/retry`),
  c('POST /v2/webhooks/:id/test', 'same', (i) => `/v2/webhooks/${i.webhook}/test`),
  c('POST /v2/webhooks/:id/replay', 'same', (i) => `/v2/webhooks/${i.webhook}/replay`, () => ({ since: '2000-01-01T00:00:00Z' })),
  c('DELETE /v2/webhooks/:id', 'same', (i) => `/v2/webhooks/${i.webhook}`),
  // Creates last: org B may take A's externalIds, slugs and keys for records of its own.
  c('POST /v2/action-items', 'create', () => '/v2/action-items', (i) => ({ title: 't', externalId: i.itemExternalId })),
  c('POST /v2/action-item-statuses', 'create', () => '/v2/action-item-statuses', (i) => ({ name: 'n', group: 'new', externalId: i.statusExternalId })),
  c('POST /v2/modules/:slug/fields', 'create', () => '/v2/modules/action_item/fields', (i) => ({ key: i.fieldKey, label: 'x', type: 'string' })),
  c('POST /v2/assets', 'create', () => '/v2/assets', (i) => ({ name: 'n', externalId: i.assetExternalId })),
  c('POST /v2/locations', 'create', () => '/v2/locations', (i) => ({ name: 'n', externalId: i.locationExternalId })),
  c('POST /v2/equipment-types', 'create', () => '/v2/equipment-types', () => ({ name: 'a crane' })),
  c('POST /v2/users', 'create', () => '/v2/users', (i) => ({ email: i.userEmail, fullName: 'B', externalId: i.userExternalId })),
  c('POST /v2/departments', 'create', () => '/v2/departments', (i) => ({ name: 'a dept', externalId: i.departmentExternalId })),
  c('POST /v2/teams', 'create', () => '/v2/teams', () => ({ name: 'a team', externalId: 'a-team' })),
  c('POST /v2/workflows', 'create', () => '/v2/workflows', () => ({ name: 'a flow', flowType: 'assessment', definition: {} })),
  c('POST /v2/webhooks', 'create', () => '/v2/webhooks', () => ({ url: 'https://93.184.216.34/hooks/a', events: ['*'] })),
  c('POST /v2/metric-definitions', 'create', () => '/v2/metric-definitions', (i) => ({ slug: i.metricSlug, name: 'x' })),
];

/** Identifiers of the same shapes that exist in no organization. */
function missingIds(ids: Ids): Ids {
  return Object.fromEntries(Object.entries(ids).map(([key, value]) => {
    if (/^[0-9a-f-]{36}$/.test(value)) return [key, randomUUID()];
    if (value.includes('@')) return [key, `nobody-${randomUUID().slice(0, 8)}@example.com`];
    return [key, `${value.replace(/^a/, 'z')}-${randomUUID().slice(0, 6)}`.replace(/-/g, key === 'fieldKey' ? '_' : '-')];
  }));
}

function normalized(body: string, idSets: Ids[]): string {
  let text = body;
  for (const ids of idSets) for (const [key, value] of Object.entries(ids)) text = text.split(value).join(`<${key}>`);
  return text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
}

test('tenant isolation over every route: org B sees and changes nothing of org A', async () => {
  const app = await buildTestApp();
  const a = await populatedOrg(app);
  const b = await createTestOrg();
  const missing = missingIds(a.ids);

  const v2Routes = registeredRoutes(app).filter((r) => r.url.startsWith('/v2/') && r.method !== 'HEAD' && r.url !== '/v2/openapi.json')
    .map((r) => `${r.method} ${r.url}`);
  const uncovered = v2Routes.filter((route) => !CASES.some((c) => c.route === route));
  assert.deepEqual(uncovered, [], 'every /v2 route has a cross-tenant case');

  const before = await orgChecksum(a.org.id);
  const aValues = Object.values(a.ids).filter((v) => v.length > 8);
  let leaks = 0;
  for (const testCase of CASES) {
    const [method] = testCase.route.split(' ') as [InjectOptions['method']];
    const send = (ids: Ids) => app.inject({
      method, url: testCase.url(ids), headers: bearer(b.keys.all), ...(testCase.payload ? { payload: testCase.payload(ids) } : {}),
    });
    const foreign = await send(a.ids);
    assert.ok(foreign.statusCode < 500, `${testCase.route}: ${foreign.statusCode} ${foreign.body}`);
    if (testCase.mode === 'list') {
      assert.equal(foreign.statusCode, 200, `${testCase.route} ${testCase.url(a.ids)}: ${foreign.body}`);
      const shown = aValues.filter((value) => foreign.body.includes(value));
      if (shown.length > 0) leaks++;
      assert.deepEqual(shown, [], `${testCase.url(a.ids)} shows org A's records`);
      continue;
    }
    if (testCase.mode === 'create') {
      assert.equal(foreign.statusCode, 201, `${testCase.route} creates B's own record: ${foreign.body}`);
      continue;
    }
    const absent = await send(missing);
    assert.equal(foreign.statusCode, absent.statusCode, `${testCase.route} ${testCase.url(a.ids)}: ${foreign.body} vs ${absent.body}`);
    const same = normalized(foreign.body, [a.ids, missing]) === normalized(absent.body, [a.ids, missing]);
    if (!same) leaks++;
    assert.ok(same, `${testCase.route}: ${foreign.body} differs from ${absent.body}`);
  }
  const after = await orgChecksum(a.org.id);
  assert.deepEqual(after, before, "org A's rows are byte-for-byte unchanged");
  console.log(`# tenant isolation: ${v2Routes.length} routes, ${CASES.length} cases, ${leaks} leaks`);
});
