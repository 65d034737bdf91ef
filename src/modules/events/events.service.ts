/**
 * Events (spec 2.12, 4.1; DECISIONS 11): bulk upsert, the polled list, reads and tombstones.
 */
import type { Kysely } from 'kysely';
import { withOrgWrite } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { notFound, validationError } from '../../http/errors.js';
import { jsonDepth } from '../../http/input-hygiene.js';
import { paginationMeta } from '../../http/pagination.js';
import { nextCursorOf, planPolledList } from '../../http/polling.js';
import { bulkResponse, isUuid } from '../../lib/bulk.js';
import { upsertEvents } from './event-upsert.js';
import { countEvents, findLiveEvent, listEventRecords, softDeleteEvent, type EventRecordRow } from './events.repository.js';
import { MAX_METADATA_DEPTH, type EventListQueryInput, type EventWrite } from './events.schemas.js';

/** metadata deeper than 32 levels refuses the whole request (DECISIONS 3). */
function checkMetadataDepth(writes: EventWrite[]): void {
  const errors = writes.flatMap((write, index) =>
    write.metadata !== undefined && jsonDepth(write.metadata) > MAX_METADATA_DEPTH
      ? [`body.events[${index}].metadata is nested deeper than ${MAX_METADATA_DEPTH} levels`] : []);
  if (errors.length > 0) throw validationError(errors);
}

export async function upsertEventBulk(db: Kysely<DB>, orgId: string, writes: EventWrite[]) {
  checkMetadataDepth(writes);
  return bulkResponse(writes.map((w) => w.externalId), await upsertEvents(db, orgId, writes));
}

export async function getEvent(db: Kysely<DB>, orgId: string, idOrExternalId: string): Promise<EventRecordRow> {
  const event = await findLiveEvent(db, orgId, idOrExternalId, isUuid(idOrExternalId));
  if (!event) throw notFound('Event');
  return event;
}

/** Soft delete: bumps updatedAt on the commit clock so pollers with includeDeleted see the tombstone. */
export async function deleteEvent(db: Kysely<DB>, orgId: string, idOrExternalId: string): Promise<void> {
  await withOrgWrite(db, orgId, async (trx, now) => {
    const event = await findLiveEvent(trx, orgId, idOrExternalId, isUuid(idOrExternalId));
    if (!event || !(await softDeleteEvent(trx, orgId, event.id, now))) throw notFound('Event');
  });
}

export async function listEvents(db: Kysely<DB>, orgId: string, query: EventListQueryInput) {
  const plan = planPolledList(query, { sort: 'eventDate', dir: 'desc' });
  const [rows, total] = await Promise.all([listEventRecords(db, orgId, query, plan), countEvents(db, orgId, query, plan)]);
  return { rows, meta: { pagination: paginationMeta(plan, total), nextCursor: nextCursorOf(plan, rows.at(-1)) } };
}
