/**
 * The one write path of assets and locations: single POSTs are a bulk of one (spec 4.9,
 * DECISIONS 7). Everything is validated and resolved first — targets by externalId (or id),
 * equipment types, parents (stored, or elements of the same request), cycles, slugs — with one
 * query per kind; then every valid element is written with one statement (`upsertAssets`, below,
 * for how it takes the org's clock). A failing element leaves the others untouched.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AT_CLOCK, writeClockLast, type Stamp } from '../../db/clock-last-write.js';
import type { UnchangedRows } from '../../db/guarded-upsert.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { isStorableDateTime } from '../../http/time.js';
import {
  acceptedElements, elementError, elementOutcomes, failDependents, failElement, repeatedKeys, throwIfSingleFailed, uuidsAmong, type ElementOutcome,
  type ElementPlan,
} from '../../http/bulk.js';
import { slugify } from '../../lib/slug.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { equipmentTypeIdsFound } from '../equipment-types/equipment-types.service.js';
import { AssetHierarchy } from './asset-hierarchy.js';
import {
  ancestorParents, assetUpsertStatement, findAssetsByIdsOrExternalIds, takenSlugs, upsertAssetRows, type AssetRow, type AssetUpsert,
} from './assets.repository.js';
import { assetsLog } from './assets.change-log.js';
import type { AssetWrite } from './assets.schemas.js';

/** `location`: the /locations endpoints, which only see and write locations. */
export type AssetWriteMode = 'asset' | 'location';

type ParentLink = { kind: 'keep' } | { kind: 'none' } | { kind: 'stored'; id: string } | { kind: 'batch'; plan: AssetPlan };

interface AssetPlan extends ElementPlan {
  write: AssetWrite;
  existing: AssetRow | null;
  id: string;
  type: AssetRow['type'];
  parent: ParentLink;
  slug: string;
}

const describe = (mode: AssetWriteMode) => (mode === 'location' ? 'location' : 'asset');

const fail = failElement;
const accepted = acceptedElements<AssetPlan>;

function indexRows(rows: AssetRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byExternalId = new Map(rows.filter((row) => row.external_id !== null).map((row) => [row.external_id!, row]));
  return { byId, byExternalId };
}

/** Which stored record each element writes, or a fresh id. */
function resolveTarget(plan: AssetPlan, stored: ReturnType<typeof indexRows>, mode: AssetWriteMode): void {
  const { write } = plan;
  const byExternalId = write.externalId !== undefined ? stored.byExternalId.get(write.externalId) : undefined;
  if (byExternalId && write.id !== undefined && write.id !== byExternalId.id) {
    fail(plan, conflict(`externalId ${quote(write.externalId)} belongs to ${describe(mode)} ${byExternalId.id}, not ${write.id}`));
    return;
  }
  plan.existing = byExternalId ?? (write.id !== undefined ? stored.byId.get(write.id) ?? null : null);
  plan.id = plan.existing?.id ?? write.id ?? randomUUID();
  if (mode === 'location' && plan.existing?.type === 'equipment') {
    const which = byExternalId ? `externalId ${quote(write.externalId)}` : `id ${write.id}`;
    fail(plan, elementError(`${which} belongs to an equipment asset, not a location`));
  }
  plan.type = mode === 'location' ? 'location' : write.type ?? plan.existing?.type ?? 'location';
}

function checkEquipmentType(plan: AssetPlan, knownTypes: Set<string>): void {
  const given = plan.write.equipmentTypeId;
  if (plan.type === 'location') {
    if (given) fail(plan, elementError(`equipmentTypeId is only valid for equipment; this asset is a location`));
    return;
  }
  const typeId = given !== undefined ? given : plan.existing?.equipment_type_id ?? null;
  if (typeId === null) fail(plan, elementError('equipmentTypeId is required when type is equipment'));
  else if (!knownTypes.has(typeId.toLowerCase())) fail(plan, elementError(`equipmentTypeId ${quote(typeId)} is not an equipment type of the organization`));
}

function checkValues(plan: AssetPlan): void {
  if (plan.write.name.trim() === '') fail(plan, elementError('name must not be blank'));
  for (const key of ['createdAt', 'deletedAt'] as const) {
    const value = plan.write[key];
    if (typeof value === 'string' && !isStorableDateTime(value)) fail(plan, elementError(`${key} ${quote(value)} is out of range`));
  }
}

/** Whether the element is refused on its own values, whatever the write reads (checked on a copy: its error stays the first found). */
function refusedAlone(plan: AssetPlan): boolean {
  const copy: AssetPlan = { ...plan, error: null };
  checkValues(copy);
  return copy.error !== null;
}

