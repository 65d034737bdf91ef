/**
 * Users, assets and locations, runs, node results and metric values on the fast write path
 * (src/db/clock-last-write.ts): each write plans without the org's clock and sends one
 * statement that takes it last. In every test here another write changes what the plan read and
 * holds the clock until the plan's statement waits for it: the statement must be undone and the
 * write run again clock-first on what the other write committed. Neither write is lost, and a
 * rule checked on what was read (a workflow live, a run open, an event live, no loop of parents)
 * holds at commit. Each write also logs what its triggers stamped beyond its own row (a run its
 * node result joins, a user whose memberships alone changed).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { whileAnotherWriteHoldsTheClock } from '../helpers/held-clock.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Entry = { resource: string; action: string; record_id: string; paths: string[]; record: Record<string, unknown> };

async function world() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(org.keys.all), ...(payload ? { payload } : {}) });
  return { app, org, call };
}

async function entriesOf(orgId: string, recordId: string): Promise<Entry[]> {
  const { db } = await testDatabase();
  return (await sql<Entry>`
    SELECT resource, action, record_id, record, ARRAY(SELECT c->>'path' FROM json_array_elements(changes) c) AS paths
      FROM change_entries WHERE organization_id = ${orgId} AND record_id = ${recordId} ORDER BY seq`.execute(db)).rows;
}

const actionsOf = (entries: Entry[]) => entries.map((e) => [e.action, e.paths]);

test('a user changed while its write waited for the clock: the write runs again on it, and neither change is lost', async () => {
  const { org, call } = await world();
  const created = await call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Ann', externalId: 'ann' });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json().data;
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('users').set({ phone_number: '+15550001111' }).where('organization_id', '=', org.id).where('id', '=', id).execute(),
    () => call('POST', '/v2/users', { email: 'ann@example.com', fullName: 'Ann Smith', externalId: 'ann' }));
  assert.equal(answer.statusCode, 200, answer.body);
  const user = (await call('GET', `/v2/users/${id}`)).json().data;
  assert.deepEqual([user.fullName, user.phoneNumber], ['Ann Smith', '+15550001111']);
  assert.deepEqual(actionsOf(await entriesOf(org.id, id)), [['created', []], ['updated', ['phoneNumber']], ['updated', ['fullName']]]);
});

test('a user whose memberships alone change is logged: the trigger stamps it after the statement, and the log after the statement reads it', async () => {
  const { org, call } = await world();
  const department = (await call('POST', '/v2/departments', { name: 'Safety' })).json().data;
  const { id } = (await call('POST', '/v2/users', { email: 'bo@example.com', fullName: 'Bo', externalId: 'bo' })).json().data;
  const moved = await call('POST', '/v2/users', { email: 'bo@example.com', fullName: 'Bo', externalId: 'bo', departmentId: department.id });
  assert.equal(moved.statusCode, 200, moved.body);
  const echo = await call('POST', '/v2/users', { email: 'bo@example.com', fullName: 'Bo', externalId: 'bo', departmentId: department.id });
  assert.equal(echo.statusCode, 200, echo.body);
  const entries = await entriesOf(org.id, id);
  assert.deepEqual(actionsOf(entries), [['created', []], ['updated', ['departments']]], 'the echo wrote no entry');
  const user = (await call('GET', `/v2/users/${id}`)).json().data;
  assert.deepEqual(user.departments.map((d: { id: string }) => d.id), [department.id]);
});

test('a location changed while a bulk waited: the bulk runs again on it, and neither change is lost', async () => {
  const { org, call } = await world();
  const { id } = (await call('POST', '/v2/locations', { name: 'Yard', externalId: 'yard' })).json().data;
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('assets').set({ city: 'Leeds' }).where('organization_id', '=', org.id).where('id', '=', id).execute(),
    () => call('POST', '/v2/assets/bulk', { assets: [{ externalId: 'yard', name: 'North yard' }, { externalId: 'dock', name: 'Dock' }] }));
  assert.equal(answer.statusCode, 200, answer.body);
  const location = (await call('GET', `/v2/locations/${id}`)).json().data;
  assert.deepEqual([location.name, location.city], ['North yard', 'Leeds']);
  assert.deepEqual(actionsOf(await entriesOf(org.id, id)), [['created', []], ['updated', ['city']], ['updated', ['name']]]);
});

test('a parent link another write made while a bulk waited cannot close a loop: the bulk runs again and refuses the link', async () => {
  const { org, call } = await world();
  const x = (await call('POST', '/v2/locations', { name: 'X', externalId: 'x' })).json().data;
  const y = (await call('POST', '/v2/locations', { name: 'Y', externalId: 'y' })).json().data;
  // The other write puts X under Y; the bulk, having read X without a parent, puts Y under X.
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('assets').set({ parent_id: y.id }).where('organization_id', '=', org.id).where('id', '=', x.id).execute(),
    () => call('POST', '/v2/assets/bulk', { assets: [{ externalId: 'y', name: 'Y', externalParentId: 'x' }] }));
  assert.equal(answer.statusCode, 200, answer.body);
  assert.deepEqual(answer.json().data.results, [{ externalId: 'y', success: false, error: 'externalParentId "x" would make this location its own ancestor' }]);
  const parents = (await call('GET', '/v2/locations?limit=100')).json().data.map((l: { externalId: string; parentId: string | null }) => [l.externalId, l.parentId]);
  assert.deepEqual(parents.sort(), [['x', y.id], ['y', null]]);
});

async function workflowWorld() {
  const w = await world();
  const workflow = (await w.call('POST', '/v2/workflows', { name: 'Flow', flowType: 'assessment', definition: { v: 1 } })).json().data;
  return { ...w, workflow, runs: `/v2/workflows/${workflow.id}/runs` };
}

test('a run started while another write deletes its workflow: the start runs again and is refused, no run is left', async () => {
  const { org, call, workflow, runs } = await workflowWorld();
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('workflows').set({ deleted_at: sql<string>`clock_timestamp()` }).where('organization_id', '=', org.id).where('id', '=', workflow.id).execute(),
    () => call('POST', runs, { flowRunType: 'live' }));
  assert.equal(answer.statusCode, 409, answer.body);
  assert.equal(answer.json().message, 'This workflow is deleted');
  const { db } = await testDatabase();
  assert.deepEqual((await db.selectFrom('workflow_runs').select('id').where('organization_id', '=', org.id).execute()), []);
});

test('a run moved while a PATCH waited: the PATCH runs again on the new status and answers 409, the move kept', async () => {
  const { org, call, runs } = await workflowWorld();
  const run = (await call('POST', runs, { flowRunType: 'live' })).json().data;
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('workflow_runs').set({ status: 'running', started_at: sql<string>`clock_timestamp()` }).where('organization_id', '=', org.id).where('id', '=', run.id).execute(),
    () => call('PATCH', `${runs}/${run.id}`, { status: 'running', context: { by: 'patch' } }));
  assert.equal(answer.statusCode, 409, answer.body);
  const stored = (await call('GET', `${runs}/${run.id}`)).json().data;
  assert.deepEqual([stored.status, stored.context], ['running', null]);
  assert.deepEqual(actionsOf(await entriesOf(org.id, run.id)), [['created', []], ['updated', ['status']]]);
});

test('a node result added while another write completes its run: it runs again and is refused; one added to an open run logs the run too', async () => {
  const { org, call, runs } = await workflowWorld();
  const run = (await call('POST', runs, { flowRunType: 'live' })).json().data;
  await call('PATCH', `${runs}/${run.id}`, { status: 'running' });
  const added = await call('POST', `${runs}/${run.id}/node-results`, { nodeKey: 'a', nodeType: 'task' });
  assert.equal(added.statusCode, 201, added.body);
  const node = added.json().data;
  assert.deepEqual(actionsOf(await entriesOf(org.id, node.id)), [['created', []]]);
  // The node result stamps its run (its record lists them): the run has an entry, whose record lists it (nodeResults are
  // not among a run's compared keys: a node result is logged as its own record).
  const runEntry = (await entriesOf(org.id, run.id)).at(-1)!;
  assert.deepEqual([runEntry.action, (runEntry.record.nodeResults as Array<{ id: string }>).map((n) => n.id)], ['updated', [node.id]]);
  const moved = await call('PATCH', `${runs}/${run.id}/node-results/${node.id}`, { status: 'running' });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.deepEqual(actionsOf(await entriesOf(org.id, node.id)), [['created', []], ['updated', ['status']]]);

  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('workflow_runs').set({ status: 'completed', completed_at: sql<string>`clock_timestamp()` }).where('organization_id', '=', org.id).where('id', '=', run.id).execute(),
    () => call('POST', `${runs}/${run.id}/node-results`, { nodeKey: 'b', nodeType: 'task' }));
  assert.equal(answer.statusCode, 409, answer.body);
  assert.equal(answer.json().message, 'The run is completed: it takes no more node results');
  const stored = (await call('GET', `${runs}/${run.id}`)).json().data;
  assert.deepEqual(stored.nodeResults.map((n: { nodeKey: string }) => n.nodeKey), ['a']);
});

async function metricWorld() {
  const w = await world();
  await w.call('POST', '/v2/metric-definitions', { slug: 'risk', name: 'Risk' });
  const event = (await w.call('POST', '/v2/events/bulk', { events: [{ externalId: 'ev', title: 'Spill' }] })).json().data.results[0];
  return { ...w, event, url: `/v2/events/${event.id}/metrics/risk` };
}

test('a metric value put while another write deletes its event: the PUT runs again and answers 404, no value is left', async () => {
  const { org, call, event, url } = await metricWorld();
  const answer = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('events').set({ deleted_at: sql<string>`clock_timestamp()` }).where('organization_id', '=', org.id).where('id', '=', event.id).execute(),
    () => call('PUT', url, { value: 3 }));
  assert.equal(answer.statusCode, 404, answer.body);
  const { db } = await testDatabase();
  assert.deepEqual((await db.selectFrom('event_metrics').select('id').where('organization_id', '=', org.id).execute()), []);
});

test('simultaneous PUTs of one metric value: one creates it, each other replaces it, one entry each', async () => {
  const { org, call, url } = await metricWorld();
  const WRITERS = 6;
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => call('PUT', url, { value: i, reason: `by ${i}` })));
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 200, 200, 200, 200, 201], answers.map((a) => a.body).join('\n'));
  const { db } = await testDatabase();
  const rows = await db.selectFrom('event_metrics').select(['id', 'reason']).where('organization_id', '=', org.id).execute();
  assert.equal(rows.length, 1);
  const entries = await entriesOf(org.id, rows[0]!.id);
  assert.deepEqual(entries.map((e) => e.action), ['created', ...Array(WRITERS - 1).fill('updated')]);
  const stored = (await call('GET', url)).json().data;
  assert.equal(stored.reason, rows[0]!.reason);
});
