/**
 * The bulk write of events (DECISIONS 11, 7): upsert by externalId, references resolved with one
 * query per kind, every valid element written with one statement. Writing an event that was
 * deleted brings it back. The write takes the org's clock last (src/db/clock-last-write.ts):
 * it plans from the committed state, and its statement writes each stored event only if it is
 * still as read, and only if the org's configuration version (which a rename of an asset or a
 * user moves, migration 0013) is still the one the write read. When an event changed since, an
 * externalId found free was taken, the version moved, or an element was refused on what the
 * plan read (a reference not found), the write runs again with the clock taken first.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AT_CLOCK, writeClockLast, type Stamp } from '../../db/clock-last-write.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { quote } from '../../http/quote.js';
import { isStorableDateTime } from '../../http/time.js';
import { acceptedElements, elementError, elementOutcomes, failElement, repeatedKeys, type ElementOutcome, type ElementPlan } from '../../http/bulk.js';
import { itemWriteConfig } from '../action-items/write-config.js';
import { findUserIdsByKeys } from '../users/users.service.js';
import { assetIdsByExternalId } from '../assets/assets.service.js';
import { eventsLog } from './events.change-log.js';
import { eventUpsertStatement, findEventsByExternalIds, upsertEventRows, type EventRow, type EventUpsert } from './events.repository.js';
import type { EventWrite } from './events.schemas.js';

interface EventPlan extends ElementPlan {
  write: EventWrite;
  existing: EventRow | null;
  id: string;
  assetId: string | null | undefined;
  reportedById: string | null | undefined;
  /** Refused on what the write read (a reference not found), not on the element alone. */
  refusedOnRead: boolean;
}

const present = (values: Array<string | null | undefined>) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

/** Resolves an optional externalId reference: undefined keeps, null clears, unknown fails. */
function resolve(plan: EventPlan, field: 'locationExternalId' | 'reportedByExternalId', known: Map<string, string>, what: string): string | null | undefined {
  const ref = plan.write[field];
  if (ref === undefined || ref === null) return ref;
  const id = known.get(ref);
  if (id === undefined) {
    failElement(plan, elementError(`${field} ${quote(ref)} does not match ${what} of the organization`));
    plan.refusedOnRead = true;
  }
  return id;
}

function rowOf(plan: EventPlan, teamId: string | null, now: Stamp): EventUpsert {
  const { write, existing } = plan;
  const keep = <K extends keyof EventWrite, V>(key: K, stored: V | undefined, fallback: V) =>
    (write[key] !== undefined ? write[key] : stored ?? fallback) as V;
  return {
    id: plan.id,
    team_id: existing?.team_id ?? teamId,
    external_id: write.externalId,
    title: write.title,
    description: keep('description', existing?.description, null),
    event_type: keep('eventType', existing?.event_type, null),
    event_date: write.eventDate ?? existing?.event_date ?? write.createdAt ?? now,
    status: write.status ?? existing?.status ?? 'open',
    severity: keep('severity', existing?.severity, null),
    asset_id: plan.assetId !== undefined ? plan.assetId : existing?.asset_id ?? null,
    reported_by_id: plan.reportedById !== undefined ? plan.reportedById : existing?.reported_by_id ?? null,
    metadata: (write.metadata ?? existing?.metadata ?? {}) as Record<string, unknown>,
    created_at: existing?.created_at ?? write.createdAt ?? now,
    deleted_at: null,
    seen: existing?.updated_at ?? null,
  };
}

/** Each element's plan: checked alone, then against the events, assets and users its keys name, as `read` shows them. */
async function planEvents(read: Kysely<DB>, orgId: string, writes: EventWrite[]): Promise<EventPlan[]> {
  const plans: EventPlan[] = writes.map((write) => ({ write, error: null, existing: null, id: '', assetId: undefined, reportedById: undefined, refusedOnRead: false }));
  for (const [index, first] of repeatedKeys(writes.map((w) => w.externalId))) {
    failElement(plans[index]!, elementError(`externalId ${quote(writes[index]!.externalId)} repeats element ${first} of this request`));
  }
  for (const plan of plans) {
    for (const key of ['eventDate', 'createdAt'] as const) {
      const value = plan.write[key];
      if (value !== undefined && !isStorableDateTime(value)) failElement(plan, elementError(`${key} ${quote(value)} is out of range`));
    }
    if (plan.write.title.trim() === '') failElement(plan, elementError('title must not be blank'));
  }
  const [stored, assets, users] = await Promise.all([
    findEventsByExternalIds(read, orgId, present(writes.map((w) => w.externalId))),
    assetIdsByExternalId(read, orgId, present(writes.map((w) => w.locationExternalId))),
    findUserIdsByKeys(read, orgId, { ids: [], externalIds: present(writes.map((w) => w.reportedByExternalId)) }),
  ]);
  const existing = new Map(stored.map((row: EventRow) => [row.external_id, row]));
  for (const plan of plans) {
    plan.existing = existing.get(plan.write.externalId) ?? null;
    plan.assetId = resolve(plan, 'locationExternalId', assets, 'an asset');
    plan.reportedById = resolve(plan, 'reportedByExternalId', users.byExternalId, 'a user');
    plan.id = plan.existing?.id ?? randomUUID();
  }
  return plans;
}

const outcomesOf = (plans: EventPlan[]) => elementOutcomes(plans, (plan) => ({ created: plan.existing === null, id: plan.id }));

export async function upsertEvents(db: Kysely<DB>, writer: OrgWriter, writes: EventWrite[]): Promise<ElementOutcome[]> {
  const { orgId } = writer;
  // The org's configuration version (and default team) as remembered: the statement checks the version under the clock.
  const config = await itemWriteConfig(db, orgId, false);
  const { result } = await writeClockLast<ElementOutcome[]>(db, writer, {
    table: eventsLog,
    configVersion: config.version,
    single: false,
    async attempt(read) {
      const plans = await planEvents(read, orgId, writes);
      if (plans.some((plan) => plan.refusedOnRead)) return { rerun: 'a reference was not found in what the write read without the clock' };
      const rows = acceptedElements(plans).map((plan) => rowOf(plan, config.teamId, AT_CLOCK));
      return { result: outcomesOf(plans), statement: rows.length > 0 ? eventUpsertStatement(orgId, rows) : null };
    },
    async fallback() {
      const fresh = await itemWriteConfig(db, orgId, true);
      return async (trx, now) => {
        const plans = await planEvents(trx, orgId, writes);
        await upsertEventRows(trx, orgId, now, acceptedElements(plans).map((plan) => rowOf(plan, fresh.teamId, now)));
        return outcomesOf(plans);
      };
    },
  });
  return result;
}
