import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { ActionItem, ActionItemList } from '../../src/modules/action-items/action-items.schemas.js';
import { DataOf } from '../../src/http/schemas.js';
import { orgRowCount } from '../helpers/database.js';
import { assertConforms } from '../helpers/schema.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { bearer } from '../helpers/app.js';
import { assertSameAsMissing } from '../helpers/auth-suite.js';
import { defineField, get, itemWorld, patch, post, statuses } from './helpers.js';

const ITEM_KEYS = ['assetId', 'assetName', 'assignedToDepartmentId', 'assignedToRoleSlug', 'assignedToUserId', 'assignedToUserName',
  'attachments', 'completedAt', 'completedById', 'completedByName', 'createdAt', 'createdById', 'description', 'dueDate', 'entityId',
  'entityType', 'externalId', 'fields', 'formSubmissionId', 'id', 'metadata', 'organizationId', 'priority', 'responseNotes',
  'sourceSectionNodeId', 'status', 'statusGroup', 'statusId', 'statusName', 'teamId', 'title', 'updatedAt'];

test('create: 201, every key present, nullable keys null, names joined in, defaults of the flow', async () => {
  const w = await itemWorld();
  const response = await post(w, { title: 'Guard rail' });
  assert.equal(response.statusCode, 201);
  const item = response.json().data;
  assert.deepEqual(Object.keys(item).sort(), ITEM_KEYS);
  const open = (await statuses(w)).find((s) => s.group === 'new')!;
  assert.deepEqual({ ...item, id: 'x', createdAt: 'x', updatedAt: 'x' }, {
    id: 'x', entityType: null, entityId: null, formSubmissionId: null, sourceSectionNodeId: null, title: 'Guard rail', description: null,
    assignedToUserId: null, assignedToUserName: null, assignedToDepartmentId: null, assignedToRoleSlug: null, dueDate: null,
    priority: 'medium', statusId: open.id, statusName: 'Open', statusGroup: 'new', status: 'open', assetId: null, assetName: null,
    externalId: null, responseNotes: null, attachments: null, completedAt: null, completedById: null, completedByName: null,
    createdById: null, fields: {}, metadata: {}, organizationId: w.org.id, teamId: w.org.defaultTeamId, createdAt: 'x', updatedAt: 'x',
  });
  assert.deepEqual((await get(w, item.id)).json().data, item, 'GET returns the same record');
});

/** An item created with every link at once: event, assignee and completer by externalId, department, location, status, fields, metadata. */
async function itemWithEveryLink() {
  const w = await itemWorld();
  await defineField(w, { key: 'cost', label: 'Cost', type: 'number' });
  const department = (await w.app.inject({ method: 'POST', url: '/v2/departments', headers: bearer(w.org.keys.admin), payload: { name: 'Ops' } })).json().data;
  const response = await post(w, {
    title: 'Clean spill', description: 'Aisle 4', externalId: 'ai-1', eventExternalId: 'ev-1', assignedToUserExternalId: 'ann',
    assignedToDepartmentId: department.id, assignedToRoleSlug: 'supervisor', dueDate: '2026-12-01T09:00:00+01:00', priority: 'urgent',
    locationExternalId: 'wh', status: 'complete', completedAt: '2026-11-20T10:00:00.123456Z', completedByExternalId: 'ann',
    fields: { cost: 12.5 }, metadata: { source: 'erp', nested: { n: null } },
  });
  assert.equal(response.statusCode, 201, response.body);
  return { w, department, item: response.json().data };
}

