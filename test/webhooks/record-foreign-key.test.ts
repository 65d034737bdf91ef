/**
 * The record of a batch of attempts reads the deliveries it records, its foreign-key checks
 * included, on a connection that planned them while the org had few deliveries (DECISIONS 13,
 * the delivery log's index). PostgreSQL keeps the plan of a foreign-key check for the
 * connection; made while the table was small, it walked an index led by the org and read every
 * delivery of the org for each attempt inserted; made while the table was nearly empty, it read
 * the whole table (a sequential scan) for each. Rows the transaction's scans read (index fetches
 * and sequential reads, from `pg_stat_xact_user_tables`, which counts the foreign-key checks,
 * unlike EXPLAIN), on one connection as the workers' pool keeps them, from an empty table. On
 * PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { outcomesJson, RECORD_ATTEMPTS, type FinishedAttempt } from '../../src/modules/webhooks/deliveries.record.repository.js';
import { PLAN_BY_TID } from '../../src/modules/webhooks/delivery-plans.js';
import { isolateDatabase, onPostgres, testDatabase, testDatabaseUrl } from '../helpers/database.js';
import { insertDeliveries, subscribedTo, succeeded } from '../helpers/delivery-rows.js';
import { createTestOrg } from '../helpers/fixtures.js';

// The table starts empty, as a new deployment's does.
isolateDatabase();
const { db } = await testDatabase();
// One connection (a plan is kept per connection), to the file's own database.
const recorder = onPostgres ? await openDatabase({ databaseUrl: await testDatabaseUrl(), dataDir: null, poolSize: 1 }) : await testDatabase();
test.after(async () => { if (onPostgres) await recorder.close(); });

const org = await createTestOrg();
const subscriptionId = await subscribedTo(db, org.id);

/** The attempts of `leased` deliveries as a claim leaves them, after `delivered` ones already delivered, all of the org, succeeded. */
const attemptsOf = async (leased: number, delivered = 0): Promise<FinishedAttempt[]> =>
  succeeded(await insertDeliveries(db, org.id, subscriptionId, { delivered, pending: leased, leased: true }));

/** Records `attempts` as the workers do (their plan settings, the named statement) and returns how many recorded and the rows the transaction's scans read (index fetches and sequential reads). */
async function record(attempts: FinishedAttempt[]): Promise<{ recorded: number; fetched: number }> {
  return recorder.db.transaction().execute(async (trx) => {
    // Counted before and after: the view also holds the session's counts not yet reported.
    const read = async () => (await sql<{ n: number }>`
      SELECT coalesce(sum(idx_tup_fetch + seq_tup_read), 0)::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'webhook_deliveries'`.execute(trx)).rows[0]!.n;
    const before = await read();
    await recorder.statements.run(trx, PLAN_BY_TID, []);
    const [row] = await recorder.statements.run<{ recorded: string[] }>(trx, RECORD_ATTEMPTS, [org.id, outcomesJson(attempts)]);
    return { recorded: row!.recorded.length, fetched: (await read()) - before };
  });
}

test('a connection that recorded while the org had few deliveries records a later batch by its rows', async () => {
  // The table vacuumed while empty (as after a burst was delivered and pruned): the planner knows it has no pages.
  await sql`VACUUM webhook_deliveries`.execute(db);
  // While the org has few deliveries: ten batches of one (past the five plans PostgreSQL makes before it keeps a generic one).
  for (let i = 0; i < 10; i += 1) assert.equal((await record(await attemptsOf(1))).recorded, 1);
  const LEASED = 10;
  const DELIVERED = 2_000;
  const { recorded, fetched } = await record(await attemptsOf(LEASED, DELIVERED));
  assert.equal(recorded, LEASED);
  // Each delivery: found where its claim left it, updated there, and its attempt's foreign key checked on the primary key.
  assert.ok(fetched <= 3 * LEASED, `${fetched} deliveries fetched to record ${LEASED} among ${DELIVERED + LEASED + 10}`);
});
