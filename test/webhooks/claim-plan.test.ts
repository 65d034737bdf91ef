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
import { CLAIM, PLAN_BY_INDEX } from '../../src/modules/webhooks/deliveries.repository.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { generic, rolledBack, rowsScanned } from '../helpers/query-plans.js';

isolateDatabase();

const DELIVERED = 400;
const DUE = 10;
const { db } = await testDatabase();

const org = await createTestOrg();
const { rows: [subscription] } = await sql<{ id: string }>`
  INSERT INTO webhook_subscriptions (organization_id, url, events, secret, starts_after)
  VALUES (${org.id}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0') RETURNING id`.execute(db);
// Statistics from before any delivery: they say the table is empty.
await sql`ANALYZE webhook_deliveries`.execute(db);
await sql`
  INSERT INTO webhook_deliveries (organization_id, subscription_id, record_id, change_seq, event_id, type, payload, status, attempt_count, next_attempt_at)
  SELECT ${org.id}, ${subscription!.id}, gen_random_uuid(), lpad(n::text, 8, '0'), gen_random_uuid()::text, 'action_item.updated', '{}',
         CASE WHEN n <= ${DELIVERED} THEN 'succeeded' ELSE 'pending' END, 1,
         CASE WHEN n <= ${DELIVERED} THEN NULL ELSE clock_timestamp() - interval '1 second' END
    FROM generate_series(1, ${DELIVERED + DUE}) AS n`.execute(db);

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