test('every single write answers with the exact bytes its GET returns right after it (create, update, unchanged, PATCH; with and without a key)', async () => {
  const { w, item } = await itemWithEveryLink();
  const sameAsGet = async (response: { statusCode: number; body: string }, status: number, what: string) => {
    assert.equal(response.statusCode, status, `${what}: ${response.body}`);
    assert.equal(response.body, (await get(w, item.id)).body, what);
  };
  await sameAsGet(await post(w, { title: 'Clean spill again', externalId: 'ai-1', fields: { cost: 7.25 } }), 200, 'an update');
  await sameAsGet(await post(w, { title: 'Clean spill again', externalId: 'ai-1' }), 200, 'an unchanged upsert (nothing logged, read back)');
  await sameAsGet(await patch(w, item.id, { priority: 'low', metadata: { source: 'crm' } }), 200, 'a PATCH');
  const keyed = (payload: object) => w.app.inject({
    method: 'POST', url: '/v2/action-items', headers: { ...bearer(w.org.keys.write), 'idempotency-key': randomUUID() }, payload,
  });
  await sameAsGet(await keyed({ title: 'Keyed', externalId: 'ai-1', dueDate: null }), 200, 'an update with an Idempotency-Key');
  const created = await keyed({ title: 'Keyed new', fields: { cost: 1 } });
  assert.equal(created.statusCode, 201);
  assert.equal(created.body, (await get(w, created.json().data.id)).body, 'a create with an Idempotency-Key');
});

test('create with every link: eventExternalId links the item to that event', async () => {
  const { w, item } = await itemWithEveryLink();
  assert.equal(item.entityType, 'event');
  assert.equal(item.entityId, w.event.id);
});

test('create with every link: an assignee named by externalId is stored by id, the name joined in', async () => {
  const { w, item } = await itemWithEveryLink();
  assert.deepEqual([item.assignedToUserId, item.assignedToUserName], [w.user.id, 'Ann Assignee']);
});

test('create with every link: assignedToDepartmentId is stored', async () => {
  const { department, item } = await itemWithEveryLink();
  assert.equal(item.assignedToDepartmentId, department.id);
});

test('create with every link: a dueDate with an offset is served in UTC', async () => {
  const { item } = await itemWithEveryLink();
  assert.equal(item.dueDate, '2026-12-01T08:00:00.000Z');
});

test('create with every link: locationExternalId links the location as the asset, its name joined in', async () => {
  const { w, item } = await itemWithEveryLink();
  assert.deepEqual([item.assetId, item.assetName], [w.location.id, 'Warehouse']);
});

test('create with every link: status complete selects the Complete status of the flow', async () => {
  const { item } = await itemWithEveryLink();
  assert.deepEqual([item.status, item.statusGroup, item.statusName], ['complete', 'complete', 'Complete']);
});

test('create with every link: completedAt (to the millisecond) and a completer by externalId are kept', async () => {
  const { w, item } = await itemWithEveryLink();
  assert.deepEqual([item.completedAt, item.completedById, item.completedByName], ['2026-11-20T10:00:00.123Z', w.user.id, 'Ann Assignee']);
});

test('create with every link: custom fields and metadata are stored as sent', async () => {
  const { item } = await itemWithEveryLink();
  assert.deepEqual(item.fields, { cost: 12.5 });
  assert.deepEqual(item.metadata, { source: 'erp', nested: { n: null } });
});

test('create: an assignee named by UUID is matched whatever its case', async () => {
  const w = await itemWorld();
  const byId = await post(w, { title: 'By id', assignedToUserId: w.user.id.toUpperCase() });
  assert.equal(byId.json().data.assignedToUserId, w.user.id);
});

