import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { buildTestApp, bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';

async function world() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  const wf = (await call('POST', '/v2/workflows', { name: 'Flow', flowType: 'assessment', definition: { v: 1 } })).json().data;
  await call('POST', `/v2/workflows/${wf.id}/versions`, { definition: { v: 2 } });
  return { app, org, call, wf, base: `/v2/workflows/${wf.id}/runs` };
}

const RUN_KEYS = ['completedAt', 'context', 'createdAt', 'createdById', 'error', 'eventId', 'flowId', 'flowRunType', 'flowVersion', 'id', 'startedAt', 'status', 'updatedAt'];

test('a run starts pending on the active version; pending → running → completed stamps the times', async () => {
  const { call, base } = await world();
  const created = await call('POST', base, { flowRunType: 'draft', context: { input: 1 } });
  assert.equal(created.statusCode, 201);
  const run = created.json().data;
  assert.deepEqual(Object.keys(run).sort(), RUN_KEYS);
  assert.deepEqual([run.status, run.flowVersion, run.flowRunType, run.startedAt, run.completedAt, run.context], ['pending', 2, 'draft', null, null, { input: 1 }]);
  const running = (await call('PATCH', `${base}/${run.id}`, { status: 'running' })).json().data;
  assert.ok(running.startedAt);
  assert.equal(running.completedAt, null);
  const done = (await call('PATCH', `${base}/${run.id}`, { status: 'completed', context: { output: 2 } })).json().data;
  assert.deepEqual([done.status, done.startedAt, done.context], ['completed', running.startedAt, { output: 2 }]);
  assert.ok(done.completedAt >= done.startedAt);
});

test('spec 3 run table: every illegal move is a 409; unknown values 400; failed keeps its error', async () => {
  const { call, base } = await world();
  const moves: Array<[string[], string, number]> = [
    [[], 'pending', 409], [[], 'completed', 409], [[], 'failed', 409], [[], 'running', 200],
    [['running'], 'pending', 409], [['running'], 'running', 409], [['running'], 'failed', 200], [['running'], 'completed', 200],
    [['running', 'completed'], 'running', 409], [['running', 'completed'], 'failed', 409], [['running', 'failed'], 'completed', 409],
    [['running', 'failed'], 'pending', 409],
  ];
  for (const [path, target, status] of moves) {
    const run = (await call('POST', base, { flowRunType: 'live' })).json().data;
    for (const step of path) assert.equal((await call('PATCH', `${base}/${run.id}`, { status: step })).statusCode, 200);
    const response = await call('PATCH', `${base}/${run.id}`, { status: target, ...(target === 'failed' ? { error: 'boom' } : {}) });
    assert.equal(response.statusCode, status, `${['pending', ...path].join('→')} → ${target}`);
    if (status === 409) assert.equal(response.json().code, 'conflict');
    if (status === 200 && target === 'failed') assert.equal(response.json().data.error, 'boom');
  }
  const run = (await call('POST', base, { flowRunType: 'live' })).json().data;
  const unknown = await call('PATCH', `${base}/${run.id}`, { status: 'paused' });
  assert.deepEqual([unknown.statusCode, unknown.json().details.errors], [400, ['body.status must be one of: pending, running, completed, failed']]);
  const badType = await call('POST', base, { flowRunType: 'test' });
  assert.deepEqual([badType.statusCode, badType.json().details.errors], [400, ['body.flowRunType must be one of: draft, live']]);
});

/** A run with node results root (pending, with config), child (of root, created running) and skip. */
async function runWithNodes() {
  const w = await world();
  const run = (await w.call('POST', w.base, { flowRunType: 'live' })).json().data;
  const nodes = `${w.base}/${run.id}/node-results`;
  const root = (await w.call('POST', nodes, { nodeKey: 'root', nodeType: 'group', nodeName: 'Root', config: { a: 1 } })).json().data;
  const child = (await w.call('POST', nodes, { nodeKey: 'child', nodeType: 'check', parentNodeId: root.id, status: 'running' })).json().data;
  const skipped = (await w.call('POST', nodes, { nodeKey: 'skip', nodeType: 'check' })).json().data;
  return { ...w, run, nodes, root, child, skipped };
}

