import type { Kysely } from 'kysely';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';

export const EQUIPMENT_TYPE_COLUMNS = ['id', 'name', 'slug', 'external_name', 'created_at', 'updated_at'] as const;

export interface EquipmentTypeRow {
  id: string;
  name: string;
  slug: string;
  external_name: string;
  created_at: string;
  updated_at: string;
}

/** Inserts the type, or returns null when the org already has one with that slug. */
export async function insertEquipmentType(
  tx: OrgWriteTx,
  orgId: string,
  now: string,
  values: { name: string; slug: string; externalName: string },
): Promise<EquipmentTypeRow | null> {
  const row = await tx
    .insertInto('equipment_types')
    .values({
      organization_id: orgId,
      name: values.name,
      slug: values.slug,
      external_name: values.externalName,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'slug']).doNothing())
    .returning(EQUIPMENT_TYPE_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** One keyset batch of the org's types in (name, id) order, after `last`. */
export function listEquipmentTypesAfter(
  db: Kysely<DB>,
  orgId: string,
  last: Pick<EquipmentTypeRow, 'name' | 'id'> | null,
  limit: number,
): Promise<EquipmentTypeRow[]> {
  let query = db.selectFrom('equipment_types').select(EQUIPMENT_TYPE_COLUMNS).where('organization_id', '=', orgId);
  if (last) {
    query = query.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(last.name, last.id)));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}
