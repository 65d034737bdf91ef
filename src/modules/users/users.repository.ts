import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';
import { likePattern } from '../../db/sql.js';
import type { UserListFilters } from './users.schemas.js';

export type UserRow = Omit<Selectable<UsersTable>, 'organization_id'>;

export interface Membership {
  id: string;
  name: string;
  slug: string | null;
}

export type UserRecordRow = UserRow & {
  supervisor_email: string | null;
  departments: Membership[];
  locations: Membership[];
  teams: Membership[];
};

const USER_COLUMNS = ['id', 'email', 'full_name', 'phone_number', 'avatar_url', 'role', 'external_id', 'supervisor_id',
  'permission_group_id', 'created_at', 'updated_at'] as const;

const anyOf = (values: string[]) => sql`ANY(${values}::text[])`;

/** Users matching any id, externalId or email (case-insensitive): every lookup of a bulk in one query. */
export function findUsersByKeys(trx: Transaction<DB>, orgId: string, keys: { ids: string[]; externalIds: string[]; emails: string[] }): Promise<UserRow[]> {
  if (keys.ids.length + keys.externalIds.length + keys.emails.length === 0) return Promise.resolve([]);
  return trx.selectFrom('users').select(USER_COLUMNS).where('organization_id', '=', orgId)
    .where(sql<boolean>`(id::text = ${anyOf(keys.ids)} OR external_id = ${anyOf(keys.externalIds)} OR lower(email) = ${anyOf(keys.emails.map((e) => e.toLowerCase()))})`)
    .execute();
}

export interface Reference {
  id: string;
  keys: string[];
}

/** Departments matching any of the values as UUID, externalId or slug. */
export async function findDepartmentsByKeys(trx: Transaction<DB>, orgId: string, values: string[]): Promise<Reference[]> {
  if (values.length === 0) return [];
  const rows = await trx.selectFrom('departments').select(['id', 'external_id', 'slug']).where('organization_id', '=', orgId)
    .where(sql<boolean>`(id::text = ${anyOf(values)} OR external_id = ${anyOf(values)} OR slug = ${anyOf(values)})`).execute();
  return rows.map((row) => ({ id: row.id, keys: [row.id, row.external_id, row.slug].filter((k): k is string => k !== null) }));
}

/** Locations (assets of type location) matching any of the values as UUID or externalId. */
export async function findLocationsByKeys(trx: Transaction<DB>, orgId: string, values: string[]): Promise<Reference[]> {
  if (values.length === 0) return [];
  const rows = await trx.selectFrom('assets').select(['id', 'external_id']).where('organization_id', '=', orgId)
    .where('type', '=', 'location')
    .where(sql<boolean>`(id::text = ${anyOf(values)} OR external_id = ${anyOf(values)})`).execute();
  return rows.map((row) => ({ id: row.id, keys: [row.id, row.external_id].filter((k): k is string => k !== null) }));
}

export async function findTeamIds(trx: Transaction<DB>, orgId: string, ids: string[]): Promise<{ known: Set<string>; defaultTeamId: string | null }> {
  const rows = await trx.selectFrom('teams').select(['id', 'is_default']).where('organization_id', '=', orgId)
    .where((eb) => eb.or([eb('is_default', '=', true), eb(sql`id::text`, '=', sql`${anyOf(ids)}`)])).execute();
  return { known: new Set(rows.map((row) => row.id)), defaultTeamId: rows.find((row) => row.is_default)?.id ?? null };
}

/** Writes every user in one statement, sorted by externalId (then email). */
export async function upsertUserRows(trx: Transaction<DB>, orgId: string, now: string, rows: UserRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.external_id ?? a.email).localeCompare(b.external_id ?? b.email));
  await sql`
    INSERT INTO users (organization_id, id, email, full_name, phone_number, avatar_url, role, external_id, supervisor_id,
                       permission_group_id, created_at, updated_at)
    SELECT ${orgId}, r.id, r.email, r.full_name, r.phone_number, r.avatar_url, r.role, r.external_id, r.supervisor_id,
           r.permission_group_id, r.created_at, ${now}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(sorted)}::jsonb) AS r(
             id uuid, email text, full_name text, phone_number text, avatar_url text, role text, external_id text,
             supervisor_id uuid, permission_group_id uuid, created_at timestamptz)
    ON CONFLICT (organization_id, id) DO UPDATE SET
      email = EXCLUDED.email, full_name = EXCLUDED.full_name, phone_number = EXCLUDED.phone_number, role = EXCLUDED.role,
      external_id = EXCLUDED.external_id, supervisor_id = EXCLUDED.supervisor_id,
      permission_group_id = EXCLUDED.permission_group_id, updated_at = EXCLUDED.updated_at`.execute(trx);
}

export type MembershipTable = 'user_departments' | 'user_locations' | 'user_teams';
const MEMBER_COLUMN: Record<MembershipTable, string> = { user_departments: 'department_id', user_locations: 'location_id', user_teams: 'team_id' };

/** Replaces the memberships of the given users in one table: one DELETE, one INSERT. */
export async function replaceMemberships(trx: Transaction<DB>, orgId: string, table: MembershipTable, memberships: Array<{ userId: string; memberId: string }>): Promise<void> {
  if (memberships.length === 0) return;
  const userIds = [...new Set(memberships.map((m) => m.userId))].sort();
  const column = sql.ref(MEMBER_COLUMN[table]);
  await sql`DELETE FROM ${sql.table(table)} WHERE organization_id = ${orgId} AND user_id = ANY(${userIds}::uuid[])`.execute(trx);
  const sorted = [...memberships].sort((a, b) => a.userId.localeCompare(b.userId) || a.memberId.localeCompare(b.memberId));
  await sql`
    INSERT INTO ${sql.table(table)} (organization_id, user_id, ${column})
    SELECT ${orgId}, m.user_id, m.member_id FROM unnest(${sorted.map((m) => m.userId)}::uuid[], ${sorted.map((m) => m.memberId)}::uuid[]) AS m(user_id, member_id)
    ON CONFLICT DO NOTHING`.execute(trx);
}

const membershipsOf = (table: 'departments' | 'assets' | 'teams', link: MembershipTable) => sql<Membership[]>`coalesce((
  SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'slug', x.slug) ORDER BY x.name, x.id)
    FROM ${sql.table(link)} l JOIN ${sql.table(table)} x ON x.organization_id = l.organization_id AND x.id = l.${sql.ref(MEMBER_COLUMN[link])}
   WHERE l.organization_id = u.organization_id AND l.user_id = u.id), '[]'::json)`;

function selectUserRecords(db: Kysely<DB>, orgId: string) {
  return db.selectFrom('users as u')
    .leftJoin('users as s', (join) => join.onRef('s.organization_id', '=', 'u.organization_id').onRef('s.id', '=', 'u.supervisor_id'))
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .select([
      's.email as supervisor_email',
      membershipsOf('departments', 'user_departments').as('departments'),
      membershipsOf('assets', 'user_locations').as('locations'),
      membershipsOf('teams', 'user_teams').as('teams'),
    ])
    .where('u.organization_id', '=', orgId);
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
