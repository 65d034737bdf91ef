/**
 * Values derived from an org's rows, remembered together with the org's commit-clock value they
 * were read at (in the same statement, so the same snapshot).
 *
 * Every write of an org goes through its commit clock (DECISIONS 5: `withOrgWrite`), which moves
 * `org_clocks.last` forward in the same transaction. So within one org, two snapshots that show
 * the same clock value hold the same rows, and a value read at clock C stays exact while the
 * clock shows C. Per process, at most `maxEntries` values (least recently used dropped first),
 * each trusted for at most `maxAgeMs` as a guard against rows changed outside the service.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema.js';
import type { NamedStatements } from './driver/named-statements.js';

export interface Clocked<V> {
  clock: string;
  value: V;
}

/** SQL for the org's clock value, to select alongside the rows a value is derived from. */
export const orgClockSql = (orgId: string): RawBuilder<string> =>
  sql<string>`(SELECT last FROM org_clocks WHERE organization_id = ${orgId})`;

/** The same, as a fixed statement of its own. */
export const READ_ORG_CLOCK = 'SELECT last FROM org_clocks WHERE organization_id = $1';

/** The org's clock value now (null: no such org), by the named statement (declare READ_ORG_CLOCK first). */
export async function readOrgClock(statements: NamedStatements, db: Kysely<DB>, orgId: string): Promise<string | null> {
  const [row] = await statements.run<{ last: string }>(db, READ_ORG_CLOCK, [orgId]);
  return row?.last ?? null;
}

export class OrgClockCache<V> {
  readonly #entries = new Map<string, Clocked<V> & { at: number }>();

  constructor(private readonly maxEntries = 1000, private readonly maxAgeMs = 60_000) {}

  /** The value remembered under `key`, with the clock it was read at, if still young enough. */
  get(key: string): Clocked<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || performance.now() - entry.at >= this.maxAgeMs) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, clock: string | null, value: V): void {
    this.#entries.delete(key);
    if (clock === null) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { clock, value, at: performance.now() });
  }

  clear(): void {
    this.#entries.clear();
  }
}
