/**
 * Equipment types in the change log (DECISIONS 12): there is no GET of one type, so a record is
 * the element of GET /v2/equipment-types. Types have no externalId and are never deleted.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { loadFromSql } from '../../db/change-log.js';
import { EQUIPMENT_TYPE_RECORD_SQL } from './equipment-types.repository.js';

export const equipmentTypesLog: LoggedTable = {
  table: 'equipment_types',
  load: loadFromSql('equipment_types', EQUIPMENT_TYPE_RECORD_SQL),
  changeKeys: ['name', 'slug', 'externalName'],
  recordSql: EQUIPMENT_TYPE_RECORD_SQL,
};
