/**
 * The one write path of users: a single POST is a bulk of one (spec 4.10, DECISIONS 6, 7).
 * Match by externalId, then by email (case-insensitive); an email held by a user with another
 * externalId is a 409. References (supervisor, department, location, team) are resolved with
 * one query per kind, then users and memberships are written set-based by one statement
 * (`upsertUsers`, below, for how it takes the org's clock).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AT_CLOCK, writeClockLast, type Stamp } from '../../db/clock-last-write.js';
import { clockLastUpsert, onClock, type UpsertOf } from '../../db/guarded-upsert.js';
import type { OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import {
  acceptedElements, elementError, elementOutcomes, failDependents, failElement, repeatedKeys, throwIfSingleFailed, type ElementOutcome,
  type ElementPlan, type KeyedRecord,
} from '../../http/bulk.js';
import { isUuid } from '../../lib/uuid.js';
import { findLocationsByKeys } from '../assets/assets.service.js';
import { rememberedConfigVersion } from '../action-items/write-config.js';
import { departmentsByKeys, findTeamIdsWithDefault } from '../org-structure/org-structure.service.js';
import { usersLog } from './users.change-log.js';
import { findUsersByKeys, membershipsSql, type MembershipLink, type UserRow } from './users.repository.js';
import type { MembershipTable } from './users.mapper.js';
import { PHONE_PATTERN, USER_ROLES, type UserWrite } from './users.schemas.js';

interface UserPlan extends ElementPlan {
  write: UserWrite;
  existing: UserRow | null;
  id: string;
  supervisorId: string | null | undefined;
  departmentId?: string;
  locationId?: string;
  teamId?: string;
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

/** A user's row as the upsert writes it (`seen`: the `updated_at` it was read with, null for a new user). */
type UserUpsert = Omit<UserRow, 'updated_at' | 'created_at'> & { created_at: Stamp; seen: string | null };

function rowOf(plan: UserPlan, now: Stamp): UserUpsert {
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
    seen: existing?.updated_at ?? null,
  };
}

const USER_COLUMNS: UpsertOf['columns'] = [
  { column: 'id', type: 'uuid', kept: true },
  { column: 'email', type: 'text' },
  { column: 'full_name', type: 'text' },
  { column: 'phone_number', type: 'text' },
  { column: 'avatar_url', type: 'text', kept: true },
  { column: 'role', type: 'text' },
  { column: 'external_id', type: 'text' },
  { column: 'supervisor_id', type: 'uuid' },
  { column: 'permission_group_id', type: 'uuid' },
  { column: 'created_at', type: 'timestamptz', stamp: true, kept: true },
];

/** What a bulk of users read: each element's plan, the org's default team, and whether an element was refused on what was read. */
interface PlannedUsers {
  plans: UserPlan[];
  defaultTeamId: string | null;
  /** An element failed on what the write read (a reference, a holder of its email), not on itself: without the clock, that may have moved. */
  refusedOnRead: boolean;
}

