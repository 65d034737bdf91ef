/**
 * Departments and teams share one shape (name, slug, externalId); teams also mark the org's
 * default team. One repository serves both tables.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export type OrgUnitTable = 'departments' | 'teams';

export interface OrgUnitRow {
  id: string;
  name: string;
  slug: string;
  external_id: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

// Kysely cannot type a union of table names in one query; both tables share these columns.
const as = (table: OrgUnitTable) => table as 'departments';

const columns = (table: OrgUnitTable) =>
  ['id', 'name', 'slug', 'external_id', 'created_at', 'updated_at',
    table === 'teams' ? sql<boolean>`is_default`.as('is_default') : sql<boolean>`false`.as('is_default')] as const;

export async function findOrgUnitByExternalId(trx: Transaction<DB>, table: OrgUnitTable, orgId: string, externalId: string): Promise<OrgUnitRow | null> {
  const row = await trx.selectFrom(as(table)).select(columns(table)).where('organization_id', '=', orgId)
    .where('external_id', '=', externalId).executeTakeFirst();
  return row ?? null;
}

export async function slugTakenByOther(trx: Transaction<DB>, table: OrgUnitTable, orgId: string, slug: string, exceptId: string | null): Promise<boolean> {
  let query = trx.selectFrom(as(table)).select('id').where('organization_id', '=', orgId).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertOrgUnit(
  trx: Transaction<DB>, table: OrgUnitTable, orgId: string, now: string,
  values: { name: string; slug: string; externalId: string | null },
): Promise<OrgUnitRow> {
  return trx.insertInto(as(table))
    .values({ organization_id: orgId, name: values.name, slug: values.slug, external_id: values.externalId, created_at: now, updated_at: now })
    .returning(columns(table)).executeTakeFirstOrThrow();
}

export function updateOrgUnit(
  trx: Transaction<DB>, table: OrgUnitTable, orgId: string, id: string, now: string,
  values: { name: string; slug: string },
): Promise<OrgUnitRow> {
  return trx.updateTable(as(table)).set({ name: values.name, slug: values.slug, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id)
    .returning(columns(table)).executeTakeFirstOrThrow();
}

/** The org's default team (DECISIONS 1): what records' `teamId` defaults to. */
export async function findDefaultTeamId(db: Kysely<DB> | Transaction<DB>, orgId: string): Promise<string | null> {
  const row = await db.selectFrom('teams').select('id').where('organization_id', '=', orgId).where('is_default', '=', true).executeTakeFirst();
  return row?.id ?? null;
}

/** One keyset batch in (name, id) order, after `last`. */
export function listOrgUnitsAfter(
  db: Kysely<DB>, table: OrgUnitTable, orgId: string, last: Pick<OrgUnitRow, 'name' | 'id'> | null, limit: number,
): Promise<OrgUnitRow[]> {
  let query = db.selectFrom(as(table)).select(columns(table)).where('organization_id', '=', orgId);
  if (last) {
    query = query.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(last.name, last.id)));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}
