/**
 * Event bulks on the fast write path (src/db/clock-last-write.ts): planned without the org's
 * clock, written by one statement that takes it and writes each stored event only if it is
 * still as read; undone whole and run again clock-first otherwise. Nothing another write
 * committed meanwhile is lost, and each write's entries name only what it changed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, bearer } from '../helpers/app.js';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { whileAnotherWriteHoldsTheClock } from '../helpers/held-clock.js';

type Change = { path: string; from: unknown; to: unknown };

async function entriesOf(orgId: string, externalId: string) {
  const { db } = await testDatabase();
  return (await sql<{ action: string; changes: Change[]; record: Record<string, unknown> }>`
    SELECT action, changes, record FROM change_entries WHERE organization_id = ${orgId} AND external_id = ${externalId} AND resource = 'event' ORDER BY seq`.execute(db)).rows;
}

test('an event changed while the bulk waited for the clock: the bulk runs again on it, and neither write is lost', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const bulk = (events: object[]) => app.inject({ method: 'POST', url: '/v2/events/bulk', headers: bearer(org.keys.all), payload: { events } });
  const created = await bulk([{ externalId: 'e1', title: 'first' }]);
  assert.equal(created.statusCode, 200, created.body);
  const id = created.json().data.results[0].id as string;
  // Another write sets the severity and holds the org's clock until the bulk below has read the event and sent its statement.
  const response = await whileAnotherWriteHoldsTheClock(org.id,
    (tx) => tx.updateTable('events').set({ severity: 'high' }).where('organization_id', '=', org.id).where('id', '=', id).execute(),
    () => bulk([{ externalId: 'e1', title: 'second', description: 'd' }]));
  assert.equal(response.statusCode, 200, response.body);
  const event = (await app.inject({ method: 'GET', url: `/v2/events/${id}`, headers: bearer(org.keys.read) })).json().data;
  assert.deepEqual([event.title, event.description, event.severity], ['second', 'd', 'high'], 'the bulk kept the severity the other write set');
  const entries = await entriesOf(org.id, 'e1');
  assert.deepEqual(entries.map((e) => [e.action, e.changes.map((c) => c.path)]), [['created', []], ['updated', ['severity']], ['updated', ['title', 'description']]]);
  assert.deepEqual(entries.at(-1)!.record, event, 'the last entry holds the record as its GET shows it');
});

test('simultaneous bulks over the same events: every element answered, every write one entry, the last entry the stored record', async () => {
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = bearer(org.keys.all);
  const location = (await app.inject({ method: 'POST', url: '/v2/locations', headers, payload: { name: 'Yard', externalId: 'yard' } })).json().data;
  const WRITERS = 8;
  const SHARED = ['s1', 's2', 's3'];
  const responses = await Promise.all(Array.from({ length: WRITERS }, (_, w) => app.inject({
    method: 'POST', url: '/v2/events/bulk', headers,
    payload: { events: [...SHARED.map((externalId) => ({ externalId, title: `by ${w}`, ...(w % 2 ? { locationExternalId: 'yard' } : {}) })), { externalId: `own-${w}`, title: 'own' }] },
  })));
  assert.deepEqual(responses.map((r) => r.statusCode), Array(WRITERS).fill(200));
  for (const response of responses) assert.ok(response.json().data.results.every((r: { status: string }) => r.status !== 'failed'), response.body);
  for (const externalId of SHARED) {
    const entries = await entriesOf(org.id, externalId);
    assert.equal(entries.filter((e) => e.action === 'created').length, 1, `${externalId}: created once`);
    const titles = entries.map((e) => e.record.title);
    // Each write that changed the event has its entry (a write equal to the version before it is an echo: none).
    assert.ok(entries.length >= 2 && entries.length <= WRITERS, `${externalId}: ${entries.length} entries`);
    for (const [i, entry] of entries.entries()) {
      if (i > 0) assert.notDeepEqual(entry.changes, [], `${externalId}: entry ${i} names what it changed`);
      if (i > 0 && titles[i] === titles[i - 1]) assert.ok(entry.changes.every((c) => c.path !== 'title'), 'a title not changed is not listed');
    }
    const stored = (await app.inject({ method: 'GET', url: `/v2/events?externalId=${externalId}`, headers: bearer(org.keys.read) })).json().data;
    assert.equal(stored.length, 1, `${externalId}: one event`);
    assert.deepEqual(entries.at(-1)!.record, stored[0], `${externalId}: the last entry is the stored record`);
    assert.ok([null, location.id].includes(stored[0].assetId));
  }
  for (let w = 0; w < WRITERS; w++) assert.equal((await entriesOf(org.id, `own-${w}`)).length, 1, `own-${w}: created once`);
});
