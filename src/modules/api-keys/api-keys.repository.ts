import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface StoredApiKey {
  id: string;
  name: string;
  organizationId: string;
  scopes: string[];
  hash: Buffer;
  revoked: boolean;
}

export async function insertApiKey(
  db: Kysely<DB>,
  orgId: string,
  key: { name: string; publicId: string; hash: Buffer; scopes: string[] },
) {
  return db
    .insertInto('api_keys')
    .values({ organization_id: orgId, name: key.name, public_id: key.publicId, secret_hash: key.hash, scopes: key.scopes })
    .returning(['id', 'name', 'scopes', 'public_id', 'created_at', 'revoked_at'])
    .executeTakeFirstOrThrow();
}

export function listApiKeys(db: Kysely<DB>, orgId: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'scopes', 'public_id', 'created_at', 'revoked_at'])
    .where('organization_id', '=', orgId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Marks a key revoked; returns its public id, or null when the org has no such key. */
export async function revokeApiKey(db: Kysely<DB>, orgId: string, keyId: string): Promise<string | null> {
  const row = await db
    .updateTable('api_keys')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.fn<string>('now', [])) }))
    .where('organization_id', '=', orgId)
    .where('id', '=', keyId)
    .returning('public_id')
    .executeTakeFirst();
  return row?.public_id ?? null;
}

/** The one lookup not scoped by org: the key itself names its org. */
export async function findApiKeyByPublicId(db: Kysely<DB>, publicId: string): Promise<StoredApiKey | null> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'organization_id', 'scopes', 'secret_hash', 'revoked_at'])
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    scopes: row.scopes,
    hash: Buffer.from(row.secret_hash),
    revoked: row.revoked_at !== null,
  };
}
