/**
 * The bulk write of events (DECISIONS 11, 7): upsert by externalId, references resolved with one
 * query per kind, every valid element written with one statement in one transaction of the
 * org's commit clock. Writing an event that was deleted brings it back.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { quote } from '../../http/quote.js';
import { isStorableDateTime } from '../../http/time.js';
import { acceptedElements, elementError, elementOutcomes, failElement, repeatedKeys, type ElementOutcome, type ElementPlan } from '../../http/bulk.js';
import { findUserIdsByKeys } from '../users/users.service.js';
import { findEventsByExternalIds, upsertEventRows, type EventRow } from './events.repository.js';
import { assetIdsByExternalId } from '../assets/assets.service.js';
import { findDefaultTeamId } from '../org-structure/org-structure.service.js';
import type { EventWrite } from './events.schemas.js';

interface EventPlan extends ElementPlan {
  write: EventWrite;
  existing: EventRow | null;
  id: string;
  assetId: string | null | undefined;
  reportedById: string | null | undefined;
}

const present = (values: Array<string | null | undefined>) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

/** Resolves an optional externalId reference: undefined keeps, null clears, unknown fails. */
function resolve(plan: EventPlan, field: 'locationExternalId' | 'reportedByExternalId', known: Map<string, string>, what: string): string | null | undefined {
  const ref = plan.write[field];
  if (ref === undefined || ref === null) return ref;
  const id = known.get(ref);
  if (id === undefined) failElement(plan, elementError(`${field} ${quote(ref)} does not match ${what} of the organization`));
  return id;
}

function rowOf(plan: EventPlan, id: string, teamId: string | null, now: string): EventRow {
  const { write, existing } = plan;
  const keep = <K extends keyof EventWrite, V>(key: K, stored: V | undefined, fallback: V) =>
    (write[key] !== undefined ? write[key] : stored ?? fallback) as V;
  return {
    id,
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
    updated_at: now,
    deleted_at: null,
  };
}

export function upsertEvents(db: Kysely<DB>, writer: OrgWriter, writes: EventWrite[]): Promise<ElementOutcome[]> {
  const { orgId } = writer;
  return withOrgWrite(db, writer, async (trx, now) => {
    const plans: EventPlan[] = writes.map((write) => ({ write, error: null, existing: null, id: '', assetId: undefined, reportedById: undefined }));
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
    const existing = new Map((await findEventsByExternalIds(trx, orgId, present(writes.map((w) => w.externalId)))).map((row) => [row.external_id, row]));
    const assets = await assetIdsByExternalId(trx, orgId, present(writes.map((w) => w.locationExternalId)));
    const users = (await findUserIdsByKeys(trx, orgId, { ids: [], externalIds: present(writes.map((w) => w.reportedByExternalId)) })).byExternalId;
    const teamId = await findDefaultTeamId(trx, orgId);
    for (const plan of plans) {
      plan.existing = existing.get(plan.write.externalId) ?? null;
      plan.assetId = resolve(plan, 'locationExternalId', assets, 'an asset');
      plan.reportedById = resolve(plan, 'reportedByExternalId', users, 'a user');
      plan.id = plan.existing?.id ?? randomUUID();
    }
    await upsertEventRows(trx, orgId, now, acceptedElements(plans).map((plan) => rowOf(plan, plan.id, teamId, now)));
    return elementOutcomes(plans, (plan) => ({ created: plan.existing === null, id: plan.id }));
  });
}
