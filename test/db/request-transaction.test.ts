// Request transactions (src/db/driver/request-transaction.ts): queries sent at once share the one connection in order, nested
// transactions are savepoints, and `commitWith` runs its last statement and commits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

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

/** Rows of idempotency_keys (written outside the write gate) stand in for any write: no table is created, so no other test's schema reads race with these. */
const insertKey = (orgId: string, key: string) =>
  `INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash) VALUES ('${orgId}', '${key}', 'POST', '/probe', 'h')`;

test('reads sent at once inside a request transaction all answer, see its own writes, and raise no driver warning', async () => {
  const database = await testDatabase();
  const { db } = database;
  const org = await createTestOrg();
  const transaction = await database.requestTransactions.begin();
  const warnings = await warningsDuring(() => transaction.run(async () => {
    for (let i = 0; i < 10; i++) await sql.raw(insertKey(org.id, `read-${i}`)).execute(db);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      sql<{ n: number }>`SELECT count(*)::int + ${i}::int AS n FROM idempotency_keys WHERE organization_id = ${org.id}`.execute(db).then((result) => result.rows[0]!.n)));
    assert.deepEqual(answers, [10, 11, 12, 13, 14, 15, 16, 17]);
  }));
  await transaction.rollback();
  assert.deepEqual(warnings, []);
});

test('a nested transaction that fails rolls back to its savepoint; what the request wrote before it stays', async () => {
  const database = await testDatabase();
  const { db } = database;
  const org = await createTestOrg();
  const transaction = await database.requestTransactions.begin();
  const keys = await transaction.run(async () => {
    await sql.raw(insertKey(org.id, 'n1')).execute(db);
    await db.transaction().execute(async (trx) => sql.raw(insertKey(org.id, 'n2')).execute(trx));
    await assert.rejects(db.transaction().execute(async (trx) => {
      await sql.raw(insertKey(org.id, 'n3')).execute(trx);
      throw new Error('refused');
    }), /refused/);
    // A second nested transaction after a kept savepoint of the same depth, rolled back: only its own row goes.
    await assert.rejects(db.transaction().execute(async (trx) => {
      await sql.raw(insertKey(org.id, 'n4')).execute(trx);
      await sql`SELECT 1 / 0`.execute(trx);
    }));
    return (await db.selectFrom('idempotency_keys').select('key').where('organization_id', '=', org.id).orderBy('key').execute()).map((row) => row.key);
  });
  await transaction.rollback();
  assert.deepEqual(keys, ['n1', 'n2']);
});

test('commitWith runs its statement and commits; a failing statement commits nothing', async () => {
  const database = await testDatabase();
  const { db } = database;
  const org = await createTestOrg();

  const first = await database.requestTransactions.begin();
  await first.run(() => sql.raw(insertKey(org.id, 'k1')).execute(db));
  await first.commitWith(sql.raw(insertKey(org.id, 'k2')).compile(db));
  assert.equal(first.ended, true);

  const second = await database.requestTransactions.begin();
  await second.run(() => sql.raw(insertKey(org.id, 'k3')).execute(db));
  await assert.rejects(second.commitWith(sql.raw(insertKey(org.id, 'k1')).compile(db)), /duplicate key/);
  assert.equal(second.ended, true);

  const stored = await db.selectFrom('idempotency_keys').select('key').where('organization_id', '=', org.id).orderBy('key').execute();
  assert.deepEqual(stored.map((row) => row.key), ['k1', 'k2']);
});
