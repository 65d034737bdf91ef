/**
 * Users (spec 2.7, 4.10; DECISIONS 6): reads, and the single and bulk writes on the one
 * upsert path.
 */
import type { Kysely } from 'kysely';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { keysetBatches } from '../../http/stream-list.js';
import { bulkResponse } from '../../http/bulk.js';
import { isUuid } from '../../lib/uuid.js';
import { upsertUsers } from './users.write.js';
import { lookupSql } from '../../db/json-sql.js';
import { idsFound } from '../../db/sql.js';
import { findUserIdsByKeys, findUserRecord, listUserRecordsAfter, type UserRecordRow } from './users.repository.js';

export type { UserIds } from './users.repository.js';
import type { UserListFilters, UserWrite } from './users.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { findUserIdsByKeys } from './users.repository.js';

/** SQL for `{ id, fullName, email }` of the user a record holds, or null. */
export const userSummarySql = (orgRef: string, idRef: string): string =>
  lookupSql('users', (u) => `json_build_object('id', ${u}.id, 'fullName', ${u}.full_name, 'email', ${u}.email)`, orgRef, idRef);

/** The ids (UUIDs) that are users of the org. */
export const userIdsFound = (db: Kysely<DB>, orgId: string, ids: string[]): Promise<Set<string>> => idsFound(db, 'users', orgId, ids);

export async function upsertOneUser(db: Kysely<DB>, writer: OrgWriter, write: UserWrite): Promise<{ record: UserRecordRow; created: boolean }> {
  const { orgId } = writer;
  const [outcome] = await upsertUsers(db, writer, [write], true);
  if (!outcome!.ok) throw outcome!.error;
  const record = await findUserRecord(db, orgId, { id: outcome!.id });
  return { record: record!, created: outcome!.created };
}

export async function upsertUserBulk(db: Kysely<DB>, writer: OrgWriter, writes: UserWrite[]) {
  return bulkResponse(writes.map((w) => w.externalId!), await upsertUsers(db, writer, writes));
}

/** By UUID, else by email (DECISIONS 7). */
export async function getUser(db: Kysely<DB>, orgId: string, idOrEmail: string): Promise<UserRecordRow> {
  const record = await findUser(db, orgId, idOrEmail);
  if (!record) throw notFound('User');
  return record;
}

const findUser = (db: Kysely<DB>, orgId: string, idOrEmail: string) =>
  findUserRecord(db, orgId, isUuid(idOrEmail) ? { id: idOrEmail.toLowerCase() } : { email: idOrEmail });

/** The id of the user GET /v2/users/{idOrEmail} shows, or null. */
export async function userIdOf(db: Kysely<DB>, orgId: string, idOrEmail: string): Promise<string | null> {
  return (await findUser(db, orgId, idOrEmail))?.id ?? null;
}

export function userBatches(db: Kysely<DB>, orgId: string, filters: UserListFilters): AsyncGenerator<UserRecordRow[]> {
  return keysetBatches((last, limit) => listUserRecordsAfter(db, orgId, filters, last, limit));
}

/** The user of the org a write acts for (`X-On-Behalf-Of`): by id when it is a UUID, else by externalId. */
export async function findActingUser(db: Kysely<DB>, orgId: string, reference: string): Promise<{ id: string; externalId: string | null } | null> {
  const byId = isUuid(reference);
  const found = await findUserIdsByKeys(db, orgId, byId ? { ids: [reference.toLowerCase()], externalIds: [] } : { ids: [], externalIds: [reference] });
  const id = [...found.ids][0];
  if (id === undefined) return null;
  const externalId = [...found.byExternalId].find(([, userId]) => userId === id)?.[0] ?? null;
  return { id, externalId };
}
