/**
 * Users (spec 2.7, 4.10; DECISIONS 6): reads, and the single and bulk writes on the one
 * upsert path.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { keysetBatches } from '../../http/stream-list.js';
import { bulkResponse, isUuid } from '../../lib/bulk.js';
import { upsertUsers } from './user-upsert.js';
import { findUserRecord, listUserRecordsAfter, type UserRecordRow } from './users.repository.js';
import type { UserListFilters, UserWrite } from './users.schemas.js';

export async function upsertOneUser(db: Kysely<DB>, orgId: string, write: UserWrite): Promise<{ record: UserRecordRow; created: boolean }> {
  const [outcome] = await upsertUsers(db, orgId, [write], true);
  if (!outcome!.ok) throw outcome!.error;
  const record = await findUserRecord(db, orgId, { id: outcome!.id });
  return { record: record!, created: outcome!.created };
}

export async function upsertUserBulk(db: Kysely<DB>, orgId: string, writes: UserWrite[]) {
  return bulkResponse(writes.map((w) => w.externalId!), await upsertUsers(db, orgId, writes));
}

/** By UUID, else by email (DECISIONS 7). */
export async function getUser(db: Kysely<DB>, orgId: string, idOrEmail: string): Promise<UserRecordRow> {
  const record = await findUserRecord(db, orgId, isUuid(idOrEmail) ? { id: idOrEmail.toLowerCase() } : { email: idOrEmail });
  if (!record) throw notFound('User');
  return record;
}

export function userBatches(db: Kysely<DB>, orgId: string, filters: UserListFilters): AsyncGenerator<UserRecordRow[]> {
  return keysetBatches((last, limit) => listUserRecordsAfter(db, orgId, filters, last, limit));
}
