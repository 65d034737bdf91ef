/**
 * The change log's table without the checks every entry paid for and nothing needed (measured on
 * a write of 1,000 assets, whose entries took 36 ms to insert):
 * - the foreign key to organizations (about 5 ms per 1,000 entries): entries are written only by
 *   the write gate, whose first statement updates the org's clock row, which references the org;
 *   organizations are never deleted;
 * - the pattern check on `seq` (about 3.5 ms per 1,000): the gate alone builds seqs, from the
 *   clock and an ordinal, zero-padded (a malformed seq cannot be written by any request).
 * And `smr_stamped_rows`: the gate now finds the stamped rows with its own named statement
 * (src/db/change-log.ts), which also reads the records of tables built in SQL.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../sql.js';
import { STAMPED_ROWS_FUNCTION } from './0008_change_log.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE change_entries DROP CONSTRAINT change_entries_organization_id_fkey',
    'ALTER TABLE change_entries DROP CONSTRAINT change_entries_seq_check',
    'DROP FUNCTION smr_stamped_rows(uuid, timestamptz)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    STAMPED_ROWS_FUNCTION,
    `ALTER TABLE change_entries ADD CONSTRAINT change_entries_seq_check CHECK (seq ~ '^[0-9]{28}$')`,
    'ALTER TABLE change_entries ADD CONSTRAINT change_entries_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES organizations (id) ON DELETE CASCADE',
  ]);
}
