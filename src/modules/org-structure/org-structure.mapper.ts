/** The department and team records (spec 2.6), declared once (src/db/record-shape.ts). */
import { column, recordShape, timestamp } from '../../db/record-shape.js';
import type { OrgUnitRow } from './org-structure.repository.js';
import type { DepartmentRecord, TeamRecord } from './org-structure.schemas.js';

const DEPARTMENT_KEYS = {
  id: column('id'),
  name: column('name'),
  slug: column('slug'),
  externalId: column('external_id'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
};

export const DEPARTMENT_RECORD = recordShape<DepartmentRecord>('departments', DEPARTMENT_KEYS);

/** A team also says whether it is the org's default team. */
export const TEAM_RECORD = recordShape<TeamRecord>('teams', { ...DEPARTMENT_KEYS, isDefault: column('is_default') });

export const toDepartmentRecord = (row: OrgUnitRow): DepartmentRecord => DEPARTMENT_RECORD.toRecord(row);

export const toTeamRecord = (row: OrgUnitRow): TeamRecord => TEAM_RECORD.toRecord(row);
