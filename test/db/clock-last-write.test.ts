/**
 * The fast write path (src/db/clock-last-write.ts, `writeClockLast`), as action items use it: its
 * statement takes the org's clock, writes only rows still as the write read them (undone whole
 * otherwise, and the write runs again clock-first), and logs what it changed with the database's
 * diff (`smr_record_changes`, the one diff of the change log).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { undoReason, writeClockLast, type UndoReason } from '../../src/db/clock-last-write.js';
import { operatorWriter, withOrgWrite } from '../../src/db/org-write.js';
import { actionItemsLog } from '../../src/modules/action-items/action-items.change-log.js';
import { findItemsByExternalIds, itemUpsertStatement, type ActionItemRow, type ItemUpsert } from '../../src/modules/action-items/action-items.repository.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

async function orgState(orgId: string) {
  const { db } = await testDatabase();
  const { rows } = await sql<{ clock: string; entries: number; total: number; titles: string }>`
    SELECT (SELECT last::text FROM org_clocks WHERE organization_id = ${orgId}) AS clock,
           (SELECT count(*)::int FROM change_entries WHERE organization_id = ${orgId}) AS entries,
           (SELECT total::int FROM action_item_counts WHERE organization_id = ${orgId}) AS total,
           (SELECT string_agg(external_id || '=' || title, ',' ORDER BY external_id) FROM action_items WHERE organization_id = ${orgId}) AS titles`.execute(db);
  return rows[0]!;
}

const configVersion = async (orgId: string): Promise<number> => {
  const { db } = await testDatabase();
  return (await db.selectFrom('org_clocks').select('config_version').where('organization_id', '=', orgId).executeTakeFirstOrThrow()).config_version;
};

/** The write ran its fallback (clock first) after its statement was undone for `reason`. */
class FellBack extends Error {
  constructor(readonly reason: UndoReason) {
    super(`fell back: ${reason}`);
  }
}

/**
 * The items as read by the write, rewritten with new titles, `seen` as given, validated against
 * configuration `version` (the current one by default); an undone statement ends in FellBack.
 */
async function clockLastUpsert(orgId: string, titles: Record<string, string>, seen: (row: ActionItemRow) => string | null, version?: number) {
  const { db } = await testDatabase();
  const checked = version ?? await configVersion(orgId);
  return writeClockLast(db, operatorWriter(orgId), {
    table: actionItemsLog,
    configVersion: checked,
    single: false,
    async attempt(read) {
      const rows = (await findItemsByExternalIds(read, orgId, Object.keys(titles))).map((row): ItemUpsert => ({ ...row, title: titles[row.external_id!]!, seen: seen(row) }));
      return { result: null, statement: itemUpsertStatement(orgId, rows, 0) };
    },
    fallback: async (reason) => {
      throw new FellBack(reason);
    },
  });
}

test('the undo classification: a guard (40001), a key taken since (23505), a refused plan; a deadlock; anything else is an error', () => {
  const withState = (code: string) => Object.assign(new Error('x'), { code });
  assert.equal(undoReason(withState('40001')), 'changed since read');
  assert.equal(undoReason(withState('23505')), 'taken since read');
  assert.equal(undoReason(withState('40P01')), 'deadlock');
  assert.equal(undoReason(withState('23503')), null, 'a foreign-key violation is an error, not an undo');
  assert.equal(undoReason(new Error('boom')), null);
});

