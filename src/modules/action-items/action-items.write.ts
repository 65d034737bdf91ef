/**
 * The write rules of action items (spec 4.3–4.5, DECISIONS 8), shared by POST (single and bulk,
 * create or update by externalId) and PATCH. Everything an element references is resolved
 * with one query per kind for the whole request, custom fields go through the validation
 * engine, and all rows are written with one statement on the org's commit clock. POST takes the
 * clock last: the externalId lookup runs before the statement, which writes a row only if it is
 * still as the lookup read it (and is undone whole otherwise, when the write runs again with the
 * clock taken first: writes of one org are serialized on its clock row). PATCH and DELETE too.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AT_CLOCK, writeClockLast, type Stamp } from '../../db/clock-last-write.js';
import type { OrgWriter, WrittenRecords } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { AppError, conflict, notFound, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { isStorableDateTime } from '../../http/time.js';
import { repeatedKeys, throwIfSingleFailed, uuidsAmong, type ElementOutcome } from '../../http/bulk.js';
import type { StatusRow } from '../action-item-statuses/action-item-statuses.service.js';
import { GROUP_OF_STATUS, STATUS_OF_GROUP } from '../action-item-statuses/default-flow.js';
import { assetIdsFound, assetIdsByExternalId } from '../assets/assets.service.js';
import { eventIdsByExternalId } from '../events/events.service.js';
import { departmentIdsFound } from '../org-structure/org-structure.service.js';
import { findUserIdsByKeys, userIdsFound, type UserIds } from '../users/users.service.js';
import type { FieldDefinition } from '../custom-fields/definitions.js';
import { validateFields } from '../custom-fields/field-engine.js';
import {
  externalIdHolder, findItemById, findItemsByExternalIds, itemUpsertStatement, softDeleteItem, upsertItemRows, type ActionItemRow, type ItemUpsert,
} from './action-items.repository.js';
import { actionItemsLog } from './action-items.change-log.js';
import { itemWriteConfig, rememberedConfigVersion } from './write-config.js';
import type { ActionItemPatch, ActionItemWrite } from './action-items.schemas.js';

/** Either payload: the create/upsert one or the PATCH one (whose externalId may be null). */
type AnyWrite = Partial<Omit<ActionItemWrite, 'externalId'>> & Partial<Omit<ActionItemPatch, 'externalId'>> & { externalId?: string | null };

interface WriteContext {
  /** The write's clock: its value, or (in a clock-last attempt) AT_CLOCK, filled in by the statement. */
  now: Stamp;
  /** The org's configuration version the statuses, definitions and team were read at. */
  configVersion: number;
  statuses: StatusRow[];
  definitions: FieldDefinition[];
  teamId: string | null;
  events: Map<string, string>;
  users: UserIds;
  departments: Set<string>;
  assets: Map<string, string>;
  fieldUsers: Set<string>;
  fieldAssets: Set<string>;
}

const strings = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];
const lower = (values: string[]) => values.map((v) => v.toLowerCase());

/**
 * Everything the elements reference, read before the write takes the org's clock (each kind on
 * its own connection, at once). A reference is checked against the latest committed state when
 * the request arrives, as it would be had the request come a moment earlier. The configuration
 * (definitions, statuses, default team) is the one remembered for a write that checks its
 * version under the clock, read afresh otherwise (write-config.ts).
 */
async function loadContext(db: Kysely<DB>, orgId: string, writes: AnyWrite[], freshConfig: boolean): Promise<Omit<WriteContext, 'now'>> {
  const [config, events, users, departments, assets] = await Promise.all([
    itemWriteConfig(db, orgId, freshConfig),
    eventIdsByExternalId(db, orgId, strings(writes.map((w) => w.eventExternalId)), { includeDeleted: false }),
    findUserIdsByKeys(db, orgId, {
      ids: uuidsAmong(strings(writes.map((w) => w.assignedToUserId))),
      externalIds: strings(writes.flatMap((w) => [w.assignedToUserExternalId, w.completedByExternalId])),
    }),
    departmentIdsFound(db, orgId, uuidsAmong(strings(writes.map((w) => w.assignedToDepartmentId)))),
    assetIdsByExternalId(db, orgId, strings(writes.map((w) => w.locationExternalId))),
  ]);
  const { definitions, statuses, teamId, version: configVersion } = config;
  const typeOf = new Map(definitions.map((d) => [d.key, d.type]));
  // Values of the wrong shape are left to the field engine, which refuses them.
  const fieldValues = (type: 'user' | 'asset') =>
    uuidsAmong(strings(writes.flatMap((w) => Object.entries(w.fields ?? {}).filter(([k]) => typeOf.get(k) === type).map(([, v]) => v))));
  const [fieldUsers, fieldAssets] = await Promise.all([userIdsFound(db, orgId, fieldValues('user')), assetIdsFound(db, orgId, fieldValues('asset'))]);
  return { configVersion, statuses, definitions, teamId, events, users, departments, assets, fieldUsers, fieldAssets };
}

