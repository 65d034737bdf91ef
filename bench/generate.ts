/**
 * Benchmark data is generated with set-based SQL, not through the API. Organization tables take
 * writes only inside the write gate, on the org's clock (src/db/org-write.ts, migration 0016),
 * so each generating statement runs as a data load: in a transaction whose triggers are off
 * (`session_replication_role = replica`, PostgreSQL's own switch for loading data), its rows
 * written as given, unlogged.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../src/db/schema.js';

export function generate(db: Kysely<DB>, statement: RawBuilder<unknown>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}

/** The same for a whole `pg` session (the bare ceiling server writes through its own pool, as a data load). */
export const DATA_LOAD_SESSION_OPTION = '-c session_replication_role=replica';