test('a row changed since the write read it undoes the whole statement: no row, entry, counter or clock moves', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  for (const externalId of ['a', 'b']) {
    assert.equal((await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'first', externalId } })).statusCode, 201);
  }
  const before = await orgState(org.id);
  // Element b read a version older than the stored one (any earlier timestamp): a is as read.
  const stale = await clockLastUpsert(org.id, { a: 'second', b: 'second' }, (row) => (row.external_id === 'b' ? '2001-01-01 00:00:00+00' : row.updated_at))
    .then(() => null, (error: unknown) => error);
  assert.equal((stale as FellBack).reason, 'changed since read', `a stale guard undoes the statement: ${String(stale)}`);
  assert.deepEqual(await orgState(org.id), before, 'nothing of the statement stays, a included');
  // Negative control: the same write with what is stored now goes through, a and b.
  const { written } = await clockLastUpsert(org.id, { a: 'second', b: 'second' }, (row) => row.updated_at);
  const after = await orgState(org.id);
  assert.equal(after.titles, 'a=second,b=second');
  assert.equal(after.entries, before.entries + 2);
  assert.ok(after.clock > before.clock, 'the clock moved');
  const a = (await app.inject({ method: 'GET', url: `/v2/action-items?externalId=a`, headers: bearer(org.keys.read) })).json().data[0];
  assert.equal(written.textOf(a.id), JSON.stringify(a), 'the statement returns the record its GET returns');
  const history = (await app.inject({ method: 'GET', url: `/v2/action-items/${a.id}/history`, headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual(history.map((entry: { type: string; changes: unknown }) => [entry.type, entry.changes]),
    [['action_item.updated', [{ path: 'title', from: 'first', to: 'second' }]], ['action_item.created', []]]);
});

test("a write validated against a configuration changed since it was read is undone; the service's next write reads it afresh", async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  assert.equal((await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'first', externalId: 'a' } })).statusCode, 201);
  const read = await configVersion(org.id);
  const field = await app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(org.keys.admin), payload: { key: 'score', label: 'Score', type: 'integer' } });
  assert.equal(field.statusCode, 201);
  assert.ok((await configVersion(org.id)) > read, 'a definition moves the configuration version');
  const before = await orgState(org.id);
  const stale = await clockLastUpsert(org.id, { a: 'second' }, (row) => row.updated_at, read).then(() => null, (error: unknown) => error);
  assert.equal((stale as FellBack).reason, 'changed since read', `validated against the old configuration: ${String(stale)}`);
  assert.deepEqual(await orgState(org.id), before, 'nothing written');
  // Through the API, right after the definition: the remembered configuration of this process is
  // stale, the statement is undone, and the write runs again with the definitions read afresh.
  const refused = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'x', externalId: 'a', fields: { score: 'high' } } });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().details.fields[0].key, 'score', 'refused as a value of the new field, not as an unknown key');
  assert.doesNotMatch(refused.body, /not a field/);
  const accepted = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'x', externalId: 'a', fields: { score: 7 } } });
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.deepEqual(accepted.json().data.fields, { score: 7 });
});

test('a user renamed while the write waited for the clock shows in its record and entry under the new name', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const user = (await app.inject({ method: 'POST', url: '/v2/users', headers: bearer(org.keys.all), payload: { email: 'ann@example.com', fullName: 'Ann', externalId: 'ann' } })).json().data;
  // The org's configuration is remembered by this process from here on.
  assert.equal((await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'warm', externalId: 'w' } })).statusCode, 201);
  let renamed!: () => void;
  const holding = new Promise<void>((resolve) => (renamed = resolve));
  // The rename holds the org's clock until the write below has read the user and sent its statement.
  const rename = withOrgWrite(db, operatorWriter(org.id), async (tx) => {
    await tx.updateTable('users').set({ full_name: 'Anne' }).where('organization_id', '=', org.id).where('id', '=', user.id).execute();
    renamed();
    await sleep(400);
  });
  await holding;
  const post = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'assigned', externalId: 'x', assignedToUserId: user.id } });
  await rename;
  assert.equal(post.statusCode, 201, post.body);
  assert.equal(post.json().data.assignedToUserName, 'Anne', 'the response names the user as the commit left them');
  const entry = (await sql<{ record: { assignedToUserName: string } }>`
    SELECT record FROM change_entries WHERE organization_id = ${org.id} AND record_id = ${post.json().data.id}`.execute(db)).rows;
  assert.deepEqual(entry.map((row) => row.record.assignedToUserName), ['Anne'], 'so does its entry');
});

test('in a request transaction (Idempotency-Key) an undone clock-last statement rolls back to its savepoint and the write runs again', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = { ...bearer(org.keys.all), 'idempotency-key': 'clock-last-retry' };
  assert.equal((await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'first', externalId: 'k' } })).statusCode, 201);
  // A new definition moves the configuration version this process remembered: the next statement is undone.
  assert.equal((await app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(org.keys.admin), payload: { key: 'note', label: 'Note', type: 'text' } })).statusCode, 201);
  const before = await orgState(org.id);
  const first = await app.inject({ method: 'POST', url: '/v2/action-items', headers, payload: { title: 'second', externalId: 'k' } });
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json().data.title, 'second');
  const after = await orgState(org.id);
  assert.equal(after.entries, before.entries + 1, 'one entry: the undone statement left none');
  const replay = await app.inject({ method: 'POST', url: '/v2/action-items', headers, payload: { title: 'second', externalId: 'k' } });
  assert.equal(replay.body, first.body, 'the key replays the response');
  assert.deepEqual(await orgState(org.id), after, 'and writes nothing');
});

