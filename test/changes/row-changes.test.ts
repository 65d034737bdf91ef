/**
 * A clock-last statement works out an entry's `changes` from the row as it was and as the write
 * left it (record-shape.ts `rowChangesSql`), not from the two records: the text must be the one
 * the records' diff (`smr_record_changes`) gives, for every kind of value a record holds, and the
 * records' diff must still answer where the row before is not the version the previous entry
 * logged (a restore, an entry older than the row's stamp).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { rowChangesSql } from '../../src/db/record-shape.js';
import { actionItemsLog } from '../../src/modules/action-items/action-items.change-log.js';
import { assetsLog } from '../../src/modules/assets/assets.change-log.js';
import { ACTION_ITEM_RECORD } from '../../src/modules/action-items/action-items.mapper.js';
import { ITEM_RECORD_SQL } from '../../src/modules/action-items/action-items.repository.js';
import { bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { bulk, defineField, itemWorld, patch, post, statuses, type ItemWorld } from '../action-items/helpers.js';

const compared = { keys: actionItemsLog.changeKeys, perKey: actionItemsLog.perKey ?? [], shown: actionItemsLog.shown ?? [] };
const arrays = {
  keys: actionItemsLog.changeKeys,
  perKey: actionItemsLog.perKey ?? [],
  shown: (actionItemsLog.shown ?? []).map((s) => s.key),
  shownBy: (actionItemsLog.shown ?? []).map((s) => s.follows),
};

async function fieldsWorld(): Promise<ItemWorld> {
  const w = await itemWorld();
  for (const field of [
    { key: 'score', label: 'Score', type: 'number' },
    { key: 'sev', label: 'Sev', type: 'enum', options: [{ value: 'lo' }, { value: 'hi' }] },
    { key: 'tags', label: 'Tags', type: 'multi_enum', options: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] },
    { key: 'note', label: 'Note', type: 'text' },
    { key: 'flag', label: 'Flag', type: 'boolean' },
  ]) {
    const response = await defineField(w, field);
    assert.equal(response.statusCode, 201, response.body);
  }
  return w;
}

/** The org's rows as they are now (JSON text of the rows): the "before" of a diff, kept in no table. */
async function snapshot(orgId: string): Promise<string> {
  const { db } = await testDatabase();
  return (await sql<{ rows: string }>`SELECT coalesce(json_agg(a), '[]')::text AS rows FROM action_items a WHERE a.organization_id = ${orgId}`.execute(db)).rows[0]!.rows;
}

/**
 * For every live item of the org that was live in the snapshot: the row diff of the snapshot's
 * row and the item's row now, and the records' diff of their two records.
 */
async function bothDiffs(orgId: string, before: string) {
  // The snapshot's rows read back as rows of the table (alias b).
  const { db } = await testDatabase();
  const record = (alias: string) => ITEM_RECORD_SQL.record.replaceAll('ai.', `${alias}.`);
  const keys = (list: readonly string[]) => sql.raw(`ARRAY[${list.map((k) => `'${k}'`).join(', ')}]::text[]`);
  return (await sql<{ id: string; by_rows: string; by_records: string }>`
    SELECT a.id, ${sql.raw(rowChangesSql(ACTION_ITEM_RECORD, compared, 'b', 'a'))} AS by_rows,
           smr_record_changes((${sql.raw(record('b'))})::jsonb, (${sql.raw(record('a'))})::jsonb,
             ${keys(arrays.keys)}, ${keys(arrays.perKey)}, ${keys(arrays.shown)}, ${keys(arrays.shownBy)}) AS by_records
      FROM action_items a JOIN jsonb_populate_recordset(NULL::action_items, ${before}::jsonb) b ON b.organization_id = a.organization_id AND b.id = a.id
     WHERE a.organization_id = ${orgId} AND a.deleted_at IS NULL AND b.deleted_at IS NULL
     ORDER BY a.id`.execute(db)).rows;
}

