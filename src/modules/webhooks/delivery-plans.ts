/**
 * The plans of the workers' claim and record (DECISIONS 13), fixed for their transactions: the
 * statistics of a table that fills and empties in bursts are stale more often than not, and the
 * plans the planner chose from them read every delivery of an org, or every pending one, where
 * each statement has one good plan whatever the statistics say. Each runs in a transaction of
 * its own whose first statement turns off, for that transaction only (`set_config(…, true)`),
 * what the good plan does not use. Planner settings are a blunt tool: only these two statements
 * run under them, and the tests in test/webhooks (claim-plan, record-plan, record-foreign-key)
 * hold each to its plan.
 */
import type { Kysely } from 'kysely';
import { withPlannedTransaction, type TransactionWork } from '../../db/plain-transaction.js';
import type { DB } from '../../db/schema.js';
import type { NamedStatements } from '../../db/driver/named-statements.js';

/**
 * No JIT compilation for a statement whose plan settings are turned off: a plan that keeps a
 * turned-off scan (one with no other way) costs more than 10^10, far above `jit_above_cost`, and
 * PostgreSQL then compiled the record of a batch of attempts for 0.4–2 s on every execution
 * (auto_explain: 860 ms of JIT for a 14 ms statement), where the statement itself takes
 * milliseconds.
 */
const NO_JIT = `set_config('jit', 'off', true)`;

/**
 * The claim's plan, fixed for its transaction: the planner's statistics of a table that fills in
 * bursts are stale (after a burst it estimated 49 pending deliveries of 12,086), and the plan it
 * then chose read and sorted every pending delivery, probing each one's record order: 1.3–1.7 s
 * per claim at 11,000 pending (EXPLAIN ANALYZE), against 0.65 ms walking the due index.
 */
export const PLAN_BY_INDEX = `SELECT set_config('enable_sort', 'off', true), set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true), ${NO_JIT}`;

/**
 * The record's plan, fixed for its transaction: rows are found by `ctid` (a TID scan) wherever a
 * statement can; every other kind of scan is turned off alike, so where there is no `ctid` to go
 * by they are chosen among themselves as before: the lookups by org and id (the fallback by key,
 * the foreign-key check of each attempt inserted) have only the primary key to take (the
 * delivery log's index leads with the subscription, migration 0015). With only the statistics
 * to go by, the planner preferred an index on the org (estimated to hold no rows) to ten TID
 * fetches. Plans made for the transaction are made for it (`force_custom_plan`): PostgreSQL keeps
 * the plan of each attempt's foreign-key check for the connection, and one made while the table
 * was nearly empty read the whole table for every attempt (a sequential scan: 444 million rows
 * read over 42,000 attempts in a benchmark phase, a millisecond per attempt, 46 ms of a batch
 * of 40); planned anew, it takes the primary key once the table has more than a page.
 */
export const PLAN_BY_TID = `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
       set_config('plan_cache_mode', 'force_custom_plan', true), ${NO_JIT}`;

/** The plans a delivery statement runs under: `by-index` walks the due index in order (the claim), `by-tid` finds rows by `ctid` (the record). */
export type DeliveryPlan = 'by-index' | 'by-tid';

const PLAN_SETTINGS: Record<DeliveryPlan, string> = { 'by-index': PLAN_BY_INDEX, 'by-tid': PLAN_BY_TID };

/**
 * Runs `work` in a transaction of its own under `plan`: its settings are the transaction's first
 * statement (a named statement, declared with the worker's others), and end with it.
 */
export function withDeliveryPlan<T>(db: Kysely<DB>, statements: NamedStatements, plan: DeliveryPlan, work: TransactionWork<T>): Promise<T> {
  return withPlannedTransaction(db, { statements, settings: PLAN_SETTINGS[plan] }, work);
}
