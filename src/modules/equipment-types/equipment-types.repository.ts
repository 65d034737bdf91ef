import type { Kysely, Transaction } from 'kysely';
import type { Stamp } from '../../db/clock-last-write.js';
import { clockLastUpsert, type UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { EQUIPMENT_TYPE_RECORD } from './equipment-types.mapper.js';

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

/** The id of the org's type with this slug, or null. */
export async function equipmentTypeWithSlug(db: Kysely<DB> | Transaction<DB>, orgId: string, slug: string): Promise<string | null> {
  return (await db.selectFrom('equipment_types').select('id').where('organization_id', '=', orgId).where('slug', '=', slug).executeTakeFirst())?.id ?? null;
}

/** How a new type's row is written on the fast path (src/db/guarded-upsert.ts): a slug taken meanwhile is a unique violation, which undoes it. */
const EQUIPMENT_TYPE_INSERT: UpsertOf = {
  table: 'equipment_types',
  columns: [
    { column: 'id', type: 'uuid', kept: true }, { column: 'name', type: 'text' }, { column: 'slug', type: 'text' },
    { column: 'external_name', type: 'text' }, { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
  ],
};

/** The statement of a clock-last write of a new type (a fresh id: it inserts). */
export const equipmentTypeInsertStatement = (orgId: string, row: { id: string; name: string; slug: string; external_name: string; created_at: Stamp }) =>
  clockLastUpsert(EQUIPMENT_TYPE_INSERT, orgId, [{ ...row, seen: null }]);

/** A type's record as JSON text, over the table under alias `et`, for the change log. */
export const EQUIPMENT_TYPE_RECORD_SQL = { alias: 'et', record: EQUIPMENT_TYPE_RECORD.jsonSql('et'), resource: `'equipment_type'`, deleted: 'false', externalId: 'NULL::text' };

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
