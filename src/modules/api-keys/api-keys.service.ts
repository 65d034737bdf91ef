/**
 * Issuing, listing and revoking API keys (DECISIONS 2), for organizations the caller knows exist
 * (the operator surface checks: src/modules/admin/operator-keys.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { toApiTimestamp, toApiTimestampOrNull } from '../../http/time.js';
import { generateApiKey, keyPrefix } from './api-key-format.js';
import type { Scope } from '../../http/request-context.js';
import { insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repository.js';

export const DEFAULT_SCOPES: readonly Scope[] = ['read', 'write'];

export interface ApiKeyRecord {
  id: string;
  name: string;
  scopes: Scope[];
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

type KeyRow = Awaited<ReturnType<typeof listApiKeys>>[number];

const toApiKeyRecord = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as Scope[],
  prefix: keyPrefix(row.public_id),
  createdAt: toApiTimestamp(row.created_at),
  revokedAt: toApiTimestampOrNull(row.revoked_at),
});

/** Creates a key for an existing organization; `key` in the result is the secret, shown this once. */
export async function createApiKey(
  db: Kysely<DB>,
  orgId: string,
  input: { name: string; scopes?: readonly Scope[] },
): Promise<ApiKeyRecord & { key: string }> {
  const scopes = [...new Set(input.scopes ?? DEFAULT_SCOPES)];
  const generated = generateApiKey();
  const row = await insertApiKey(db, orgId, { name: input.name, publicId: generated.publicId, hash: generated.hash, scopes });
  return { ...toApiKeyRecord(row), key: generated.key };
}

export async function listOrganizationApiKeys(db: Kysely<DB>, orgId: string): Promise<ApiKeyRecord[]> {
  return (await listApiKeys(db, orgId)).map(toApiKeyRecord);
}

/** Revokes a key and returns its public id (so the caller's cache can forget it at once). */
export async function revokeOrganizationApiKey(db: Kysely<DB>, orgId: string, keyId: string): Promise<string> {
  const publicId = await revokeApiKey(db, orgId, keyId);
  if (publicId === null) throw notFound('API key');
  return publicId;
}
