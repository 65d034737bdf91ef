/**
 * The Action Item flow (DECISIONS 8, 9): statuses per org, configured with scope admin.
 * One default status per group; making a status the default unsets the previous one.
 * A status' group cannot change while items use it (their `status` derives from the group).
 */
import type { Kysely, Transaction } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { clearDefault, insertStatus, listStatuses, updateStatus, type StatusRow } from './action-item-statuses.repository.js';

export type { StatusRow } from './action-item-statuses.repository.js';

import type { CreateStatusInput, PatchStatusInput } from './action-item-statuses.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { listStatuses, seedDefaultFlow } from './action-item-statuses.repository.js';

function checkExternalId(all: StatusRow[], externalId: string | null | undefined, selfId: string | null): void {
  if (externalId && all.some((s) => s.external_id === externalId && s.id !== selfId)) {
    throw conflict(`Another status has externalId ${quote(externalId)}`);
  }
}

export function createStatus(db: Kysely<DB>, writer: OrgWriter, input: CreateStatusInput): Promise<StatusRow> {
  const { orgId } = writer;
  return withOrgWrite(db, writer, async (trx, now) => {
    const all = await listStatuses(trx, orgId);
    checkExternalId(all, input.externalId, null);
    const makeDefault = input.isDefault ?? !all.some((s) => s.group === input.group);
    if (makeDefault) await clearDefault(trx, orgId, input.group, null);
    return insertStatus(trx, orgId, now, {
      name: input.name.trim() || input.name,
      group: input.group,
      external_id: input.externalId ?? null,
      ordinal: input.ordinal ?? Math.max(0, ...all.map((s) => s.ordinal)) + 1,
      is_default: makeDefault,
    });
  });
}

/**
 * Whether records hold a status. Action items use statuses, not the other way round: the
 * action items module answers this, handed in by the route (so the modules import each other
 * in one direction only).
 */
export type StatusInUse = (db: Transaction<DB>, orgId: string, statusId: string) => Promise<boolean>;

export function patchStatus(db: Kysely<DB>, writer: OrgWriter, id: string, patch: PatchStatusInput, statusInUse: StatusInUse): Promise<StatusRow> {
  const { orgId } = writer;
  return withOrgWrite(db, writer, async (trx, now) => {
    const all = await listStatuses(trx, orgId);
    const current = all.find((s) => s.id === id.toLowerCase());
    if (!current) throw notFound('Status');
    checkExternalId(all, patch.externalId, current.id);
    const group = patch.group ?? current.group;
    if (group !== current.group && (await statusInUse(trx, orgId, current.id))) {
      throw conflict('Action items use this status: its group can no longer change');
    }
    const isDefault = patch.isDefault ?? (group === current.group ? current.is_default : false);
    if (isDefault) await clearDefault(trx, orgId, group, current.id);
    return updateStatus(trx, orgId, current.id, now, {
      name: patch.name ?? current.name,
      group,
      external_id: patch.externalId !== undefined ? patch.externalId : current.external_id,
      ordinal: patch.ordinal ?? current.ordinal,
      is_default: isDefault,
    });
  });
}
