/**
 * The single-statement keyed write (src/db/keyed-write.ts): a new
 * Idempotency-Key on POST /v2/action-items is claimed and its response stored by the write's own
 * statement, without a request transaction; when that statement is undone the request runs
 * again the usual way; and a key used at once on two routes never deadlocks into a 5xx.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { operatorWriter, withOrgWrite } from '../../src/db/org-write.js';
import { claimKey } from '../../src/db/idempotency-keys.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { nextStatement, onPostgres, orgRowCount, statementsDuring, testDatabase, waitingOnLock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

const app = await buildTestApp();

const keyed = (apiKey: string, key: string) => ({ ...bearer(apiKey), 'idempotency-key': key });

async function storedResponse(orgId: string, key: string) {
  const { db } = await testDatabase();
  return db.selectFrom('idempotency_keys').select(['status', 'headers', 'body']).where('organization_id', '=', orgId).where('key', '=', key).executeTakeFirst();
}

/** The claim of a request transaction (src/db/idempotency-keys.ts, claimKeySql). */
const isClaim = (text: string) => text.includes('INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, body)');
const isBegin = (text: string) => /^\s*begin\b/i.test(text);

/** What pg_stat_activity shows of the keyed write statement (it keeps the first 1 KB of a text): the key's lock before the clock. */
const KEYED_STATEMENT = 'AS taken_first';

test('a new key: the write statement stores exactly the response it answers, with no request transaction, on create, update and echo', async () => {
  const org = await createTestOrg();
  const cases = [
    { key: 'create', payload: { title: 'Kept', externalId: 'kw-1' }, status: 201 },
    { key: 'update', payload: { title: 'Changed', externalId: 'kw-1' }, status: 200 },
    { key: 'echo', payload: { title: 'Changed', externalId: 'kw-1' }, status: 200 },
  ];
  for (const { key, payload, status } of cases) {
    let response!: Awaited<ReturnType<typeof app.inject>>;
    const texts = await statementsDuring(async () => {
      response = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, key), payload });
    });
    assert.equal(response.statusCode, status, `${key}: ${response.body}`);
    assert.deepEqual(texts.filter((text) => isBegin(text) || isClaim(text)), [], `${key}: no transaction, no separate claim`);
    assert.equal(texts.filter((text) => text.includes('stored_key AS')).length, 1, `${key}: one keyed write statement`);
    assert.deepEqual(await storedResponse(org.id, key), {
      status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: response.body,
    }, `${key}: the stored response is the answer, byte for byte`);
    const replay = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, key), payload });
    assert.equal(replay.statusCode, status);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.equal(replay.body, response.body);
  }
  const read = await app.inject({ method: 'GET', url: `/v2/action-items?externalId=kw-1`, headers: bearer(org.keys.all) });
  assert.equal(JSON.stringify(read.json().data[0]), JSON.stringify(JSON.parse((await storedResponse(org.id, 'echo'))!.body!).data), 'the echo answers the record as stored');
  assert.equal(await orgRowCount('action_items', org.id), 1);
});

test('a key already used: the write statement that would store it is undone, and the request claims the key and replays; nothing written', async () => {
  const org = await createTestOrg();
  const payload = { title: 'Once' };
  const first = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'used'), payload });
  const { db } = await testDatabase();
  const state = async () => (await sql<{ items: string; entries: string; clock: string }>`SELECT
    (SELECT count(*) FROM action_items WHERE organization_id = ${org.id}) AS items,
    (SELECT count(*) FROM change_entries WHERE organization_id = ${org.id}) AS entries,
    (SELECT last::text FROM org_clocks WHERE organization_id = ${org.id}) AS clock`.execute(db)).rows[0];
  const before = await state();
  let again!: Awaited<ReturnType<typeof app.inject>>;
  const texts = await statementsDuring(async () => {
    again = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'used'), payload });
  });
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.body, first.body);
  assert.equal(texts.filter((text) => text.includes('stored_key AS')).length, 1, 'the keyed statement was tried');
  assert.equal(texts.filter(isClaim).length, 1, 'then the key claimed');
  assert.deepEqual(await state(), before, 'no item, entry or clock moved');
});