test('records built by the database hold to the documented response schemas (POST, GET, PATCH, list)', async () => {
  const w = await itemWorld();
  await defineField(w, { key: 'cost', label: 'Cost', type: 'number' });
  const one = { ...DataOf(ActionItem), additionalProperties: false };
  const created = await post(w, {
    title: 'Quote "this" \\ and \u0001 ünïcödé 🚧', externalId: 'schema-1', eventExternalId: 'ev-1', assignedToUserExternalId: 'ann',
    dueDate: '2026-12-01T09:00:00.999999+01:00', locationExternalId: 'wh', status: 'complete', completedAt: '2026-11-20T10:00:00.5Z',
    fields: { cost: 1e21 }, metadata: { deep: { list: [1, 'two', null, { three: true }] } },
  });
  assert.equal(created.statusCode, 201, created.body);
  assertConforms(one, created.json(), 'POST');
  assert.equal(created.json().data.title, 'Quote "this" \\ and \u0001 ünïcödé 🚧', 'escapes survive the database\'s JSON');
  assert.equal(created.json().data.dueDate, '2026-12-01T08:00:00.999Z', 'milliseconds truncated, never rounded up');
  const id = created.json().data.id;
  assertConforms(one, (await get(w, id)).json(), 'GET');
  assertConforms(one, (await patch(w, id, { responseNotes: 'done' })).json(), 'PATCH');
  const listed = await w.app.inject({ url: '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z', headers: bearer(w.org.keys.read) });
  assertConforms(ActionItemList, listed.json(), 'list');
  assert.equal(listed.headers['content-type'], 'application/json; charset=utf-8');
});

test('upsert by externalId: 200, supplied keys updated, omitted kept; event link and completion fields ignored', async () => {
  const w = await itemWorld();
  const created = (await post(w, { title: 'First', externalId: 'x-1', description: 'keep me', priority: 'high', metadata: { a: 1 } })).json().data;
  const other = await post(w, { title: 'Event', externalId: 'x-2' });
  assert.equal(other.statusCode, 201);
  const updated = await post(w, { title: 'Second', externalId: 'x-1', eventExternalId: 'ev-1', completedAt: '2020-01-01T00:00:00Z', metadata: { b: 2 } });
  assert.equal(updated.statusCode, 200);
  const item = updated.json().data;
  assert.equal(item.id, created.id);
  assert.deepEqual([item.title, item.description, item.priority], ['Second', 'keep me', 'high']);
  assert.deepEqual([item.entityType, item.entityId, item.completedAt], [null, null, null], 'ignored on the update path');
  assert.deepEqual(item.metadata, { b: 2 }, 'metadata replaced wholesale');
  assert.equal(item.createdAt, created.createdAt);
  assert.ok(item.updatedAt > created.updatedAt);
  const unknownEvent = await post(w, { title: 'x', externalId: 'x-1', eventExternalId: 'nowhere' });
  assert.equal(unknownEvent.statusCode, 200, 'an unknown event on the update path is ignored too');
});

test('spec 3, row 1: status from POST and PATCH; a bare status selects its group\'s default flow status', async () => {
  const w = await itemWorld();
  const flow = await statuses(w);
  const byGroup = (group: string) => flow.find((s) => s.group === group)!;
  for (const status of ['open', 'in_progress', 'complete']) {
    const item = (await post(w, { title: status, status })).json().data;
    const group = { open: 'new', in_progress: 'in_progress', complete: 'complete' }[status]!;
    assert.deepEqual([item.status, item.statusId, item.statusGroup], [status, byGroup(group).id, group]);
  }
  const item = (await post(w, { title: 'moving' })).json().data;
  const moved = (await patch(w, item.id, { status: 'in_progress' })).json().data;
  assert.deepEqual([moved.status, moved.statusName], ['in_progress', 'In progress']);
});

test('spec 3, row 2: a recognised statusExternalId wins over status; an unknown one is ignored without error', async () => {
  const w = await itemWorld();
  const hold = (await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: bearer(w.org.keys.admin), payload: { name: 'Parked', group: 'on_hold', externalId: 'parked' } })).json().data;
  const item = (await post(w, { title: 'x', status: 'complete', statusExternalId: 'parked' })).json().data;
  assert.deepEqual([item.statusId, item.statusName, item.statusGroup, item.status], [hold.id, 'Parked', 'on_hold', 'in_progress']);
  const ignored = await post(w, { title: 'y', statusExternalId: 'nope', status: 'in_progress' });
  assert.equal(ignored.statusCode, 201);
  assert.equal(ignored.json().data.status, 'in_progress');
  const only = await post(w, { title: 'z', statusExternalId: 'nope' });
  assert.deepEqual([only.json().data.status, only.json().data.statusName], ['open', 'Open']);
  const patched = await patch(w, item.id, { statusExternalId: 'nope' });
  assert.deepEqual([patched.statusCode, patched.json().data.statusId], [200, hold.id], 'PATCH ignores it too');
  const viaPatch = await patch(w, only.json().data.id, { statusExternalId: 'parked' });
  assert.equal(viaPatch.json().data.statusName, 'Parked');
});