function resolveParent(plan: AssetPlan, batchByExternalId: Map<string, AssetPlan>, batchById: Map<string, AssetPlan>, stored: ReturnType<typeof indexRows>): void {
  const { write } = plan;
  const [field, ref] = write.externalParentId !== undefined
    ? ['externalParentId', write.externalParentId] as const
    : write.parentId !== undefined ? ['parentId', write.parentId] as const : [null, undefined] as const;
  if (field === null) {
    plan.parent = { kind: 'keep' };
    return;
  }
  if (ref === null) {
    plan.parent = { kind: 'none' };
    return;
  }
  const inBatch = field === 'externalParentId' ? batchByExternalId.get(ref) : batchById.get(ref);
  const inStore = field === 'externalParentId' ? stored.byExternalId.get(ref) : stored.byId.get(ref);
  if (inBatch && inBatch !== plan) plan.parent = { kind: 'batch', plan: inBatch };
  else if (inStore) plan.parent = { kind: 'stored', id: inStore.id };
  else fail(plan, elementError(`${field} ${quote(ref)} is not an asset of the organization`));
}

function parentIdOf(plan: AssetPlan): string | null {
  switch (plan.parent.kind) {
    case 'keep': return plan.existing?.parent_id ?? null;
    case 'none': return null;
    case 'stored': return plan.parent.id;
    case 'batch': return plan.parent.plan.id;
  }
}

/** Elements whose parent is another element of the request fail when that one fails. */
function failOrphans(plans: AssetPlan[]): void {
  failDependents(plans, (plan) => (plan.parent.kind === 'batch' ? plan.parent.plan : undefined),
    (plan) => elementError(`parent ${quote(plan.write.externalParentId ?? plan.write.parentId)} failed in this request`));
}

/** Refuses links that would close a loop; returns the stored rows of the hierarchy it read (each with its stamp). */
async function rejectCycles(read: Kysely<DB>, orgId: string, plans: AssetPlan[]): Promise<UnchangedRows['rows']> {
  const candidates = accepted(plans);
  // Only a link to a parent can close a loop, and only the parent's ancestors can lie on it:
  // a bulk that links nothing (names, addresses) reads no hierarchy at all.
  const start = new Set<string>();
  for (const plan of candidates) {
    if (plan.parent.kind === 'stored' || plan.parent.kind === 'batch') start.add(parentIdOf(plan)!);
  }
  const ancestors = await ancestorParents(read, orgId, [...start]);
  const hierarchy = new AssetHierarchy(ancestors.parents);
  for (const plan of candidates) {
    const parentId = parentIdOf(plan);
    if (plan.parent.kind !== 'keep' && hierarchy.wouldCycle(plan.id, parentId)) {
      const field = plan.write.externalParentId !== undefined ? 'externalParentId' : 'parentId';
      const ref = plan.write.externalParentId ?? plan.write.parentId;
      fail(plan, elementError(`${field} ${quote(ref)} would make this ${plan.type} its own ancestor`));
    } else {
      hierarchy.propose(plan.id, parentId);
    }
  }
  return ancestors.read;
}

/** Slugs derived from names for new records: the name's slug, else suffixed with the id. */
async function assignSlugs(read: Kysely<DB>, orgId: string, plans: AssetPlan[]): Promise<void> {
  const fresh = accepted(plans).filter((plan) => !plan.existing);
  const base = (plan: AssetPlan) => slugify(plan.write.name, plan.type);
  const suffixed = (plan: AssetPlan) => `${base(plan)}-${plan.id.slice(0, 8)}`;
  const taken = await takenSlugs(read, orgId, [...fresh.map(base), ...fresh.map(suffixed)]);
  for (const plan of fresh) {
    const slug = [base(plan), suffixed(plan)].find((candidate) => !taken.has(candidate)) ?? `${base(plan)}-${plan.id}`;
    taken.add(slug);
    plan.slug = slug;
  }
}

function rowOf(plan: AssetPlan, now: Stamp): AssetUpsert {
  const { write, existing } = plan;
  const value = <K extends keyof AssetWrite>(key: K, stored: unknown): never =>
    (write[key] !== undefined ? write[key] : stored ?? null) as never;
  return {
    id: plan.id,
    type: plan.type,
    name: write.name.trim(),
    description: value('description', existing?.description),
    slug: existing?.slug ?? plan.slug,
    address1: value('address1', existing?.address1),
    address2: value('address2', existing?.address2),
    city: value('city', existing?.city),
    state: value('state', existing?.state),
    zip: value('zip', existing?.zip),
    latitude: value('latitude', existing?.latitude),
    longitude: value('longitude', existing?.longitude),
    status: write.status ?? existing?.status ?? 'active',
    parent_id: parentIdOf(plan),
    external_id: write.externalId ?? existing?.external_id ?? null,
    equipment_type_id: plan.type === 'location' ? null : (write.equipmentTypeId ?? existing?.equipment_type_id ?? null),
    tag_ids: write.tagIds ?? existing?.tag_ids ?? [],
    created_by_id: existing?.created_by_id ?? null,
    last_edited_by_id: existing?.last_edited_by_id ?? null,
    search_text: existing?.search_text ?? null,
    created_at: existing?.created_at ?? write.createdAt ?? now,
    deleted_at: value('deletedAt', existing?.deleted_at),
    seen: existing?.updated_at ?? null,
  };
}

