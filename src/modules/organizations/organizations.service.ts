/**
 * Organizations (DECISIONS 1, 2): created by operators, each with a commit clock and a default team.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toApiTimestamp } from '../../http/time.js';
import { withNewOrgWrite } from '../../db/org-write.js';
import { seedDefaultFlow } from '../action-item-statuses/action-item-statuses.service.js';
import { insertItemCounter } from '../action-items/action-items.service.js';
import { insertDefaultTeam } from '../org-structure/org-structure.service.js';
import { findOrganization, insertOrganizationRow, listOrganizations, type OrganizationRow } from './organizations.repository.js';

/** What other modules use of this module's rows, as its repository names it. */
export { countOrganizations } from './organizations.repository.js';

export interface OrganizationRecord {
  id: string;
  name: string;
  defaultTeamId: string;
  createdAt: string;
}

const toOrganizationRecord = (row: OrganizationRow): OrganizationRecord => ({
  id: row.id,
  name: row.name,
  defaultTeamId: row.default_team_id,
  createdAt: toApiTimestamp(row.created_at),
});

export const DEFAULT_TEAM = { name: 'Default team', slug: 'default' } as const;

/**
 * Creates an organization with its commit clock, its default team, the default Action Item flow
 * and its action item counter, in one transaction. The org's first rows go through the write
 * gate like every later write, stamped by the clock's first value.
 */
export async function createOrganization(db: Kysely<DB>, name: string): Promise<OrganizationRecord> {
  const row = await withNewOrgWrite(db, (trx) => insertOrganizationRow(trx, name), async (tx, now, org) => {
    const defaultTeamId = await insertDefaultTeam(tx, org.id, now, DEFAULT_TEAM);
    await seedDefaultFlow(tx, org.id, now);
    await insertItemCounter(tx, org.id);
    return { ...org, default_team_id: defaultTeamId };
  });
  return toOrganizationRecord(row);
}

export async function listAllOrganizations(db: Kysely<DB>): Promise<OrganizationRecord[]> {
  return (await listOrganizations(db)).map(toOrganizationRecord);
}

export const organizationExists = async (db: Kysely<DB>, orgId: string): Promise<boolean> => (await findOrganization(db, orgId)) !== null;