test('spec 3, row 3 and DECISIONS 8: completion on create only; entering complete stamps, leaving clears', async () => {
  const w = await itemWorld();
  const item = (await post(w, { title: 'x' })).json().data;
  const done = (await patch(w, item.id, { status: 'complete' })).json().data;
  assert.ok(done.completedAt, 'entering complete sets completedAt');
  const still = (await patch(w, item.id, { title: 'renamed', status: 'complete' })).json().data;
  assert.equal(still.completedAt, done.completedAt, 'staying complete keeps it');
  const cancelled = (await w.app.inject({ method: 'POST', url: '/v2/action-item-statuses', headers: bearer(w.org.keys.admin), payload: { name: 'Dropped', group: 'cancelled', externalId: 'dropped' } })).json().data;
  const dropped = (await patch(w, item.id, { statusExternalId: 'dropped' })).json().data;
  assert.deepEqual([dropped.status, dropped.statusId, dropped.completedAt], ['complete', cancelled.id, done.completedAt]);
  const reopened = (await patch(w, item.id, { status: 'open' })).json().data;
  assert.deepEqual([reopened.completedAt, reopened.completedById], [null, null], 'leaving complete clears completion');
  const imported = (await post(w, { title: 'imported', status: 'complete', completedAt: '2025-05-05T05:05:05Z', completedByExternalId: 'ann' })).json().data;
  assert.deepEqual([imported.completedAt, imported.completedById], ['2025-05-05T05:05:05.000Z', w.user.id]);
  const unknownCompleter = (await post(w, { title: 'x', completedByExternalId: 'nobody' })).json().data;
  assert.equal(unknownCompleter.completedById, null, 'an unknown completedByExternalId is ignored');
});

/** An item with fields a (string) and b (integer), metadata and a location, next to another item holding externalId "two". */
async function patchWorld() {
  const w = await itemWorld();
  await defineField(w, { key: 'a', label: 'A', type: 'string' });
  await defineField(w, { key: 'b', label: 'B', type: 'integer' });
  const item = (await post(w, { title: 'T', externalId: 'one', description: 'd', fields: { a: 'x', b: 1 }, metadata: { m: 1 }, locationExternalId: 'wh' })).json().data;
  await post(w, { title: 'Other', externalId: 'two' });
  return { w, item };
}

/** The patchWorld item after a PATCH of fields, metadata, responseNotes and an unknown locationExternalId. */
async function patchedItem() {
  const { w, item } = await patchWorld();
  const patched = await patch(w, item.id, { fields: { a: null, b: 2 }, metadata: { n: 2 }, responseNotes: 'checked', locationExternalId: 'unknown-loc' });
  assert.equal(patched.statusCode, 200);
  return { w, after: patched.json().data };
}

test('PATCH: omitted keys keep their values; sent keys are written', async () => {
  const { after } = await patchedItem();
  assert.deepEqual([after.title, after.description, after.responseNotes], ['T', 'd', 'checked']);
});

test('PATCH: fields are patched key by key, null clearing a key', async () => {
  const { after } = await patchedItem();
  assert.deepEqual(after.fields, { b: 2 });
});

test('PATCH: metadata replaces the stored bag wholesale', async () => {
  const { after } = await patchedItem();
  assert.deepEqual(after.metadata, { n: 2 });
});

