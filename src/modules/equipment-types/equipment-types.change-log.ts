/**
 * Equipment types in the change log (DECISIONS 12): there is no GET of one type, so a record is
 * the element of GET /v2/equipment-types. Types have no externalId and are never deleted.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import { toEquipmentTypeRecord } from './equipment-types.mapper.js';
import { EQUIPMENT_TYPE_COLUMNS } from './equipment-types.repository.js';

export const equipmentTypesLog: LoggedTable = {
  table: 'equipment_types',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('equipment_types').select(EQUIPMENT_TYPE_COLUMNS)
      .where('organization_id', '=', orgId).where(inList('id', ids, 'uuid')).execute();
    return rows.map((row) => ({ id: row.id, resource: 'equipment_type', externalId: null, deleted: false, record: toEquipmentTypeRecord(row) }));
  },
  changeKeys: ['name', 'slug', 'externalName'],
};