async function planUsers(read: Kysely<DB>, orgId: string, writes: UserWrite[]): Promise<PlannedUsers> {
  const plans: UserPlan[] = writes.map((write) => ({ write, error: null, existing: null, id: '', supervisorId: undefined }));
  for (const [index, first] of repeatedKeys(writes.map((w) => w.externalId))) {
    fail(plans[index]!, elementError(`externalId ${quote(writes[index]!.externalId)} repeats element ${first} of this request`));
  }
  for (const [index, first] of repeatedKeys(writes.map((w) => w.email), lower)) {
    fail(plans[index]!, elementError(`email ${quote(writes[index]!.email)} repeats element ${first} of this request`));
  }
  plans.forEach(checkValues);
  const failedAlone = new Set(plans.filter((plan) => plan.error));

  const supervisors = writes.map((w) => w.supervisorId).filter((v): v is string => v !== undefined);
  const stored = await findUsersByKeys(read, orgId, {
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
  const [departments, locations, teams] = await Promise.all([
    departmentsByKeys(read, orgId, refs('departmentId')),
    findLocationsByKeys(read, orgId, refs('locationId')),
    findTeamIdsWithDefault(read, orgId, refs('teamId').map((id) => id.toLowerCase())),
  ]);
  for (const plan of accepted(plans)) {
    resolveSupervisor(plan, plans, stored);
    resolveReference(plan, 'departmentId', departments, 'a department');
    resolveReference(plan, 'locationId', locations, 'a location');
    const teamId = plan.write.teamId?.toLowerCase();
    if (teamId !== undefined && !teams.known.has(teamId)) fail(plan, elementError(`teamId ${quote(plan.write.teamId)} is not a team of the organization`));
    else if (teamId !== undefined) plan.teamId = teamId;
  }
  // A supervisor that failed in this request is not written: its reports fail with it.
  failDependents(plans, (plan) => plans.find((other) => other.id === plan.supervisorId && !stored.some((u) => u.id === other.id)),
    (plan) => elementError(`supervisorId ${quote(plan.write.supervisorId)} failed in this request`));
  return { plans, defaultTeamId: teams.defaultTeamId, refusedOnRead: plans.some((plan) => plan.error && !failedAlone.has(plan)) };
}

/** The users' memberships the write sets, by table (a user sent without one keeps what it has; a new user joins the default team). */
function membershipsOf(writing: UserPlan[], defaultTeamId: string | null): Array<[MembershipTable, MembershipLink[]]> {
  const picks: Array<[MembershipTable, (plan: UserPlan) => string | null | undefined]> = [
    ['user_departments', (plan) => plan.departmentId],
    ['user_locations', (plan) => plan.locationId],
    ['user_teams', (plan) => plan.teamId ?? (plan.existing ? undefined : defaultTeamId)],
  ];
  return picks.map(([table, pick]) => [table, writing.flatMap((plan) => {
    const memberId = pick(plan);
    return memberId ? [{ userId: plan.id, memberId }] : [];
  })]);
}

/** The upsert of the users, with their memberships replaced in the same statement. */
function usersUpsert(orgId: string, writing: UserPlan[], defaultTeamId: string | null): UpsertOf {
  return { table: 'users', columns: USER_COLUMNS, ctes: membershipsSql(orgId, membershipsOf(writing, defaultTeamId)) };
}

/** The rows in the upsert's lock order: by externalId, then email. */
const rowsOf = (writing: UserPlan[], now: Stamp): UserUpsert[] =>
  writing.map((plan) => rowOf(plan, now)).sort((a, b) => (a.external_id ?? a.email).localeCompare(b.external_id ?? b.email));

const outcomesOf = (plans: UserPlan[]) => elementOutcomes(plans, (plan) => ({ created: plan.existing === null, id: plan.id }));

/**
 * Writes users on the fast path (src/db/clock-last-write.ts): planned without the org's clock;
 * one statement takes it, writes each stored user only while it is still as read and the
 * configuration (departments, teams, the names of locations) only while its version is the one
 * read, and replaces the memberships. What it stamps beyond its rows (a user whose memberships
 * alone changed, the records showing a renamed user) is logged after it, in its transaction.
 * An element refused on what the write read runs the write again clock-first.
 */
export async function upsertUsers(db: Kysely<DB>, writer: OrgWriter, writes: UserWrite[], single = false): Promise<ElementOutcome[]> {
  const { orgId } = writer;
  const { result } = await writeClockLast<ElementOutcome[]>(db, writer, {
    table: usersLog,
    configVersion: await rememberedConfigVersion(db, orgId),
    single: false,
    logsAfterStatement: true,
    async attempt(read) {
      const { plans, defaultTeamId, refusedOnRead } = await planUsers(read, orgId, writes);
      if (refusedOnRead) return { rerun: 'an element was refused on what the write read without the clock' };
      const writing = accepted(plans);
      const statement = writing.length > 0 ? clockLastUpsert(usersUpsert(orgId, writing, defaultTeamId), orgId, rowsOf(writing, AT_CLOCK)) : null;
      return { result: throwIfSingleFailed(outcomesOf(plans), single), statement };
    },
    async fallback() {
      return async (tx, now) => {
        const { plans, defaultTeamId } = await planUsers(tx, orgId, writes);
        const writing = accepted(plans);
        if (writing.length > 0) await onClock(usersUpsert(orgId, writing, defaultTeamId), orgId, now, rowsOf(writing, now)).execute(tx);
        // Refused inside the gate's transaction: it rolls back, and leaves not even a tick of the clock.
        return throwIfSingleFailed(outcomesOf(plans), single);
      };
    },
  });
  return result;
}
