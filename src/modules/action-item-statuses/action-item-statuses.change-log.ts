/**
 * Action item statuses in the change log (DECISIONS 12): there is no GET of one status, so a
 * record is the element of GET /v2/action-item-statuses. Statuses are never deleted. Making a
 * status its group's default unsets the previous default, which is logged too.
 */
import type { LoggedTable, RecordReader } from '../../db/change-log-types.js';
import { inList } from '../../db/sql.js';
import type { StatusRow } from './action-item-statuses.repository.js';
import { toStatusRecord } from './action-item-statuses.mapper.js';

/** The statuses' rows in one query (every column of the repository's `listStatuses`). */
function findStatusRows(db: RecordReader, orgId: string, ids: readonly string[]): Promise<StatusRow[]> {
  return db.selectFrom('action_item_statuses').selectAll()
    .where('organization_id', '=', orgId)
    .where(inList('id', ids, 'uuid'))
    .execute();
}

export const actionItemStatusesLog: LoggedTable = {
  table: 'action_item_statuses',
  async load(db, orgId, ids) {
    if (ids.length === 0) return [];
    const rows = await findStatusRows(db, orgId, ids);
    return rows.map((row) => ({ id: row.id, resource: 'action_item_status', externalId: row.external_id, deleted: false, record: toStatusRecord(row) }));
  },
  changeKeys: ['name', 'group', 'externalId', 'ordinal', 'isDefault'],
};
