/**
 * Action items (spec 2.1, 4.2–4.6; DECISIONS 5, 8, 10): writes through the shared write rules,
 * reads with every joined name, and the list with its filters, typed custom-field filters and
 * sort, and polling by update time.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound, validationError } from '../../http/errors.js';
import { jsonDepth } from '../../http/input-hygiene.js';
import { paginationMeta } from '../../http/pagination.js';
import { countCap, nextCursorOf, planPolledList } from '../../http/polling.js';
import { moduleDefinitions } from '../custom-fields/custom-fields.service.js';
import { fieldFilterSql, parseFieldFilters, parseFieldSort, typedFieldValue } from '../custom-fields/field-query.js';
import { FIELD_MODULES } from '../custom-fields/modules.js';
import { patchItem, upsertItems, type ItemOutcome } from './action-item-write.js';
import { countItems, eventIdsByExternalId, FEW_MATCHES, findItemRecord, listItemRecords, type ItemRecordPage } from './action-items.repository.js';
import { MAX_BAG_DEPTH, type ActionItemListInput, type ActionItemPatch, type ActionItemWrite } from './action-items.schemas.js';

/** fields and metadata deeper than 32 levels refuse the whole request (DECISIONS 3). */
function checkBagDepth(writes: Array<{ fields?: object; metadata?: object }>, path: (index: number) => string): void {
  const errors = writes.flatMap((write, index) => (['fields', 'metadata'] as const)
    .filter((bag) => write[bag] !== undefined && jsonDepth(write[bag]) > MAX_BAG_DEPTH)
    .map((bag) => `${path(index)}.${bag} is nested deeper than ${MAX_BAG_DEPTH} levels`));
  if (errors.length > 0) throw validationError(errors);
}

async function readBack(db: Kysely<DB>, orgId: string, id: string): Promise<string> {
  const record = await findItemRecord(db, orgId, id);
  if (!record) throw notFound('Action item');
  return record;
}

export async function upsertOneItem(db: Kysely<DB>, orgId: string, write: ActionItemWrite): Promise<{ record: string; created: boolean }> {
  checkBagDepth([write], () => 'body');
  const [outcome] = await upsertItems(db, orgId, [write], true);
  if (!outcome!.ok) throw outcome!.error;
  return { record: await readBack(db, orgId, outcome!.id), created: outcome!.created };
}

export async function upsertItemBulk(db: Kysely<DB>, orgId: string, writes: ActionItemWrite[]) {
  checkBagDepth(writes, (index) => `body.actionItems[${index}]`);
  const outcomes = await upsertItems(db, orgId, writes);
  const summary = { total: outcomes.length, created: 0, updated: 0, failed: 0 };
  const results = outcomes.map((outcome: ItemOutcome, index) => {
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

export async function patchOneItem(db: Kysely<DB>, orgId: string, id: string, patch: ActionItemPatch): Promise<string> {
  checkBagDepth([patch], () => 'body');
  await patchItem(db, orgId, id.toLowerCase(), patch);
  return readBack(db, orgId, id.toLowerCase());
}

export const getItem = (db: Kysely<DB>, orgId: string, id: string): Promise<string> => readBack(db, orgId, id.toLowerCase());

export async function listItems(db: Kysely<DB>, orgId: string, query: ActionItemListInput) {
  const usesFields = query.fieldFilters !== undefined || query.fieldSort !== undefined;
  const definitions = usesFields ? await moduleDefinitions(db, orgId, FIELD_MODULES.action_item!) : [];
  const fieldFilters = parseFieldFilters(query.fieldFilters, definitions);
  const fieldSort = parseFieldSort(query.fieldSort, definitions);
  const plan = planPolledList({ ...query, sort: undefined, dir: undefined }, { sort: 'createdAt', dir: 'desc' });
  if (fieldSort && plan.after) throw validationError(['query parameter cursor pages by updatedAt ascending: drop fieldSort']);

  const where: Expression<SqlBool>[] = [];
  const equals = (column: string, value: string) => where.push(sql<SqlBool>`${sql.ref(`ai.${column}`)} = ${value}`);
  if (query.status !== undefined) equals('status', query.status);
  if (query.assignedToUserId !== undefined) equals('assigned_to_user_id', query.assignedToUserId.toLowerCase());
  if (query.entityType !== undefined) equals('entity_type', query.entityType);
  if (query.entityId !== undefined) equals('entity_id', query.entityId.toLowerCase());
  if (query.externalId !== undefined) equals('external_id', query.externalId);
  if (query.eventExternalId !== undefined) {
    const eventId = (await eventIdsByExternalId(db, orgId, [query.eventExternalId], true)).get(query.eventExternalId);
    if (!eventId) throw notFound('Event');
    equals('entity_type', 'event');
    equals('entity_id', eventId);
  }
  if (plan.updatedAfter !== null) where.push(sql<SqlBool>`ai.updated_at > ${plan.updatedAfter}::timestamptz`);
  if (plan.updatedBefore !== null) where.push(sql<SqlBool>`ai.updated_at < ${plan.updatedBefore}::timestamptz`);
  if (plan.after !== null) where.push(sql<SqlBool>`(ai.updated_at, ai.id) > (${plan.after.updatedAt}::timestamptz, ${plan.after.id}::uuid)`);
  for (const filter of fieldFilters) where.push(fieldFilterSql(sql.ref('ai.fields'), filter));

  const direction = fieldSort?.direction ?? plan.dir;
  const first = fieldSort ? typedFieldValue(sql.ref('ai.fields'), fieldSort.definition)
    : sql.ref(plan.sort === 'updatedAt' ? 'ai.updated_at' : 'ai.created_at');
  const pageOf = (fewMatches: boolean, countUpTo?: number) => listItemRecords(db, orgId, {
    where, orderBy: [[first, direction], [sql.ref('ai.id'), direction]], limit: plan.limit, offset: plan.offset, fixedShape: !usesFields, fewMatches,
    ...(fieldSort || plan.after ? {} : { resumeBy: plan.sort === 'updatedAt' ? 'updated_at' as const : 'created_at' as const }),
    ...(countUpTo === undefined ? {} : { countUpTo }),
  });
  let page: ItemRecordPage;
  let total: number;
  const cap = countCap(plan);
  if (fieldFilters.length === 0 && cap !== null) {
    // Behind a cursor the capped count of what is left rides in the page's own statement.
    page = await pageOf(false, cap);
    total = page.matching;
  } else if (fieldFilters.length === 0) [page, total] = await Promise.all([pageOf(false), countItems(db, orgId, where, cap)]);
  else {
    // The count (remembered while the org's data stands still) tells the page how to read.
    total = await countItems(db, orgId, where, cap);
    page = await pageOf(total <= FEW_MATCHES);
  }
  return { records: page.records, meta: { pagination: paginationMeta(plan, total), nextCursor: fieldSort ? null : nextCursorOf(plan, page.last) } };
}
