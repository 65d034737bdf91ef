import { toApiTimestamp } from '../../http/time.js';
import type { UserRecordRow } from './users.repository.js';
import type { UserRecord } from './users.schemas.js';

export const toUserRecord = (row: UserRecordRow): UserRecord => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  phoneNumber: row.phone_number,
  avatarUrl: row.avatar_url,
  role: row.role,
  externalId: row.external_id,
  supervisorId: row.supervisor_id,
  supervisorEmail: row.supervisor_email,
  departments: row.departments,
  locations: row.locations,
  teams: row.teams,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});
