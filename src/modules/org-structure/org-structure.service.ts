/**
 * Departments and teams (DECISIONS 6, 9): org configuration, written with scope admin.
 * POST upserts by externalId (200 when it updated), else creates (201); a slug is unique per org.
 */
import type { Kysely, Transaction } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { keysetBatches } from '../../http/stream-list.js';
import { slugify } from '../../lib/slug.js';
import { lookupSql } from '../../db/json-sql.js';
import { idsFound } from '../../db/sql.js';
import {
  findOrgUnitByExternalId, findOrgUnitsByKeys, insertOrgUnit, listOrgUnitsAfter, slugTakenByOther, updateOrgUnit, type OrgUnitRow, type OrgUnitTable,
} from './org-structure.repository.js';
import type { OrgUnitInput } from './org-structure.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { findDefaultTeamId, findTeamIdsWithDefault, insertDefaultTeam } from './org-structure.repository.js';

export interface OrgUnitWrite {
  row: OrgUnitRow;
  created: boolean;
}

const NOUN: Record<OrgUnitTable, string> = { departments: 'department', teams: 'team' };

export async function upsertOrgUnit(db: Kysely<DB>, table: OrgUnitTable, writer: OrgWriter, input: OrgUnitInput): Promise<OrgUnitWrite> {
  const { orgId } = writer;
  const name = input.name.trim();
  if (name === '') throw validationError(['body.name must not be blank']);
  return withOrgWrite(db, writer, async (trx, now) => {
    const existing = input.externalId ? await findOrgUnitByExternalId(trx, table, orgId, input.externalId) : null;
    const slug = input.slug ?? existing?.slug ?? slugify(name, NOUN[table]);
    if (await slugTakenByOther(trx, table, orgId, slug, existing?.id ?? null)) {
      throw conflict(`A ${NOUN[table]} with slug ${quote(slug)} already exists`);
    }
    if (existing) return { row: await updateOrgUnit(trx, table, orgId, existing.id, now, { name, slug }), created: false };
    return { row: await insertOrgUnit(trx, table, orgId, now, { name, slug, externalId: input.externalId ?? null }), created: true };
  });
}

/** SQL for the default team's id of the org `orgRef` (a column reference). */
export const defaultTeamIdSql = (orgRef: string): string =>
  `(SELECT default_team.id FROM teams default_team WHERE default_team.organization_id = ${orgRef} AND default_team.is_default)`;

/** Departments matching any of the values as UUID, externalId or slug (a user's departmentId). */
export const departmentsByKeys = (db: Kysely<DB> | Transaction<DB>, orgId: string, values: string[]) => findOrgUnitsByKeys(db, 'departments', orgId, values);

/** The ids (UUIDs) that are departments of the org. */
export const departmentIdsFound = (db: Kysely<DB>, orgId: string, ids: string[]): Promise<Set<string>> => idsFound(db, 'departments', orgId, ids);

/** SQL for `{ id, name, slug }` of the department or team a record holds (a user's memberships). */
export const orgUnitSummarySql = (table: OrgUnitTable, orgRef: string, idRef: string): string =>
  lookupSql(table, (u) => `json_build_object('id', ${u}.id, 'name', ${u}.name, 'slug', ${u}.slug)`, orgRef, idRef);

export function orgUnitBatches(db: Kysely<DB>, table: OrgUnitTable, orgId: string): AsyncGenerator<OrgUnitRow[]> {
  return keysetBatches((last, limit) => listOrgUnitsAfter(db, table, orgId, last, limit));
}
