/**
 * Tags from stamps (src/http/stamp-tags.ts; docs/decisions/conditional-requests.md): an action
 * item's tag is made of its id and full-precision updatedAt, a page's of its rows' stamps and its
 * meta, so a 304 and an If-Match check read a stamp and never build or hash a record. Each input
 * that changes an item's bytes moves its stamp, and so its tag: its own write, a rename of its
 * assignee, a rename of its status; an echo changes neither. A row edited by hand without its
 * stamp shows that the record's bytes are not what is compared (negative control: an event,
 * still tagged by the hash of its bytes, answers 200 after the same edit).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, bearer } from '../helpers/app.js';
import { writeAroundTheClock } from '../helpers/database.js';
import { populatedOrg } from '../helpers/populated-org.js';
import { entityTagOf } from '../../src/http/entity-tags.js';
import { entryPageTag, pageTag, recordTag, representationOf } from '../../src/http/stamp-tags.js';
import { ITEM_RECORD_SQL } from '../../src/modules/action-items/action-items.repository.js';
import { ENTRY_JSON } from '../../src/modules/changes/changes.repository.js';

const app = await buildTestApp({ config: { rateLimitPerMinute: 1000 } });
const { org, ids } = await populatedOrg(app);
const itemUrl = `/v2/action-items/${ids.item}`;
/** The items' resource in their tags: its name and a digest of the SQL building the record. */
const ITEM = representationOf('action_item', ITEM_RECORD_SQL.record);
/** The change entries' resource in their pages' tags. */
const ENTRY = representationOf('change_entry', ENTRY_JSON);

const get = (url: string, ifNoneMatch?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { ...bearer(org.keys.all), ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }) } });

async function call(method: 'POST' | 'PATCH', url: string, payload: object): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method, url, headers: bearer(org.keys.all), payload });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The item's stored full-precision updatedAt. */
async function storedStamp(id: string): Promise<string> {
  return writeAroundTheClock(async (trx) => (await sql<{ updated_at: string }>`SELECT updated_at FROM action_items WHERE organization_id = ${org.id} AND id = ${id}`.execute(trx)).rows[0]!.updated_at);
}

test('an item\'s tag is its stamp\'s, not its bytes\' hash; a write, a rename of its assignee and a rename of its status each move it, an echo does not', async () => {
  const first = await get(itemUrl);
  assert.equal(first.headers.etag, recordTag(ITEM, { id: ids.item!, updatedAt: await storedStamp(ids.item!) }));
  assert.notEqual(first.headers.etag, entityTagOf(first.body), 'the body is not hashed');
  const tags = [String(first.headers.etag)];
  const step = async (what: string, write: () => Promise<unknown>, moves: boolean) => {
    await write();
    const now = await get(itemUrl);
    assert.equal(now.statusCode, 200);
    assert.equal(now.headers.etag === tags.at(-1), !moves, `${what}: the tag ${moves ? 'moves' : 'stays'}`);
    tags.push(String(now.headers.etag));
    return now.json().data;
  };
  const item = first.json().data;
  await step('an echo of the item', () => call('POST', '/v2/action-items', { title: item.title, externalId: ids.itemExternalId }), false);
  assert.equal((await step('its own write', () => call('PATCH', itemUrl, { title: 'Retitled' }), true)).title, 'Retitled');
  assert.equal((await step('its assignee renamed', () => call('POST', '/v2/users', { email: ids.userEmail, fullName: 'Renamed assignee', externalId: ids.userExternalId }), true)).assignedToUserName, 'Renamed assignee');
  assert.equal((await step('its status renamed', () => call('PATCH', `/v2/action-item-statuses/${ids.status}`, { name: 'Renamed status' }), true)).statusName, 'Renamed status');
  assert.equal(new Set(tags).size, 4, 'every move is to a new tag');
});

test('a conditional GET holding the current tag is answered from the stamp alone: a row edited by hand without its stamp is still a 304 (negative control: an event, tagged by its bytes, is a 200)', async () => {
  const tag = String((await get(itemUrl)).headers.etag);
  const eventUrl = `/v2/events/${ids.event}`;
  const eventTag = String((await get(eventUrl)).headers.etag);
  await writeAroundTheClock(async (trx) => {
    await sql`UPDATE action_items SET title = 'Edited by hand' WHERE organization_id = ${org.id} AND id = ${ids.item}`.execute(trx);
    await sql`UPDATE events SET title = 'Edited by hand' WHERE organization_id = ${org.id} AND id = ${ids.event}`.execute(trx);
  });
  // Another org write moves the clock, so neither answer comes from the remembered tag.
  await call('POST', '/v2/teams', { name: 'Clock mover' });
  const item = await get(itemUrl, tag);
  assert.deepEqual([item.statusCode, item.body, item.headers.etag], [304, '', tag]);
  const event = await get(eventUrl, eventTag);
  assert.equal(event.statusCode, 200, 'the event\'s bytes are hashed');
  assert.equal(event.json().data.title, 'Edited by hand');
  // A HEAD never takes the short way: it is its GET without the body.
  const head = await app.inject({ method: 'HEAD', url: itemUrl, headers: { ...bearer(org.keys.all), 'if-none-match': tag } });
  assert.equal(head.statusCode, 200);
  assert.equal(Number(head.headers['content-length']), Buffer.byteLength((await get(itemUrl)).body));
});

