/**
 * The workers' claim reads the due deliveries it takes, and not the org's delivered ones,
 * whatever the planner's statistics (DECISIONS 13). Checked with the generic plan (the plan a
 * named statement settles on) made from statistics gathered while the table was empty, the
 * state in which the claim, joining its locked rows back by key, probed an index by org alone
 * and filtered every delivery of the org for each row it claimed: rows the scans read (returned
 * or removed by a filter), from EXPLAIN ANALYZE, rolled back. On PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { CLAIM } from '../../src/modules/webhooks/deliveries.claim.repository.js';
import { PLAN_BY_INDEX } from '../../src/modules/webhooks/delivery-plans.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { insertDeliveries, subscribedTo } from '../helpers/delivery-rows.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { generic, rolledBack, rowsScanned } from '../helpers/query-plans.js';

isolateDatabase();

const DELIVERED = 400;
const DUE = 10;
const { db } = await testDatabase();

const org = await createTestOrg();
const subscriptionId = await subscribedTo(db, org.id);
// Statistics from before any delivery: they say the table is empty.
await sql`ANALYZE webhook_deliveries`.execute(db);
await insertDeliveries(db, org.id, subscriptionId, { delivered: DELIVERED, pending: DUE, leased: false });

test('a claim reads the deliveries it takes, not the org\'s delivered ones', async () => {
  await rolledBack(db, async (trx) => {
    await sql.raw(PLAN_BY_INDEX).execute(trx);
    const plan = await generic(trx, 'claim', 'integer, double precision', CLAIM, `${DUE}, 60000`);
    assert.equal(plan['Actual Rows'], DUE);
    const read = rowsScanned(plan, 'webhook_deliveries');
    // Each due delivery: found on the due index, its record's oldest pending change looked up, updated.
    assert.ok(read <= 3 * DUE, `${read} deliveries read to claim ${DUE} among ${DELIVERED + DUE}`);
  });
});
