/**
 * Plain transactions: the one way code above `src/db/` opens a transaction that is not an org
 * write. Org data is written through the write gate (`withOrgWrite`, org-write.ts); what is not
 * org data (webhook subscriptions and deliveries, DECISIONS 13) still needs a transaction now and
 * then: a lock held while counting, a read and the update that follows it, or statements whose
 * plan is fixed for their transaction. Modules and workers open none themselves
 * (`db.transaction()`); test/architecture/layering.test.ts checks it from the sources.
 *
 * Inside a request transaction (driver/request-transaction.ts) a plain transaction becomes a savepoint,
 * as every transaction does.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';
import type { NamedStatements } from './driver/named-statements.js';

export type TransactionWork<T> = (trx: Transaction<DB>) => Promise<T>;

/** Runs `work` in a transaction of its own: committed when it resolves, rolled back when it throws. */
export function withPlainTransaction<T>(db: Kysely<DB>, work: TransactionWork<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * Planner settings for one transaction: a statement of `set_config(…, true)` calls (local to the
 * transaction, so they end with it), sent through `statements` (as a named statement when it is
 * declared).
 */
export interface PlannerSettings {
  statements: NamedStatements;
  settings: string;
}

/**
 * Runs `work` in a transaction of its own whose first statement applies `plan`'s settings: for
 * statements that have one good plan whatever the statistics say, which the planner would not
 * always choose from them.
 */
export function withPlannedTransaction<T>(db: Kysely<DB>, plan: PlannerSettings, work: TransactionWork<T>): Promise<T> {
  return withPlainTransaction(db, async (trx) => {
    await plan.statements.run(trx, plan.settings, []);
    return work(trx);
  });
}
