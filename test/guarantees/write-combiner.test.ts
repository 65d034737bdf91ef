/**
 * One org's writes committed together (src/db/write-combiner.ts): single upserts of one org that
 * arrive while its statement runs go as one statement, each keeping its own outcome, record,
 * change entry, actor and trace. With real concurrency: N concurrent writes give N outcomes and N
 * entries, in commit order; a write refused, or a combined statement undone by one write's
 * stale plan, never fails the others (PostgreSQL: the org's clock held to make the statement
 * deterministic); a SIGKILL during combined statements leaves only whole writes (a real process).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { combinerOf } from '../../src/db/clock-last-write.js';
import { createApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { onPostgres, testDatabase, waitingOnLock } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { databaseEnv, issueKey, startServer } from '../helpers/processes.js';

const app = await buildTestApp({ config: { rateLimitPerMinute: 0 } });
const { db } = await testDatabase();

type Json = Record<string, any>;

const traceParentOf = (n: number): string => `00-${(n + 1).toString(16).padStart(32, '0')}-${'a'.repeat(16)}-01`;

/** POST /v2/action-items with `key`, answering status and body. */
async function upsert(key: string, payload: Json, traceParent?: string): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...bearer(key), ...(traceParent ? { traceparent: traceParent } : {}) }, payload });
  return { status: response.statusCode, body: response.json() };
}

async function entriesOf(orgId: string) {
  return (await sql<{ seq: string; record_id: string; action: string; actor: Json; record: Json; trace_parent: string | null; occurred_at: string }>`
    SELECT seq, record_id, action, actor, record, trace_parent,
           -- Fixed width, so that text order is time order (a whole second prints no fraction otherwise).
           to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS occurred_at FROM change_entries
     WHERE organization_id = ${orgId} AND resource = 'action_item' ORDER BY seq`.execute(db)).rows;
}

test('N concurrent single upserts of one org: N outcomes, each its own record; N entries in commit order, each naming its own key and trace; statements were combined', async () => {
  const org = await createTestOrg();
  const keys = await Promise.all([0, 1, 2].map((k) => createApiKey(db, org.id, { name: `writer ${k}`, scopes: ['read', 'write'] })));
  const before = { ...combinerOf(db).stats };
  const N = 40;
  const answers = await Promise.all(Array.from({ length: N }, (_, n) =>
    upsert(keys[n % 3]!.key, { title: `together ${n}`, externalId: `together-${n}` }, traceParentOf(n))));
  assert.deepEqual(answers.map((a) => a.status), Array(N).fill(201));
  assert.deepEqual(answers.map((a) => a.body.data.title), Array.from({ length: N }, (_, n) => `together ${n}`), 'each answers its own record');
  const entries = await entriesOf(org.id);
  assert.equal(entries.length, N, 'one entry per write');
  assert.deepEqual([...entries].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.seq.localeCompare(b.seq)).map((e) => e.seq), entries.map((e) => e.seq),
    'entries in commit order (seq follows the clock)');
  for (const [n, answer] of answers.entries()) {
    const entry = entries.find((e) => e.record_id === answer.body.data.id)!;
    assert.equal(entry.action, 'created');
    assert.deepEqual(entry.record, answer.body.data, `write ${n}: its entry's record is its answer`);
    assert.equal(entry.actor.id, keys[n % 3]!.id, `write ${n}: its entry names its own key`);
    assert.equal(entry.trace_parent?.slice(3, 35), traceParentOf(n).slice(3, 35), `write ${n}: its entry keeps its own trace`);
  }
  const after = combinerOf(db).stats;
  assert.equal(after.failed, before.failed, 'no combined statement failed (its writes, run alone after it, would hide it)');
  // (On the embedded database one connection runs every statement: a write's plan is read after the
  // statement before it has ended, so writes seldom wait in a lane, and nothing is asserted there.)
  if (onPostgres) assert.ok(after.combined > before.combined, `some statements combined writes (${after.combinedWrites - before.combinedWrites} writes in ${after.combined - before.combined} statements)`);
  assert.equal(after.writes - before.writes, N, 'every write went through the combiner');
});

