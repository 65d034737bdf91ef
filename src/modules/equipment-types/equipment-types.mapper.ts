/** The equipment type record (spec 2.5), declared once (src/db/record-shape.ts). */
import { column, recordShape, timestamp } from '../../db/record-shape.js';
import type { EquipmentTypeRow } from './equipment-types.repository.js';
import type { EquipmentTypeRecord } from './equipment-types.schemas.js';

export const EQUIPMENT_TYPE_RECORD = recordShape<EquipmentTypeRecord>('equipment_types', {
  id: column('id'),
  name: column('name'),
  slug: column('slug'),
  externalName: column('external_name'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
});

export const toEquipmentTypeRecord = (row: EquipmentTypeRow): EquipmentTypeRecord => EQUIPMENT_TYPE_RECORD.toRecord(row);
