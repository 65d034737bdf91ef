/**
 * The record of a batch of attempts reads the deliveries it records, and not the org's other
 * ones, whatever the planner's statistics (DECISIONS 13): it finds each row where its claim left
 * it (`ctid`). Checked with the generic plan (the plan a named statement settles on) made from
 * statistics gathered while the table was empty, the state in which the record, naming its
 * deliveries by key, read every delivery of the org per batch; and a row changed since its claim
 * is found by its key. Rows the scans read (returned or removed by a filter), and no JIT
 * compilation (which the scans turned off brought on), from EXPLAIN ANALYZE, rolled back. On
 * PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import { outcomesJson, RECORD_ATTEMPTS } from '../../src/modules/webhooks/deliveries.record.repository.js';
import { PLAN_BY_TID } from '../../src/modules/webhooks/delivery-plans.js';
import type { DB } from '../../src/db/schema.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { insertDeliveries, subscribedTo, succeeded } from '../helpers/delivery-rows.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { generic, rolledBack, rowsScanned, type PlanNode } from '../helpers/query-plans.js';

isolateDatabase();

const DELIVERED = 400;
const LEASED = 10;
const { db } = await testDatabase();

const org = await createTestOrg();
const subscriptionId = await subscribedTo(db, org.id);
// Statistics from before any delivery: they say the table is empty.
await sql`ANALYZE webhook_deliveries`.execute(db);
const leased = await insertDeliveries(db, org.id, subscriptionId, { delivered: DELIVERED, pending: LEASED, leased: true });
const attempts = succeeded(leased);

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Records `attempts` under the record's generic plan (prepared as `name`: a prepared statement outlives the rollback) and returns the plan and the deliveries now recorded (succeeded, lease cleared, one attempt row). */
async function recordedUnderGenericPlan(trx: Transaction<DB>, name: string): Promise<{ plan: PlanNode; recorded: number }> {
  await sql.raw(PLAN_BY_TID).execute(trx);
  const plan = await generic(trx, name, 'uuid, json', RECORD_ATTEMPTS, `${quoted(org.id)}, ${quoted(outcomesJson(attempts))}`);
  const { rows: [row] } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM webhook_deliveries d
     WHERE d.organization_id = ${org.id} AND d.status = 'succeeded' AND d.lease_token IS NULL
       AND EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id)`.execute(trx);
  return { plan, recorded: row!.n };
}

test('a record reads the deliveries it records, not the org\'s other ones', async () => {
  await rolledBack(db, async (trx) => {
    const { plan, recorded } = await recordedUnderGenericPlan(trx, 'record_in_place');
    assert.equal(recorded, LEASED);
    const read = rowsScanned(plan, 'webhook_deliveries');
    // Each delivery: found where its claim left it, then updated there.
    assert.ok(read <= 2 * LEASED, `${read} deliveries read to record ${LEASED} among ${DELIVERED + LEASED}`);
    // The scans turned off make the plan's cost huge: not a reason to compile it (PostgreSQL built with LLVM; PGlite has no JIT).
    assert.equal(plan.JIT, undefined, `the record was compiled: ${JSON.stringify(plan.JIT)}`);
  });
});

test('a delivery changed since its claim is found by its key and recorded', async () => {
  await rolledBack(db, async (trx) => {
    // An update in place moves a row to a new version (a new ctid), as pausing a disabled subscription's deliveries does.
    const moved = leased.slice(0, 3).map((delivery) => delivery.id);
    await sql`UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE organization_id = ${org.id} AND id = ANY (${moved}::uuid[])`.execute(trx);
    const { recorded } = await recordedUnderGenericPlan(trx, 'record_moved');
    assert.equal(recorded, LEASED);
  });
});
