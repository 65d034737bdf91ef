import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defaultTeamIdSql } from '../org-structure/org-structure.service.js';

export interface OrganizationRow {
  id: string;
  name: string;
  default_team_id: string;
  created_at: string;
}

/** Inserts the organization's own row (its clock, team and flow come with it: organizations.service). */
export function insertOrganizationRow(trx: Transaction<DB>, name: string): Promise<Omit<OrganizationRow, 'default_team_id'>> {
  return trx.insertInto('organizations').values({ name }).returning(['id', 'name', 'created_at']).executeTakeFirstOrThrow();
}

function selectOrganizations(db: Kysely<DB>) {
  return db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.name', sql<string>`${sql.raw(defaultTeamIdSql('o.id'))}`.as('default_team_id'), 'o.created_at']);
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
