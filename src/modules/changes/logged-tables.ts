/**
 * The change log's descriptors, one per logged table, each owned by its module; and the one
 * way the service opens its database: migrated, with the change log attached to the handle
 * (a write gate on a handle without it refuses to write).
 */
import { LOGGED_TABLES, type LoggedTable, type LoggedTableName } from '../../db/change-log-types.js';
import { createChangeLog, type ChangeLog } from '../../db/change-log.js';
import type { Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { attachChangeLog } from '../../db/org-write.js';
import { actionItemStatusesLog } from '../action-item-statuses/action-item-statuses.change-log.js';
import { actionItemsLog } from '../action-items/action-items.change-log.js';
import { assetsLog } from '../assets/assets.change-log.js';
import { customFieldsLog } from '../custom-fields/custom-fields.change-log.js';
import { equipmentTypesLog } from '../equipment-types/equipment-types.change-log.js';
import { eventsLog } from '../events/events.change-log.js';
import { eventMetricsLog, metricDefinitionsLog } from '../metrics/metrics.change-log.js';
import { departmentsLog, teamsLog } from '../org-structure/org-structure.change-log.js';
import { usersLog } from '../users/users.change-log.js';
import { nodeResultsLog, workflowRunsLog, workflowsLog } from '../workflows/workflows.change-log.js';

const DESCRIPTORS: readonly LoggedTable[] = [
  actionItemsLog, usersLog, departmentsLog, teamsLog, assetsLog, equipmentTypesLog, eventsLog, eventMetricsLog,
  workflowsLog, workflowRunsLog, nodeResultsLog, customFieldsLog, actionItemStatusesLog, metricDefinitionsLog,
];

export const LOGGED_TABLE_DESCRIPTORS: ReadonlyMap<LoggedTableName, LoggedTable> = new Map(DESCRIPTORS.map((table) => [table.table, table]));

for (const name of LOGGED_TABLES) {
  if (!LOGGED_TABLE_DESCRIPTORS.has(name)) throw new Error(`Logged table ${name} has no change-log descriptor`);
}

/** The change log of the service. */
export const changeLog = (): ChangeLog => createChangeLog(LOGGED_TABLE_DESCRIPTORS);

/**
 * Applies pending migrations and attaches the change log to the handle; the log's statements
 * run as named statements (planned once per connection: they run in every write).
 */
export async function prepareServiceDatabase(database: Pick<Database, 'db' | 'statements'>): Promise<void> {
  await migrateToLatest(database.db);
  const log = changeLog();
  database.statements.declare(...log.statements);
  attachChangeLog(database.db, log);
}