test('the row diff gives the records\' diff, byte for byte, over every kind of value an item holds', async () => {
  const w = await fieldsWorld();
  const [open] = await statuses(w);
  const items = [];
  for (let i = 0; i < 12; i++) {
    const response = await post(w, {
      title: `item ${i}`, externalId: `x-${i}`, description: i % 2 ? 'd' : null, priority: ['low', 'medium', 'high'][i % 3],
      dueDate: i % 3 ? '2026-12-01T09:00:00.123Z' : null, assignedToUserId: i % 2 ? w.user.id : null, locationExternalId: i % 4 ? 'wh' : undefined,
      fields: { score: i, sev: i % 2 ? 'lo' : 'hi', tags: ['a'], note: i % 5 ? 'n' : undefined, flag: i % 2 === 0 }, metadata: { k: i, nested: { a: [1, 2] } },
    });
    assert.equal(response.statusCode, 201, response.body);
    items.push(response.json().data);
  }
  const before = await snapshot(w.org.id);
  // Every kind of change: text, null to value and back, timestamps (also within one millisecond), ids and the names they show,
  // status and completion, fields added, removed and changed (numbers, arrays, booleans), metadata nested, echoes.
  const edits: object[] = [
    { title: 'renamed' },
    { description: 'now set', priority: 'high' },
    { description: null, dueDate: '2026-12-01T09:00:00.123999Z' },
    { dueDate: '2027-01-01T00:00:00Z', assignedToUserId: null },
    { assignedToUserId: w.user.id, locationExternalId: 'wh' },
    { status: 'complete' },
    { status: 'in_progress' },
    { fields: { score: 1.5, tags: ['b', 'c'] } },
    { fields: { sev: null, note: 'é "quoted" \\ text', flag: false } },
    { metadata: { k: 'string now', nested: { a: [2, 1] }, extra: null } },
    { metadata: {} },
    { title: 'item 11' },
  ];
  for (const [i, edit] of edits.entries()) {
    const response = await patch(w, items[i]!.id, edit);
    assert.equal(response.statusCode, 200, `${JSON.stringify(edit)}: ${response.body}`);
  }
  const response = await bulk(w, items.slice(0, 5).map((item, i) => ({ externalId: item.externalId, title: `bulk ${i}`, statusExternalId: open!.externalId ?? undefined, status: 'open', fields: { score: 100 + i } })));
  assert.equal(response.statusCode, 200, response.body);

  const diffs = await bothDiffs(w.org.id, before);
  assert.equal(diffs.length, 12);
  for (const diff of diffs) assert.equal(diff.by_rows, diff.by_records, `item ${diff.id}`);
  const changedPaths = new Set(diffs.flatMap((diff) => (JSON.parse(diff.by_rows) as Array<{ path: string }>).map((c) => c.path)));
  for (const path of ['title', 'description', 'priority', 'dueDate', 'assignedToUserId', 'assetId', 'statusId', 'status', 'completedAt', 'fields.score', 'fields.tags', 'fields.sev', 'fields.note', 'fields.flag', 'metadata']) {
    assert.ok(changedPaths.has(path), `the workload changed ${path}`);
  }
  assert.ok(diffs.some((diff) => diff.by_rows === '[]'), 'and some item not at all (item 11 is an echo)');
});

test('a rename\'s shown keys: listed by both diffs when the name changed while the id did not', async () => {
  const w = await itemWorld();
  const item = (await post(w, { title: 't', externalId: 'r', assignedToUserId: w.user.id, locationExternalId: 'wh' })).json().data;
  const before = await snapshot(w.org.id);
  const headers = bearer(w.org.keys.all);
  const renames = [
    { url: '/v2/users', payload: { email: 'ann@example.com', fullName: 'Ann Renamed', externalId: w.user.externalId } },
    { url: '/v2/locations', payload: { name: 'Depot', externalId: w.location.externalId } },
  ];
  for (const rename of renames) assert.equal((await w.app.inject({ method: 'POST', headers, ...rename })).statusCode, 200);
  const [diff] = await bothDiffs(w.org.id, before);
  assert.equal(diff!.id, item.id);
  assert.equal(diff!.by_rows, diff!.by_records);
  assert.deepEqual((JSON.parse(diff!.by_rows) as Array<{ path: string }>).map((c) => c.path), ['assignedToUserName', 'assetName']);
});

/** The entries of an item, oldest first, with their `changes` as stored (text). */
async function changesOf(orgId: string, id: string): Promise<string[]> {
  const { db } = await testDatabase();
  return (await sql<{ changes: string }>`SELECT changes::text AS changes FROM change_entries WHERE organization_id = ${orgId} AND record_id = ${id} ORDER BY seq`.execute(db)).rows
    .map((row) => row.changes);
}

test('the statement takes the row diff when the previous entry is the row\'s version, the records\' diff otherwise', async () => {
  const w = await itemWorld();
  const { db } = await testDatabase();
  const item = (await post(w, { title: 'first', externalId: 'p' })).json().data;
  // The previous entry's record made to disagree with the row it logged: only the records' diff can see it.
  const tamper = (title: string, at: string | null) => sql`
    UPDATE change_entries SET record = json_build_object('title', ${title}::text)::json${at ? sql`, occurred_at = ${at}::timestamptz` : sql``}
     WHERE organization_id = ${w.org.id} AND seq = (SELECT max(seq) FROM change_entries WHERE organization_id = ${w.org.id} AND record_id = ${item.id})`.execute(db);

  await tamper('tampered', null);
  assert.equal((await post(w, { title: 'first', externalId: 'p', description: 'one' })).statusCode, 200);
  assert.deepEqual(JSON.parse((await changesOf(w.org.id, item.id)).at(-1)!).map((c: { path: string }) => c.path), ['description'],
    'the row diff: the entry names what the row changed, not what the tampered record differs in');

  await tamper('tampered', '2000-01-01T00:00:00Z');
  assert.equal((await post(w, { title: 'first', externalId: 'p', description: 'two' })).statusCode, 200);
  const paths = JSON.parse((await changesOf(w.org.id, item.id)).at(-1)!).map((c: { path: string }) => c.path);
  assert.ok(paths.includes('title') && paths.includes('description'), `negative control, an entry older than the row's stamp: the records' diff (${paths})`);

  // A restore compares the tombstone's record with the live one: every key the tombstone lacks.
  const headers = bearer(w.org.keys.readWrite);
  assert.equal((await w.app.inject({ method: 'DELETE', url: `/v2/action-items/${item.id}`, headers })).statusCode, 204);
  assert.equal((await post(w, { title: 'first', externalId: 'p', description: 'two' })).statusCode, 200);
  const restored = JSON.parse((await changesOf(w.org.id, item.id)).at(-1)!).map((c: { path: string }) => c.path);
  assert.ok(restored.includes('title') && !restored.includes('externalId'), `a restore: the records' diff (${restored})`);
});

