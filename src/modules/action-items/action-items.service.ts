/**
 * Action items (spec 2.1, 4.2–4.6; DECISIONS 5, 8, 10): writes through the shared write rules,
 * reads with the names of what an item holds, and the list with its filters, typed custom-field filters and
 * sort, and polling by update time.
 */
import type { Kysely } from 'kysely';
import type { OrgWriter, WrittenRecords } from '../../db/org-write.js';
import type { ListReader, ReadContext } from '../../db/read-context.js';
import type { DB } from '../../db/schema.js';
import { idsFound } from '../../db/sql.js';
import { isUuid } from '../../lib/uuid.js';
import { notFound, validationError } from '../../http/errors.js';
import { jsonDepth } from '../../http/input-hygiene.js';
import { paginationMeta } from '../../http/pagination.js';
import type { Stamped } from '../../http/stamp-tags.js';
import { nextCursorOf, planPolledList } from '../../http/polling.js';
import { moduleDefinitions } from '../custom-fields/custom-fields.service.js';
import { parseFieldFilters, parseFieldSort } from '../custom-fields/field-query.js';
import { FIELD_MODULES } from '../custom-fields/modules.js';
import { eventIdsByExternalId } from '../events/events.service.js';
import type { ElementOutcome } from '../../http/bulk.js';
import { deleteItem as deleteItemRow, patchItem, upsertItems } from './action-items.write.js';
import { findItemRecord, findItemStamp, listItemPage } from './action-items.repository.js';
import { MAX_BAG_DEPTH, type ActionItemListInput, type ActionItemPatch, type ActionItemWrite } from './action-items.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { anyItemHoldsStatus, insertItemCounter } from './action-items.repository.js';

/** fields and metadata deeper than 32 levels refuse the whole request (DECISIONS 3). */
function checkBagDepth(writes: Array<{ fields?: object; metadata?: object }>, path: (index: number) => string): void {
  const errors = writes.flatMap((write, index) => (['fields', 'metadata'] as const)
    .filter((bag) => write[bag] !== undefined && jsonDepth(write[bag]) > MAX_BAG_DEPTH)
    .map((bag) => `${path(index)}.${bag} is nested deeper than ${MAX_BAG_DEPTH} levels`));
  if (errors.length > 0) throw validationError(errors);
}

/** A live item's record and its stamp, or 404. */
async function readStamped(read: ReadContext, orgId: string, id: string): Promise<{ record: string; stamp: Stamped }> {
  const found = await findItemRecord(read, orgId, id);
  if (!found) throw notFound('Action item');
  return { record: found.record, stamp: { id, updatedAt: found.updatedAt } };
}

const readBack = async (read: ReadContext, orgId: string, id: string): Promise<string> => (await readStamped(read, orgId, id)).record;

/** The record a write left: as its change entry read it, or (a write that changed nothing) read back. */
const recordAfter = (read: ReadContext, orgId: string, id: string, written: WrittenRecords): Promise<string> | string =>
  written.textOf(id) ?? readBack(read, orgId, id);

export async function upsertOneItem(read: ReadContext, writer: OrgWriter, write: ActionItemWrite): Promise<{ record: string; created: boolean }> {
  const { orgId } = writer;
  checkBagDepth([write], () => 'body');
  const { result: [outcome], written } = await upsertItems(read.db, writer, [write], true);
  if (!outcome!.ok) throw outcome!.error;
  return { record: await recordAfter(read, orgId, outcome!.id, written), created: outcome!.created };
}

export async function upsertItemBulk(db: Kysely<DB>, writer: OrgWriter, writes: ActionItemWrite[]) {
  checkBagDepth(writes, (index) => `body.actionItems[${index}]`);
  const { result: outcomes } = await upsertItems(db, writer, writes);
  const summary = { total: outcomes.length, created: 0, updated: 0, failed: 0 };
  const results = outcomes.map((outcome: ElementOutcome, index) => {
    const externalId = writes[index]!.externalId;
    const identity = externalId !== undefined ? { externalId } : {};
    if (!outcome.ok) {
      summary.failed++;
      return { index, action: 'failed' as const, ...identity, error: outcome.error.toBody() };
    }
    summary[outcome.created ? 'created' : 'updated']++;
    return { index, action: outcome.created ? 'created' as const : 'updated' as const, id: outcome.id, ...identity };
  });
  return { results, summary };
}

/** DELETE /action-items/{id}: a soft delete leaving a tombstone; a deleted or unknown item is a 404. */
export const deleteItem = (db: Kysely<DB>, writer: OrgWriter, id: string): Promise<void> => deleteItemRow(db, writer, id.toLowerCase());

export async function patchOneItem(read: ReadContext, writer: OrgWriter, id: string, patch: ActionItemPatch): Promise<string> {
  const { orgId } = writer;
  checkBagDepth([patch], () => 'body');
  const written = await patchItem(read.db, writer, id.toLowerCase(), patch);
  return recordAfter(read, orgId, id.toLowerCase(), written);
}

export const getItem = (read: ReadContext, orgId: string, id: string): Promise<{ record: string; stamp: Stamped }> => readStamped(read, orgId, id.toLowerCase());

/** A live item's stamp (what its tag is made of), or null. */
export async function itemStamp(read: ReadContext, orgId: string, id: string): Promise<Stamped | null> {
  if (!isUuid(id)) return null;
  const updatedAt = await findItemStamp(read, orgId, id.toLowerCase());
  return updatedAt === null ? null : { id: id.toLowerCase(), updatedAt };
}

export async function listItems(read: ReadContext, reader: ListReader, query: ActionItemListInput) {
  const usesFields = query.fieldFilters !== undefined || query.fieldSort !== undefined;
  const definitions = usesFields ? await moduleDefinitions(read.db, reader.orgId, FIELD_MODULES.action_item!) : [];
  const fieldFilters = parseFieldFilters(query.fieldFilters, definitions);
  const fieldSort = parseFieldSort(query.fieldSort, definitions);
  const plan = planPolledList(query, { sort: 'createdAt', dir: 'desc' });
  if (fieldSort && plan.after) throw validationError(['query parameter cursor pages by updatedAt ascending: drop fieldSort']);
  let eventId: string | undefined;
  if (query.eventExternalId !== undefined) {
    // Items of a deleted event still exist: the filter finds them (docs/decisions/action-items.md, List).
    eventId = (await eventIdsByExternalId(read.db, reader.orgId, [query.eventExternalId], { includeDeleted: true })).get(query.eventExternalId);
    if (!eventId) throw notFound('Event');
  }
  const page = await listItemPage(read, reader, {
    status: query.status,
    assignedToUserId: query.assignedToUserId?.toLowerCase(),
    entityType: query.entityType,
    entityId: query.entityId?.toLowerCase(),
    eventId,
    externalId: query.externalId,
    includeDeleted: query.includeDeleted ?? false,
    fieldFilters,
    fieldSort,
  }, plan);
  return { records: page.records, stamps: page.stamps, meta: { pagination: paginationMeta(plan, page.total, page.hasNext), nextCursor: fieldSort ? null : nextCursorOf(plan, page.last) } };
}

/** The id of an action item, deleted or not (its history outlives it), or null. */
export async function anyItemId(db: Kysely<DB>, orgId: string, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  return (await idsFound(db, 'action_items', orgId, [id.toLowerCase()])).size > 0 ? id.toLowerCase() : null;
}
