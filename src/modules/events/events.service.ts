/**
 * Events (spec 2.12, 4.1; DECISIONS 11): bulk upsert, the polled list, reads and tombstones.
 */
import type { Kysely, Transaction } from 'kysely';
import { lookupSql } from '../../db/json-sql.js';
import { idsFound } from '../../db/sql.js';
import { AT_CLOCK, writeClockLast } from '../../db/clock-last-write.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB } from '../../db/schema.js';
import { notFound, validationError } from '../../http/errors.js';
import { jsonDepth } from '../../http/input-hygiene.js';
import { paginationMeta } from '../../http/pagination.js';
import { nextCursorOf, planPolledList } from '../../http/polling.js';
import { bulkResponse } from '../../http/bulk.js';
import { isUuid } from '../../lib/uuid.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { eventsLog } from './events.change-log.js';
import { upsertEvents } from './events.write.js';
import {
  eventUpsertStatement, findEventIdsByExternalId, findEventRecord, findLiveEventId, findLiveEventRow, listEventPage, softDeleteEvent, type EventRecordRow, type EventRow,
} from './events.repository.js';
import { MAX_METADATA_DEPTH, type EventListQueryInput, type EventWrite } from './events.schemas.js';

/** metadata deeper than 32 levels refuses the whole request (DECISIONS 3). */
function checkMetadataDepth(writes: EventWrite[]): void {
  const errors = writes.flatMap((write, index) =>
    write.metadata !== undefined && jsonDepth(write.metadata) > MAX_METADATA_DEPTH
      ? [`body.events[${index}].metadata is nested deeper than ${MAX_METADATA_DEPTH} levels`] : []);
  if (errors.length > 0) throw validationError(errors);
}

export async function upsertEventBulk(db: Kysely<DB>, writer: OrgWriter, writes: EventWrite[]) {
  checkMetadataDepth(writes);
  return bulkResponse(writes.map((w) => w.externalId), await upsertEvents(db, writer, writes));
}

/** The id of a live event named by UUID (tried first) or externalId, or null (for records that reference events). */
export const liveEventId = (db: Kysely<DB> | Transaction<DB>, orgId: string, idOrExternalId: string): Promise<string | null> =>
  findLiveEventId(db, orgId, idOrExternalId, isUuid(idOrExternalId));

/** A live event named by UUID or externalId, as read (its stamp: for a write that relies on it staying live), or null. */
export async function liveEventAsRead(db: Kysely<DB>, orgId: string, idOrExternalId: string): Promise<EventRow | null> {
  const id = await liveEventId(db, orgId, idOrExternalId);
  return id === null ? null : findLiveEventRow(db, orgId, id);
}

/** Events by externalId → id, live only unless `includeDeleted` (for records that reference events). */
export const eventIdsByExternalId = (db: Kysely<DB> | Transaction<DB>, orgId: string, externalIds: string[], options: { includeDeleted: boolean }) =>
  findEventIdsByExternalId(db, orgId, externalIds, options.includeDeleted);

/** SQL for the externalId of the event a record holds (`orgRef`, `idRef`: column references of that record). */
export const eventExternalIdSql = (orgRef: string, idRef: string): string => lookupSql('events', 'external_id', orgRef, idRef);

export async function getEvent(db: Kysely<DB>, orgId: string, idOrExternalId: string): Promise<EventRecordRow> {
  const id = await liveEventId(db, orgId, idOrExternalId);
  const event = id === null ? null : await findEventRecord(db, orgId, id);
  if (!event) throw notFound('Event');
  return event;
}

/**
 * Soft delete: bumps updatedAt on the commit clock so pollers with includeDeleted see the
 * tombstone. On the fast path: the event as read, rewritten with its deletion stamped by the
 * statement's clock, only if it is still as read (else clock first).
 */
export async function deleteEvent(db: Kysely<DB>, writer: OrgWriter, idOrExternalId: string): Promise<void> {
  const { orgId } = writer;
  const version = await rememberedConfigVersion(db, orgId);
  await writeClockLast<void>(db, writer, {
    table: eventsLog,
    configVersion: version,
    single: false,
    async attempt(read) {
      const id = await liveEventId(read, orgId, idOrExternalId);
      const existing = id === null ? null : await findLiveEventRow(read, orgId, id);
      if (!existing) throw notFound('Event');
      return { result: undefined, statement: eventUpsertStatement(orgId, [{ ...existing, deleted_at: AT_CLOCK, seen: existing.updated_at }]) };
    },
    async fallback() {
      return async (tx, now) => {
        const id = await liveEventId(tx, orgId, idOrExternalId);
        if (id === null || !(await softDeleteEvent(tx, orgId, id, now))) throw notFound('Event');
      };
    },
  });
}

export async function listEvents(read: ReadContext, reader: ListReader, query: EventListQueryInput) {
  const plan = planPolledList(query, { sort: 'eventDate', dir: 'desc' });
  const { rows, total, hasNext } = await listEventPage(read, reader, query, plan);
  const last = rows.at(-1);
  return { rows, meta: { pagination: paginationMeta(plan, total, hasNext), nextCursor: nextCursorOf(plan, last && { updatedAt: last.updated_at, id: last.id }) } };
}

/** The id of an event named by UUID or externalId, deleted or not (its history outlives it), or null. */
export async function anyEventId(db: Kysely<DB>, orgId: string, idOrExternalId: string): Promise<string | null> {
  if (isUuid(idOrExternalId) && (await idsFound(db, 'events', orgId, [idOrExternalId.toLowerCase()])).size > 0) return idOrExternalId.toLowerCase();
  return (await findEventIdsByExternalId(db, orgId, [idOrExternalId], true)).get(idOrExternalId) ?? null;
}
