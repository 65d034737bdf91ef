/**
 * Equipment types (spec 2.8, 4.11; DECISIONS 9): an org's catalogue of equipment kinds,
 * referenced by equipment assets.
 */
import type { Kysely, Transaction } from 'kysely';
import { idsFound } from '../../db/sql.js';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { keysetBatches } from '../../http/stream-list.js';
import { slugify } from '../../lib/slug.js';
import { toEquipmentTypeRecord } from './equipment-types.mapper.js';
import { insertEquipmentType, listEquipmentTypesAfter, type EquipmentTypeRow } from './equipment-types.repository.js';
import type { CreateEquipmentTypeInput, EquipmentTypeRecord } from './equipment-types.schemas.js';

export async function createEquipmentType(db: Kysely<DB>, writer: OrgWriter, input: CreateEquipmentTypeInput): Promise<EquipmentTypeRecord> {
  const { orgId } = writer;
  const name = input.name.trim();
  if (name === '') throw validationError(['body.name must not be blank']);
  const slug = input.slug ?? slugify(name, 'equipment-type');
  const row = await withOrgWrite(db, writer, async (trx, now) => {
    const inserted = await insertEquipmentType(trx, orgId, now, { name, slug, externalName: input.externalName?.trim() || name });
    if (!inserted) throw conflict(`An equipment type with slug ${quote(slug)} already exists`);
    return inserted;
  });
  return toEquipmentTypeRecord(row);
}

/** The ids (UUIDs) that are equipment types of the org (for equipment assets). */
export const equipmentTypeIdsFound = (db: Kysely<DB> | Transaction<DB>, orgId: string, ids: string[]): Promise<Set<string>> => idsFound(db, 'equipment_types', orgId, ids);

/** Every equipment type of the org, by name, in batches for streaming. */
export function equipmentTypeBatches(db: Kysely<DB>, orgId: string): AsyncGenerator<EquipmentTypeRow[]> {
  return keysetBatches((last, limit) => listEquipmentTypesAfter(db, orgId, last, limit));
}