/** What a bulk of assets read: each element's plan, the hierarchy rows its links rely on, and whether an element was refused on what was read. */
interface PlannedAssets {
  plans: AssetPlan[];
  hierarchy: UnchangedRows['rows'];
  /** An element failed on what the write read (a target, a parent, an equipment type), not on itself: without the clock, that may have moved. */
  refusedOnRead: boolean;
}

async function planAssets(read: Kysely<DB>, orgId: string, writes: AssetWrite[], mode: AssetWriteMode): Promise<PlannedAssets> {
  const plans: AssetPlan[] = writes.map((write) => ({ write, error: null, existing: null, id: '', type: 'location', parent: { kind: 'keep' }, slug: '' }));
  for (const [index, first] of repeatedKeys(writes.map((w) => w.externalId))) {
    fail(plans[index]!, elementError(`externalId ${quote(writes[index]!.externalId)} repeats element ${first} of this request`));
  }
  const repeated = new Set(plans.filter((plan) => plan.error));
  const referencedIds = writes.flatMap((w) => [w.id, w.parentId]).filter((v): v is string => typeof v === 'string');
  const referencedExternalIds = writes.flatMap((w) => [w.externalId, w.externalParentId]).filter((v): v is string => typeof v === 'string');
  const stored = indexRows(await findAssetsByIdsOrExternalIds(read, orgId, referencedIds, referencedExternalIds));

  for (const plan of plans) {
    if (plan.error) continue;
    resolveTarget(plan, stored, mode);
    checkValues(plan);
  }
  const targets = plans.map((plan) => (plan.error ? null : plan.id));
  for (const [index, first] of repeatedKeys(targets)) {
    fail(plans[index]!, elementError(`element ${first} of this request already writes ${describe(mode)} ${targets[index]}`));
  }
  const equipmentTypeIds = [...new Set(plans.map((p) => p.write.equipmentTypeId ?? p.existing?.equipment_type_id).filter((v): v is string => !!v))];
  const knownTypes = await equipmentTypeIdsFound(read, orgId, uuidsAmong(equipmentTypeIds));
  const batchByExternalId = new Map<string, AssetPlan>();
  const batchById = new Map<string, AssetPlan>();
  for (const plan of accepted(plans)) {
    checkEquipmentType(plan, knownTypes);
    if (plan.write.externalId !== undefined && !batchByExternalId.has(plan.write.externalId)) batchByExternalId.set(plan.write.externalId, plan);
    batchById.set(plan.id, plan);
  }
  for (const plan of accepted(plans)) resolveParent(plan, batchByExternalId, batchById, stored);
  failOrphans(plans);
  const hierarchy = await rejectCycles(read, orgId, plans);
  failOrphans(plans);
  await assignSlugs(read, orgId, plans);
  return { plans, hierarchy, refusedOnRead: plans.some((plan) => plan.error && !repeated.has(plan) && !refusedAlone(plan)) };
}

const outcomesOf = (plans: AssetPlan[]) => elementOutcomes(plans, (plan) => ({ created: plan.existing === null, id: plan.id }));

/**
 * Writes assets on the fast path (src/db/clock-last-write.ts): planned without the org's clock;
 * one statement takes it and writes each stored asset only while it is still as read, and only
 * while every stored row of the hierarchy its links were checked against is still as read (a
 * link moved meanwhile could close a loop). A slug or externalId taken meanwhile undoes it (a
 * unique violation). A rename stamps the records showing the asset, and a record shows its
 * parent's externalId, which the same statement may write: the write is logged after its
 * statement, in its transaction. An element refused on what the write read runs the write
 * again clock-first.
 */
export async function upsertAssets(db: Kysely<DB>, writer: OrgWriter, writes: AssetWrite[], mode: AssetWriteMode, single = false): Promise<ElementOutcome[]> {
  const { orgId } = writer;
  const { result } = await writeClockLast<ElementOutcome[]>(db, writer, {
    table: assetsLog,
    configVersion: await rememberedConfigVersion(db, orgId),
    single: false,
    logsAfterStatement: true,
    async attempt(read) {
      const { plans, hierarchy, refusedOnRead } = await planAssets(read, orgId, writes, mode);
      if (refusedOnRead) return { rerun: 'an element was refused on what the write read without the clock' };
      const rows = accepted(plans).map((plan) => rowOf(plan, AT_CLOCK));
      return { result: throwIfSingleFailed(outcomesOf(plans), single), statement: rows.length > 0 ? assetUpsertStatement(orgId, rows, [{ table: 'assets', rows: hierarchy }]) : null };
    },
    async fallback() {
      return async (tx, now) => {
        const { plans } = await planAssets(tx, orgId, writes, mode);
        await upsertAssetRows(tx, orgId, now, accepted(plans).map((plan) => rowOf(plan, now)));
        // Refused inside the gate's transaction: it rolls back, and leaves not even a tick of the clock.
        return throwIfSingleFailed(outcomesOf(plans), single);
      };
    },
  });
  return result;
}
