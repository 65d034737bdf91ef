/**
 * Departments and teams in the change log (DECISIONS 12): neither has a GET of one record, so a
 * record is the element of its list (GET /v2/departments, GET /v2/teams).
 */
import { sql } from 'kysely';
import type { LoggedTable, RecordReader } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import { toDepartmentRecord, toTeamRecord } from './org-structure.mapper.js';
import type { OrgUnitRow, OrgUnitTable } from './org-structure.repository.js';

/** The units' rows in one query, with the repository's columns (`is_default` false for departments). */
function findOrgUnits(db: RecordReader, table: OrgUnitTable, orgId: string, ids: readonly string[]): Promise<OrgUnitRow[]> {
  return db.selectFrom(table as 'departments')
    .select(['id', 'name', 'slug', 'external_id', 'created_at', 'updated_at',
      table === 'teams' ? sql<boolean>`is_default`.as('is_default') : sql<boolean>`false`.as('is_default')])
    .where('organization_id', '=', orgId)
    .where(inList('id', ids, 'uuid'))
    .execute();
}

function orgUnitLog(table: OrgUnitTable, resource: 'department' | 'team', toRecord: (row: OrgUnitRow) => Record<string, unknown>): LoggedTable {
  return {
    table,
    async load(db, orgId, ids) {
      if (ids.length === 0) return [];
      const rows = await findOrgUnits(db, table, orgId, ids);
      return rows.map((row) => ({ id: row.id, resource, externalId: row.external_id, deleted: false, record: toRecord(row) }));
    },
    // isDefault is the server's (the org's first team).
    changeKeys: ['name', 'slug', 'externalId'],
  };
}

export const departmentsLog = orgUnitLog('departments', 'department', toDepartmentRecord);
export const teamsLog = orgUnitLog('teams', 'team', toTeamRecord);
