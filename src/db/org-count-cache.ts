/**
 * Exact totals of filtered lists, remembered until the organization's data changes (see
 * org-clock-cache.ts for why a count taken with the org's clock stays exact while the clock
 * stands still). A request reads the clock (a primary-key lookup) and reuses the count it has
 * for that query at that clock, or counts again. A client paging through a filter of 300,000
 * items of a 1,000,000-item org then pays the count (hundreds of milliseconds) once, not on
 * every page. One instance per app (buildApp), shared by the lists that count.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { OrgClockCache, orgClockSql, READ_ORG_CLOCK, readOrgClock } from './org-clock-cache.js';
import type { DB } from './schema.js';
import type { NamedStatements } from './driver/named-statements.js';

export class OrgCountCache {
  readonly #counts = new OrgClockCache<number>();

  constructor(private readonly statements: NamedStatements) {
    statements.declare(READ_ORG_CLOCK);
  }

  /** count(*) of what `query` (rows of org `orgId` only) selects, reused while the org's clock stands still. */
  async count(db: Kysely<DB>, orgId: string, query: SelectQueryBuilder<any, any, any>): Promise<number> {
    const counted = query.select(sql<number>`count(*)`.as('n'));
    const compiled = counted.compile();
    const key = `${orgId}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
    const cached = this.#counts.get(key);
    if (cached) {
      if (await readOrgClock(this.statements, db, orgId) === cached.clock) return cached.value;
    }
    const row = await db.selectNoFrom([orgClockSql(orgId).as('clock'), counted.as('n')]).executeTakeFirstOrThrow();
    const total = Number(row.n);
    this.#counts.set(key, row.clock, total);
    return total;
  }
}
