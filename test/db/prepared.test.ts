import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { MAX_NAMED, namedStatementCount, runNamed, statementName } from '../../src/db/prepared.js';
import { onPostgres, TEST_DATABASE_URL, testDatabase } from '../helpers/database.js';

test('runNamed returns the rows of its statement on either database', async () => {
  const { db } = await testDatabase();
  const rows = await runNamed<{ sum: number }>(db, 'SELECT $1::int + $2::int AS sum', [2, 3]);
  assert.deepEqual(rows, [{ sum: 5 }]);
  assert.match(statementName('SELECT $1::int + $2::int AS sum') ?? '', /^smr_[0-9a-f]{16}$/);
});

test('a named statement that fails leaves the database usable, and the statement runs again', async () => {
  const { db } = await testDatabase();
  const text = 'SELECT $1::int AS n, $2::text[] AS list';
  await assert.rejects(runNamed(db, text, ['not a number', []]), (error: { code?: string }) => error.code === '22P02');
  assert.deepEqual(await runNamed(db, text, [3, ['a', 'b,c', 'd"e']]), [{ n: 3, list: ['a', 'b,c', 'd"e'] }]);
  assert.deepEqual(await runNamed(db, 'SELECT $1::text IS NULL AS missing', [null]), [{ missing: true }]);
  assert.deepEqual(await runNamed(db, 'SELECT $1::boolean AS flag, $2::jsonb AS doc', [false, { a: [1, 'two'] }]), [{ flag: false, doc: { a: [1, 'two'] } }]);
  assert.deepEqual((await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db)).rows, [{ ok: 1 }]);
});

test('on PostgreSQL a named text is prepared once on the connection and reused', { skip: !onPostgres && 'PostgreSQL only: PGlite has no named statements' }, async () => {
  const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: null, poolSize: 1 });
  try {
    const text = 'SELECT $1::text AS echo';
    for (const value of ['a', 'b', 'c']) assert.deepEqual(await runNamed(database.db, text, [value]), [{ echo: value }]);
    const prepared = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(database.db);
    assert.deepEqual(prepared.rows, [{ name: statementName(text), statement: text }], 'one statement on the one connection');
    await sql`SELECT ${'unnamed'}::text`.execute(database.db);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(database.db);
    assert.equal(after.rows[0]!.n, 1, 'ordinary queries are not prepared');
  } finally {
    await database.close();
  }
});

// Last: it fills the process' bound.
test('at most MAX_NAMED texts are named; the rest run unnamed and still answer', async () => {
  const { db } = await testDatabase();
  const before = namedStatementCount();
  const texts = Array.from({ length: MAX_NAMED + 5 }, (_, k) => `SELECT $1::int + ${k} AS n`);
  for (const [k, text] of texts.entries()) assert.deepEqual(await runNamed(db, text, [1]), [{ n: 1 + k }]);
  const named = texts.filter((text) => statementName(text) !== undefined).length;
  assert.equal(named, MAX_NAMED - before);
  assert.equal(namedStatementCount(), MAX_NAMED);
  assert.equal(statementName(texts.at(-1)!), undefined, 'past the bound a text is not named');
});
