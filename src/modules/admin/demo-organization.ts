/**
 * The demo organization (DECISIONS 2, first run): an organization with a key holding every
 * scope, so `npm start` alone is enough to try the API. The operator surface owns it: it uses
 * both organizations and API keys.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { SCOPES } from '../../http/request-context.js';
import { createApiKey } from '../api-keys/api-keys.service.js';
import { createOrganization, countOrganizations, type OrganizationRecord } from '../organizations/organizations.service.js';

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