/**
 * Every `updated` entry of the org's records of `resource` against the records' diff of its
 * previous entry's record and its own: the text each write stored, and the text the records give.
 */
async function storedAgainstRecords(orgId: string, resource: string, table: { changeKeys: readonly string[]; perKey?: readonly string[]; shown?: ReadonlyArray<{ key: string; follows: string }> }) {
  const { db } = await testDatabase();
  const keys = (list: readonly string[]) => sql.raw(`ARRAY[${list.map((k) => `'${k}'`).join(', ')}]::text[]`);
  const shown = table.shown ?? [];
  return (await sql<{ seq: string; stored: string; by_records: string }>`
    SELECT c.seq, c.changes::text AS stored,
           smr_record_changes(p.record::jsonb, c.record::jsonb, ${keys(table.changeKeys)}, ${keys(table.perKey ?? [])},
             ${keys(shown.map((s) => s.key))}, ${keys(shown.map((s) => s.follows))}) AS by_records
      FROM change_entries c
      JOIN LATERAL (SELECT pe.record FROM change_entries pe WHERE pe.organization_id = c.organization_id AND pe.record_id = c.record_id AND pe.seq < c.seq
                     ORDER BY pe.seq DESC LIMIT 1) p ON true
     WHERE c.organization_id = ${orgId} AND c.resource = ${resource} AND c.action = 'updated'
     ORDER BY c.seq`.execute(db)).rows;
}

test('location bulks (clock first, the rows noted before the write): each entry\'s changes are the records\' diff, and come from the rows', async () => {
  const w = await itemWorld();
  const headers = bearer(w.org.keys.all);
  const locations = async (body: object[]) => {
    const response = await w.app.inject({ method: 'POST', url: '/v2/assets/bulk', headers, payload: { assets: body } });
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.json().data.results.every((r: { status: string }) => r.status !== 'failed'), response.body);
  };
  await locations(Array.from({ length: 6 }, (_, i) => ({
    name: `site ${i}`, externalId: `s${i}`, city: i % 2 ? 'Oslo' : undefined, latitude: i % 3 ? 59.91 + i / 7 : undefined, tagIds: i % 2 ? ['t1'] : undefined,
  })));
  // Names, texts set and cleared, floats, status, parents (set, moved, cleared), tags, and a value written as it was.
  await locations([
    { name: 'site 0 renamed', externalId: 's0', description: 'd', zip: '0150' },
    { name: 'site 1', externalId: 's1', city: null, latitude: -0.1278, longitude: 51.5074, externalParentId: 's0' },
    { name: 'site 2', externalId: 's2', status: 'inactive', tagIds: ['t1', 'say "hi"'], externalParentId: 's0' },
    { name: 'site 3', externalId: 's3', address1: 'a,b', address2: 'é', state: 'NO' },
    { name: 'site 4', externalId: 's4' },
  ]);
  await locations([
    { name: 'site 1', externalId: 's1', externalParentId: 's2', latitude: 1e-7 },
    { name: 'site 2', externalId: 's2', externalParentId: null, tagIds: [] },
    { name: 'site 5 renamed', externalId: 's5', deletedAt: '2026-01-01T00:00:00Z' },
  ]);
  await locations([{ name: 'site 5 back', externalId: 's5', deletedAt: null }]);
  const entries = await storedAgainstRecords(w.org.id, 'location', assetsLog);
  assert.equal(entries.length, 7, `${entries.length} updates logged`);
  for (const entry of entries) assert.equal(entry.stored, entry.by_records, `entry ${entry.seq}`);

  // The rows' diff is what answered: a previous entry's record made to disagree with its row is not seen.
  const { db } = await testDatabase();
  const id = (await sql<{ id: string }>`SELECT id FROM assets WHERE organization_id = ${w.org.id} AND external_id = 's3'`.execute(db)).rows[0]!.id;
  await sql`UPDATE change_entries SET record = json_build_object('name', 'tampered')::json
             WHERE organization_id = ${w.org.id} AND seq = (SELECT max(seq) FROM change_entries WHERE organization_id = ${w.org.id} AND record_id = ${id})`.execute(db);
  await locations([{ name: 'site 3', externalId: 's3', description: 'now' }]);
  assert.deepEqual(JSON.parse((await changesOf(w.org.id, id)).at(-1)!).map((c: { path: string }) => c.path), ['description']);
});