test('a request refused before its write, under a key already used: the key answers (409 for another body, the replay for the same), and nothing is stored over it', async () => {
  const org = await createTestOrg();
  const first = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'first'), payload: { title: 'First' } });
  assert.equal(first.statusCode, 201);
  // Refused by the body's schema, and by the route before its write (metadata nested deeper than 32 levels).
  const deep = Array.from({ length: 35 }).reduce<object>((inner) => ({ a: inner }), {});
  for (const payload of [{ title: 7 }, { title: 'First', metadata: deep }]) {
    let refused!: Awaited<ReturnType<typeof app.inject>>;
    const texts = await statementsDuring(async () => {
      refused = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'first'), payload });
    });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(texts.filter((text) => isClaim(text) || text.includes('stored_key AS')), [], 'answered when its refusal was stored, not by a claim');
    assert.equal(refused.json().code, 'idempotency_conflict');
    assert.equal(refused.headers['content-type'], 'application/json; charset=utf-8');
  }
  assert.deepEqual(await storedResponse(org.id, 'first'), { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: first.body });
  // A refused request's own key keeps its refusal, replayed.
  const invalid = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'invalid'), payload: { title: 7 } });
  assert.equal(invalid.statusCode, 400);
  const repeated = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'invalid'), payload: { title: 7 } });
  assert.equal(repeated.statusCode, 400);
  assert.equal(repeated.headers['idempotent-replayed'], 'true');
  assert.equal(repeated.body, invalid.body);
  assert.equal(await orgRowCount('action_items', org.id), 1);
});

test('a keyed write undone by a change committed while it waited for the clock runs again in a transaction, once', { skip: !onPostgres && 'PGlite runs one transaction at a time' }, async () => {
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const created = await app.inject({ method: 'POST', url: '/v2/action-items', headers: bearer(org.keys.all), payload: { title: 'Start', externalId: 'kw-2' } });
  assert.equal(created.statusCode, 201);
  let changed!: () => void;
  const holding = new Promise<void>((resolve) => (changed = resolve));
  // Another write changes the item and holds the org's clock until the keyed write has read it and sent its statement.
  const other = withOrgWrite(db, operatorWriter(org.id), async (tx) => {
    await tx.updateTable('action_items').set({ description: 'changed meanwhile' }).where('organization_id', '=', org.id).where('external_id', '=', 'kw-2').execute();
    changed();
    await waitingOnLock(KEYED_STATEMENT, tx);
  });
  await holding;
  let response!: Awaited<ReturnType<typeof app.inject>>;
  const texts = await statementsDuring(async () => {
    response = await app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, 'undone'), payload: { title: 'Mine', externalId: 'kw-2' } });
  });
  await other;
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().data.title, 'Mine');
  assert.equal(response.json().data.description, 'changed meanwhile', 'the rerun read the change it had missed');
  assert.equal(texts.filter((text) => text.includes('stored_key AS')).length, 1, 'the keyed statement was tried');
  assert.equal(texts.filter(isClaim).length, 1, 'then the key was claimed in a transaction');
  assert.deepEqual(await storedResponse(org.id, 'undone'), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: response.body });
  const entries = await sql`SELECT seq FROM change_entries WHERE organization_id = ${org.id} AND external_id = 'kw-2'`.execute(db);
  assert.equal(entries.rows.length, 3, 'created, changed meanwhile, then the keyed write: once');
});

test('one new key sent at once to two routes runs one of them; the other is refused with 409, never a 5xx', { skip: !onPostgres && 'PGlite runs one statement at a time' }, async () => {
  const org = await createTestOrg();
  for (let round = 0; round < 16; round++) {
    const key = `two-routes-${round}`;
    // The location claims the key in its transaction first; the item's write is sent while that
    // transaction has yet to take the org's clock (its write comes after the claim).
    const claimed = nextStatement(isClaim);
    const sentLocation = app.inject({ method: 'POST', url: '/v2/locations', headers: keyed(org.keys.all, key), payload: { name: `Location ${round}` } });
    if (round % 2 === 0) await claimed;
    const [item, location] = await Promise.all([
      app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, key), payload: { title: `Item ${round}` } }),
      sentLocation,
    ]);
    const statuses = [item.statusCode, location.statusCode].sort();
    assert.deepEqual(statuses, [201, 409], `round ${round}: ${item.statusCode} ${item.body} / ${location.statusCode} ${location.body}`);
    const refused = item.statusCode === 409 ? item : location;
    assert.equal(refused.json().code, 'idempotency_conflict');
  }
  const { db } = await testDatabase();
  const written = await sql<{ n: string }>`SELECT (SELECT count(*) FROM action_items WHERE organization_id = ${org.id})
    + (SELECT count(*) FROM assets WHERE organization_id = ${org.id} AND name LIKE 'Location %') AS n`.execute(db);
  assert.equal(Number(written.rows[0]!.n), 16, 'one write per key');
});

