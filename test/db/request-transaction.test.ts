// Request transactions (src/db/request-transaction.ts): queries sent at once share the one connection in order, nested
// transactions are savepoints, and `commitWith` runs its last statement and commits as one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { testDatabase } from '../helpers/database.js';

/** Collects the process warnings emitted while `work` runs. */
async function warningsDuring(work: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const listener = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', listener);
  try {
    await work();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', listener);
  }
  return warnings;
}

test('reads sent at once inside a request transaction all answer, see its own writes, and raise no driver warning', async () => {
  const database = await testDatabase();
  const { db } = database;
  const transaction = await database.requestTransactions.begin();
  const warnings = await warningsDuring(() => transaction.run(async () => {
    await sql`CREATE TEMPORARY TABLE line_probe (n int) ON COMMIT DROP`.execute(db);
    await sql`INSERT INTO line_probe SELECT generate_series(1, 10)`.execute(db);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      sql<{ n: number }>`SELECT count(*)::int + ${i}::int AS n FROM line_probe`.execute(db).then((result) => result.rows[0]!.n)));
    assert.deepEqual(answers, [10, 11, 12, 13, 14, 15, 16, 17]);
  }));
  await transaction.rollback();
  assert.deepEqual(warnings, []);
});

test('a nested transaction that fails rolls back to its savepoint; what the request wrote before it stays', async () => {
  const database = await testDatabase();
  const { db } = database;
  const transaction = await database.requestTransactions.begin();
  const rows = await transaction.run(async () => {
    await sql`CREATE TEMPORARY TABLE nest_probe (n int) ON COMMIT DROP`.execute(db);
    await sql`INSERT INTO nest_probe VALUES (1)`.execute(db);
    await db.transaction().execute(async (trx) => sql`INSERT INTO nest_probe VALUES (2)`.execute(trx));
    await assert.rejects(db.transaction().execute(async (trx) => {
      await sql`INSERT INTO nest_probe VALUES (3)`.execute(trx);
      throw new Error('refused');
    }), /refused/);
    // A second nested transaction after a kept savepoint of the same depth, rolled back: only its own row goes.
    await assert.rejects(db.transaction().execute(async (trx) => {
      await sql`INSERT INTO nest_probe VALUES (4)`.execute(trx);
      await sql`SELECT 1 / 0`.execute(trx);
    }));
    return (await sql<{ n: number }>`SELECT n FROM nest_probe ORDER BY n`.execute(db)).rows.map((row) => row.n);
  });
  await transaction.rollback();
  assert.deepEqual(rows, [1, 2]);
});

test('commitWith runs its statement and commits; a failing statement commits nothing', async () => {
  const database = await testDatabase();
  const { db } = database;
  const table = `commit_probe_${process.pid}`;
  await sql.raw(`CREATE TABLE IF NOT EXISTS ${table} (n int)`).execute(db);
  try {
    const first = await database.requestTransactions.begin();
    await first.run(() => sql.raw(`INSERT INTO ${table} VALUES (1)`).execute(db));
    await first.commitWith(`INSERT INTO ${table} VALUES (2)`);
    assert.equal(first.ended, true);

    const second = await database.requestTransactions.begin();
    await second.run(() => sql.raw(`INSERT INTO ${table} VALUES (3)`).execute(db));
    await assert.rejects(second.commitWith(`INSERT INTO ${table} VALUES (1 / 0)`), /division by zero/);
    assert.equal(second.ended, true);

    const stored = (await sql<{ n: number }>`SELECT n FROM ${sql.table(table)} ORDER BY n`.execute(db)).rows.map((row) => row.n);
    assert.deepEqual(stored, [1, 2]);
  } finally {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
});