test('writes with an Idempotency-Key are combined too, each storing its own response: every key replays its own answer; a key sent twice at once is one write', async () => {
  const org = await createTestOrg();
  const before = { ...combinerOf(db).stats };
  const keyed = (key: string, payload: Json) => app.inject({ method: 'POST', url: '/v2/action-items', headers: { ...bearer(org.keys.all), 'idempotency-key': key }, payload });
  const N = 20;
  const answers = await Promise.all(Array.from({ length: N }, (_, n) => keyed(`key-${n}`, { title: `keyed ${n}`, externalId: `keyed-${n}` })));
  assert.deepEqual(answers.map((a) => a.statusCode), Array(N).fill(201));
  const after = { ...combinerOf(db).stats };
  if (onPostgres) assert.ok(after.combined > before.combined, 'keyed writes were combined');
  assert.equal(after.failed, before.failed, 'no combined statement failed (a write run alone after one would hide it)');
  // A key sent twice at once, among other writes: never in one statement; the second replays the first.
  const [twice] = await Promise.all([
    Promise.all([keyed('key-twice', { title: 'twice', externalId: 'keyed-twice' }), keyed('key-twice', { title: 'twice', externalId: 'keyed-twice' })]),
    Promise.all(Array.from({ length: 8 }, (_, n) => keyed(`key-more-${n}`, { title: `more ${n}`, externalId: `keyed-more-${n}` }))),
  ]);
  assert.deepEqual(twice.map((a) => a.statusCode), [201, 201]);
  assert.equal(twice[0]!.body, twice[1]!.body, 'the key sent twice answers one write');
  assert.deepEqual(twice.map((a) => a.headers['idempotent-replayed'] ?? 'no').sort(), ['no', 'true']);
  const replays = await Promise.all(Array.from({ length: N }, (_, n) => keyed(`key-${n}`, { title: `keyed ${n}`, externalId: `keyed-${n}` })));
  for (const [n, replay] of replays.entries()) {
    assert.deepEqual([replay.statusCode, replay.headers['idempotent-replayed'], replay.body], [201, 'true', answers[n]!.body], `key ${n} replays its own answer`);
  }
  assert.equal((await entriesOf(org.id)).length, N + 1 + 8, 'one entry per write; replays wrote nothing');
});

test('a write refused by validation refuses alone; two creates of one externalId become a create and an update, never one statement', async () => {
  const org = await createTestOrg();
  const answers = await Promise.all([
    ...Array.from({ length: 10 }, (_, n) => upsert(org.keys.all, { title: `ok ${n}`, externalId: `ok-${n}` })),
    upsert(org.keys.all, { title: 'refused', externalId: 'refused', dueDate: 'not a date' }),
    upsert(org.keys.all, { title: 'no such assignee', externalId: 'refused-too', assignedToUserId: randomUUID() }),
    upsert(org.keys.all, { title: 'twice a', externalId: 'twice' }),
    upsert(org.keys.all, { title: 'twice b', externalId: 'twice' }),
  ]);
  assert.deepEqual(answers.slice(0, 10).map((a) => a.status), Array(10).fill(201));
  assert.deepEqual([answers[10]!.status, answers[11]!.status], [400, 404]);
  assert.deepEqual(answers.slice(12).map((a) => a.status).sort(), [200, 201]);
  const entries = await entriesOf(org.id);
  const twice = entries.filter((e) => e.record.externalId === 'twice');
  assert.deepEqual(twice.map((e) => e.action), ['created', 'updated'], 'the second write of the externalId updated what the first created');
  assert.equal(entries.filter((e) => String(e.record.externalId).startsWith('refused')).length, 0, 'the refused writes left no entry');
  assert.equal((await sql<{ n: number }>`SELECT count(*)::int AS n FROM action_items WHERE organization_id = ${org.id}`.execute(db)).rows[0]!.n, 11);
});

test('a combined statement undone by one write (its externalId taken since its plan) fails no other write: each runs alone, that one again clock-first', { skip: !onPostgres && 'holds the org\'s clock row from a second connection' }, async () => {
  const org = await createTestOrg();
  const lane = `${org.id} action_items`;
  const stats = combinerOf(db).stats;
  const failedBefore = stats.failed;
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let holder!: Parameters<typeof waitingOnLock>[1];
  let holding!: () => void;
  const held = new Promise<void>((resolve) => { holding = resolve; });
  const holderDone = db.transaction().execute(async (trx) => {
    await sql`SELECT last FROM org_clocks WHERE organization_id = ${org.id} FOR UPDATE`.execute(trx);
    holder = trx;
    holding();
    await released;
  });
  await held;
  let first: ReturnType<typeof upsert>;
  let rest: Array<ReturnType<typeof upsert>>;
  try {
    // The first write's statement waits for the clock; the others plan (the shared externalId found free) and wait in the lane.
    first = upsert(org.keys.all, { title: 'first', externalId: 'shared' });
    await waitingOnLock('org_clocks', holder);
    rest = [
      upsert(org.keys.all, { title: 'second', externalId: 'shared' }),
      ...Array.from({ length: 8 }, (_, n) => upsert(org.keys.all, { title: `other ${n}`, externalId: `other-${n}` })),
    ];
    for (let wait = 0; combinerOf(db).waitingIn(lane) < 9; wait++) {
      assert.ok(wait < 400, `9 writes wait in the lane (${combinerOf(db).waitingIn(lane)})`);
      await sleep(25);
    }
  } finally {
    release();
    await holderDone;
  }
  const [one, two, ...others] = await Promise.all([first, ...rest]);
  assert.deepEqual([one!.status, two!.status], [201, 200], 'the second write of "shared" became an update');
  assert.deepEqual(others.map((a) => a.status), Array(8).fill(201), 'no other write failed');
  assert.equal(stats.failed, failedBefore + 1, 'the statement combining the nine failed once');
  const entries = await entriesOf(org.id);
  assert.deepEqual(entries.filter((e) => e.record.externalId === 'shared').map((e) => [e.action, e.record.title]), [['created', 'first'], ['updated', 'second']]);
  assert.equal(entries.length, 10, 'one entry per write: nine creates and the update');
});

