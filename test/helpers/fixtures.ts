/**
 * A fresh organization per test, with keys for every scope combination the tests need.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { Scope } from '../../src/http/request-context.js';
import { createApiKey, revokeOrganizationApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { createOrganization } from '../../src/modules/organizations/organizations.service.js';
import { testDatabase } from './database.js';

export interface TestOrg {
  id: string;
  defaultTeamId: string;
  keys: {
    /** read, write, admin */
    all: string;
    read: string;
    write: string;
    readWrite: string;
    admin: string;
    revoked: string;
  };
}

let counter = 0;

async function key(db: Kysely<DB>, orgId: string, scopes: Scope[]): Promise<string> {
  return (await createApiKey(db, orgId, { name: `test ${scopes.join('+')}`, scopes })).key;
}

/** A new org with a key of each kind, on the test database or on `database` (a server a test started itself). */
export async function createTestOrg(name = `Test org ${++counter}`, database?: Kysely<DB>): Promise<TestOrg> {
  const db = database ?? (await testDatabase()).db;
  const org = await createOrganization(db, name);
  const revoked = await createApiKey(db, org.id, { name: 'revoked', scopes: ['read', 'write', 'admin'] });
  await revokeOrganizationApiKey(db, org.id, revoked.id);
  return {
    id: org.id,
    defaultTeamId: org.defaultTeamId,
    keys: {
      all: await key(db, org.id, ['read', 'write', 'admin']),
      read: await key(db, org.id, ['read']),
      write: await key(db, org.id, ['write']),
      readWrite: await key(db, org.id, ['read', 'write']),
      admin: await key(db, org.id, ['admin']),
      revoked: revoked.key,
    },
  };
}