/** statusExternalId (recognised) wins; `status` alone picks its group's default status. */
function resolveStatus(ctx: WriteContext, write: AnyWrite): Pick<ActionItemRow, 'status_id' | 'status'> | null {
  const flowStatus = write.statusExternalId ? ctx.statuses.find((s) => s.external_id === write.statusExternalId) : undefined;
  if (flowStatus) return { status_id: flowStatus.id, status: STATUS_OF_GROUP[flowStatus.group] };
  if (write.status) {
    const group = GROUP_OF_STATUS[write.status];
    return { status_id: ctx.statuses.find((s) => s.group === group && s.is_default)?.id ?? null, status: write.status };
  }
  return null;
}

function resolveAssignee(ctx: WriteContext, write: AnyWrite, current: string | null): string | null {
  if (write.assignedToUserId !== undefined) {
    if (write.assignedToUserId === null) return null;
    const id = write.assignedToUserId.toLowerCase();
    if (!ctx.users.ids.has(id)) throw notFound('Assignee');
    return id;
  }
  if (write.assignedToUserExternalId !== undefined) {
    if (write.assignedToUserExternalId === null) return null;
    const id = ctx.users.byExternalId.get(write.assignedToUserExternalId);
    if (!id) throw notFound('Assignee');
    return id;
  }
  return current;
}

function checkDates(write: AnyWrite): void {
  for (const key of ['dueDate', 'completedAt', 'createdAt'] as const) {
    const value = write[key];
    if (typeof value === 'string' && !isStorableDateTime(value)) throw validationError([`${key} ${quote(value)} is out of range`]);
  }
}

async function validatedFields(ctx: WriteContext, stored: Record<string, unknown> | null, write: AnyWrite): Promise<Record<string, unknown>> {
  const result = await validateFields({
    definitions: ctx.definitions,
    stored,
    incoming: write.fields as Record<string, unknown> | undefined,
    mode: stored === null ? 'create' : 'update',
    now: new Date(),
    lookup: async ({ users, assets }) => ({
      users: new Set(lower(users).filter((u) => ctx.fieldUsers.has(u))),
      assets: new Set(lower(assets).filter((a) => ctx.fieldAssets.has(a))),
    }),
  });
  if (!result.ok) throw new AppError('invalid_fields', 'Custom fields refused', { fields: result.refusals });
  return result.fields;
}

const pick = <T>(value: T | undefined, current: T): T => (value !== undefined ? value : current);

/**
 * The row an element writes: on create (existing null) every rule of the create path,
 * on update only the supplied keys, with the completion rules of a status move.
 */
