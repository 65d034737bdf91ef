/**
 * Reading what a statement's plan did, for the tests that hold a statement to its plan whatever
 * the planner's statistics: EXPLAIN ANALYZE of a prepared statement under its generic plan (the
 * plan a named statement settles on), inside a transaction that is rolled back.
 */
import assert from 'node:assert/strict';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../src/db/schema.js';

export interface PlanNode {
  'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number;
  'Rows Removed by Filter'?: number; 'Rows Removed by Index Recheck'?: number; Plans?: PlanNode[];
  /** At the top: the JIT compilation of the statement, when there was one (PostgreSQL built with LLVM). */
  JIT?: { Functions: number; Timing: unknown };
}

/** Rows the scans of `table` read: those they returned and those their filters removed. */
export function rowsScanned(node: PlanNode, table: string): number {
  const read = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const own = node['Relation Name'] === table && node['Node Type'].includes('Scan') ? read * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child, table), 0);
}

/** EXPLAIN ANALYZE of a prepared statement under its generic plan, inside `trx`. */
export async function generic(trx: Transaction<DB>, name: string, types: string, text: string, args: string): Promise<PlanNode> {
  await sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(trx);
  await sql.raw(`PREPARE ${name}(${types}) AS ${text}`).execute(trx);
  const { rows } = await sql.raw<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${args})`).execute(trx);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode; JIT?: PlanNode['JIT'] }>;
  const { Plan: top, JIT: jit } = parsed[0]!;
  return jit === undefined ? top : { ...top, JIT: jit };
}

/** Runs `work` in a transaction of `db` that is rolled back. */
export async function rolledBack(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
  const undo = new Error('roll back');
  await assert.rejects(db.transaction().execute(async (trx) => {
    await work(trx);
    throw undo;
  }), (error) => {
    if (error !== undo) throw error;
    return true;
  });
}
