import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ActionItemStatusesTable, DB, StatusGroup } from '../../db/schema.js';
import type { OrgWriteTx } from '../../db/org-write.js';
import { DEFAULT_FLOW } from './default-flow.js';

export type StatusRow = Omit<Selectable<ActionItemStatusesTable>, 'organization_id' | 'created_at' | 'updated_at'>;
const COLUMNS = ['id', 'name', 'group', 'external_id', 'ordinal', 'is_default'] as const;

export async function seedDefaultFlow(tx: OrgWriteTx, orgId: string, now: string): Promise<void> {
  await tx.insertInto('action_item_statuses')
    .values(DEFAULT_FLOW.map((s) => ({ organization_id: orgId, name: s.name, group: s.group, ordinal: s.ordinal, is_default: true, external_id: null, created_at: now, updated_at: now })))
    .execute();
}

export function listStatuses(db: Kysely<DB> | Transaction<DB>, orgId: string): Promise<StatusRow[]> {
  return db.selectFrom('action_item_statuses').select(COLUMNS).where('organization_id', '=', orgId).orderBy('ordinal').orderBy('id').execute();
}

export async function clearDefault(tx: OrgWriteTx, orgId: string, group: StatusGroup, exceptId: string | null): Promise<void> {
  let query = tx.updateTable('action_item_statuses').set({ is_default: false })
    .where('organization_id', '=', orgId).where('group', '=', group).where('is_default', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

export function insertStatus(tx: OrgWriteTx, orgId: string, now: string, values: Omit<StatusRow, 'id'>): Promise<StatusRow> {
  return tx.insertInto('action_item_statuses').values({ organization_id: orgId, ...values, created_at: now, updated_at: now })
    .returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateStatus(tx: OrgWriteTx, orgId: string, id: string, now: string, values: Omit<StatusRow, 'id'>): Promise<StatusRow> {
  return tx.updateTable('action_item_statuses').set({ ...values, updated_at: now })
    .where('organization_id', '=', orgId).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
}
