/**
 * The change-log descriptors of users, departments, teams, assets, equipment types, workflows,
 * runs and node results: each loads, for a batch of ids, the record exactly as the API's GET
 * (or list element) shows it right after the write, and nothing of another org.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { LoggedRecord, LoggedTable } from '../../src/db/change-log-types.js';
import { assetsLog } from '../../src/modules/assets/assets.change-log.js';
import { equipmentTypesLog } from '../../src/modules/equipment-types/equipment-types.change-log.js';
import { departmentsLog, teamsLog } from '../../src/modules/org-structure/org-structure.change-log.js';
import { usersLog } from '../../src/modules/users/users.change-log.js';
import { nodeResultsLog, workflowRunsLog, workflowsLog } from '../../src/modules/workflows/workflows.change-log.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

type Json = Record<string, any>;

async function world() {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const other = await createTestOrg();
  const { db } = await testDatabase();
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, as = org) => {
    const response = await app.inject({ method, url: `/v2${url}`, headers: bearer(as.keys.all), ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.statusCode === 204 ? null : (response.json().data as Json);
  };
  const listElement = async (url: string, id: string) => {
    const element = ((await call('GET', url)) as unknown as Json[]).find((record) => record.id === id);
    assert.ok(element, `${id} in ${url}`);
    return element;
  };
  /** A record of the other org, created through its own key. */
  const foreign = async (url: string, payload: object) => (await call('POST', url, payload, other))!.id as string;
  /**
   * Loads the ids in one call (with an unknown id and `foreignId`, a record of the other org),
   * checks them against `expected` (what the API shows), and that the other org sees none of them.
   */
  const check = async (log: LoggedTable, foreignId: string, expected: Array<Omit<LoggedRecord, 'record'> & { record: Json }>) => {
    const ids = expected.map((e) => e.id);
    const loaded = await log.load(db, org.id, [...ids, randomUUID(), foreignId]);
    assert.deepEqual(loaded.map((l) => l.id).sort(), [...ids].sort(), `${log.table}: exactly the rows asked for`);
    for (const want of expected) {
      const got = loaded.find((l) => l.id === want.id)!;
      assert.deepEqual(JSON.parse(JSON.stringify(got.record)), want.record, `${log.table} ${want.id}: the record`);
      const { text, ...rest } = got;
      // A record the database built travels as its text too: the same record.
      if (text !== undefined) assert.deepEqual(JSON.parse(text), want.record, `${log.table} ${want.id}: the record's text`);
      assert.deepEqual({ ...rest, record: null }, { ...want, record: null }, `${log.table} ${want.id}: id, resource, externalId, deleted`);
    }
    assert.deepEqual(await log.load(db, other.id, ids), [], `${log.table}: another org's ids load nothing`);
    assert.deepEqual((await log.load(db, other.id, [foreignId])).map((l) => l.id), [foreignId], `${log.table}: the other org's own record loads`);
    assert.deepEqual(await log.load(db, org.id, []), []);
  };
  return { org, other, call, foreign, listElement, check };
}

test('users: the GET record with memberships, supervisor and null optional fields', async () => {
  const { org, call, foreign, check } = await world();
  const department = await call('POST', '/departments', { name: 'Maintenance', externalId: 'dep-m' });
  const team = await call('POST', '/teams', { name: 'Night shift' });
  const site = await call('POST', '/locations', { name: 'Site', externalId: 'site' });
  const plant = await call('POST', '/locations', { name: 'Plant', externalId: 'plant', parentId: site!.id });
  const boss = await call('POST', '/users', { email: 'Boss@Example.com', fullName: 'The Boss', externalId: 'u-boss', role: 'admin' });
  const ada = await call('POST', '/users', {
    email: 'ada@example.com', fullName: 'Ada', externalId: 'u-ada', phoneNumber: '+441234567890',
    supervisorId: 'u-boss', departmentId: 'dep-m', locationId: 'plant', teamId: team!.id,
  });
  const bare = await call('POST', '/users', { email: 'bare@example.com', fullName: 'Bare' });

  const shown = await call('GET', `/users/${ada!.id}`);
  assert.equal(shown!.supervisorEmail, 'Boss@Example.com');
  assert.deepEqual([shown!.departments[0].id, shown!.locations[0].id, shown!.teams[0].id], [department!.id, plant!.id, team!.id]);
  const bareShown = await call('GET', `/users/${bare!.id}`);
  assert.deepEqual([bareShown!.externalId, bareShown!.phoneNumber, bareShown!.supervisorId, bareShown!.teams[0].id], [null, null, null, org.defaultTeamId]);

  await check(usersLog, await foreign('/users', { email: 'ada@example.com', fullName: 'Ada', externalId: 'u-ada' }), [
    { id: ada!.id, resource: 'user', externalId: 'u-ada', deleted: false, record: shown! },
    { id: boss!.id, resource: 'user', externalId: 'u-boss', deleted: false, record: (await call('GET', `/users/${boss!.id}`))! },
    { id: bare!.id, resource: 'user', externalId: null, deleted: false, record: bareShown! },
  ]);
});

