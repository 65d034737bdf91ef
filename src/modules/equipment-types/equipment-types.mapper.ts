import { toApiTimestamp } from '../../http/time.js';
import type { EquipmentTypeRow } from './equipment-types.repository.js';
import type { EquipmentTypeRecord } from './equipment-types.schemas.js';

export const toEquipmentTypeRecord = (row: EquipmentTypeRow): EquipmentTypeRecord => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  externalName: row.external_name,
  createdAt: toApiTimestamp(row.created_at),
  updatedAt: toApiTimestamp(row.updated_at),
});
