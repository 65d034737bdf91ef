/**
 * API keys as the operator manages them (DECISIONS 2), over HTTP (/admin) and the CLI alike: an
 * organization that does not exist is a 404, for its keys as for itself.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { Scope } from '../../http/request-context.js';
import { createApiKey, listOrganizationApiKeys, revokeOrganizationApiKey, type ApiKeyRecord } from '../api-keys/api-keys.service.js';
import { organizationExists } from '../organizations/organizations.service.js';

async function requireOrganization(db: Kysely<DB>, orgId: string): Promise<void> {
  if (!(await organizationExists(db, orgId))) throw notFound('Organization');
}

export async function issueKey(db: Kysely<DB>, orgId: string, input: { name: string; scopes?: readonly Scope[] }): Promise<ApiKeyRecord & { key: string }> {
  await requireOrganization(db, orgId);
  return createApiKey(db, orgId, input);
}

export async function listKeys(db: Kysely<DB>, orgId: string): Promise<ApiKeyRecord[]> {
  await requireOrganization(db, orgId);
  return listOrganizationApiKeys(db, orgId);
}

/** Revokes a key; returns its public id (so the instance's key cache can forget it at once). */
export const revokeKey = revokeOrganizationApiKey;
