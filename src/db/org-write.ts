/**
 * The per-organization commit clock (DECISIONS 5): the one way to open a write transaction.
 *
 * The first statement of the transaction advances the org's clock row and locks it until
 * commit, so within an org commit order equals `updated_at` order and a poller reading by
 * `updated_at` can never pass a row whose transaction has not committed yet.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../http/errors.js';
import type { DB } from './schema.js';

export type OrgWriteWork<T> = (trx: Transaction<DB>, now: string) => Promise<T>;

/** Advances the org's clock and returns its new value (full-precision timestamptz text). */
export async function tickOrgClock(trx: Transaction<DB>, orgId: string): Promise<string> {
  const result = await sql<{ last: string }>`
    UPDATE org_clocks
       SET last = greatest(clock_timestamp(), last + interval '1 microsecond')
     WHERE organization_id = ${orgId}
 RETURNING last`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new AppError('not_found', 'Organization not found');
  return row.last;
}

/**
 * Runs `work` in a transaction of `orgId`'s commit clock. `now` is the value every row the
 * transaction writes takes as `updated_at` (and `created_at` on insert).
 */
export function withOrgWrite<T>(db: Kysely<DB>, orgId: string, work: OrgWriteWork<T>): Promise<T> {
  return db.transaction().execute(async (trx) => work(trx, await tickOrgClock(trx, orgId)));
}
