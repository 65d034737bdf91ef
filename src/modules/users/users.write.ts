/**
 * The one write path of users: a single POST is a bulk of one (spec 4.10, DECISIONS 6, 7).
 * Match by externalId, then by email (case-insensitive); an email held by a user with another
 * externalId is a 409. References (supervisor, department, location, team) are resolved with
 * one query per kind, then users and memberships are written set-based inside one transaction
 * of the org's commit clock.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import {
  acceptedElements, elementError, elementOutcomes, failDependents, failElement, repeatedKeys, throwIfSingleFailed, type ElementOutcome,
  type ElementPlan, type KeyedRecord,
} from '../../http/bulk.js';
import { isUuid } from '../../lib/uuid.js';
import { findLocationsByKeys } from '../assets/assets.service.js';
import { departmentsByKeys, findTeamIdsWithDefault } from '../org-structure/org-structure.service.js';
import { findUsersByKeys, replaceMemberships, upsertUserRows, type UserRow } from './users.repository.js';
import type { MembershipTable } from './users.mapper.js';
import { PHONE_PATTERN, USER_ROLES, type UserWrite } from './users.schemas.js';

interface UserPlan extends ElementPlan {
  write: UserWrite;
  existing: UserRow | null;
  id: string;
  supervisorId: string | null | undefined;
  departmentId?: string;
  locationId?: string;
}

const phone = new RegExp(PHONE_PATTERN);
const lower = (email: string) => email.toLowerCase();
const accepted = acceptedElements<UserPlan>;
const fail = failElement;

/** Bulk elements carry role and phone as plain strings: a value outside the rules fails that element. */
function checkValues(plan: UserPlan): void {
  const { role, phoneNumber, fullName } = plan.write;
  if (role !== undefined && !(USER_ROLES as readonly string[]).includes(role)) {
    fail(plan, elementError(`role ${quote(role)} is not one of: ${USER_ROLES.join(', ')}`));
  }
  if (typeof phoneNumber === 'string' && !phone.test(phoneNumber)) {
    fail(plan, elementError(`phoneNumber ${quote(phoneNumber)} must be a plus sign, a digit 1-9, then 6 to 14 digits`));
  }
  if (fullName.trim() === '') fail(plan, elementError('fullName must not be blank'));
}

function resolveTarget(plan: UserPlan, byExternalId: Map<string, UserRow>, byEmail: Map<string, UserRow>): void {
  const { write } = plan;
  const matchedByExternalId = write.externalId !== undefined ? byExternalId.get(write.externalId) : undefined;
  const emailHolder = byEmail.get(lower(write.email));
  if (matchedByExternalId) {
    if (emailHolder && emailHolder.id !== matchedByExternalId.id) {
      fail(plan, conflict(`email ${quote(write.email)} belongs to another user`));
    }
    plan.existing = matchedByExternalId;
  } else if (emailHolder) {
    if (emailHolder.external_id !== null && write.externalId !== undefined) {
      fail(plan, conflict(`email ${quote(write.email)} belongs to a user with externalId ${quote(emailHolder.external_id)}`));
    }
    plan.existing = emailHolder;
  }
  plan.id = plan.existing?.id ?? randomUUID();
}

/** Finds a user by UUID, email or externalId among this request's users, then the stored ones. */
function resolveSupervisor(plan: UserPlan, batch: UserPlan[], stored: UserRow[]): void {
  const ref = plan.write.supervisorId;
  if (ref === undefined) return;
  const matches = (id: string, email: string, externalId: string | null | undefined) =>
    (isUuid(ref) && id === ref.toLowerCase()) || lower(email) === lower(ref) || externalId === ref;
  const inBatch = batch.find((other) => other !== plan && matches(other.id, other.write.email, other.write.externalId));
  const inStore = stored.find((user) => matches(user.id, user.email, user.external_id));
  if (inBatch?.error && !inStore) {
    fail(plan, elementError(`supervisorId ${quote(ref)} failed in this request`));
    return;
  }
  const found = (inBatch?.error ? undefined : inBatch?.id) ?? inStore?.id ?? (plan.id && matches(plan.id, plan.write.email, plan.write.externalId) ? plan.id : undefined);
  if (!found) fail(plan, elementError(`supervisorId ${quote(ref)} does not match a user of the organization`));
  else if (found === plan.id) fail(plan, elementError(`supervisorId ${quote(ref)} is the user itself`));
  else plan.supervisorId = found;
}

function resolveReference(plan: UserPlan, field: 'departmentId' | 'locationId', references: KeyedRecord[], what: string): void {
  const ref = plan.write[field];
  if (ref === undefined) return;
  const found = references.find((r) => r.keys.includes(ref) || (isUuid(ref) && r.id === ref.toLowerCase()));
  if (found) plan[field] = found.id;
  else fail(plan, elementError(`${field} ${quote(ref)} does not match ${what} of the organization`));
}

