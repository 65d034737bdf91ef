/**
 * The client's paginate() and sync() against the real service listening on 127.0.0.1: every
 * record of a list once, by page number or by cursor; a sync that resumes from its checkpoint and
 * receives exactly what changed (tombstones included), on a polled list and on the change feed;
 * a checkpoint saved only after the caller is done with a page; the file checkpoint across
 * clients.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createClient, FileCheckpoint, MemoryCheckpoint, type SmrClient } from '@safety-records/client';
import { buildTestApp } from '../helpers/app.js';
import { createTestOrg } from '../helpers/fixtures.js';

const app = await buildTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function orgWithItems(count: number): Promise<{ smr: SmrClient; ids: string[]; apiKey: string }> {
  const org = await createTestOrg();
  const smr = createClient({ baseUrl, apiKey: org.keys.all });
  const actionItems = Array.from({ length: count }, (_, i) => ({ title: `Item ${i}`, externalId: `item-${i}` }));
  if (count === 0) return { smr, ids: [], apiKey: org.keys.all };
  const result = await smr.POST('/v2/action-items/bulk', { body: { actionItems } });
  return { smr, ids: result.data.results.map((row) => row.id!), apiKey: org.keys.all };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const value of iterable) all.push(value);
  return all;
}

test('paginate() reads every record once: by page number, by cursor on a polled read, on the change feed and on a one-page list', async () => {
  const { smr, ids, apiKey } = await orgWithItems(25);
  const byPage = await collect(smr.paginate('/v2/action-items', { params: { query: { limit: 10 } } }));
  assert.deepEqual(byPage.map((item) => item.id).sort(), [...ids].sort());
  const sent: string[] = [];
  const watched = createClient({ baseUrl, apiKey, fetch: (input, init) => {
    sent.push(new URL((input as Request).url).search);
    return fetch(input, init);
  } });
  const byCursor = await collect(watched.paginate('/v2/action-items', { params: { query: { limit: 10, updatedAfter: '2000-01-01T00:00:00Z' } } }));
  assert.deepEqual(byCursor.map((item) => item.id).sort(), [...ids].sort());
  assert.equal(sent.length, 3);
  assert.match(sent[0]!, /updatedAfter=2000/);
  assert.ok(sent.slice(1).every((query) => /^\?limit=10&cursor=[^&]+$/.test(query)), `by cursor after the first page: ${sent.join(' ')}`);
  const changes = await collect(smr.paginate('/v2/changes', { params: { query: { limit: 7, resource: 'action_item' } } }));
  assert.deepEqual(changes.map((change) => change.recordId).sort(), [...ids].sort());
  assert.ok(changes.every((change) => change.type === 'action_item.created'));
  await smr.POST('/v2/users', { body: { fullName: 'Ada Lovelace', email: `ada-${ids[0]}@example.com` } });
  const users = await collect(smr.paginate('/v2/users'));
  assert.deepEqual(users.map((user) => user.fullName), ['Ada Lovelace']);
});

test('sync() of a polled list resumes from its checkpoint and receives exactly what changed since, tombstones included', async () => {
  const { smr, ids } = await orgWithItems(12);
  const checkpoint = new MemoryCheckpoint();
  const options = { checkpoint, limit: 5, query: { includeDeleted: true } } as const;
  const first = await collect(smr.sync('/v2/action-items', options));
  assert.deepEqual(first.map((page) => page.data.length), [5, 5, 2]);
  assert.deepEqual(first.flatMap((page) => page.data.map((item) => item.id)).sort(), [...ids].sort());
  assert.equal(await checkpoint.load(), first.at(-1)!.cursor);

  assert.deepEqual(await collect(smr.sync('/v2/action-items', options)), [], 'nothing changed: nothing received');

  await smr.PATCH('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: ids[3]! } }, body: { title: 'Renamed' } });
  await smr.DELETE('/v2/action-items/{actionItemId}', { params: { path: { actionItemId: ids[7]! } } });
  const added = await smr.POST('/v2/action-items', { body: { title: 'Added' } });
  const second = (await collect(smr.sync('/v2/action-items', options))).flatMap((page) => page.data);
  // A list with includeDeleted=true holds records and tombstones; the types say which is which.
  assert.deepEqual(second.map((item) => ('deletedAt' in item ? [item.id, 'deleted', Object.keys(item).sort()] : [item.id, 'live', item.title])), [
    [ids[3], 'live', 'Renamed'], [ids[7], 'deleted', ['deletedAt', 'externalId', 'id', 'updatedAt']], [added.data.id, 'live', 'Added'],
  ]);
});

test('sync() saves a page\'s cursor only once the caller asks for the next page: a break re-reads the page it was in', async () => {
  const { smr, ids } = await orgWithItems(9);
  const checkpoint = new MemoryCheckpoint();
  const seen: string[] = [];
  for await (const page of smr.sync('/v2/action-items', { checkpoint, limit: 3 })) {
    seen.push(...page.data.map((item) => item.id));
    if (seen.length === 6) break; // the second page was read but not finished with
  }
  const rest = (await collect(smr.sync('/v2/action-items', { checkpoint, limit: 3 }))).flatMap((page) => page.data.map((item) => item.id));
  assert.deepEqual(rest.slice(0, 3), seen.slice(3, 6), 'the second page again');
  assert.deepEqual(rest.slice(3).sort(), ids.filter((id) => !seen.includes(id)).sort(), 'then the third');
});

test('sync() of the change feed, with a file checkpoint that a new client picks up', async () => {
  const { smr, apiKey } = await orgWithItems(4);
  const dir = mkdtempSync(join(tmpdir(), 'smr-checkpoint-'));
  try {
    const path = join(dir, 'nested', 'changes.cursor');
    const types = { types: 'action_item.*' };
    const first = (await collect(smr.sync('/v2/changes', { checkpoint: new FileCheckpoint(path), query: types, limit: 3 }))).flatMap((page) => page.data);
    assert.deepEqual(first.map((change) => change.type), Array(4).fill('action_item.created'));
    assert.equal(readFileSync(path, 'utf8'), `${first.at(-1)!.seq}\n`, 'the cursor of the change feed is the last seq');

    const item = await smr.POST('/v2/action-items', { body: { title: 'After the checkpoint' } });
    const another = createClient({ baseUrl, apiKey });
    const next = (await collect(another.sync('/v2/changes', { checkpoint: new FileCheckpoint(path), query: types }))).flatMap((page) => page.data);
    assert.deepEqual(next.map((change) => [change.type, change.recordId]), [['action_item.created', item.data.id]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a list parameter goes repeated, as the service reads it: the metric export of two events by externalId', async () => {
  const { smr } = await orgWithItems(0);
  await smr.POST('/v2/metric-definitions', { body: { slug: 'score', name: 'Score' } });
  await smr.POST('/v2/events/bulk', { body: { events: ['a', 'b', 'c'].map((externalId) => ({ title: externalId, externalId })) } });
  for (const [externalId, value] of [['a', 1], ['b', 2], ['c', 3]] as const) {
    await smr.PUT('/v2/events/{eventId}/metrics/{metricSlug}', { params: { path: { eventId: externalId, metricSlug: 'score' } }, body: { value } });
  }
  // As JSON text (["a","b"]) the service would look for the events `["a"` and `"b"]`, and find none.
  const exported = await collect(smr.paginate('/v2/events/metrics/bulk', { params: { query: { eventExternalId: ['a', 'b'] } } }));
  assert.deepEqual(exported.map((record) => record.value).sort(), [1, 2]);
});

test('sync() with followEveryMs keeps polling after the end: a record written later arrives; an abort ends it', async () => {
  const { smr, ids } = await orgWithItems(2);
  const checkpoint = new MemoryCheckpoint();
  const stop = new AbortController();
  const seen: string[] = [];
  let later: string | null = null;
  for await (const page of smr.sync('/v2/action-items', { checkpoint, followEveryMs: 50, signal: stop.signal })) {
    seen.push(...page.data.map((item) => item.id));
    if (later === null) later = (await smr.POST('/v2/action-items', { body: { title: 'Written after the first pass' } })).data.id;
    else if (seen.includes(later)) stop.abort();
  }
  assert.deepEqual(seen.slice(0, 2).sort(), [...ids].sort());
  assert.equal(seen.at(-1), later, 'the later record arrived in a following pass, then the abort ended the sync');
});