test('SIGKILL during combined statements: every write is whole or absent, acknowledged ones are kept, and the retry converges', { skip: !onPostgres && 'needs PostgreSQL: a real process killed' }, async () => {
  const ADMIN_TOKEN = 'combiner-admin-token-123456789';
  const METRICS_TOKEN = 'combiner-metrics-token-123456789';
  const { env } = databaseEnv();
  const server = await startServer({ ...env, ADMIN_TOKEN, METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' });
  const { key, orgId } = await issueKey(server.url, ADMIN_TOKEN);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const send = (url: string, n: number) => fetch(`${url}/v2/action-items`, { method: 'POST', headers, body: JSON.stringify({ title: `killed ${n}`, externalId: `killed-${n}` }) });
  const writes = Array.from({ length: 600 }, (_, n) => n);
  const outcomes = writes.map((n) => sleep(Math.floor(n / 40) * 20).then(() => send(server.url, n)).then((r) => r.status, () => 'killed'));
  await sleep(200);
  const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  server.child.kill('SIGKILL');
  const answered = await Promise.all(outcomes);
  await server.exited;
  const combined = Number(/^smr_db_combined_writes_total (\d+)/m.exec(metrics)?.[1] ?? 0);
  assert.ok(combined > 0, `writes were combined before the kill (${combined})`);
  const statements = Number(/^smr_db_write_statements_total\{writes="combined"\} (\d+)/m.exec(metrics)?.[1] ?? 0);
  assert.ok(statements > 0 && statements < combined, `fewer combined statements (${statements}) than the writes they carried (${combined})`);
  const rows = async () => (await sql<{ external_id: string; entries: number; created: number }>`
    SELECT i.external_id, count(e.seq)::int AS entries, count(e.seq) FILTER (WHERE e.action = 'created')::int AS created
      FROM action_items i LEFT JOIN change_entries e ON e.organization_id = i.organization_id AND e.record_id = i.id
     WHERE i.organization_id = ${orgId} GROUP BY i.external_id`.execute(db)).rows;
  const orphans = async () => (await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM change_entries e WHERE e.organization_id = ${orgId} AND e.resource = 'action_item'
       AND NOT EXISTS (SELECT 1 FROM action_items i WHERE i.organization_id = e.organization_id AND i.id = e.record_id)`.execute(db)).rows[0]!.n;
  const written = await rows();
  console.log(`# SIGKILL: ${writes.length} writes sent, ${answered.filter((o) => o === 201).length} answered, ${written.length} written, ${combined} combined before the kill`);
  assert.deepEqual(written.filter((row) => row.entries !== 1 || row.created !== 1), [], 'every written item has its one created entry');
  assert.equal(await orphans(), 0, 'no entry without its item');
  const kept = new Set(written.map((row) => row.external_id));
  assert.deepEqual(writes.filter((n) => answered[n] === 201 && !kept.has(`killed-${n}`)), [], 'every acknowledged write is kept');

  const restarted = await startServer({ ...env, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' });
  try {
    const retried = await Promise.all(writes.map((n) => send(restarted.url, n).then((r) => r.status)));
    assert.deepEqual(retried.filter((status) => status !== 200 && status !== 201), []);
    const after = await rows();
    assert.equal(after.length, writes.length, 'one item per write');
    assert.deepEqual(after.filter((row) => row.entries !== 1 || row.created !== 1), [], 'a retry of a kept write changed nothing and logged nothing');
    assert.equal(await orphans(), 0);
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
});
