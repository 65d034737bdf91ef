/**
 * The user record (spec 2.2), declared once (src/db/record-shape.ts), with what it shows of other
 * records looked up by the database: its supervisor's email, and the summaries of its
 * departments, locations and teams.
 */
import { column, derived, lookedUp, recordShape, timestamp } from '../../db/record-shape.js';
import { assetSummarySql } from '../assets/assets.service.js';
import { orgUnitSummarySql } from '../org-structure/org-structure.service.js';
import type { UserRecordRow } from './users.repository.js';
import type { UserRecord } from './users.schemas.js';

export type MembershipTable = 'user_departments' | 'user_locations' | 'user_teams';

/** The column of a link table naming the department, location or team. */
export const MEMBER_COLUMN: Record<MembershipTable, string> = { user_departments: 'department_id', user_locations: 'location_id', user_teams: 'team_id' };

/** SQL for the summaries (`{ id, name, slug }`, by name) of the memberships in one link table of the user under alias `u`. */
const membershipsSql = (link: MembershipTable, summarySql: (orgRef: string, idRef: string) => string) => (u: string): string => `coalesce((
  SELECT json_agg(m.summary ORDER BY m.summary->>'name', m.summary->>'id')
    FROM (SELECT ${summarySql('l.organization_id', `l.${MEMBER_COLUMN[link]}`)} AS summary
            FROM ${link} l WHERE l.organization_id = ${u}.organization_id AND l.user_id = ${u}.id) m
   WHERE m.summary IS NOT NULL), '[]'::json)`;

export const USER_RECORD = recordShape<UserRecord>('users', {
  id: column('id'),
  email: column('email'),
  fullName: column('full_name'),
  phoneNumber: column('phone_number'),
  avatarUrl: column('avatar_url'),
  role: column('role'),
  externalId: column('external_id'),
  supervisorId: column('supervisor_id'),
  supervisorEmail: lookedUp('supervisor_email', 'users', 'email', 'supervisor_id', 'supervisorId'),
  departments: derived('departments', membershipsSql('user_departments', (org, id) => orgUnitSummarySql('departments', org, id)),
    { table: 'departments', columns: ['name', 'slug'], by: { link: 'user_departments', member: 'department_id', owner: 'user_id' } }),
  locations: derived('locations', membershipsSql('user_locations', assetSummarySql),
    { table: 'assets', columns: ['name', 'slug'], by: { link: 'user_locations', member: 'location_id', owner: 'user_id' } }),
  teams: derived('teams', membershipsSql('user_teams', (org, id) => orgUnitSummarySql('teams', org, id)),
    { table: 'teams', columns: ['name', 'slug'], by: { link: 'user_teams', member: 'team_id', owner: 'user_id' } }),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
});

export const toUserRecord = (row: UserRecordRow): UserRecord => USER_RECORD.toRecord(row);
