/**
 * Departments and teams (DECISIONS 6, 9): org configuration, written with scope admin.
 * POST upserts by externalId (200 when it updated), else creates (201); a slug is unique per org.
 */
import type { Kysely } from 'kysely';
import { withOrgWrite } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, validationError } from '../../http/errors.js';
import { keysetBatches } from '../../http/stream-list.js';
import { slugify } from '../../lib/slug.js';
import {
  findDefaultTeamId, findOrgUnitByExternalId, insertOrgUnit, listOrgUnitsAfter, slugTakenByOther, updateOrgUnit,
  type OrgUnitRow, type OrgUnitTable,
} from './org-structure.repository.js';
import type { OrgUnitInput } from './org-structure.schemas.js';

export interface OrgUnitWrite {
  row: OrgUnitRow;
  created: boolean;
}

const NOUN: Record<OrgUnitTable, string> = { departments: 'department', teams: 'team' };

export async function upsertOrgUnit(db: Kysely<DB>, table: OrgUnitTable, orgId: string, input: OrgUnitInput): Promise<OrgUnitWrite> {
  const name = input.name.trim();
  if (name === '') throw validationError(['body.name must not be blank']);
  return withOrgWrite(db, orgId, async (trx, now) => {
    const existing = input.externalId ? await findOrgUnitByExternalId(trx, table, orgId, input.externalId) : null;
    const slug = input.slug ?? existing?.slug ?? slugify(name, NOUN[table]);
    if (await slugTakenByOther(trx, table, orgId, slug, existing?.id ?? null)) {
      throw conflict(`A ${NOUN[table]} with slug "${slug}" already exists`);
    }
    if (existing) return { row: await updateOrgUnit(trx, table, orgId, existing.id, now, { name, slug }), created: false };
    return { row: await insertOrgUnit(trx, table, orgId, now, { name, slug, externalId: input.externalId ?? null }), created: true };
  });
}

/** The org's default team id. */
export const defaultTeamId = findDefaultTeamId;

export function orgUnitBatches(db: Kysely<DB>, table: OrgUnitTable, orgId: string): AsyncGenerator<OrgUnitRow[]> {
  return keysetBatches((last, limit) => listOrgUnitsAfter(db, table, orgId, last, limit));
}
