/**
 * Named statements (src/db/driver/named-statements.ts): only declared texts are named, whatever the traffic;
 * values of every kind reach the statement intact on both databases; on PostgreSQL a declared
 * text is prepared once per connection and ordinary queries are not prepared at all.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { NamedStatements } from '../../src/db/driver/named-statements.js';
import { buildTestApp, bearer } from '../helpers/app.js';
import { onPostgres, PREPARED_STATEMENTS, TEST_DATABASE_URL, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

test('declared texts are named, others are not; declaring twice changes nothing', () => {
  const statements = new NamedStatements();
  statements.declare('SELECT $1::int AS n', 'SELECT $1::text AS t');
  statements.declare('SELECT $1::int AS n');
  assert.equal(statements.size, 2);
  assert.match(statements.nameOf('SELECT $1::int AS n') ?? '', /^smr_[0-9a-f]{16}$/);
  assert.notEqual(statements.nameOf('SELECT $1::int AS n'), statements.nameOf('SELECT $1::text AS t'));
  assert.equal(statements.nameOf('SELECT $1::int AS m'), undefined, 'a text nobody declared is never named');
});

test('declared statements return their rows and take every kind of value on either database', async () => {
  const { db, statements } = await testDatabase();
  const texts = ['SELECT $1::int + $2::int AS sum', 'SELECT $1::int AS n, $2::text[] AS list', 'SELECT $1::text IS NULL AS missing',
    'SELECT $1::boolean AS flag, $2::jsonb AS doc'];
  statements.declare(...texts);
  assert.deepEqual(await statements.run(db, texts[0]!, [2, 3]), [{ sum: 5 }]);
  await assert.rejects(statements.run(db, texts[1]!, ['not a number', []]), (error: { code?: string }) => error.code === '22P02');
  assert.deepEqual(await statements.run(db, texts[1]!, [3, ['a', 'b,c', 'd"e']]), [{ n: 3, list: ['a', 'b,c', 'd"e'] }]);
  assert.deepEqual(await statements.run(db, texts[2]!, [null]), [{ missing: true }]);
  assert.deepEqual(await statements.run(db, texts[3]!, [false, { a: [1, 'two'] }]), [{ flag: false, doc: { a: [1, 'two'] } }]);
  assert.deepEqual(await statements.run(db, 'SELECT $1::int * 2 AS undeclared', [21]), [{ undeclared: 42 }], 'an undeclared text runs as an ordinary query');
  assert.deepEqual((await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db)).rows, [{ ok: 1 }]);
});

/** Reading pg_prepared_statements needs the session a statement was prepared in: PostgreSQL, directly. */
const ONE_SESSION = { skip: (!onPostgres && 'PostgreSQL only: PGlite prepares through its wire protocol') || (!PREPARED_STATEMENTS && 'behind a transaction pooler: no session to read') };

test('on PostgreSQL a declared text is prepared once on the connection and reused; nothing else is prepared', ONE_SESSION, async () => {
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: null, poolSize: 1 });
  try {
    const text = 'SELECT $1::text AS echo';
    database.statements.declare(text);
    for (const value of ['a', 'b', 'c']) assert.deepEqual(await database.statements.run(database.db, text, [value]), [{ echo: value }]);
    const prepared = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(database.db);
    assert.deepEqual(prepared.rows, [{ name: database.statements.nameOf(text), statement: text }], 'one statement on the one connection');
    await database.statements.run(database.db, 'SELECT $1::text AS other', ['x']);
    await sql`SELECT ${'unnamed'}::text`.execute(database.db);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(database.db);
    assert.equal(after.rows[0]!.n, 1, 'undeclared texts and ordinary queries are not prepared');
  } finally {
    await database.close();
  }
});

test('with DATABASE_PREPARED_STATEMENTS=false nothing is prepared: declared texts run as ordinary queries', ONE_SESSION, async () => {
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: null, poolSize: 1, preparedStatements: false });
  try {
    const text = 'SELECT $1::text AS echo';
    database.statements.declare(text);
    for (const value of ['a', 'b']) assert.deepEqual(await database.statements.run(database.db, text, [value]), [{ echo: value }]);
    const prepared = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(database.db);
    assert.equal(prepared.rows[0]!.n, 0);
  } finally {
    await database.close();
  }
});

test('the hot requests run declared statements: GET by id, list pages of the default order and of the polling procedure, cursors, metric exports', async () => {
  const database = await testDatabase();
  const app = await buildTestApp();
  const org = await createTestOrg();
  const headers = bearer(org.keys.all);
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
    return response.json();
  };
  const items = (await send('POST', '/v2/action-items/bulk', { actionItems: Array.from({ length: 3 }, (_, i) => ({ title: `t${i}`, externalId: `t${i}` })) })).data.results;
  await send('POST', '/v2/metric-definitions', { slug: 'score', name: 'Score' });
  await send('POST', '/v2/events/bulk', { events: [{ externalId: 'e1', title: 'e' }, { externalId: 'e2', title: 'e' }] });
  for (const event of ['e1', 'e2']) await send('PUT', `/v2/events/${event}/metrics/score`, { value: 1 });
  const since = 'updatedAfter=2000-01-01T00:00:00Z';
  const hot = [
    `/v2/action-items/${items[0].id}`,
    '/v2/action-items?limit=1', '/v2/action-items?limit=1&page=2',
    `/v2/action-items?${since}&limit=1`, `/v2/action-items?${since}&limit=1&page=2`,
    `/v2/metrics?limit=1`, `/v2/metrics?${since}&limit=1`, `/v2/metrics?${since}&limit=1&page=2`,
  ];
  const before = database.statements.runs();
  const cursors: string[] = [];
  for (const url of hot) {
    const body = await send('GET', url);
    if (body.meta?.nextCursor && url.includes('updatedAfter') && !url.includes('page=2')) cursors.push(`${url.split('?')[0]}?cursor=${body.meta.nextCursor}&limit=1`);
  }
  for (const url of cursors) await send('GET', url);
  const after = database.statements.runs();
  assert.equal(after.unnamed - before.unnamed, 0, 'no hot request ran an undeclared statement');
  assert.ok(after.named - before.named >= hot.length + cursors.length, 'each request ran its page or record as a named statement (counts add clock reads)');
  assert.equal(cursors.length, 2);
});
