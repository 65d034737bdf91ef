/**
 * The write gate: the one way to change an organization's data.
 *
 * `withOrgWrite` opens a transaction whose first statement advances the org's commit clock
 * (DECISIONS 5) and locks the clock row until commit, so within an org commit order equals
 * `updated_at` order and a poller reading by `updated_at` can never pass a row whose transaction
 * has not committed yet. The same statement opens the gate in the database: a
 * transaction-local setting that the guard trigger on every organization table requires
 * (migration 0007), so a statement that writes org data outside this function fails, whatever
 * code sends it. In TypeScript, write repositories take an `OrgWriteTx`, which only this module
 * creates.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema.js';

declare const orgWriteBrand: unique symbol;

/** A transaction of the write gate: org writes take nothing else. */
export type OrgWriteTx = Transaction<DB> & { readonly [orgWriteBrand]: true };

export type OrgWriteWork<T> = (tx: OrgWriteTx, now: string) => Promise<T>;

/** The transaction-local setting the guard trigger requires (the org id while the gate is open). */
export const WRITE_GATE_SETTING = 'smr.org_write';

/** Raised when the organization has no clock: it does not exist. */
export class UnknownOrganizationError extends Error {
  override name = 'UnknownOrganizationError';
}

/**
 * Advances the org's clock, opens the gate for the rest of the transaction and returns the
 * clock's new value (full-precision timestamptz text).
 */
async function openGate(trx: Transaction<DB>, orgId: string): Promise<string> {
  const result = await sql<{ last: string }>`
    UPDATE org_clocks
       SET last = greatest(clock_timestamp(), last + interval '1 microsecond')
     WHERE organization_id = ${orgId}
 RETURNING last, set_config(${WRITE_GATE_SETTING}, ${orgId}::text, true) AS gate`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new UnknownOrganizationError(`Organization ${orgId} has no commit clock`);
  return row.last;
}

/**
 * Runs `work` in a transaction of `orgId`'s commit clock. `now` is the value every row the
 * transaction writes takes as `updated_at` (and `created_at` on insert).
 */
export function withOrgWrite<T>(db: Kysely<DB>, orgId: string, work: OrgWriteWork<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const now = await openGate(trx, orgId);
    return work(trx as OrgWriteTx, now);
  });
}

/**
 * The gate for a new organization, inside the transaction that created its row: its clock
 * starts now and its first rows (default team, status flow) are written like every later write.
 */
export async function openNewOrgGate(trx: Transaction<DB>, orgId: string): Promise<{ tx: OrgWriteTx; now: string }> {
  await sql`INSERT INTO org_clocks (organization_id, last) VALUES (${orgId}, clock_timestamp())`.execute(trx);
  return { tx: trx as OrgWriteTx, now: await openGate(trx, orgId) };
}
