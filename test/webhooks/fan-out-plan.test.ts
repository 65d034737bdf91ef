/**
 * The fan-out reads the change log from the org's dispatch position on, whatever the planner's
 * statistics (DECISIONS 13). Checked with the generic plan (the plan a named statement settles
 * on) made from statistics gathered before the org had written anything, the state in which the
 * fan-out joined to its position row read the org's whole log: rows the scans read (returned or
 * removed by a filter), from EXPLAIN ANALYZE, rolled back. On PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { FAN_OUT } from '../../src/modules/webhooks/deliveries.fan-out.repository.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';
import { generic, rolledBack, rowsScanned } from '../helpers/query-plans.js';

isolateDatabase();

const ENTRIES = 300;
const app = await buildTestApp();
const { db } = await testDatabase();

const org = await createTestOrg();
// Statistics from before the org wrote anything: they say its log is next to empty.
await sql`ANALYZE change_entries`.execute(db);
for (let batch = 0; batch < ENTRIES / 100; batch++) {
  const response = await app.inject({
    method: 'POST', url: '/v2/action-items/bulk', headers: bearer(org.keys.all),
    payload: { actionItems: Array.from({ length: 100 }, (_, i) => ({ title: `Item ${batch * 100 + i}` })) },
  });
  assert.equal(response.statusCode, 200, response.body);
}
await sql`INSERT INTO webhook_subscriptions (organization_id, url, events, secret, starts_after)
          VALUES (${org.id}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0')`.execute(db);

test('the fan-out reads the change log from the dispatch position on, not from its start', async () => {
  const { rows } = await sql<{ seq: string }>`SELECT seq FROM change_entries WHERE organization_id = ${org.id} ORDER BY seq DESC OFFSET 5 LIMIT 1`.execute(db);
  await rolledBack(db, async (trx) => {
    await sql`INSERT INTO webhook_dispatch (organization_id, last_seq) VALUES (${org.id}, ${rows[0]!.seq})`.execute(trx);
    const plan = await generic(trx, 'fan_out', 'uuid, integer', FAN_OUT, `'${org.id}', 500`);
    const read = rowsScanned(plan, 'change_entries');
    assert.ok(read <= 5, `${read} change entries read for the 5 after the position`);
  });
});