async function rowFor(ctx: WriteContext, existing: ActionItemRow | null, write: AnyWrite, id: string): Promise<ItemUpsert> {
  const entityId = existing === null && typeof write.eventExternalId === 'string' ? ctx.events.get(write.eventExternalId) : undefined;
  if (existing === null && typeof write.eventExternalId === 'string' && !entityId) throw notFound('Event');
  const assignee = resolveAssignee(ctx, write, existing?.assigned_to_user_id ?? null);
  const department = write.assignedToDepartmentId?.toLowerCase();
  if (department && !ctx.departments.has(department)) {
    throw validationError([`assignedToDepartmentId ${quote(write.assignedToDepartmentId)} is not a department of the organization`]);
  }
  checkDates(write);
  const fields = await validatedFields(ctx, existing ? existing.fields : null, write);
  const status = resolveStatus(ctx, write)
    ?? (existing ? { status_id: existing.status_id, status: existing.status }
      : { status_id: ctx.statuses.find((s) => s.group === 'new' && s.is_default)?.id ?? null, status: 'open' as const });
  const assetId = write.locationExternalId === null ? null
    : (write.locationExternalId !== undefined ? ctx.assets.get(write.locationExternalId) : undefined) ?? existing?.asset_id ?? null;

  let completedAt: Stamp | null;
  let completedById: string | null;
  if (existing === null) {
    completedAt = write.completedAt ?? (status.status === 'complete' ? ctx.now : null);
    completedById = write.completedByExternalId ? ctx.users.byExternalId.get(write.completedByExternalId) ?? null : null;
  } else if (status.status === 'complete') {
    completedAt = existing.completed_at ?? ctx.now;
    completedById = existing.completed_by_id;
  } else {
    completedAt = null;
    completedById = null;
  }
  return {
    id,
    entity_type: entityId ? 'event' : existing?.entity_type ?? null,
    entity_id: entityId ?? existing?.entity_id ?? null,
    form_submission_id: existing?.form_submission_id ?? null,
    source_section_node_id: existing?.source_section_node_id ?? null,
    title: write.title ?? existing!.title,
    description: pick(write.description, existing?.description ?? null),
    assigned_to_user_id: assignee,
    assigned_to_department_id: write.assignedToDepartmentId !== undefined ? department ?? null : existing?.assigned_to_department_id ?? null,
    assigned_to_role_slug: pick(write.assignedToRoleSlug, existing?.assigned_to_role_slug ?? null),
    due_date: pick(write.dueDate, existing?.due_date ?? null),
    priority: write.priority ?? existing?.priority ?? 'medium',
    status_id: status.status_id,
    status: status.status,
    asset_id: assetId,
    external_id: existing ? existing.external_id : write.externalId ?? null,
    response_notes: pick(write.responseNotes, existing?.response_notes ?? null),
    attachments: existing?.attachments ?? null,
    completed_at: completedAt,
    completed_by_id: completedById,
    created_by_id: existing?.created_by_id ?? null,
    fields,
    metadata: (write.metadata as Record<string, unknown> | undefined) ?? existing?.metadata ?? {},
    team_id: existing?.team_id ?? ctx.teamId,
    created_at: existing?.created_at ?? write.createdAt ?? ctx.now,
    updated_at: ctx.now,
    // A write restores a deleted item (DECISIONS 12).
    deleted_at: null,
  };
}

/** A single write's part of a statement the org's write combiner sends for several: its rows and how many items it makes live. */
type ItemsPart = Pick<ItemsPlan, 'rows' | 'added'>;

/** What a request's elements write: each element's outcome, the rows, and how many items become live (created or restored). */
interface ItemsPlan {
  outcomes: ElementOutcome[];
  rows: ItemUpsert[];
  added: number;
}

/** Each element's row or refusal, against the items its externalIds name as read (`seen` in each row, for a guarded write). */
async function planItems(ctx: WriteContext, tx: Kysely<DB>, orgId: string, writes: ActionItemWrite[], single: boolean): Promise<ItemsPlan> {
  const existing = new Map((await findItemsByExternalIds(tx, orgId, strings(writes.map((w) => w.externalId)))).map((row) => [row.external_id!, row]));
  const repeats = repeatedKeys(writes.map((w) => w.externalId));
  const rows: ItemUpsert[] = [];
  const outcomes: ElementOutcome[] = [];
  let restored = 0;
  for (const [index, write] of writes.entries()) {
    const first = repeats.get(index);
    if (first !== undefined) {
      outcomes.push({ ok: false, error: conflict(`externalId ${quote(write.externalId)} repeats element ${first} of this request`) });
      continue;
    }
    const current = write.externalId !== undefined ? existing.get(write.externalId) ?? null : null;
    try {
      const row = await rowFor(ctx, current, write, current?.id ?? randomUUID());
      rows.push({ ...row, seen: current?.updated_at ?? null });
      outcomes.push({ ok: true, created: current === null, id: row.id });
      if (current?.deleted_at) restored++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ ok: false, error });
    }
  }
  throwIfSingleFailed(outcomes, single);
  return { outcomes, rows, added: outcomes.filter((o) => o.ok && o.created).length + restored };
}

/**
 * POST /action-items (a bulk of one) and POST /action-items/bulk: each element's outcome, and
 * the records written. The write takes the org's clock last (src/db/clock-last-write.ts),
 * validated against the org's remembered configuration; when an item it read changed before its
 * statement, an externalId it found free was taken, the configuration moved, or an element is
 * refused, it runs again with the clock taken first and the configuration read afresh.
 */
