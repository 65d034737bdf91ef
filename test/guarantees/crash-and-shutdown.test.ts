/**
 * Crash and shutdown, against PostgreSQL with real server processes: SIGKILL in the middle of
 * bulk writes leaves every bulk fully written or absent, each written record with its change entry
 * and no entry without its record, and the client's retry converges to one copy (echo-free: the
 * retry of a bulk that did commit logs nothing); SIGTERM under load fails no in-flight request.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { onPostgres, testDatabase } from '../helpers/database.js';
import { databaseEnv, issueKey, startServer } from '../helpers/processes.js';

const skip = !onPostgres && 'needs PostgreSQL: the embedded database is one process\'s files, not crash-tested';
const ADMIN_TOKEN = 'guarantee-admin-token-123456789';

const bulkOf = (batch: number) => ({ assets: Array.from({ length: 200 }, (_, i) => ({ name: `Asset ${batch}/${i}`, externalId: `crash-${batch}-${i}` })) });

test('SIGKILL during bulk writes: each bulk is all or nothing, and the retry converges to one copy', { skip }, async () => {
  const { env } = databaseEnv();
  const server = await startServer({ ...env, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '0' });
  const { key, orgId } = await issueKey(server.url, ADMIN_TOKEN);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const send = (url: string, batch: number) => fetch(`${url}/v2/assets/bulk`, { method: 'POST', headers, body: JSON.stringify(bulkOf(batch)) });
  const batches = Array.from({ length: 40 }, (_, i) => i);
  const inFlight = batches.map((batch) => sleep(batch * 15).then(() => send(server.url, batch)).then((r) => r.status, () => 'killed'));
  await sleep(250);
  server.child.kill('SIGKILL');
  const outcomes = await Promise.all(inFlight);
  await server.exited;
  const { db } = await testDatabase();
  const counts = await sql<{ batch: string; n: number }>`
    SELECT split_part(external_id, '-', 2) AS batch, count(*)::int AS n FROM assets
     WHERE organization_id = ${orgId} GROUP BY 1`.execute(db);
  const partial = counts.rows.filter((r) => r.n !== 200);
  const written = counts.rows.length;
  console.log(`# SIGKILL: ${batches.length} bulks of 200 sent, ${outcomes.filter((o) => o === 200).length} answered, ${written} written whole, ${partial.length} partial`);
  assert.deepEqual(partial, [], 'no bulk is half-written');
  const logged = async () => (await sql<{ id: string; entries: number; created: number }>`
    SELECT a.id, count(e.seq)::int AS entries, count(e.seq) FILTER (WHERE e.action = 'created')::int AS created
      FROM assets a LEFT JOIN change_entries e ON e.organization_id = a.organization_id AND e.record_id = a.id
     WHERE a.organization_id = ${orgId} GROUP BY a.id`.execute(db)).rows;
  const orphans = async () => (await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM change_entries e
     WHERE e.organization_id = ${orgId} AND e.resource IN ('asset', 'location')
       AND NOT EXISTS (SELECT 1 FROM assets a WHERE a.organization_id = e.organization_id AND a.id = e.record_id)`.execute(db)).rows[0]!.n;
  assert.deepEqual((await logged()).filter((row) => row.entries !== 1 || row.created !== 1), [], 'every committed asset has its one created entry');
  assert.equal(await orphans(), 0, 'no entry without its write');

  const restarted = await startServer({ ...env, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '0' });
  try {
    for (const batch of batches) assert.equal((await send(restarted.url, batch)).status, 200);
    const total = await sql<{ n: number; distinct: number }>`
      SELECT count(*)::int AS n, count(DISTINCT external_id)::int AS distinct FROM assets WHERE organization_id = ${orgId}`.execute(db);
    assert.deepEqual(total.rows[0], { n: 40 * 200, distinct: 40 * 200 }, 'the retry converged to one copy of each');
    const after = await logged();
    assert.equal(after.length, 40 * 200);
    assert.deepEqual(after.filter((row) => row.entries !== 1 || row.created !== 1), [], 'retried bulks changed nothing and logged nothing more');
    assert.equal(await orphans(), 0);
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
});

test('SIGTERM under load: every in-flight request completes, then the process exits 0', { skip }, async () => {
  const { env } = databaseEnv();
  const server = await startServer({ ...env, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: '0' });
  const { key } = await issueKey(server.url, ADMIN_TOKEN);
  // 30 requests whose headers and half of whose bodies the server has received when SIGTERM arrives.
  const started: Array<Promise<void>> = [];
  const answers = Array.from({ length: 30 }, (_, batch) => {
    const body = JSON.stringify(bulkOf(1000 + batch));
    let sendRest: () => void = () => {};
    let begun: () => void = () => {};
    started.push(new Promise<void>((resolve) => { begun = resolve; }));
    const answer = new Promise<number | string>((resolve) => {
      const request = http.request(`${server.url}/v2/assets/bulk`, {
        method: 'POST', agent: false,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', (error) => resolve(error.message));
      request.write(body.slice(0, 1000), () => begun());
      sendRest = () => request.end(body.slice(1000));
    });
    return { answer, finish: () => sendRest() };
  });
  await Promise.all(started);
  await sleep(150);
  server.child.kill('SIGTERM');
  await sleep(300);
  for (const request of answers) request.finish();
  const statuses = await Promise.all(answers.map((a) => a.answer));
  const failed = statuses.filter((s) => s !== 200);
  console.log(`# SIGTERM: ${statuses.length} requests in flight at the signal, ${failed.length} failed`);
  assert.deepEqual(failed, []);
  assert.equal(await server.exited, 0);
});
