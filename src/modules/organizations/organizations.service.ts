/**
 * Organizations (DECISIONS 1, 2): created by operators, each with a commit clock and a default team.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toApiTimestamp } from '../../http/time.js';
import { createApiKey } from '../api-keys/api-keys.service.js';
import { SCOPES } from '../api-keys/api-key-authenticator.js';
import {
  countOrganizations,
  insertOrganization,
  listOrganizations,
  type OrganizationRow,
} from './organizations.repository.js';

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

export async function createOrganization(db: Kysely<DB>, name: string): Promise<OrganizationRecord> {
  const row = await db.transaction().execute((trx) => insertOrganization(trx, name, DEFAULT_TEAM));
  return toOrganizationRecord(row);
}

export async function listAllOrganizations(db: Kysely<DB>): Promise<OrganizationRecord[]> {
  return (await listOrganizations(db)).map(toOrganizationRecord);
}

export interface DemoSetup {
  organization: OrganizationRecord;
  apiKey: string;
}

/** A demo organization with a key holding every scope, so the API can be tried at once. */
export async function createDemoOrganization(db: Kysely<DB>): Promise<DemoSetup> {
  const organization = await createOrganization(db, 'Demo organization');
  const created = await createApiKey(db, organization.id, { name: 'Demo key', scopes: SCOPES });
  return { organization, apiKey: created.key };
}

/** First run of the embedded database: creates the demo org when there is no org yet. */
export async function seedDemoIfEmpty(db: Kysely<DB>): Promise<DemoSetup | null> {
  if ((await countOrganizations(db)) > 0) return null;
  return createDemoOrganization(db);
}
