/**
 * Benchmark data is generated with set-based SQL, not through the API. Organization tables take
 * writes only inside the write gate (src/db/org-write.ts), so each generating statement runs in
 * a transaction that opens the gate's database setting itself, without the commit clock.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WRITE_GATE_SETTING } from '../src/db/org-write.js';
import type { DB } from '../src/db/schema.js';

export function generate(db: Kysely<DB>, statement: RawBuilder<unknown>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config(${WRITE_GATE_SETTING}, 'benchmark', true)`.execute(trx);
    await statement.execute(trx);
  });
}

/** The same setting for a whole `pg` session (the bare ceiling server writes through its own pool). */
export const GATE_SESSION_OPTION = `-c ${WRITE_GATE_SETTING}=benchmark`;
