import { toApiTimestamp } from '../../http/time.js';
import type { OrgUnitRow } from './org-structure.repository.js';
import type { DepartmentRecord, TeamRecord } from './org-structure.schemas.js';

export const toDepartmentRecord = (row: OrgUnitRow): DepartmentRecord => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  externalId: row.external_id,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});

export const toTeamRecord = (row: OrgUnitRow): TeamRecord => ({ ...toDepartmentRecord(row), isDefault: row.is_default });
