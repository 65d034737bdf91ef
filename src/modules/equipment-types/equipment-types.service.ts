/**
 * Equipment types (spec 2.8, 4.11; DECISIONS 9): an org's catalogue of equipment kinds,
 * referenced by equipment assets.
 */
import type { Kysely, Transaction } from 'kysely';
import { idsFound } from '../../db/sql.js';
import { randomUUID } from 'node:crypto';
import { AT_CLOCK, writeClockLast } from '../../db/clock-last-write.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { keysetBatches } from '../../http/stream-list.js';
import { slugify } from '../../lib/slug.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { equipmentTypesLog } from './equipment-types.change-log.js';
import { equipmentTypeInsertStatement, equipmentTypeWithSlug, insertEquipmentType, listEquipmentTypesAfter, type EquipmentTypeRow } from './equipment-types.repository.js';
import type { CreateEquipmentTypeInput, EquipmentTypeRecord } from './equipment-types.schemas.js';

/**
 * POST /equipment-types, on the fast path: a slug found taken without the clock is a 409 as read
 * (nothing is written); one taken meanwhile undoes the statement, and the write runs again with
 * the clock taken first, where it is a 409 too.
 */
export async function createEquipmentType(db: Kysely<DB>, writer: OrgWriter, input: CreateEquipmentTypeInput): Promise<EquipmentTypeRecord> {
  const { orgId } = writer;
  const name = input.name.trim();
  if (name === '') throw validationError(['body.name must not be blank']);
  const slug = input.slug ?? slugify(name, 'equipment-type');
  const values = { name, slug, externalName: input.externalName?.trim() || name };
  const taken = () => conflict(`An equipment type with slug ${quote(slug)} already exists`);
  const id = randomUUID();
  const version = await rememberedConfigVersion(db, orgId);
  const { result, written } = await writeClockLast<string>(db, writer, {
    table: equipmentTypesLog,
    configVersion: version,
    single: false,
    async attempt(read) {
      if (await equipmentTypeWithSlug(read, orgId, slug)) throw taken();
      return { result: id, statement: equipmentTypeInsertStatement(orgId, { id, name, slug, external_name: values.externalName, created_at: AT_CLOCK }) };
    },
    async fallback() {
      return async (trx, now) => {
        const inserted = await insertEquipmentType(trx, orgId, now, values);
        if (!inserted) throw taken();
        return inserted.id;
      };
    },
  });
  return JSON.parse(written.textOf(result)!) as EquipmentTypeRecord;
}

/** The ids (UUIDs) that are equipment types of the org (for equipment assets). */
export const equipmentTypeIdsFound = (db: Kysely<DB> | Transaction<DB>, orgId: string, ids: string[]): Promise<Set<string>> => idsFound(db, 'equipment_types', orgId, ids);

/** Every equipment type of the org, by name, in batches for streaming. */
export function equipmentTypeBatches(db: Kysely<DB>, orgId: string): AsyncGenerator<EquipmentTypeRow[]> {
  return keysetBatches((last, limit) => listEquipmentTypesAfter(db, orgId, last, limit));
}
