import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { bearer } from '../helpers/app.js';
import { assertSameAsMissing, runAuthSuite } from '../helpers/auth-suite.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { itemWorld, post, statuses } from './helpers.js';

test('new orgs get the default flow, one default per group', async () => {
  const w = await itemWorld();
  const flow = await statuses(w);
  assert.deepEqual(flow.map((s) => [s.name, s.group, s.externalId, s.ordinal, s.isDefault]), [
    ['Open', 'new', null, 1, true], ['In progress', 'in_progress', null, 2, true], ['On hold', 'on_hold', null, 3, true],
    ['Complete', 'complete', null, 4, true], ['Cancelled', 'cancelled', null, 5, true],
  ]);
  for (const s of flow) assert.deepEqual(Object.keys(s).sort(), ['externalId', 'group', 'id', 'isDefault', 'name', 'ordinal']);
});

test('create and patch statuses (scope admin); one default per group; 409 rules', async () => {
  const w = await itemWorld();
  const admin = bearer(w.org.keys.admin);
  const created = await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: admin, payload: { name: 'Waiting for parts', group: 'on_hold', externalId: 'wfp', isDefault: true } });
  assert.equal(created.statusCode, 201);
  assert.deepEqual({ ...created.json().data, id: 'x' }, { id: 'x', name: 'Waiting for parts', group: 'on_hold', externalId: 'wfp', ordinal: 6, isDefault: true });
  const flow = await statuses(w);
  assert.deepEqual(flow.filter((s) => s.group === 'on_hold').map((s) => [s.name, s.isDefault]), [['On hold', false], ['Waiting for parts', true]]);
  const taken = await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: admin, payload: { name: 'Dup', group: 'new', externalId: 'wfp' } });
  assert.deepEqual([taken.statusCode, taken.json().message], [409, 'Another status has externalId "wfp"']);
  const id = created.json().data.id;
  const renamed = await w.app.inject({ method: 'PATCH', url: `/v2/action-item-statuses/${id}`, headers: admin, payload: { name: 'Parts', ordinal: 2.5 } });
  assert.deepEqual([renamed.statusCode, renamed.json().data.name, renamed.json().data.ordinal], [200, 'Parts', 2.5]);

  const item = (await post(w, { title: 'Uses it', statusExternalId: 'wfp' })).json().data;
  assert.equal(item.statusId, id);
  const regroup = await w.app.inject({ method: 'PATCH', url: `/v2/action-item-statuses/${id}`, headers: admin, payload: { group: 'complete' } });
  assert.deepEqual([regroup.statusCode, regroup.json().message], [409, 'Action items use this status: its group can no longer change']);
  const missing = await w.app.inject({ method: 'PATCH', url: `/v2/action-item-statuses/${randomUUID()}`, headers: admin, payload: { name: 'x' } });
  assert.deepEqual([missing.statusCode, missing.json()], [404, { code: 'not_found', message: 'Status not found' }]);
  for (const payload of [{ name: 'x', group: 'done' }, { group: 'new' }, { name: '', group: 'new' }]) {
    const bad = await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: admin, payload });
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
  }
  const other = await createTestOrg();
  await assertSameAsMissing(w.app, other.keys.admin, { method: 'PATCH', url: `/v2/action-item-statuses/${id}`, payload: { name: 'x' } },
    { method: 'PATCH', url: `/v2/action-item-statuses/${randomUUID()}`, payload: { name: 'x' } });
  assert.ok(!(await statuses({ ...w, org: other })).some((s) => s.id === id));
});

test('the group → status mapping, through statusExternalId', async () => {
  const w = await itemWorld();
  const admin = bearer(w.org.keys.admin);
  const expected: Record<string, string> = { new: 'open', in_progress: 'in_progress', on_hold: 'in_progress', complete: 'complete', cancelled: 'complete' };
  for (const [group, status] of Object.entries(expected)) {
    await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: admin, payload: { name: `S ${group}`, group, externalId: `s-${group}` } });
    const item = (await post(w, { title: group, statusExternalId: `s-${group}` })).json().data;
    assert.deepEqual([item.status, item.statusGroup, item.statusName], [status, group, `S ${group}`]);
  }
});

test('auth rules on the status routes', async (t) => {
  const w = await itemWorld();
  await runAuthSuite(t, w.app, w.org, { method: 'GET', url: '/v2/action-item-statuses' }, 'read');
  await runAuthSuite(t, w.app, w.org, { method: 'POST', url: '/v2/action-item-statuses', payload: { name: 'x', group: 'new' } }, 'admin');
  await runAuthSuite(t, w.app, w.org, { method: 'PATCH', url: `/v2/action-item-statuses/${randomUUID()}`, payload: { name: 'x' } }, 'admin');
});
