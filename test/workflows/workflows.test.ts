import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { createTestOrg, type TestOrg } from '../helpers/fixtures.js';

async function world() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  return { app, org };
}
const call = (app: FastifyInstance, org: TestOrg, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });

const WORKFLOW_KEYS = ['createdAt', 'createdById', 'flowType', 'id', 'isActive', 'name', 'organizationId', 'teamId', 'updatedAt', 'version'];

/** Workflow "Site audit" created (version 1), then version 2 published. */
async function publishedTwice() {
  const { app, org } = await world();
  const wf = (await call(app, org, 'POST', '/v2/workflows', { name: 'Site audit', flowType: 'assessment', definition: { steps: ['a'] } })).json().data;
  const v2 = (await call(app, org, 'POST', `/v2/workflows/${wf.id}/versions`, { definition: { steps: ['a', 'b'] } })).json().data;
  return { app, org, wf, v2 };
}

/** publishedTwice, then a draft saved. */
async function withDraft() {
  const world = await publishedTwice();
  const draft = (await call(world.app, world.org, 'PUT', `/v2/workflows/${world.wf.id}/draft`, { draftDefinition: { steps: ['wip'] } })).json().data;
  return { ...world, draft };
}

test('create: 201, version 1, active, no draft, in the default team', async () => {
  const { app, org } = await world();
  const created = await call(app, org, 'POST', '/v2/workflows', { name: 'Site audit', flowType: 'assessment', definition: { steps: ['a'] } });
  assert.equal(created.statusCode, 201);
  const wf = created.json().data;
  assert.deepEqual(Object.keys(wf).sort(), [...WORKFLOW_KEYS, 'definition', 'deletedAt', 'draftDefinition'].sort());
  assert.deepEqual([wf.version, wf.isActive, wf.definition, wf.draftDefinition, wf.deletedAt, wf.teamId], [1, true, { steps: ['a'] }, null, null, org.defaultTeamId]);
});

test('publishing a version keeps the workflow id and numbers the version 2', async () => {
  const { wf, v2 } = await publishedTwice();
  assert.deepEqual([v2.id, v2.version, v2.definition], [wf.id, 2, { steps: ['a', 'b'] }]);
});

test('a saved draft sits beside the active version without changing it, and GET returns it', async () => {
  const { app, org, wf, draft } = await withDraft();
  assert.deepEqual([draft.version, draft.definition, draft.draftDefinition], [2, { steps: ['a', 'b'] }, { steps: ['wip'] }]);
  const read = (await call(app, org, 'GET', `/v2/workflows/${wf.id}`)).json().data;
  assert.deepEqual(read, draft);
});

test('a draft of null discards the draft', async () => {
  const { app, org, wf } = await withDraft();
  const discarded = (await call(app, org, 'PUT', `/v2/workflows/${wf.id}/draft`, { draftDefinition: null })).json().data;
  assert.equal(discarded.draftDefinition, null);
});

/** Workflows "Audit 100%" (versions 1 to 3, assessment) and "Incident form" (form_submission), and "Old", deleted (204). */
async function listedWorkflows() {
  const { app, org } = await world();
  const a = (await call(app, org, 'POST', '/v2/workflows', { name: 'Audit 100%', flowType: 'assessment', definition: {} })).json().data;
  await call(app, org, 'POST', `/v2/workflows/${a.id}/versions`, { definition: { v: 2 } });
  await call(app, org, 'POST', `/v2/workflows/${a.id}/versions`, { definition: { v: 3 } });
  await call(app, org, 'POST', '/v2/workflows', { name: 'Incident form', flowType: 'form_submission', definition: {} });
  const gone = (await call(app, org, 'POST', '/v2/workflows', { name: 'Old', flowType: 'assessment', definition: {} })).json().data;
  assert.equal((await call(app, org, 'DELETE', `/v2/workflows/${gone.id}`)).statusCode, 204);
  return { app, org, gone };
}
const names = (response: { json: () => any }) => response.json().data.map((w: any) => w.name);

test('GET /v2/workflows lists the active version of each live workflow, without definitions, with pagination', async () => {
  const { app, org } = await listedWorkflows();
  const all = (await call(app, org, 'GET', '/v2/workflows')).json();
  assert.deepEqual(all.data.map((w: any) => [w.name, w.version, w.isActive]), [['Audit 100%', 3, true], ['Incident form', 1, true]]);
  assert.deepEqual(Object.keys(all.data[0]).sort(), WORKFLOW_KEYS);
  assert.deepEqual(all.meta.pagination, { page: 1, limit: 50, total: 2, totalPages: 1, hasNext: false, hasPrev: false });
});

test('GET /v2/workflows filters by flowType', async () => {
  const { app, org } = await listedWorkflows();
  assert.deepEqual(names(await call(app, org, 'GET', '/v2/workflows?flowType=form_submission')), ['Incident form']);
});

test('GET /v2/workflows q matches names, wildcards literal', async () => {
  const { app, org } = await listedWorkflows();
  assert.deepEqual(names(await call(app, org, 'GET', '/v2/workflows?q=100%25')), ['Audit 100%']);
});

test('GET /v2/workflows pages by page and limit', async () => {
  const { app, org } = await listedWorkflows();
  const paged = (await call(app, org, 'GET', '/v2/workflows?limit=1&page=2')).json();
  assert.deepEqual([paged.data.map((w: any) => w.name), paged.meta.pagination.hasPrev], [['Incident form'], true]);
});