test('departments and teams: the list element, the default team included', async () => {
  const { org, other, call, foreign, listElement, check } = await world();
  const withKey = await call('POST', '/departments', { name: 'Field Operations', externalId: 'hr-7' });
  await call('POST', '/departments', { name: 'Field Ops', externalId: 'hr-7' });
  const bare = await call('POST', '/departments', { name: 'Audit', slug: 'audit-team' });
  await check(departmentsLog, await foreign('/departments', { name: 'Audit', externalId: 'hr-7' }), [
    { id: withKey!.id, resource: 'department', externalId: 'hr-7', deleted: false, record: await listElement('/departments', withKey!.id) },
    { id: bare!.id, resource: 'department', externalId: null, deleted: false, record: await listElement('/departments', bare!.id) },
  ]);

  const team = await call('POST', '/teams', { name: 'Night shift', externalId: 't-n' });
  await check(teamsLog, other.defaultTeamId, [
    { id: team!.id, resource: 'team', externalId: 't-n', deleted: false, record: await listElement('/teams', team!.id) },
    { id: org.defaultTeamId, resource: 'team', externalId: null, deleted: false, record: await listElement('/teams', org.defaultTeamId) },
  ]);
});

test('assets: a location is its GET /locations record, any other asset its GET /assets record; deleted ones too', async () => {
  const { call, foreign, check } = await world();
  const crane = await call('POST', '/equipment-types', { name: 'Crane' });
  const site = await call('POST', '/locations', {
    name: 'North Site', externalId: 'site', address1: '1 Quay', city: 'Hull', latitude: 53.7443, longitude: -0.3326, tagIds: ['a', 'b'],
  });
  const hall = await call('POST', '/assets', { name: 'Hall', externalParentId: 'site' });
  const equipment = await call('POST', '/assets', {
    name: 'Crane 1', type: 'equipment', equipmentTypeId: crane!.id, parentId: hall!.id, status: 'inactive', description: null, zip: '',
  });
  const gone = await call('POST', '/assets', {
    name: 'Old crane', externalId: 'old', type: 'equipment', equipmentTypeId: crane!.id, parentId: site!.id, deletedAt: '2024-02-29T12:34:56.789123Z',
  });
  const goneSite = await call('POST', '/locations', { name: 'Old site', deletedAt: '2024-03-01T00:00:00Z' });

  const equipmentShown = await call('GET', `/assets/${equipment!.id}`);
  assert.deepEqual([equipmentShown!.externalParentId, equipmentShown!.externalId, equipmentShown!.equipmentTypeId], [null, null, crane!.id]);
  const goneShown = await call('GET', `/assets/${gone!.id}`);
  assert.equal(goneShown!.externalParentId, 'site');
  const siteShown = await call('GET', `/locations/${site!.id}`);
  assert.equal('equipmentTypeId' in siteShown!, false, 'a location record has no asset-only keys');

  await check(assetsLog, await foreign('/locations', { name: 'North Site', externalId: 'site' }), [
    { id: site!.id, resource: 'location', externalId: 'site', deleted: false, record: siteShown! },
    { id: hall!.id, resource: 'location', externalId: null, deleted: false, record: (await call('GET', `/locations/${hall!.id}`))! },
    { id: equipment!.id, resource: 'asset', externalId: null, deleted: false, record: equipmentShown! },
    { id: gone!.id, resource: 'asset', externalId: 'old', deleted: true, record: goneShown! },
    { id: goneSite!.id, resource: 'location', externalId: null, deleted: true, record: (await call('GET', `/locations/${goneSite!.id}`))! },
  ]);
});

test('equipment types: the list element', async () => {
  const { call, foreign, listElement, check } = await world();
  const crane = await call('POST', '/equipment-types', { name: 'Crane' });
  const pump = await call('POST', '/equipment-types', { name: 'Pump', slug: 'pump-x', externalName: 'PUMP-01' });
  await check(equipmentTypesLog, await foreign('/equipment-types', { name: 'Crane' }), [
    { id: crane!.id, resource: 'equipment_type', externalId: null, deleted: false, record: await listElement('/equipment-types', crane!.id) },
    { id: pump!.id, resource: 'equipment_type', externalId: null, deleted: false, record: await listElement('/equipment-types', pump!.id) },
  ]);
});

