/**
 * PATCH and DELETE of action items and DELETE of events on the fast write path
 * (src/db/clock-last-write.ts): planned without the org's clock, written by one statement that
 * takes it, only if the record is still as read; run again clock-first otherwise. Another write
 * committed meanwhile is never lost, a record is deleted once, and the org's item count moves
 * once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { whileAnotherWriteHoldsTheClock } from '../helpers/held-clock.js';
import { itemWorld, patch, post, type ItemWorld } from './helpers.js';

async function entries(orgId: string, recordId: string) {
  const { db } = await testDatabase();
  return (await sql<{ action: string; changes: Array<{ path: string }> }>`
    SELECT action, changes FROM change_entries WHERE organization_id = ${orgId} AND record_id = ${recordId} ORDER BY seq`.execute(db)).rows
    .map((entry) => [entry.action, entry.changes.map((change) => change.path)]);
}

async function itemCount(orgId: string): Promise<number> {
  const { db } = await testDatabase();
  return (await sql<{ total: number }>`SELECT total::int AS total FROM action_item_counts WHERE organization_id = ${orgId}`.execute(db)).rows[0]!.total;
}

/** Runs `write` while another write, which set the item's description, holds the org's clock (from before `write` reads). */
const whileDescribed = <T>(w: ItemWorld, itemId: string, write: () => Promise<T>): Promise<T> => whileAnotherWriteHoldsTheClock(w.org.id,
  (tx) => tx.updateTable('action_items').set({ description: 'by the other write' }).where('organization_id', '=', w.org.id).where('id', '=', itemId).execute(), write);

test('a PATCH of an item another write changed while the PATCH waited: run again on the new version, neither change lost', async () => {
  const w = await itemWorld();
  const item = (await post(w, { title: 'first', externalId: 'p' })).json().data;
  const response = await whileDescribed(w, item.id, () => patch(w, item.id, { title: 'patched' }));
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual([response.json().data.title, response.json().data.description], ['patched', 'by the other write']);
  assert.deepEqual(await entries(w.org.id, item.id), [['created', []], ['updated', ['description']], ['updated', ['title']]]);
});

test('a PATCH on the fast path: 404 for an unknown or deleted item, 409 for an externalId another item holds, nothing written', async () => {
  const w = await itemWorld();
  const a = (await post(w, { title: 'a', externalId: 'a' })).json().data;
  const b = (await post(w, { title: 'b', externalId: 'b' })).json().data;
  const clash = await patch(w, b.id, { externalId: 'a' });
  assert.equal(clash.statusCode, 409, clash.body);
  assert.equal(clash.json().code, 'conflict');
  assert.equal((await patch(w, '0b6f6a4e-1d7c-4a55-9a39-5f1f0d7a8e11', { title: 'x' })).statusCode, 404);
  assert.equal((await w.app.inject({ method: 'DELETE', url: `/v2/action-items/${a.id}`, headers: bearer(w.org.keys.readWrite) })).statusCode, 204);
  const gone = await patch(w, a.id, { title: 'x' });
  assert.equal(gone.statusCode, 404, gone.body);
  assert.deepEqual(await entries(w.org.id, b.id), [['created', []]], 'the refused patches wrote nothing');
  assert.deepEqual(await entries(w.org.id, a.id), [['created', []], ['deleted', []]]);
});

test('a DELETE of an item another write changed while it waited: run again, deleted once, the count one lower', async () => {
  const w = await itemWorld();
  const item = (await post(w, { title: 'first', externalId: 'd' })).json().data;
  const before = await itemCount(w.org.id);
  const response = await whileDescribed(w, item.id,
    () => w.app.inject({ method: 'DELETE', url: `/v2/action-items/${item.id}`, headers: bearer(w.org.keys.readWrite) }));
  assert.equal(response.statusCode, 204, response.body);
  assert.equal(await itemCount(w.org.id), before - 1);
  assert.deepEqual(await entries(w.org.id, item.id), [['created', []], ['updated', ['description']], ['deleted', []]]);
  const tombstone = (await w.app.inject({ method: 'GET', url: `/v2/action-items?externalId=d&includeDeleted=true`, headers: bearer(w.org.keys.read) })).json().data[0];
  assert.equal(typeof tombstone.deletedAt, 'string');
});

test('simultaneous DELETEs of one item and of one event: one 204 each, the others 404, one deleted entry, the count moved once', async () => {
  const w = await itemWorld();
  const headers = bearer(w.org.keys.all);
  const item = (await post(w, { title: 'twice', externalId: 'twice' })).json().data;
  const before = await itemCount(w.org.id);
  const deletes = await Promise.all(Array.from({ length: 6 }, () => w.app.inject({ method: 'DELETE', url: `/v2/action-items/${item.id}`, headers })));
  assert.deepEqual(deletes.map((r) => r.statusCode).sort(), [204, 404, 404, 404, 404, 404]);
  assert.equal(await itemCount(w.org.id), before - 1);
  assert.deepEqual((await entries(w.org.id, item.id)).filter(([action]) => action === 'deleted').length, 1);

  const eventDeletes = await Promise.all(Array.from({ length: 6 }, () => w.app.inject({ method: 'DELETE', url: `/v2/events/${w.event.externalId}`, headers })));
  assert.deepEqual(eventDeletes.map((r) => r.statusCode).sort(), [204, 404, 404, 404, 404, 404]);
  assert.deepEqual(await entries(w.org.id, w.event.id), [['created', []], ['deleted', []]]);
  const tombstone = (await w.app.inject({ method: 'GET', url: `/v2/events?externalId=${w.event.externalId}&includeDeleted=true`, headers })).json().data[0];
  assert.equal(typeof tombstone.deletedAt, 'string');
  assert.equal((await w.app.inject({ method: 'GET', url: `/v2/events/${w.event.id}`, headers })).statusCode, 404);
});