test('a page\'s tag is its rows\' stamps and its meta: a write to a listed item moves it, a write elsewhere does not, and another page size is another tag', async () => {
  const url = '/v2/action-items?limit=5';
  const first = await get(url);
  const body = first.json();
  const stamps = await Promise.all(body.data.map(async (record: { id: string }) => ({ id: record.id, updatedAt: await storedStamp(record.id) })));
  assert.equal(first.headers.etag, pageTag(ITEM, stamps, body.meta));
  await call('POST', '/v2/teams', { name: 'Elsewhere' });
  const again = await get(url, String(first.headers.etag));
  assert.equal(again.statusCode, 304);
  await call('PATCH', itemUrl, { title: 'Listed and written' });
  const moved = await get(url, String(first.headers.etag));
  assert.equal(moved.statusCode, 200);
  assert.notEqual(moved.headers.etag, first.headers.etag);
  const wider = await get('/v2/action-items?limit=6');
  assert.deepEqual(wider.json().data, moved.json().data, 'the same records');
  assert.notEqual(wider.headers.etag, moved.headers.etag, 'another meta: another tag');
});

test('a page of change entries (the feed, a history) is tagged by its seqs, its org and its meta, not by hashing its body; a new entry moves the tag', async () => {
  for (const url of ['/v2/changes?limit=5', `/v2/action-items/${ids.item}/history?limit=5`]) {
    const first = await get(url);
    assert.equal(first.statusCode, 200, `${url}: ${first.body}`);
    const body = first.json();
    const seqs = body.data.map((entry: { seq: string }) => entry.seq);
    assert.equal(first.headers.etag, entryPageTag(ENTRY, org.id, seqs, body.meta), url);
    assert.notEqual(first.headers.etag, entityTagOf(first.body), `${url}: the body is not hashed`);
    assert.notEqual(entryPageTag(ENTRY, '00000000-0000-4000-8000-000000000000', seqs, body.meta), first.headers.etag, 'another org\'s seqs: another tag');
    assert.equal((await get(url, String(first.headers.etag))).statusCode, 304, `${url}: unchanged, 304`);
  }
  // The history, newest first, gets the PATCH's entry at its head; the feed's first page of 5 is
  // full, so a new entry lands past it: that page keeps its bytes and its tag.
  const feedTag = String((await get('/v2/changes?limit=5')).headers.etag);
  const historyUrl = `/v2/action-items/${ids.item}/history?limit=5`;
  const historyTag = String((await get(historyUrl)).headers.etag);
  await call('PATCH', itemUrl, { title: 'A new entry' });
  const history = await get(historyUrl, historyTag);
  assert.equal(history.statusCode, 200, 'the history has a new first entry');
  assert.notEqual(history.headers.etag, historyTag);
  assert.equal(history.json().data[0].record.title, 'A new entry');
  assert.equal((await get('/v2/changes?limit=5', feedTag)).statusCode, 304, 'the feed\'s first page holds the same entries');
});

test('If-Match on an item is checked against its stamp\'s tag: the GET\'s tag runs the write, the tag before it is a 412', async () => {
  const tag = String((await get(itemUrl)).headers.etag);
  const ok = await app.inject({ method: 'PATCH', url: itemUrl, headers: { ...bearer(org.keys.all), 'if-match': tag }, payload: { title: 'Matched' } });
  assert.equal(ok.statusCode, 200, ok.body);
  const stale = await app.inject({ method: 'PATCH', url: itemUrl, headers: { ...bearer(org.keys.all), 'if-match': tag }, payload: { title: 'Stale' } });
  assert.equal(stale.statusCode, 412);
  assert.equal((await get(itemUrl)).json().data.title, 'Matched');
  const upsert = await app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...bearer(org.keys.all), 'if-match': String((await get(itemUrl)).headers.etag) }, payload: { title: 'Upserted', externalId: ids.itemExternalId } });
  assert.equal(upsert.statusCode, 200, upsert.body);
});

test('a record\'s representation is part of its tag: the same stamp under another record SQL is another tag (instances of two versions never 304 each other)', () => {
  const stamp = { id: ids.item!, updatedAt: '2026-11-28T10:00:00.123456+00' };
  assert.equal(recordTag(ITEM, stamp), recordTag(representationOf('action_item', ITEM_RECORD_SQL.record), stamp));
  assert.notEqual(recordTag(ITEM, stamp), recordTag(representationOf('action_item', `${ITEM_RECORD_SQL.record} `), stamp));
});