test('workflows, runs and node results: the GET records, a deleted workflow included', async () => {
  const { other, call, foreign, check } = await world();
  const team = await call('POST', '/teams', { name: 'Inspectors' });
  const flow = await call('POST', '/workflows', { name: 'Inspection', flowType: 'assessment', teamId: team!.id, definition: { nodes: [{ key: 'a' }] } });
  await call('POST', `/workflows/${flow!.id}/versions`, { definition: { nodes: [{ key: 'a' }, { key: 'b' }], 'odd key': [null, 1.5, 'ü'] } });
  await call('PUT', `/workflows/${flow!.id}/draft`, { draftDefinition: { nodes: [] } });
  const plain = await call('POST', '/workflows', { name: 'Plain', flowType: 'form_submission', definition: {} });
  const gone = await call('POST', '/workflows', { name: 'Gone', flowType: 'assessment', definition: { v: 1 } });
  await call('DELETE', `/workflows/${gone!.id}`);

  const runs = `/workflows/${flow!.id}/runs`;
  const run = await call('POST', runs, { flowRunType: 'live', context: { input: { n: 1 } } });
  await call('PATCH', `${runs}/${run!.id}`, { status: 'running' });
  const parent = await call('POST', `${runs}/${run!.id}/node-results`, { nodeKey: 'a', nodeType: 'form', status: 'running', config: { q: [1, 2] } });
  await call('PATCH', `${runs}/${run!.id}/node-results/${parent!.id}`, { status: 'completed', output: { answer: 'yes' } });
  const child = await call('POST', `${runs}/${run!.id}/node-results`, { nodeKey: 'b', nodeName: null, nodeType: 'check', parentNodeId: parent!.id, output: 42 });
  const idle = await call('POST', runs, { flowRunType: 'draft' });
  const goneRun = await call('POST', `/workflows/${plain!.id}/runs`, { flowRunType: 'draft' });
  await call('DELETE', `/workflows/${plain!.id}`);

  const otherFlow = await foreign('/workflows', { name: 'Inspection', flowType: 'assessment', definition: {} });
  const otherRun = (await call('POST', `/workflows/${otherFlow}/runs`, { flowRunType: 'live' }, other))!.id as string;
  const otherNode = await foreign(`/workflows/${otherFlow}/runs/${otherRun}/node-results`, { nodeKey: 'a', nodeType: 'form' });

  const flowShown = await call('GET', `/workflows/${flow!.id}`);
  assert.deepEqual([flowShown!.version, flowShown!.draftDefinition, flowShown!.teamId], [2, { nodes: [] }, team!.id]);
  const goneShown = await call('GET', `/workflows/${gone!.id}`);
  assert.ok(goneShown!.deletedAt);
  await check(workflowsLog, otherFlow, [
    { id: flow!.id, resource: 'workflow', externalId: null, deleted: false, record: flowShown! },
    { id: plain!.id, resource: 'workflow', externalId: null, deleted: true, record: (await call('GET', `/workflows/${plain!.id}`))! },
    { id: gone!.id, resource: 'workflow', externalId: null, deleted: true, record: goneShown! },
  ]);

  const runShown = await call('GET', `${runs}/${run!.id}`);
  assert.deepEqual(runShown!.nodeResults.map((n: Json) => n.id), [parent!.id, child!.id]);
  await check(workflowRunsLog, otherRun, [
    { id: run!.id, resource: 'workflow_run', externalId: null, deleted: false, record: runShown! },
    { id: idle!.id, resource: 'workflow_run', externalId: null, deleted: false, record: (await call('GET', `${runs}/${idle!.id}`))! },
    { id: goneRun!.id, resource: 'workflow_run', externalId: null, deleted: false, record: (await call('GET', `/workflows/${plain!.id}/runs/${goneRun!.id}`))! },
  ]);

  const nodeShown = (id: string) => runShown!.nodeResults.find((n: Json) => n.id === id) as Json;
  assert.deepEqual([nodeShown(child!.id).parentNodeId, nodeShown(child!.id).nodeName, nodeShown(child!.id).config], [parent!.id, null, null]);
  await check(nodeResultsLog, otherNode, [
    { id: parent!.id, resource: 'node_result', externalId: null, deleted: false, record: nodeShown(parent!.id) },
    { id: child!.id, resource: 'node_result', externalId: null, deleted: false, record: nodeShown(child!.id) },
  ]);
});