test('GET /v2/workflows refuses a limit above 1000 or a page below 1 (400)', async () => {
  const { app, org } = await world();
  for (const [query, message] of [['limit=1001', 'query.limit must be <= 1000'], ['page=0', 'query.page must be >= 1']]) {
    const bad = await call(app, org, 'GET', `/v2/workflows?${query}`);
    assert.deepEqual([bad.statusCode, bad.json().details.errors], [400, [message]]);
  }
});

test('a deleted workflow still reads by id, with deletedAt', async () => {
  const { app, org, gone } = await listedWorkflows();
  const deleted = (await call(app, org, 'GET', `/v2/workflows/${gone.id}`)).json().data;
  assert.ok(deleted.deletedAt, 'a deleted workflow still reads, with deletedAt');
});

test('deleting a deleted workflow again is a 404', async () => {
  const { app, org, gone } = await listedWorkflows();
  assert.equal((await call(app, org, 'DELETE', `/v2/workflows/${gone.id}`)).statusCode, 404);
});

test('publishing a version of a deleted workflow is a 409', async () => {
  const { app, org, gone } = await listedWorkflows();
  const publishDeleted = await call(app, org, 'POST', `/v2/workflows/${gone.id}/versions`, { definition: {} });
  assert.deepEqual([publishDeleted.statusCode, publishDeleted.json().message], [409, 'This workflow is deleted']);
});

test('bad workflow input is a 400 naming the problem', async () => {
  const { app, org } = await world();
  for (const [payload, message] of [
    [{ name: 'x', flowType: 'a' }, "body: missing required property 'definition'"],
    [{ name: '', flowType: 'a', definition: {} }, 'body.name must NOT have fewer than 1 characters'],
    [{ name: 'x', flowType: 'a', definition: [] }, 'body.definition must be object'],
    [{ name: 'x', flowType: 'a', definition: {}, teamId: randomUUID() }, 'is not a team of the organization'],
  ] as const) {
    const response = await call(app, org, 'POST', '/v2/workflows', payload);
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().details.errors.some((e: string) => e.includes(message)), response.body);
  }
});

test('an unknown workflow is a 404', async () => {
  const { app, org } = await world();
  const missing = await call(app, org, 'GET', `/v2/workflows/${randomUUID()}`);
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'Workflow not found' }]);
});

test('creating a workflow needs scope admin: read and write are a 403', async () => {
  const { app, org } = await world();
  const writer = await app.inject({ method: 'POST', url: '/v2/workflows', headers: bearer(org.keys.readWrite), payload: { name: 'x', flowType: 'a', definition: {} } });
  assert.equal(writer.statusCode, 403);
});

test('tenancy and auth over every workflow route', async (t) => {
  const { app, org } = await world();
  const other = await createTestOrg();
  const wf = (await call(app, org, 'POST', '/v2/workflows', { name: 'Mine', flowType: 'a', definition: {} })).json().data;
  const missing = randomUUID();
  const routes: Array<[string, string, object | undefined]> = [
    ['GET', `/v2/workflows/{id}`, undefined],
    ['POST', `/v2/workflows/{id}/versions`, { definition: {} }],
    ['PUT', `/v2/workflows/{id}/draft`, { draftDefinition: {} }],
    ['DELETE', `/v2/workflows/{id}`, undefined],
    ['GET', `/v2/workflows/{id}/runs`, undefined],
    ['POST', `/v2/workflows/{id}/runs`, { flowRunType: 'live' }],
  ];
  for (const [method, url, payload] of routes) {
    await assertSameAsMissing(app, other.keys.all, { method: method as 'GET', url: url.replace('{id}', wf.id), payload },
      { method: method as 'GET', url: url.replace('{id}', missing), payload });
  }
  assert.deepEqual((await call(app, other, 'GET', '/v2/workflows')).json().data, []);
  assert.equal((await call(app, org, 'GET', `/v2/workflows/${wf.id}`)).json().data.deletedAt, null, 'untouched');
  await runAuthSuite(t, app, org, { method: 'GET', url: '/v2/workflows' }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: `/v2/workflows/${wf.id}` }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: '/v2/workflows', payload: { name: 'x', flowType: 'a', definition: {} } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'POST', url: `/v2/workflows/${wf.id}/versions`, payload: { definition: {} } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'PUT', url: `/v2/workflows/${wf.id}/draft`, payload: { draftDefinition: null } }, 'admin');
  await runAuthSuite(t, app, org, { method: 'DELETE', url: `/v2/workflows/${wf.id}` }, 'admin');
});

test('a version past the signed 32-bit range is refused with a 409', async () => {
  const { app, org } = await world();
  const { writeAroundTheClock } = await import('../helpers/database.js');
  const { sql } = await import('kysely');
  const wf = (await call(app, org, 'POST', '/v2/workflows', { name: 'Old', flowType: 'a', definition: {} })).json().data;
  await writeAroundTheClock((trx) => sql`UPDATE workflow_versions SET version = 2147483647 WHERE organization_id = ${org.id} AND workflow_id = ${wf.id}`.execute(trx));
  const response = await call(app, org, 'POST', `/v2/workflows/${wf.id}/versions`, { definition: {} });
  assert.deepEqual([response.statusCode, response.json().message], [409, 'This workflow has reached the highest version number']);
  assert.equal((await call(app, org, 'GET', `/v2/workflows/${wf.id}`)).json().data.version, 2147483647);
});