function rowOf(plan: UserPlan, now: string): UserRow {
  const { write, existing } = plan;
  return {
    id: plan.id,
    email: write.email,
    full_name: write.fullName.trim(),
    phone_number: write.phoneNumber !== undefined ? write.phoneNumber : existing?.phone_number ?? null,
    avatar_url: existing?.avatar_url ?? null,
    role: (write.role ?? existing?.role ?? 'member') as UserRow['role'],
    external_id: write.externalId ?? existing?.external_id ?? null,
    supervisor_id: plan.supervisorId !== undefined ? plan.supervisorId : existing?.supervisor_id ?? null,
    permission_group_id: write.permissionGroupId ?? existing?.permission_group_id ?? null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

export function upsertUsers(db: Kysely<DB>, writer: OrgWriter, writes: UserWrite[], single = false): Promise<ElementOutcome[]> {
  const { orgId } = writer;
  return withOrgWrite(db, writer, async (trx, now) => {
    const plans: UserPlan[] = writes.map((write) => ({ write, error: null, existing: null, id: '', supervisorId: undefined }));
    for (const [index, first] of repeatedKeys(writes.map((w) => w.externalId))) {
      fail(plans[index]!, elementError(`externalId ${quote(writes[index]!.externalId)} repeats element ${first} of this request`));
    }
    for (const [index, first] of repeatedKeys(writes.map((w) => w.email), lower)) {
      fail(plans[index]!, elementError(`email ${quote(writes[index]!.email)} repeats element ${first} of this request`));
    }
    plans.forEach(checkValues);

    const supervisors = writes.map((w) => w.supervisorId).filter((v): v is string => v !== undefined);
    const stored = await findUsersByKeys(trx, orgId, {
      ids: supervisors.filter(isUuid).map((id) => id.toLowerCase()),
      externalIds: [...writes.map((w) => w.externalId).filter((v): v is string => v !== undefined), ...supervisors],
      emails: [...writes.map((w) => w.email), ...supervisors],
    });
    const byExternalId = new Map(stored.filter((u) => u.external_id !== null).map((u) => [u.external_id!, u]));
    const byEmail = new Map(stored.map((u) => [lower(u.email), u]));
    for (const plan of accepted(plans)) resolveTarget(plan, byExternalId, byEmail);
    const targets = plans.map((plan) => (plan.error ? null : plan.id));
    for (const [index, first] of repeatedKeys(targets)) {
      fail(plans[index]!, elementError(`element ${first} of this request already writes user ${targets[index]}`));
    }

    const refs = (field: 'departmentId' | 'locationId' | 'teamId') =>
      [...new Set(accepted(plans).map((p) => p.write[field]).filter((v): v is string => v !== undefined))];
    const departments = await departmentsByKeys(trx, orgId, refs('departmentId'));
    const locations = await findLocationsByKeys(trx, orgId, refs('locationId'));
    const teams = await findTeamIdsWithDefault(trx, orgId, refs('teamId').map((id) => id.toLowerCase()));
    for (const plan of accepted(plans)) {
      resolveSupervisor(plan, plans, stored);
      resolveReference(plan, 'departmentId', departments, 'a department');
      resolveReference(plan, 'locationId', locations, 'a location');
      const teamId = plan.write.teamId?.toLowerCase();
      if (teamId !== undefined && !teams.known.has(teamId)) fail(plan, elementError(`teamId ${quote(plan.write.teamId)} is not a team of the organization`));
    }
    // A supervisor that failed in this request is not written: its reports fail with it.
    failDependents(plans, (plan) => plans.find((other) => other.id === plan.supervisorId && !stored.some((u) => u.id === other.id)),
      (plan) => elementError(`supervisorId ${quote(plan.write.supervisorId)} failed in this request`));

    const writing = accepted(plans);
    await upsertUserRows(trx, orgId, now, writing.map((plan) => rowOf(plan, now)));
    const memberships = (pick: (plan: UserPlan) => string | null | undefined) =>
      writing.flatMap((plan) => {
        const memberId = pick(plan);
        return memberId ? [{ userId: plan.id, memberId }] : [];
      });
    const tables: Array<[MembershipTable, (plan: UserPlan) => string | null | undefined]> = [
      ['user_departments', (plan) => plan.departmentId],
      ['user_locations', (plan) => plan.locationId],
      ['user_teams', (plan) => plan.write.teamId?.toLowerCase() ?? (plan.existing ? undefined : teams.defaultTeamId)],
    ];
    for (const [table, pick] of tables) await replaceMemberships(trx, orgId, table, memberships(pick));
    return throwIfSingleFailed(elementOutcomes(plans, (plan) => ({ created: plan.existing === null, id: plan.id })), single);
  });
}
