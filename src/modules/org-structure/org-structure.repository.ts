/**
 * Departments and teams share one shape (name, slug, externalId); teams also mark the org's
 * default team. One repository serves both tables.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrgWriteTx } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { inList } from '../../db/sql.js';
import { uuidsAmong, type KeyedRecord } from '../../http/bulk.js';

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
  tx: OrgWriteTx, table: OrgUnitTable, orgId: string, now: string,
  values: { name: string; slug: string; externalId: string | null },
): Promise<OrgUnitRow> {
  return tx.insertInto(as(table))
    .values({ organization_id: orgId, name: values.name, slug: values.slug, external_id: values.externalId, created_at: now, updated_at: now })
    .returning(columns(table)).executeTakeFirstOrThrow();
}

export function updateOrgUnit(
  tx: OrgWriteTx, table: OrgUnitTable, orgId: string, id: string, now: string,
  values: { name: string; slug: string },
): Promise<OrgUnitRow> {
  return tx.updateTable(as(table)).set({ name: values.name, slug: values.slug, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id)
    .returning(columns(table)).executeTakeFirstOrThrow();
}

/** Units matching any of the values as UUID, externalId or slug. */
export async function findOrgUnitsByKeys(db: Kysely<DB> | Transaction<DB>, table: OrgUnitTable, orgId: string, values: string[]): Promise<KeyedRecord[]> {
  if (values.length === 0) return [];
  const ids = uuidsAmong(values);
  const rows = await db.selectFrom(as(table)).select(['id', 'external_id', 'slug']).where('organization_id', '=', orgId)
    .where((eb) => eb.or([
      ...(ids.length > 0 ? [inList('id', ids, 'uuid')] : []),
      inList('external_id', values, 'text'),
      inList('slug', values, 'text'),
    ])).execute();
  return rows.map((row) => ({ id: row.id, keys: [row.id, row.external_id, row.slug].filter((k): k is string => k !== null) }));
}

/** Which of the ids (UUIDs) are teams of the org, and the org's default team. */
export async function findTeamIdsWithDefault(db: Kysely<DB> | Transaction<DB>, orgId: string, ids: string[]): Promise<{ known: Set<string>; defaultTeamId: string | null }> {
  const rows = await db.selectFrom('teams').select(['id', 'is_default']).where('organization_id', '=', orgId)
    .where((eb) => eb.or([eb('is_default', '=', true), ...(ids.length > 0 ? [inList('id', ids, 'uuid')] : [])])).execute();
  return { known: new Set(rows.map((row) => row.id)), defaultTeamId: rows.find((row) => row.is_default)?.id ?? null };
}

/** Inserts an org's default team (DECISIONS 1), in the transaction that creates the org. */
export async function insertDefaultTeam(tx: OrgWriteTx, orgId: string, now: string, team: { name: string; slug: string }): Promise<string> {
  const row = await tx.insertInto('teams')
    .values({ organization_id: orgId, name: team.name, slug: team.slug, is_default: true, created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
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