test('a key claimed by another request that has yet to take the clock: the keyed write waits on the key, not holding the clock (no deadlock)', { skip: !onPostgres && 'PGlite runs one transaction at a time' }, async () => {
  const org = await createTestOrg();
  const database = await testDatabase();
  const { db } = database;
  const key = 'claimed-elsewhere';
  const request = { method: 'POST', path: '/v2/locations', bodyHash: 'elsewhere' };
  // Another route's request: its transaction claims the key, then (after the keyed write is sent) takes the org's clock and stores its response.
  let item!: Promise<Awaited<ReturnType<typeof app.inject>>>;
  await db.transaction().execute(async (trx) => {
    assert.equal(await claimKey({ db: trx, statements: database.statements }, { orgId: org.id, key }, request, 24), true);
    item = app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, key), payload: { title: 'Second' } });
    // The keyed statement waits on the key's lock this transaction holds (without that lock in the
    // claim, it would take the clock first and wait on the key's row instead).
    await waitingOnLock(KEYED_STATEMENT, trx);
    // NOWAIT: the keyed statement, waiting on the key, must not hold the org's clock.
    await sql`SELECT last FROM org_clocks WHERE organization_id = ${org.id} FOR UPDATE NOWAIT`.execute(trx);
    await sql`UPDATE idempotency_keys SET status = 201, body = '{}' WHERE organization_id = ${org.id} AND key = ${key}`.execute(trx);
  });
  const answered = await item;
  assert.equal(answered.statusCode, 409, answered.body);
  assert.equal(answered.json().code, 'idempotency_conflict');
  assert.equal(await orgRowCount('action_items', org.id), 0);
});

test('a keyed write that loses a deadlock (against a claim that took no key lock, as an older instance\'s) runs the usual way: never a 5xx', { skip: !onPostgres && 'PGlite runs one transaction at a time' }, async () => {
  const org = await createTestOrg();
  const { db } = await testDatabase();
  const key = 'older-claim';
  let item!: Promise<Awaited<ReturnType<typeof app.inject>>>;
  const holder = db.transaction().execute(async (trx) => {
    // The claim of an instance without the key's lock: the key's row, then (once the keyed write
    // holds the clock and waits on that row) the clock: one of the two loses a deadlock.
    await sql`INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status, body)
      VALUES (${org.id}, ${key}, 'POST', '/v2/locations', 'older', NULL, NULL)`.execute(trx);
    item = app.inject({ method: 'POST', url: '/v2/action-items', headers: keyed(org.keys.all, key), payload: { title: 'Raced' } });
    await waitingOnLock(KEYED_STATEMENT, trx);
    await sql`SELECT last FROM org_clocks WHERE organization_id = ${org.id} FOR UPDATE`.execute(trx);
    await sql`UPDATE idempotency_keys SET status = 201, body = '{}' WHERE organization_id = ${org.id} AND key = ${key}`.execute(trx);
  }).then(() => 'committed', (error: unknown) => `lost: ${String(error)}`);
  const outcome = await holder;
  const answered = await item;
  // The keyed statement usually loses (it waited first): it then claims the key the usual way and is refused.
  if (outcome === 'committed') {
    assert.equal(answered.statusCode, 409, answered.body);
    assert.equal(answered.json().code, 'idempotency_conflict');
    assert.equal(await orgRowCount('action_items', org.id), 0);
  } else {
    assert.equal(answered.statusCode, 201, `${outcome}: ${answered.body}`);
  }
});
