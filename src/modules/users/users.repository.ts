import { sql, type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';
import { inList, likePattern } from '../../db/sql.js';
import type { UserListFilters } from './users.schemas.js';
import { MEMBER_COLUMN, USER_RECORD, type MembershipTable } from './users.mapper.js';

export type UserRow = Omit<Selectable<UsersTable>, 'organization_id'>;

export interface Membership {
  id: string;
  name: string;
  slug: string | null;
}

/** A user's row as USER_RECORD selects it: its columns but the permission group, and what it shows. */
export type UserRecordRow = Omit<UserRow, 'permission_group_id'> & {
  supervisor_email: string | null;
  departments: Membership[];
  locations: Membership[];
  teams: Membership[];
};

const USER_COLUMNS = ['id', 'email', 'full_name', 'phone_number', 'avatar_url', 'role', 'external_id', 'supervisor_id',
  'permission_group_id', 'created_at', 'updated_at'] as const;

/** Users matching any id (UUIDs), externalId or email (case-insensitive): every lookup of a bulk in one query. */
export function findUsersByKeys(trx: Kysely<DB>, orgId: string, keys: { ids: string[]; externalIds: string[]; emails: string[] }): Promise<UserRow[]> {
  const matches = [
    ...(keys.ids.length > 0 ? [inList('id', keys.ids, 'uuid')] : []),
    ...(keys.externalIds.length > 0 ? [inList('external_id', keys.externalIds, 'text')] : []),
    ...(keys.emails.length > 0 ? [inList(sql`lower(email)`, keys.emails.map((e) => e.toLowerCase()), 'text')] : []),
  ];
  if (matches.length === 0) return Promise.resolve([]);
  return trx.selectFrom('users').select(USER_COLUMNS).where('organization_id', '=', orgId).where((eb) => eb.or(matches)).execute();
}

/** Users found by id (UUIDs) or externalId, for records that reference users: the ids found, and externalId → id. */
export async function findUserIdsByKeys(db: Kysely<DB> | Transaction<DB>, orgId: string, keys: { ids: string[]; externalIds: string[] }): Promise<UserIds> {
  const matches = [
    ...(keys.ids.length > 0 ? [inList('id', keys.ids, 'uuid')] : []),
    ...(keys.externalIds.length > 0 ? [inList('external_id', keys.externalIds, 'text')] : []),
  ];
  if (matches.length === 0) return { ids: new Set(), byExternalId: new Map() };
  const rows = await db.selectFrom('users').select(['id', 'external_id']).where('organization_id', '=', orgId).where((eb) => eb.or(matches)).execute();
  return {
    ids: new Set(rows.map((row) => row.id)),
    byExternalId: new Map(rows.filter((row) => row.external_id !== null).map((row) => [row.external_id!, row.id])),
  };
}

export interface UserIds {
  ids: Set<string>;
  byExternalId: Map<string, string>;
}

/** A membership a write sets: the user, and the department, location or team it joins. */
export interface MembershipLink {
  userId: string;
  memberId: string;
}

/**
 * CTEs of the users' upsert replacing the memberships of the given users, per table: one DELETE
 * of the rows no longer wanted, one INSERT of the new ones. Memberships that stay are not
 * touched, so a user sent with the memberships it already has is not changed (echo-free
 * writes, DECISIONS 12). Nothing reads them: they run once the statement's query is done, on
 * its clock.
 */
export function membershipsSql(orgId: string, byTable: ReadonlyArray<[MembershipTable, readonly MembershipLink[]]>): RawBuilder<unknown> | undefined {
  const ctes = byTable.filter(([, memberships]) => memberships.length > 0).map(([table, memberships]) => {
    const userIds = [...new Set(memberships.map((m) => m.userId))].sort();
    const column = sql.ref(MEMBER_COLUMN[table]);
    const sorted = [...memberships].sort((a, b) => a.userId.localeCompare(b.userId) || a.memberId.localeCompare(b.memberId));
    const wanted = sql`unnest(${sorted.map((m) => m.userId)}::uuid[], ${sorted.map((m) => m.memberId)}::uuid[]) AS m(user_id, member_id)`;
    return sql`${sql.raw(table)}_gone AS (
      DELETE FROM ${sql.table(table)} l
       WHERE l.organization_id = ${orgId} AND l.user_id = ANY(${userIds}::uuid[])
         AND NOT EXISTS (SELECT 1 FROM ${wanted} WHERE m.user_id = l.user_id AND m.member_id = l.${column})
    ), ${sql.raw(table)}_new AS (
      INSERT INTO ${sql.table(table)} (organization_id, user_id, ${column})
      SELECT ${orgId}, m.user_id, m.member_id FROM ${wanted}
      ON CONFLICT DO NOTHING
    )`;
  });
  return ctes.length > 0 ? sql.join(ctes, sql`, `) : undefined;
}

/** The rows of the org's users as their records need them (USER_RECORD's selections). */
function selectUserRecords(db: Kysely<DB>, orgId: string) {
  return db.selectFrom('users as u').select(USER_RECORD.selections('u')).where('u.organization_id', '=', orgId) as unknown as SelectQueryBuilder<DB & { u: UsersTable }, 'u', UserRecordRow>;
}

/** The record rows of these users (the change log's read of what a write changed). */
export function findUserRecordsByIds(db: Kysely<DB> | Transaction<DB>, orgId: string, ids: readonly string[]): Promise<UserRecordRow[]> {
  return selectUserRecords(db, orgId).where(inList('u.id', ids, 'uuid')).execute();
}

export async function findUserRecord(db: Kysely<DB>, orgId: string, key: { id: string } | { email: string }): Promise<UserRecordRow | null> {
  const query = selectUserRecords(db, orgId);
  const row = 'id' in key
    ? await query.where('u.id', '=', key.id).executeTakeFirst()
    : await query.where(sql`lower(u.email)`, '=', key.email.toLowerCase()).executeTakeFirst();
  return row ?? null;
}

/** One keyset batch of the list in (email, id) order, after `last`. */
export function listUserRecordsAfter(
  db: Kysely<DB>, orgId: string, filters: UserListFilters, last: Pick<UserRow, 'email' | 'id'> | null, limit: number,
): Promise<UserRecordRow[]> {
  let query = selectUserRecords(db, orgId);
  if (filters.role) query = query.where('u.role', '=', filters.role);
  if (filters.email) query = query.where(sql`lower(u.email)`, '=', filters.email.toLowerCase());
  if (filters.externalId) query = query.where('u.external_id', '=', filters.externalId);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) => eb.or([eb('u.full_name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  if (last) {
    query = query.where((eb) => eb(eb.refTuple('u.email', 'u.id'), '>', eb.tuple(last.email, last.id)));
  }
  return query.orderBy('u.email').orderBy('u.id').limit(limit).execute();
}
