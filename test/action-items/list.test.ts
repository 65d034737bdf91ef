import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import { bearer } from '../helpers/app.js';
import { runAuthSuite } from '../helpers/auth-suite.js';
import { testDatabase, writeAroundTheClock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { OrgCountCache } from '../../src/db/org-count-cache.js';
import { MemoryPagePositions } from '../../src/db/page-positions.js';
import { readPage } from '../../src/modules/action-items/action-items.repository.js';
import { moduleDefinitions } from '../../src/modules/custom-fields/custom-fields.service.js';
import { fieldFilterSql, parseFieldFilters, typedFieldValue } from '../../src/modules/custom-fields/field-query.js';
import { FIELD_MODULES } from '../../src/modules/custom-fields/modules.js';
import { bulk, defineField, itemWorld, list, patch, post, type ItemWorld } from './helpers.js';

type Item = Record<string, any>;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function page(w: ItemWorld, query: string): Promise<{ data: Item[]; meta: { pagination: Record<string, any>; nextCursor: string | null } }> {
  const response = await list(w, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

test('default sort createdAt desc, limit 20 (max 100), pages with total from the counter', async () => {
  const w = await itemWorld();
  const created = (await bulk(w, Array.from({ length: 25 }, (_, i) => ({ title: `T${i}`, externalId: `t${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })))).json().data;
  assert.equal(created.summary.created, 25);
  const first = await page(w, '');
  assert.equal(first.data.length, 20);
  assert.deepEqual(first.data.slice(0, 3).map((i) => i.externalId), ['t24', 't23', 't22']);
  assert.deepEqual(first.meta.pagination, { page: 1, limit: 20, total: 25, totalPages: 2, hasNext: true, hasPrev: false });
  assert.equal(first.meta.nextCursor, null, 'no cursor outside updatedAt order');
  const second = await page(w, 'page=2');
  assert.deepEqual(second.data.map((i) => i.externalId), ['t4', 't3', 't2', 't1', 't0']);
  const beyond = await page(w, 'page=5');
  assert.deepEqual([beyond.data.length, beyond.meta.pagination.total, beyond.meta.pagination.hasNext], [0, 25, false]);
  assert.equal((await page(w, 'limit=100')).data.length, 25);
});

test('filters: status, assignedToUserId, entityType/entityId, externalId, eventExternalId (404 when unknown)', async () => {
  const w = await itemWorld();
  await post(w, { title: 'a', externalId: 'a', eventExternalId: 'ev-1', assignedToUserId: w.user.id });
  await post(w, { title: 'b', externalId: 'b', status: 'complete' });
  await post(w, { title: 'c', externalId: 'c', assignedToUserExternalId: 'ann', status: 'in_progress' });
  const ids = async (query: string) => (await page(w, query)).data.map((i) => i.externalId).sort().join('');
  assert.equal(await ids('status=complete'), 'b');
  assert.equal(await ids('status=in_progress'), 'c');
  assert.equal(await ids(`assignedToUserId=${w.user.id}`), 'ac');
  assert.equal(await ids('entityType=event'), 'a');
  assert.equal(await ids(`entityId=${w.event.id}`), 'a');
  assert.equal(await ids('externalId=b'), 'b');
  assert.equal(await ids('eventExternalId=ev-1'), 'a');
  assert.equal(await ids(`assignedToUserId=${randomUUID()}`), '', 'a filter that matches nothing: an empty page');
  const unknown = await list(w, 'eventExternalId=nope');
  assert.deepEqual([unknown.statusCode, unknown.json()], [404, { code: 'not_found', message: 'Event not found' }]);
  const other = await createTestOrg();
  await w.app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(other.keys.write), payload: { events: [{ externalId: 'foreign', title: 'f' }] } });
  assert.equal((await list(w, 'eventExternalId=foreign')).statusCode, 404, "another org's event is unknown here");
  assert.equal((await page(w, 'status=complete')).meta.pagination.total, 1);
});

test('fieldFilters and fieldSort through the compiler; refusals are 400', async () => {
  const w = await itemWorld();
  await defineField(w, { key: 'score', label: 'Score', type: 'number' });
  await defineField(w, { key: 'sev', label: 'Sev', type: 'enum', options: [{ value: 'lo' }, { value: 'hi' }] });
  await bulk(w, [
    { title: 'one', externalId: 'one', fields: { score: 9, sev: 'hi' } },
    { title: 'two', externalId: 'two', fields: { score: 10, sev: 'lo' } },
    { title: 'three', externalId: 'three', fields: { score: 2, sev: 'hi' } },
    { title: 'none', externalId: 'none', fields: {} },
  ]);
  const ids = async (query: string) => (await page(w, query)).data.map((i) => i.externalId);
  assert.deepEqual((await ids(`fieldFilters=${json([{ key: 'score', op: 'gt', value: 5 }])}`)).sort(), ['one', 'two']);
  assert.deepEqual(await ids(`fieldFilters=${json([{ key: 'sev', op: 'eq', value: 'hi' }])}&fieldSort=${json({ key: 'score' })}`), ['three', 'one']);
  assert.deepEqual(await ids(`fieldSort=${json({ key: 'score', direction: 'asc' })}`), ['three', 'one', 'two', 'none'], 'no value: last on asc');
  assert.deepEqual(await ids(`fieldSort=${json({ key: 'score', direction: 'desc' })}`), ['none', 'two', 'one', 'three'], 'no value: first on desc');
  const filtered = await page(w, `fieldFilters=${json([{ key: 'score', op: 'isNull' }])}`);
  assert.deepEqual([filtered.data.map((i) => i.externalId), filtered.meta.pagination.total], [['none'], 1]);
  const refused: Array<[string, string]> = [
    ['fieldFilters={"key":"score"}', 'query parameter fieldFilters must be a JSON array of { key, op, value }'],
    ['fieldFilters=[{', 'query parameter fieldFilters is not valid JSON'],
    [`fieldFilters=${json([{ key: 'nope', op: 'eq', value: 1 }])}`, 'fieldFilters[0].key "nope" is not a field of this module'],
    [`fieldFilters=${json([{ key: 'sev', op: 'gt', value: 'lo' }])}`, 'fieldFilters[0].op "gt" is not accepted by field "sev" (enum): use one of eq, neq, in, isNull, isNotNull'],
    [`fieldFilters=${json([{ key: 'score', op: 'gt', value: '5' }])}`, 'fieldFilters[0].value must be a number (field "score" is number)'],
    [`fieldSort=${json({ key: 'ghost' })}`, 'fieldSort.key "ghost" is not a field of this module'],
    ['fieldSort=score', 'query parameter fieldSort is not valid JSON'],
  ];
  for (const [query, message] of refused) {
    const response = await list(w, query);
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json().details.errors, [message]);
  }
});

test('bad list parameters: 400 naming the parameter', async () => {
  const w = await itemWorld();
  const cases: Array<[string, string]> = [
    ['limit=0', 'query.limit must be >= 1'],
    ['limit=101', 'query.limit must be <= 100'],
    ['status=closed', 'query.status must be one of: open, in_progress, complete'],
    ['assignedToUserId=bob', 'query.assignedToUserId must match format "uuid"'],
    ['updatedAfter=2026-01-01T00:00:00', 'query parameter updatedAfter must be an ISO 8601 date-time with a timezone (Z or an offset such as +01:00), got "2026-01-01T00:00:00"'],
    ['cursor=%%%', 'query parameter cursor is malformed'],
  ];
  for (const [query, message] of cases) {
    const response = await list(w, query);
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json().details.errors, [message], query);
  }
});

test('parameters the list does not declare are ignored: sort and dir never reach the query', async () => {
  const w = await itemWorld();
  await bulk(w, Array.from({ length: 3 }, (_, i) => ({ title: `T${i}`, externalId: `t${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })));
  const expected = (await page(w, '')).data.map((i) => i.externalId);
  for (const query of ['dir=asc', `dir=${encodeURIComponent('asc; DROP TABLE action_items')}`, 'sort=title&dir=asc', 'nonsense=1']) {
    const result = await page(w, query);
    assert.deepEqual(result.data.map((i) => i.externalId), expected, query);
  }
  assert.deepEqual(expected, ['t2', 't1', 't0']);
});

test('bounds switch the default to updatedAt asc and are exclusive; the spec polling procedure never skips', async () => {
  const w = await itemWorld();
  const seen = new Map<string, Item>();
  let cursor = '2000-01-01T00:00:00Z';
  const sync = async () => {
    let largest = cursor;
    for (let p = 1; ; p++) {
      const result = await page(w, `updatedAfter=${encodeURIComponent(cursor)}&page=${p}&limit=4`);
      for (let i = 1; i < result.data.length; i++) assert.ok(result.data[i]!.updatedAt >= result.data[i - 1]!.updatedAt, 'updatedAt asc');
      for (const item of result.data) {
        seen.set(item.id, item);
        if (item.updatedAt > largest) largest = item.updatedAt;
      }
      if (!result.meta.pagination.hasNext) break;
    }
    cursor = largest;
  };
  const created = (await bulk(w, Array.from({ length: 10 }, (_, i) => ({ title: `v1 ${i}`, externalId: `p${i}` })))).json().data.results;
  await sync();
  for (let round = 0; round < 3; round++) {
    await patch(w, created[round].id, { title: `v2 ${round}` });
    await post(w, { title: `new ${round}`, externalId: `new${round}` });
    await sync();
  }
  const final = (await page(w, 'limit=100')).data;
  assert.equal(final.length, 13);
  for (const item of final) assert.deepEqual(seen.get(item.id), item, `final version of ${item.externalId}`);

  await writeAroundTheClock((trx) => sql`UPDATE action_items SET updated_at = '2026-06-01T00:00:00.500000Z' WHERE organization_id = ${w.org.id} AND external_id = 'p9'`.execute(trx));
  await writeAroundTheClock((trx) => sql`UPDATE action_items SET updated_at = '2026-06-01T00:00:00.500001Z' WHERE organization_id = ${w.org.id} AND external_id = 'p8'`.execute(trx));
  const after = await page(w, 'updatedAfter=2026-06-01T00:00:00.500Z&updatedBefore=2026-06-02T00:00:00Z');
  assert.deepEqual(after.data.map((i) => i.externalId), ['p8'], 'exclusive at full precision');
  const before = await page(w, 'updatedBefore=2026-06-01T00:00:00.500001Z&updatedAfter=2026-05-01T00:00:00Z');
  assert.deepEqual(before.data.map((i) => i.externalId), ['p9']);
});

test('auth rules on every action item route', async (t) => {
  const w = await itemWorld();
  const id = randomUUID();
  await runAuthSuite(t, w.app, w.org, { method: 'GET', url: '/v2/action-items' }, 'read');
  await runAuthSuite(t, w.app, w.org, { method: 'GET', url: `/v2/action-items/${id}` }, 'read');
  await runAuthSuite(t, w.app, w.org, { method: 'POST', url: '/v2/action-items', payload: { title: 'x' } }, 'write');
  await runAuthSuite(t, w.app, w.org, { method: 'PATCH', url: `/v2/action-items/${id}`, payload: { title: 'x' } }, 'write');
  await runAuthSuite(t, w.app, w.org, { method: 'POST', url: '/v2/action-items/bulk', payload: { actionItems: [{ title: 'x' }] } }, 'write');
  assert.equal((await page(w, '')).meta.pagination.total, 0);
});

test('another org\'s items never appear in this org\'s list', async () => {
  const w = await itemWorld();
  const other = await createTestOrg();
  await post(w, { title: 'mine' });
  const theirs = await w.app.inject({ method: 'GET', url: '/v2/action-items', headers: bearer(other.keys.read) });
  assert.deepEqual(theirs.json().data, []);
  assert.equal(theirs.json().meta.pagination.total, 0);
});

test('a filtered page reads the same rows whether it sorts the few matches or walks the sort order', async () => {
  const w = await itemWorld();
  const database = await testDatabase();
  const read = { ...database, counts: new OrgCountCache(database.statements), positions: new MemoryPagePositions() };
  const { db } = database;
  await defineField(w, { key: 'score', label: 'Score', type: 'number' });
  await defineField(w, { key: 'grade', label: 'Grade', type: 'enum', options: [{ value: 'a' }, { value: 'b' }] });
  const items = Array.from({ length: 60 }, (_, i) => ({
    title: `I${i}`, externalId: `i${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 7)).toISOString(),
    fields: { score: i % 10, grade: i % 3 === 0 ? 'a' : 'b' },
  }));
  assert.equal((await bulk(w, items)).statusCode, 200);
  const definitions = await moduleDefinitions(db, w.org.id, FIELD_MODULES.action_item!);
  const filters = parseFieldFilters(JSON.stringify([{ key: 'score', op: 'gte', value: 4 }, { key: 'grade', op: 'eq', value: 'b' }]), definitions);
  const where = filters.map((filter) => fieldFilterSql(sql.ref('ai.fields'), filter));
  const score = typedFieldValue(sql.ref('ai.fields'), definitions.find((d) => d.key === 'score')!);
  for (const direction of ['asc', 'desc'] as const) {
    for (const first of [sql.ref('ai.created_at'), score]) {
      for (const offset of [0, 7, 21]) {
        const pageOf = (fewMatches: boolean) => readPage(read, w.org.id, {
          where, orderBy: [[first, direction], [sql.ref('ai.id'), direction]], sortColumn: null, limit: 7, offset, fewMatches,
        });
        const [few, walked] = [await pageOf(true), await pageOf(false)];
        assert.deepEqual(few, walked, `${direction}, offset ${offset}`);
        assert.equal(few.length, offset === 21 ? 3 : 7, '24 matches: 7, 7, …, then the last 3');
      }
    }
  }
});

