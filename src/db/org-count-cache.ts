/**
 * Exact totals of filtered lists, remembered until the organization's data changes.
 *
 * Every write of an org goes through its commit clock (DECISIONS 5: `withOrgWrite`), which moves
 * `org_clocks.last` forward in the same transaction. So within one org, two snapshots that
 * read the same clock value see the same rows, and a count taken together with the clock (one
 * statement, one snapshot) stays exact for as long as the clock shows that value. A request
 * reads the clock (a primary-key lookup) and reuses the count it has for that query at that
 * clock, or counts again. A client paging through a filter of 300,000 items of a 1,000,000-item
 * org then pays the count (hundreds of milliseconds) once, not on every page.
 *
 * Per process, at most `MAX_ENTRIES` queries (least recently used dropped first), each trusted
 * for at most `MAX_AGE_MS` as a guard against rows changed outside the service.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { runNamed } from './prepared.js';
import type { DB } from './schema.js';

const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 60_000;

interface Entry {
  clock: string;
  total: number;
  countedAt: number;
}

const entries = new Map<string, Entry>();

const READ_CLOCK = 'SELECT last FROM org_clocks WHERE organization_id = $1';

function remember(key: string, entry: Entry): void {
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
}

/** count(*) of what `query` (rows of org `orgId` only) selects, reused while the org's clock stands still. */
export async function countOrgRows(db: Kysely<DB>, orgId: string, query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const counted = query.select(sql<number>`count(*)`.as('n'));
  const compiled = counted.compile();
  const key = `${orgId}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  const cached = entries.get(key);
  if (cached && performance.now() - cached.countedAt < MAX_AGE_MS) {
    const [clock] = await runNamed<{ last: string }>(db, READ_CLOCK, [orgId]);
    if (clock?.last === cached.clock) {
      remember(key, cached);
      return cached.total;
    }
  }
  const row = await db.selectNoFrom([
    sql<string>`(SELECT last FROM org_clocks WHERE organization_id = ${orgId})`.as('clock'),
    counted.as('n'),
  ]).executeTakeFirstOrThrow();
  const total = Number(row.n);
  remember(key, { clock: row.clock, total, countedAt: performance.now() });
  return total;
}

/** Forgets every remembered count (tests). */
export const forgetOrgCounts = (): void => entries.clear();
