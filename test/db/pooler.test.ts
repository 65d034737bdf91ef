/**
 * Behind a transaction pooler (PgBouncer in transaction mode, started here on a free port, its
 * server connections in another time zone): with DATABASE_PREPARED_STATEMENTS=false the service
 * answers every kind of request, concurrently, with the same bytes and UTC times as on a direct
 * connection; with named statements on, a statement prepared on one server connection is missing
 * on the next (the negative control, made deterministic by holding the first server connection).
 * PostgreSQL only. The whole suite also runs behind PgBouncer (scripts/test-behind-pgbouncer.mjs):
 * in that pass this file's pooler still fronts the server itself (TEST_SERVER_URL), never the
 * pass's pooler: through two poolers the second run can reach the first run's server connection.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { prepareServiceDatabase } from '../../src/modules/changes/logged-tables.js';
import { bearer, testConfig } from '../helpers/app.js';
import { onPostgres, TEST_SERVER_URL } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { pgbouncerPath, startPgBouncer, type PgBouncer } from '../helpers/pgbouncer.js';

const skip = (!onPostgres && 'PostgreSQL only') || (pgbouncerPath() === null && 'pgbouncer is not installed (Debian: apt-get install pgbouncer; CI installs it)');
let pooler: PgBouncer;

before(async () => {
  if (skip) return;
  // Server connections in New York: only the service's own SET keeps its times in UTC.
  pooler = await startPgBouncer({ serverUrl: TEST_SERVER_URL!, poolSize: 2, serverTimeZone: 'America/New_York' });
});
after(() => pooler?.stop());

async function openThroughPooler(preparedStatements: boolean, poolSize: number): Promise<Database> {
  const database = await openDatabase({ databaseUrl: pooler.url, dataDir: null, poolSize, preparedStatements });
  await prepareServiceDatabase(database);
  return database;
}

test('through PgBouncer in transaction mode without named statements: concurrent writes, keyed writes, conditional and list reads all answer as on a direct connection', { skip }, async () => {
  const database = await openThroughPooler(false, 8);
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const direct = await openDatabase({ databaseUrl: TEST_SERVER_URL, dataDir: null, poolSize: 1 });
  try {
    const org = await createTestOrg();
    const headers = bearer(org.keys.all);
    const writes = await Promise.all(Array.from({ length: 24 }, (_, i) => app.inject({
      method: 'POST', url: '/v2/action-items', headers: { ...headers, ...(i % 2 ? { 'idempotency-key': `pooled-${i}` } : {}) },
      payload: { title: `pooled ${i}`, externalId: `pooled-${i % 12}` },
    })));
    assert.deepEqual(writes.map((w) => w.statusCode).sort(), [...Array(12).fill(200), ...Array(12).fill(201)], writes.map((w) => w.body).join('\n'));

    const item = writes.find((w) => w.statusCode === 201)!.json().data;
    const reads = await Promise.all(Array.from({ length: 24 }, () => app.inject({ method: 'GET', url: `/v2/action-items/${item.id}`, headers })));
    const current = reads[0]!.body;
    assert.ok(reads.every((r) => r.statusCode === 200 && r.body === current));
    const etag = reads[0]!.headers.etag as string;
    const conditional = await app.inject({ method: 'GET', url: `/v2/action-items/${item.id}`, headers: { ...headers, 'if-none-match': etag } });
    assert.equal(conditional.statusCode, 304);
    const page = await app.inject({ method: 'GET', url: '/v2/action-items?updatedAfter=2000-01-01T00:00:00Z&limit=100', headers });
    assert.equal(page.json().data.length, 12);
    const feed = await app.inject({ method: 'GET', url: '/v2/changes?types=action_item.created,action_item.updated&limit=100', headers });
    assert.equal(feed.statusCode, 200, feed.body);
    assert.equal(feed.json().data.length, 24, 'one entry per create and per update (each changes the title)');

    const stored = await sql<{ created_at: string }>`SELECT created_at::text FROM action_items WHERE organization_id = ${org.id} AND id = ${item.id}`.execute(direct.db);
    assert.equal(new Date(stored.rows[0]!.created_at).toISOString(), item.createdAt, 'the same instant as stored');
  } finally {
    await app.close();
    await database.close();
    await direct.close();
  }
});

/**
 * Runs a declared statement, then holds the server connection it ran on (PgBouncer lends the one
 * released last) and runs it again, necessarily on another server connection; returns both runs.
 */
async function runOnTwoServerConnections(preparedStatements: boolean): Promise<[unknown, Promise<unknown>]> {
  const database = await openThroughPooler(preparedStatements, 1);
  const hold = new pg.Client({ connectionString: pooler.url });
  await hold.connect();
  const text = 'SELECT $1::int AS n';
  database.statements.declare(text);
  try {
    const first = await database.statements.run(database.db, text, [1]);
    await hold.query('BEGIN');
    await hold.query('SELECT 1');
    const second = database.statements.run(database.db, text, [2]);
    await second.catch(() => undefined);
    return [first, second];
  } finally {
    await hold.query('ROLLBACK').catch(() => undefined);
    await hold.end();
    await database.close();
  }
}

test('negative control: with named statements on, a statement prepared on one server connection is missing on the next', { skip }, async () => {
  const [first, second] = await runOnTwoServerConnections(true);
  assert.deepEqual(first, [{ n: 1 }], 'prepared and run on one server connection');
  await assert.rejects(second, /prepared statement "smr_[0-9a-f]{16}" does not exist/);
  // The same sequence without named statements runs.
  const [unnamedFirst, unnamedSecond] = await runOnTwoServerConnections(false);
  assert.deepEqual(unnamedFirst, [{ n: 1 }]);
  assert.deepEqual(await unnamedSecond, [{ n: 2 }]);
});

test('the session time zone follows the client to another server connection: UTC, where a client that never set it reads New York', { skip }, async () => {
  const raw = new pg.Client({ connectionString: pooler.url });
  await raw.connect();
  const database = await openThroughPooler(false, 1);
  const timeZone = async () => (await sql<{ TimeZone: string }>`SHOW TimeZone`.execute(database.db)).rows[0]!.TimeZone;
  const hold = new pg.Client({ connectionString: pooler.url });
  await hold.connect();
  try {
    assert.equal(await timeZone(), 'UTC');
    // PgBouncer lends the server connection released last: hold it, so the next statements run on the other one.
    await hold.query('BEGIN');
    const held = (await hold.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    // Negative control, on that other connection: a client that never set the zone reads New York (and leaves it so).
    assert.equal((await raw.query('SHOW TimeZone')).rows[0].TimeZone, 'America/New_York');
    const next = await sql<{ pid: number; tz: string; now: string }>`SELECT pg_backend_pid() AS pid, current_setting('TimeZone') AS tz, now()::text AS now`.execute(database.db);
    assert.notEqual(next.rows[0]!.pid, held, 'another server connection');
    assert.equal(next.rows[0]!.tz, 'UTC');
    assert.match(next.rows[0]!.now, /\+00$/, 'times are written in UTC');
  } finally {
    await hold.query('ROLLBACK').catch(() => undefined);
    await hold.end();
    await raw.end();
    await database.close();
  }
});
