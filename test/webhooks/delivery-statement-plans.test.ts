/**
 * The workers' statements read what their keys say, whatever the planner's statistics (DECISIONS
 * 13): the fan-out reads the change log from the org's dispatch position on, and recording a
 * batch probes the primary key for each delivery of the batch. Checked with generic plans (the
 * plans a named statement settles on) made from statistics gathered before the org had any
 * delivery or had written anything, the state in which a join on the key alone read every
 * delivery of the org, and a join on the position row the whole log: rows
 * each scan returned, from EXPLAIN ANALYZE, rolled back. On PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { FAN_OUT, RECORD_ATTEMPTS } from '../../src/modules/webhooks/deliveries.repository.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { isolateDatabase, testDatabase } from '../helpers/database.js';
import { createTestOrg } from '../helpers/fixtures.js';

isolateDatabase();

const ENTRIES = 300;
const app = await buildTestApp();
const { db } = await testDatabase();

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] }

/** Rows the scans of `table` returned in the plan. */
function rowsScanned(node: PlanNode, table: string): number {
  const own = node['Relation Name'] === table && node['Node Type'].includes('Scan') ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child, table), 0);
}

/** EXPLAIN ANALYZE of a prepared statement under its generic plan, inside `trx`. */
async function generic(trx: Transaction<DB>, name: string, types: string, text: string, args: string): Promise<PlanNode> {
  await sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(trx);
  await sql.raw(`PREPARE ${name}(${types}) AS ${text}`).execute(trx);
  const { rows } = await sql.raw<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${args})`).execute(trx);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

/** Runs `work` in a transaction that is rolled back. */
async function rolledBack(work: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
  const undo = new Error('roll back');
  await assert.rejects(db.transaction().execute(async (trx) => {
    await work(trx);
    throw undo;
  }), (error) => error === undo);
}

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
const subscriptionId = randomUUID();
await sql`INSERT INTO webhook_subscriptions (organization_id, id, url, events, secret, starts_after)
          VALUES (${org.id}, ${subscriptionId}, 'https://example.com/hook', ${['*']}, 'whsec_c2VjcmV0', '0')`.execute(db);
// Statistics from before the org had deliveries: they say it has next to none.
await sql`ANALYZE webhook_deliveries`.execute(db);
await sql`INSERT INTO webhook_deliveries (organization_id, subscription_id, change_seq, record_id, event_id, type, next_attempt_at, lease_token, attempt_count)
          SELECT organization_id, ${subscriptionId}, seq, record_id, id::text, 'action_item.created', now(), gen_random_uuid(), 1
            FROM change_entries WHERE organization_id = ${org.id}`.execute(db);

test('the fan-out reads the change log from the dispatch position on, not from its start', async () => {
  const { rows } = await sql<{ seq: string }>`SELECT seq FROM change_entries WHERE organization_id = ${org.id} ORDER BY seq DESC OFFSET 5 LIMIT 1`.execute(db);
  await rolledBack(async (trx) => {
    await sql`INSERT INTO webhook_dispatch (organization_id, last_seq) VALUES (${org.id}, ${rows[0]!.seq})`.execute(trx);
    const plan = await generic(trx, 'fan_out', 'uuid, integer', FAN_OUT, `'${org.id}', 500`);
    const read = rowsScanned(plan, 'change_entries');
    assert.ok(read <= 5, `${read} change entries read for the 5 after the position`);
  });
});

test('recording a batch probes each of its deliveries by key, not every delivery of the org', async () => {
  const { rows } = await sql<{ id: string; lease_token: string }>`
    SELECT id, lease_token FROM webhook_deliveries WHERE organization_id = ${org.id} ORDER BY ordinal LIMIT 10`.execute(db);
  const outcomes = rows.map((row) => ({
    id: row.id, lease_token: row.lease_token, status: 'succeeded', next_attempt_at: null, attempted_at: new Date().toISOString(),
    duration_ms: 2, response_status: 200, error: null, response_body: '', succeeded: true, gone: false,
  }));
  await rolledBack(async (trx) => {
    const plan = await generic(trx, 'record_attempts', 'uuid, json', RECORD_ATTEMPTS, `'${org.id}', '${JSON.stringify(outcomes)}'`);
    const read = rowsScanned(plan, 'webhook_deliveries');
    assert.ok(read <= outcomes.length, `${read} deliveries read for a batch of ${outcomes.length} (the org has ${ENTRIES})`);
    const { rows: recorded } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM webhook_attempts WHERE organization_id = ${org.id}`.execute(trx);
    assert.equal(recorded[0]!.n, outcomes.length, 'the batch was recorded');
  });
});