export async function upsertItems(db: Kysely<DB>, writer: OrgWriter, writes: ActionItemWrite[], single = false)
  : Promise<{ result: ElementOutcome[]; written: WrittenRecords }> {
  const { orgId } = writer;
  const context = await loadContext(db, orgId, writes, false);
  return writeClockLast<ElementOutcome[]>(db, writer, {
    table: actionItemsLog,
    configVersion: context.configVersion,
    single,
    async attempt(read) {
      const plan = await planItems({ ...context, now: AT_CLOCK }, read, orgId, writes, false);
      // A refusal may come from a configuration changed since it was remembered, and no
      // statement checks it: the write runs again with the configuration read afresh.
      if (plan.outcomes.some((outcome) => !outcome.ok)) return { rerun: 'an element was refused against the remembered configuration' };
      const first = plan.outcomes[0] as ElementOutcome & { ok: true };
      const part: ItemsPart = { rows: plan.rows, added: plan.added };
      return {
        result: plan.outcomes,
        statement: itemUpsertStatement(orgId, plan.rows, plan.added),
        answers: { recordId: first.id, created: first.created },
        ...(single ? { combinable: { keys: plan.rows.flatMap((row) => [row.id, ...(row.external_id === null ? [] : [`externalId ${row.external_id}`])]), ids: plan.rows.map((row) => row.id), part } } : {}),
      };
    },
    combined: (parts) => {
      const items = parts as readonly ItemsPart[];
      return itemUpsertStatement(orgId, items.flatMap((item) => item.rows), items.reduce((sum, item) => sum + item.added, 0));
    },
    async fallback() {
      const fresh = await loadContext(db, orgId, writes, true);
      return async (trx, now) => {
        const plan = await planItems({ ...fresh, now }, trx, orgId, writes, single);
        await upsertItemRows(trx, orgId, now, plan.rows, plan.added);
        return plan.outcomes;
      };
    },
  });
}

/**
 * PATCH /action-items/{id}: omitted keys unchanged, externalId rename with a 409 on a clash. On
 * the fast path: the item, a clash and the configuration read without the clock; the statement
 * writes the item only if it is still as read. A 404 or a 409 answers what the write read (it
 * writes nothing); a value refused against the remembered configuration runs the write again.
 */
export async function patchItem(db: Kysely<DB>, writer: OrgWriter, id: string, patch: ActionItemPatch): Promise<WrittenRecords> {
  const { orgId } = writer;
  const context = await loadContext(db, orgId, [patch], false);
  /** The row the patch leaves, from the item as read; throws 404 and 409 as `read` shows the org. */
  const patched = async (read: Kysely<DB>, now: Stamp, ctx: Omit<WriteContext, 'now'>): Promise<{ row: ItemUpsert; existing: ActionItemRow }> => {
    const existing = await findItemById(read, orgId, id);
    if (!existing || existing.deleted_at !== null) throw notFound('Action item');
    if (typeof patch.externalId === 'string' && patch.externalId !== existing.external_id) {
      const holder = await externalIdHolder(read, orgId, patch.externalId);
      if (holder && holder !== existing.id) throw conflict(`externalId ${quote(patch.externalId)} is already used by another action item`);
    }
    const row = await rowFor({ ...ctx, now }, existing, patch, existing.id);
    row.external_id = pick(patch.externalId, existing.external_id);
    return { row, existing };
  };
  const { written } = await writeClockLast<void>(db, writer, {
    table: actionItemsLog,
    configVersion: context.configVersion,
    single: false,
    async attempt(read) {
      let planned: Awaited<ReturnType<typeof patched>>;
      try {
        planned = await patched(read, AT_CLOCK, context);
      } catch (error) {
        if (error instanceof AppError && error.statusCode !== 404 && error.statusCode !== 409) return { rerun: 'the patch was refused against the remembered configuration' };
        throw error;
      }
      return { result: undefined, statement: itemUpsertStatement(orgId, [{ ...planned.row, seen: planned.existing.updated_at }], 0) };
    },
    async fallback() {
      const fresh = await loadContext(db, orgId, [patch], true);
      return async (trx, now) => {
        const { row } = await patched(trx, now, fresh);
        await upsertItemRows(trx, orgId, now, [row], 0);
      };
    },
  });
  return written;
}

/**
 * DELETE /action-items/{id}: a soft delete leaving a tombstone (DECISIONS 12), the org's counter
 * one lower; a deleted or unknown item is a 404. On the fast path: the item as read, rewritten
 * with its deletion stamped by the statement's clock, only if it is still as read.
 */
export async function deleteItem(db: Kysely<DB>, writer: OrgWriter, id: string): Promise<void> {
  const { orgId } = writer;
  const version = await rememberedConfigVersion(db, orgId);
  await writeClockLast<void>(db, writer, {
    table: actionItemsLog,
    configVersion: version,
    single: false,
    async attempt(read) {
      const existing = await findItemById(read, orgId, id);
      if (!existing || existing.deleted_at !== null) throw notFound('Action item');
      return { result: undefined, statement: itemUpsertStatement(orgId, [{ ...existing, deleted_at: AT_CLOCK, seen: existing.updated_at }], -1) };
    },
    async fallback() {
      return async (trx, now) => {
        if (!(await softDeleteItem(trx, orgId, id, now))) throw notFound('Action item');
      };
    },
  });
}