test('simultaneous upserts of one item merging different custom fields lose none, and each entry names only its own', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const KEYS = 10;
  for (let i = 0; i < KEYS; i++) {
    await app.inject({ method: 'POST', url: '/v2/modules/action_item/fields', headers: bearer(org.keys.admin), payload: { key: `k${i}`, label: `k${i}`, type: 'integer' } });
  }
  const item = (await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 't', externalId: 'race' } })).json().data;
  for (let round = 1; round <= 3; round++) {
    // Each upsert sets one key; the stored fields are merged with it (DECISIONS 8), so each must start from the others' writes.
    const responses = await Promise.all(Array.from({ length: KEYS }, (_, i) =>
      app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 't', externalId: 'race', fields: { [`k${i}`]: round * 100 + i } } })));
    assert.deepEqual(responses.map((r) => r.statusCode), Array(KEYS).fill(200));
    const fields = (await app.inject({ method: 'GET', url: `/v2/action-items/${item.id}`, headers: bearer(org.keys.read) })).json().data.fields;
    assert.deepEqual(fields, Object.fromEntries(Array.from({ length: KEYS }, (_, i) => [`k${i}`, round * 100 + i])), `round ${round}: no key lost`);
  }
  const { db } = await testDatabase();
  const { rows } = await sql<{ changes: Array<{ path: string; from: unknown; to: unknown }> }>`
    SELECT changes FROM change_entries WHERE organization_id = ${org.id} AND record_id = ${item.id} AND action = 'updated' ORDER BY seq`.execute(db);
  assert.equal(rows.length, 3 * KEYS, 'one entry per upsert');
  for (const [i, entry] of rows.entries()) {
    assert.equal(entry.changes.length, 1, `entry ${i} changes one key: ${JSON.stringify(entry.changes)}`);
  }
});

test("the change log's diff (smr_record_changes): the keys a client writes, custom fields key by key, JSON values compared as values", async () => {
  const { db } = await testDatabase();
  const record = (over: Record<string, unknown>) => ({ title: 't', description: null, priority: 'low', fields: {}, metadata: {}, ...over });
  const cases: Array<[Record<string, unknown>, Record<string, unknown>, unknown[]]> = [
    [record({}), record({}), []],
    [record({}), record({ title: 'u', priority: 'high' }), [{ path: 'title', from: 't', to: 'u' }, { path: 'priority', from: 'low', to: 'high' }]],
    [record({ description: 'd' }), record({ description: null }), [{ path: 'description', from: 'd', to: null }]],
    // fields key by key, in key order; a key set and a key removed; an equal array is no change.
    [record({ fields: { b: 1, a: 'x', 'é': [1, 2] } }), record({ fields: { a: 'y', c: true, 'é': [1, 2] } }),
      [{ path: 'fields.a', from: 'x', to: 'y' }, { path: 'fields.b', from: 1, to: null }, { path: 'fields.c', from: null, to: true }]],
    [record({ fields: { n: 1.5, list: ['a', 'b'] } }), record({ fields: { n: 1.5, list: ['b', 'a'] } }), [{ path: 'fields.list', from: ['a', 'b'], to: ['b', 'a'] }]],
    // A null value is no value.
    [record({ fields: null }), record({ fields: { k: null } }), []],
    // metadata is one value, compared whole.
    [record({ metadata: { a: 1, nested: { b: [1, { c: 2 }] } } }), record({ metadata: { a: 1, nested: { b: [1, { c: 3 }] } } }),
      [{ path: 'metadata', from: { a: 1, nested: { b: [1, { c: 2 }] } }, to: { a: 1, nested: { b: [1, { c: 3 }] } } }]],
    [record({ title: 'quote " and \\ and \u2028' }), record({ title: 'plain' }), [{ path: 'title', from: 'quote " and \\ and \u2028', to: 'plain' }]],
    // From a tombstone (a restored record): every key it lacks is set.
    [{ id: 'x', externalId: 'e', deletedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }, record({ externalId: 'e', fields: { a: 1 } }),
      [{ path: 'title', from: null, to: 't' }, { path: 'priority', from: null, to: 'low' }, { path: 'fields.a', from: null, to: 1 }, { path: 'metadata', from: null, to: {} }]],
  ];
  for (const [before, after, expected] of cases) {
    const { rows } = await sql<{ changes: string }>`
      SELECT smr_record_changes(${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, ${actionItemsLog.changeKeys}::text[], ${actionItemsLog.perKey}::text[]) AS changes`.execute(db);
    assert.deepEqual(JSON.parse(rows[0]!.changes), expected, `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
});