test('PATCH: an unrecognised locationExternalId is ignored', async () => {
  const { w, after } = await patchedItem();
  assert.equal(after.assetId, w.location.id, 'an unrecognised locationExternalId is ignored');
});

test('PATCH: externalId can be renamed', async () => {
  const { w, item } = await patchWorld();
  const renamed = await patch(w, item.id, { externalId: 'uno' });
  assert.equal(renamed.json().data.externalId, 'uno');
});

test('PATCH: renaming externalId to one another item holds is a 409', async () => {
  const { w, item } = await patchWorld();
  const clash = await patch(w, item.id, { externalId: 'two' });
  assert.deepEqual([clash.statusCode, clash.json()], [409, { code: 'conflict', message: 'externalId "two" is already used by another action item' }]);
});

test('PATCH: assignedToUserId sets the assignee with the name joined in; null clears it', async () => {
  const { w, item } = await patchWorld();
  const assigned = await patch(w, item.id, { assignedToUserId: w.user.id });
  assert.equal(assigned.json().data.assignedToUserName, 'Ann Assignee');
  assert.equal((await patch(w, item.id, { assignedToUserId: null })).json().data.assignedToUserId, null);
});

test('PATCH: locationExternalId null clears the location', async () => {
  const { w, item } = await patchWorld();
  assert.equal((await patch(w, item.id, { locationExternalId: null })).json().data.assetId, null);
});

test('invalid_fields: a refused envelope is a 400 with one message per key, and nothing is written', async () => {
  const w = await itemWorld();
  await defineField(w, { key: 'sev', label: 'Sev', type: 'enum', options: [{ value: 'lo' }, { value: 'hi' }], required: true });
  const refused = await post(w, { title: 'x', externalId: 'e', fields: { sev: 'mid', ghost: 1 } });
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(refused.json(), { code: 'invalid_fields', message: 'Custom fields refused', details: { fields: [
    { key: 'sev', message: '"mid" is not one of: lo, hi' }, { key: 'ghost', message: 'is not a field of this module' },
  ] } });
  const missing = await post(w, { title: 'x' });
  assert.deepEqual(missing.json().details, { fields: [{ key: 'sev', message: 'is required' }] });
  assert.equal(await orgRowCount('action_items', w.org.id), 0);
  const item = (await post(w, { title: 'ok', fields: { sev: 'lo' } })).json().data;
  const badPatch = await patch(w, item.id, { title: 'changed', fields: { sev: 'zz' } });
  assert.equal(badPatch.json().code, 'invalid_fields');
  assert.equal((await get(w, item.id)).json().data.title, 'ok', 'the PATCH wrote nothing');
});

