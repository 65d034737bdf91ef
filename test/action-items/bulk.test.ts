import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testDatabase } from '../helpers/database.js';
import { bulk, defineField, get, itemWorld, post } from './helpers.js';

test('bulk: per-element results and summary; refused fields per element; the rest written', async () => {
  const w = await itemWorld();
  await defineField(w, { key: 'sev', label: 'Sev', type: 'enum', options: [{ value: 'lo' }, { value: 'hi' }] });
  await post(w, { title: 'existing', externalId: 'e1' });
  const response = await bulk(w, [
    { title: 'new', externalId: 'n1', fields: { sev: 'hi' } },
    { title: 'updated', externalId: 'e1' },
    { title: 'bad fields', externalId: 'f1', fields: { sev: 'mid' } },
    { title: 'no event', eventExternalId: 'missing' },
    { title: 'no assignee', externalId: 'a1', assignedToUserExternalId: 'nobody' },
    { title: 'repeat', externalId: 'n1' },
    { title: 'floating' },
  ]);
  assert.equal(response.statusCode, 200);
  const { results, summary } = response.json().data;
  assert.deepEqual(summary, { total: 7, created: 2, updated: 1, failed: 4 });
  assert.deepEqual(results.map((r: any) => [r.index, r.action, r.externalId ?? null]), [
    [0, 'created', 'n1'], [1, 'updated', 'e1'], [2, 'failed', 'f1'], [3, 'failed', null], [4, 'failed', 'a1'], [5, 'failed', 'n1'], [6, 'created', null],
  ]);
  assert.deepEqual(results[2].error, { code: 'invalid_fields', message: 'Custom fields refused', details: { fields: [{ key: 'sev', message: '"mid" is not one of: lo, hi' }] } });
  assert.deepEqual(results[3].error, { code: 'not_found', message: 'Event not found' });
  assert.deepEqual(results[4].error, { code: 'not_found', message: 'Assignee not found' });
  assert.deepEqual(results[5].error, { code: 'conflict', message: 'externalId "n1" repeats element 0 of this request' });
  for (const result of results.filter((r: any) => r.action !== 'failed')) assert.match(result.id, /^[0-9a-f-]{36}$/);
  assert.deepEqual((await get(w, results[0].id)).json().data.fields, { sev: 'hi' });
  assert.equal((await get(w, results[1].id)).json().data.title, 'updated');
  const { db } = await testDatabase();
  const stored = await db.selectFrom('action_items').select(['title', 'updated_at']).where('organization_id', '=', w.org.id).execute();
  assert.deepEqual(stored.map((r) => r.title).sort(), ['floating', 'new', 'updated']);
  assert.equal(new Set(stored.map((r) => r.updated_at)).size, 1, 'one bulk, one commit, one updatedAt');
  const count = await db.selectFrom('action_item_counts').select('total').where('organization_id', '=', w.org.id).executeTakeFirstOrThrow();
  assert.equal(Number(count.total), 3, 'the counter follows inserts');
});

test('bulk: 1 to 100 elements; schema errors refuse the whole request', async () => {
  const w = await itemWorld();
  const cases: Array<[object[], string]> = [
    [[], 'body.actionItems must NOT have fewer than 1 items'],
    [Array.from({ length: 101 }, (_, i) => ({ title: `t${i}` })), 'body.actionItems must NOT have more than 100 items'],
    [[{ title: 'ok' }, { title: '' }], 'body.actionItems[1].title must NOT have fewer than 1 characters'],
    [[{ title: 'ok', priority: 'now' }], 'body.actionItems[0].priority must be one of: low, medium, high, urgent'],
  ];
  for (const [actionItems, message] of cases) {
    const response = await bulk(w, actionItems);
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().details.errors.includes(message), JSON.stringify(response.json()));
  }
  const full = await bulk(w, Array.from({ length: 100 }, (_, i) => ({ title: `t${i}`, externalId: `x${i}` })));
  assert.deepEqual(full.json().data.summary, { total: 100, created: 100, updated: 0, failed: 0 });
});

test('concurrent overlapping bulks: no deadlock, no duplicate', async () => {
  const w = await itemWorld();
  const batch = (offset: number) => Array.from({ length: 50 }, (_, i) => ({ title: `t${i + offset}`, externalId: `k${i + offset}` }));
  const responses = await Promise.all([0, 25, 50, 0, 25].map((offset) => bulk(w, batch(offset))));
  for (const response of responses) assert.equal(response.json().data.summary.failed, 0);
  assert.equal(responses.reduce((sum, r) => sum + r.json().data.summary.created, 0), 100);
  const { db } = await testDatabase();
  const rows = await db.selectFrom('action_items').select('external_id').where('organization_id', '=', w.org.id).execute();
  assert.equal(rows.length, 100);
});
