/**
 * Events in the change log (DECISIONS 12): a record is what GET /v2/events/{eventId} returns. A
 * deleted event answers 404 there but keeps its record (with `deletedAt`, as the list shows it
 * with includeDeleted=true) and is logged as deleted.
 */
import type { LoggedTable } from '../../db/change-log-types.js';
import { shownKeysOf } from '../../db/record-shape.js';
import { loadFromSql } from '../../db/change-log.js';
import { EVENT_RECORD } from './events.mapper.js';
import { EVENT_RECORD_SQL } from './events.repository.js';

export const eventsLog: LoggedTable = {
  table: 'events',
  load: loadFromSql('events', EVENT_RECORD_SQL),
  // The keys of the bulk payload: locationExternalId sets assetId, reportedByExternalId
  // reportedById (their names are derived). externalId is the upsert key: it never changes.
  // deletedAt: DELETE sets it, a bulk write of the externalId clears it. teamId is the server's.
  changeKeys: ['title', 'description', 'eventType', 'eventDate', 'status', 'severity', 'assetId', 'reportedById', 'metadata', 'deletedAt'],
  shown: shownKeysOf(EVENT_RECORD),
  recordSql: EVENT_RECORD_SQL,
};