test('bad input: 400 naming the field; unknown event or assignee 404; nothing written', async () => {
  const w = await itemWorld();
  const other = await createTestOrg();
  const otherUser = (await w.app.inject({ method: 'POST', url: '/v2/users', headers: bearer(other.keys.write), payload: { email: 'o@example.com', fullName: 'O', externalId: 'o' } })).json().data;
  await w.app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(other.keys.write), payload: { events: [{ externalId: 'their-event', title: 'x' }] } });
  const cases: Array<[object, number, string]> = [
    [{ title: '' }, 400, 'body.title must NOT have fewer than 1 characters'],
    [{}, 400, "body: missing required property 'title'"],
    [{ title: 'x', priority: 'asap' }, 400, 'body.priority must be one of: low, medium, high, urgent'],
    [{ title: 'x', status: 'done' }, 400, 'body.status must be one of: open, in_progress, complete'],
    [{ title: 'x', dueDate: 'tomorrow' }, 400, 'body.dueDate must match format "date-time"'],
    [{ title: 'x', dueDate: '0000-01-01T00:00:00Z' }, 400, 'dueDate "0000-01-01T00:00:00Z" is out of range'],
    [{ title: 'x', fields: [] }, 400, 'body.fields must be object'],
    [{ title: 123 }, 400, 'body.title must be string'],
    [{ title: 'x', assignedToDepartmentId: randomUUID() }, 400, 'is not a department of the organization'],
    [{ title: 'x', owner: 'me' }, 400, "body: unknown property 'owner'"],
    [{ title: 'x', eventExternalId: 'missing' }, 404, 'Event not found'],
    [{ title: 'x', eventExternalId: 'their-event' }, 404, 'Event not found'],
    [{ title: 'x', assignedToUserExternalId: 'nobody' }, 404, 'Assignee not found'],
    [{ title: 'x', assignedToUserId: otherUser.id }, 404, 'Assignee not found'],
    [{ title: 'x', assignedToUserExternalId: 'o' }, 404, 'Assignee not found'],
  ];
  for (const [payload, status, message] of cases) {
    const response = await post(w, payload);
    assert.equal(response.statusCode, status, JSON.stringify(payload));
    const body = response.json();
    assert.ok(body.message === message || body.message.includes(message) || body.details?.errors?.includes(message), `${message} vs ${response.body}`);
  }
  let deep: unknown = 1;
  for (let i = 0; i < 33; i++) deep = { d: deep };
  const tooDeep = await post(w, { title: 'x', metadata: deep });
  assert.deepEqual([tooDeep.statusCode, tooDeep.json().details.errors], [400, ['body.metadata is nested deeper than 32 levels']]);
  const notUuid = await w.app.inject({ method: 'PATCH', url: '/v2/action-items/not-a-uuid', headers: bearer(w.org.keys.write), payload: { title: 'x' } });
  assert.deepEqual([notUuid.statusCode, notUuid.json().details.errors], [400, ['path.actionItemId must match format "uuid"']]);
  const notUuidGet = await w.app.inject({ method: 'GET', url: '/v2/action-items/123', headers: bearer(w.org.keys.read) });
  assert.equal(notUuidGet.statusCode, 400);
  assert.equal(await orgRowCount('action_items', w.org.id), 0);
});

test('another org\'s item is 404 on read and write, exactly like a missing one', async () => {
  const w = await itemWorld();
  const other = await createTestOrg();
  const item = (await post(w, { title: 'Mine', externalId: 'mine' })).json().data;
  const missing = randomUUID();
  await assertSameAsMissing(w.app, other.keys.all, { method: 'GET', url: `/v2/action-items/${item.id}` }, { method: 'GET', url: `/v2/action-items/${missing}` });
  await assertSameAsMissing(w.app, other.keys.all, { method: 'PATCH', url: `/v2/action-items/${item.id}`, payload: { title: 'stolen' } },
    { method: 'PATCH', url: `/v2/action-items/${missing}`, payload: { title: 'stolen' } });
  const theirs = await w.app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(other.keys.write), payload: { title: 'Theirs', externalId: 'mine' } });
  assert.equal(theirs.statusCode, 201, 'an externalId is per organization');
  assert.equal((await get(w, item.id)).json().data.title, 'Mine');
});

test('20 simultaneous creates with one externalId: one record, one 201', async () => {
  const w = await itemWorld();
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(w, { title: `attempt ${i}`, externalId: 'race' })));
  const statuses = responses.map((r) => r.statusCode).sort();
  assert.deepEqual(statuses, [...Array(19).fill(200), 201]);
  assert.equal(new Set(responses.map((r) => r.json().data.id)).size, 1);
  assert.equal(await orgRowCount('action_items', w.org.id), 1);
});

test('simultaneous PATCHes of different field keys: no key is lost', async () => {
  const w = await itemWorld();
  for (let i = 0; i < 10; i++) await defineField(w, { key: `k${i}`, label: `K${i}`, type: 'integer' });
  const item = (await post(w, { title: 'shared' })).json().data;
  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(w, item.id, { fields: { [`k${i}`]: i } })));
  for (const response of responses) assert.equal(response.statusCode, 200);
  const fields = (await get(w, item.id)).json().data.fields;
  assert.deepEqual(fields, Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i])));
});