/** runWithNodes, then each node moved through the table below; each move with its expected status code and its response. */
async function nodesMoved() {
  const w = await runWithNodes();
  const { root, child, skipped } = w;
  const table: Array<[string, string, number]> = [
    [root.id, 'running', 200], [root.id, 'completed', 200], [root.id, 'running', 409],
    [child.id, 'skipped', 409], [child.id, 'failed', 200],
    [skipped.id, 'completed', 409], [skipped.id, 'skipped', 200], [skipped.id, 'running', 409],
  ];
  const moves = [];
  for (const [id, status, code] of table) {
    const response = await w.call('PATCH', `${w.nodes}/${id}`, { status, ...(status === 'completed' ? { output: { ok: true } } : {}) });
    moves.push({ id, status, code, response });
  }
  return { ...w, moves };
}

test('node results: a node is created pending, without parent or start time, its config kept', async () => {
  const { root } = await runWithNodes();
  assert.deepEqual([root.status, root.parentNodeId, root.config, root.startedAt], ['pending', null, { a: 1 }, null]);
});

test('node results: a node created running is started', async () => {
  const { child } = await runWithNodes();
  assert.ok(child.startedAt, 'created running: started');
});

test('node results: pending → running | skipped and running → completed | failed; any other move is a 409', async () => {
  const { moves } = await nodesMoved();
  for (const { id, status, code, response } of moves) {
    assert.equal(response.statusCode, code, `${id} → ${status}: ${response.body}`);
  }
});

test('node results: the run lists its nodes in execution order, with status, output and times', async () => {
  const { call, base, run } = await nodesMoved();
  const detail = (await call('GET', `${base}/${run.id}`)).json().data;
  assert.deepEqual(detail.nodeResults.map((n: any) => [n.nodeKey, n.status]), [['root', 'completed'], ['child', 'failed'], ['skip', 'skipped']]);
  assert.deepEqual(detail.nodeResults[0].output, { ok: true });
  assert.ok(detail.nodeResults[2].completedAt);
  assert.equal(detail.nodeResults[2].startedAt, null);
});

test('node results: a parentNodeId that is not a node of the run is a 400', async () => {
  const { call, nodes } = await runWithNodes();
  const badParent = await call('POST', nodes, { nodeKey: 'x', nodeType: 'x', parentNodeId: randomUUID() });
  assert.equal(badParent.statusCode, 400);
});

test('node results: an unknown status is a 400', async () => {
  const { call, nodes } = await runWithNodes();
  const badStatus = await call('POST', nodes, { nodeKey: 'x', nodeType: 'x', status: 'done' });
  assert.equal(badStatus.statusCode, 400);
});

test('node results: a completed run takes no more node results (409)', async () => {
  const { call, base, run, nodes } = await runWithNodes();
  await call('PATCH', `${base}/${run.id}`, { status: 'running' });
  await call('PATCH', `${base}/${run.id}`, { status: 'completed' });
  const late = await call('POST', nodes, { nodeKey: 'late', nodeType: 'x' });
  assert.deepEqual([late.statusCode, late.json().message], [409, 'The run is completed: it takes no more node results']);
});

/** Two runs, the second (draft) moved to running. */
async function twoRuns() {
  const w = await world();
  const first = (await w.call('POST', w.base, { flowRunType: 'live' })).json().data;
  const second = (await w.call('POST', w.base, { flowRunType: 'draft' })).json().data;
  await w.call('PATCH', `${w.base}/${second.id}`, { status: 'running' });
  return { ...w, first, second };
}

test('run list: newest first, each run with its flow, createdBy and deletedAt, paginated', async () => {
  const { call, base, wf, first, second } = await twoRuns();
  const list = (await call('GET', base)).json();
  assert.deepEqual(list.data.map((r: any) => r.id), [second.id, first.id]);
  assert.deepEqual(list.data[0].flow, { id: wf.id, name: 'Flow', version: 2, flowType: 'assessment' });
  assert.deepEqual([list.data[0].createdBy, list.data[0].deletedAt], [null, null]);
  assert.deepEqual(list.meta.pagination, { page: 1, limit: 50, total: 2, totalPages: 1, hasNext: false, hasPrev: false });
});

test('run list: filters by status', async () => {
  const { call, base, second } = await twoRuns();
  assert.deepEqual((await call('GET', `${base}?status=running`)).json().data.map((r: any) => r.id), [second.id]);
});

test('run list: an unknown status or a limit above 1000 is a 400', async () => {
  const { call, base } = await world();
  assert.equal((await call('GET', `${base}?status=stuck`)).statusCode, 400);
  assert.equal((await call('GET', `${base}?limit=1001`)).statusCode, 400);
});

test('GET of an unknown run is a 404, "Run not found"', async () => {
  const { call, base } = await world();
  const missingRun = await call('GET', `${base}/${randomUUID()}`);
  assert.deepEqual([missingRun.statusCode, missingRun.json().message], [404, 'Run not found']);
});

