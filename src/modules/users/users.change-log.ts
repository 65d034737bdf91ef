/**
 * Users in the change log (DECISIONS 12): a user's record is what GET /v2/users/{id} returns,
 * memberships included, so a write to user_departments, user_locations or user_teams (which
 * stamps the user) logs the user.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { shownKeysOf } from '../../db/record-shape.js';
import { toUserRecord, USER_RECORD } from './users.mapper.js';
import { findUserRecordsByIds } from './users.repository.js';

export const usersLog: LoggedTable = {
  table: 'users',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findUserRecordsByIds(db, orgId, ids);
    return rows.map((row) => ({ id: row.id, resource: 'user', externalId: row.external_id, deleted: false, record: toUserRecord(row) }));
  },
  // departmentId, locationId and teamId replace the memberships the record shows as lists;
  // supervisorEmail follows supervisorId, avatarUrl has no write field.
  changeKeys: ['email', 'fullName', 'phoneNumber', 'role', 'externalId', 'supervisorId', 'departments', 'locations', 'teams'],
  shown: shownKeysOf(USER_RECORD),
};
