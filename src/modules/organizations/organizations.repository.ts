import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { seedDefaultFlow } from '../action-item-statuses/action-item-statuses.repository.js';

export interface OrganizationRow {
  id: string;
  name: string;
  default_team_id: string;
  created_at: string;
}

/**
 * Creates an organization with its commit clock, its default team, the default Action Item flow
 * and its action item counter, in one transaction.
 * The clock's first value stamps the team, as every later write of the org is stamped.
 */
export async function insertOrganization(trx: Transaction<DB>, name: string, defaultTeam: { name: string; slug: string }): Promise<OrganizationRow> {
  const org = await trx.insertInto('organizations').values({ name }).returning(['id', 'name', 'created_at']).executeTakeFirstOrThrow();
  const clock = await trx
    .insertInto('org_clocks')
    .values({ organization_id: org.id, last: sql<string>`clock_timestamp()` })
    .returning('last')
    .executeTakeFirstOrThrow();
  const team = await trx
    .insertInto('teams')
    .values({
      organization_id: org.id,
      name: defaultTeam.name,
      slug: defaultTeam.slug,
      is_default: true,
      created_at: clock.last,
      updated_at: clock.last,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedDefaultFlow(trx, org.id, clock.last);
  await trx.insertInto('action_item_counts').values({ organization_id: org.id, total: 0 }).execute();
  return { ...org, default_team_id: team.id };
}

function selectOrganizations(db: Kysely<DB>) {
  return db
    .selectFrom('organizations as o')
    .innerJoin('teams as t', (join) => join.onRef('t.organization_id', '=', 'o.id').on('t.is_default', '=', true))
    .select(['o.id', 'o.name', 't.id as default_team_id', 'o.created_at']);
}

export function listOrganizations(db: Kysely<DB>): Promise<OrganizationRow[]> {
  return selectOrganizations(db).orderBy('o.created_at').orderBy('o.id').execute();
}

export async function findOrganization(db: Kysely<DB>, orgId: string): Promise<OrganizationRow | null> {
  return (await selectOrganizations(db).where('o.id', '=', orgId).executeTakeFirst()) ?? null;
}

export async function countOrganizations(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