test('GET of a run under an unknown workflow is a 404, "Workflow not found"', async () => {
  const { call, base } = await world();
  const run = (await call('POST', base, { flowRunType: 'live' })).json().data;
  const missingFlow = await call('GET', `/v2/workflows/${randomUUID()}/runs/${run.id}`);
  assert.deepEqual([missingFlow.statusCode, missingFlow.json().message], [404, 'Workflow not found']);
});

test('a run is found only under its own workflow', async () => {
  const { call, base } = await world();
  const run = (await call('POST', base, { flowRunType: 'live' })).json().data;
  const runOfOtherFlow = (await call('POST', '/v2/workflows', { name: 'Other', flowType: 'a', definition: {} })).json().data;
  assert.equal((await call('GET', `/v2/workflows/${runOfOtherFlow.id}/runs/${run.id}`)).statusCode, 404, 'a run is found only under its workflow');
});

test('a run naming an unknown event is a 404', async () => {
  const { call, base } = await world();
  const unknownEvent = await call('POST', base, { flowRunType: 'live', eventId: randomUUID() });
  assert.deepEqual([unknownEvent.statusCode, unknownEvent.json().message], [404, 'Event not found']);
});

/** A run linked to event "ev". */
async function runOfEvent() {
  const w = await world();
  const event = (await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'ev', title: 'E' }] })).json().data.results[0];
  const linked = (await w.call('POST', w.base, { flowRunType: 'live', eventId: event.id })).json().data;
  return { ...w, event, linked };
}

test('a run may link an event of the organization', async () => {
  const { event, linked } = await runOfEvent();
  assert.equal(linked.eventId, event.id);
});

test('a run for a deleted workflow is a 409, nothing written; its earlier runs stay readable', async () => {
  const { call, base, wf } = await runOfEvent();
  await call('DELETE', `/v2/workflows/${wf.id}`);
  const refused = await call('POST', base, { flowRunType: 'live' });
  assert.deepEqual([refused.statusCode, refused.json().message], [409, 'This workflow is deleted']);
  assert.equal((await call('GET', base)).json().meta.pagination.total, 1, 'runs of a deleted workflow stay readable');
});

test('tenancy and auth over every run route', async (t) => {
  const { app, org, call, base } = await world();
  const other = await createTestOrg();
  const run = (await call('POST', base, { flowRunType: 'live' })).json().data;
  const node = (await call('POST', `${base}/${run.id}/node-results`, { nodeKey: 'n', nodeType: 't' })).json().data;
  const missing = randomUUID();
  const pairs: Array<[string, string, string, object | undefined]> = [
    ['GET', `${base}/${run.id}`, `${base}/${missing}`, undefined],
    ['PATCH', `${base}/${run.id}`, `${base}/${missing}`, { status: 'running' }],
    ['POST', `${base}/${run.id}/node-results`, `${base}/${missing}/node-results`, { nodeKey: 'x', nodeType: 'x' }],
    ['PATCH', `${base}/${run.id}/node-results/${node.id}`, `${base}/${run.id}/node-results/${missing}`, { status: 'running' }],
  ];
  for (const [method, foreign, absent, payload] of pairs) {
    const response = await app.inject({ method: method as 'GET', url: foreign, headers: bearer(other.keys.all), ...(payload ? { payload } : {}) });
    assert.equal(response.statusCode, 404, `${method} ${foreign}`);
    await assertSameAsMissing(app, other.keys.all, { method: method as 'GET', url: foreign, payload }, { method: method as 'GET', url: absent.replace(base, `/v2/workflows/${missing}/runs`), payload });
  }
  assert.equal((await call('GET', `${base}/${run.id}`)).json().data.status, 'pending', 'untouched');
  await runAuthSuite(t, app, org, { method: 'GET', url: base }, 'read');
  await runAuthSuite(t, app, org, { method: 'GET', url: `${base}/${run.id}` }, 'read');
  await runAuthSuite(t, app, org, { method: 'POST', url: base, payload: { flowRunType: 'live' } }, 'write');
  await runAuthSuite(t, app, org, { method: 'PATCH', url: `${base}/${run.id}`, payload: { status: 'running' } }, 'write');
  await runAuthSuite(t, app, org, { method: 'POST', url: `${base}/${run.id}/node-results`, payload: { nodeKey: 'x', nodeType: 'x' } }, 'write');
  await runAuthSuite(t, app, org, { method: 'PATCH', url: `${base}/${run.id}/node-results/${node.id}`, payload: { status: 'running' } }, 'write');
});
