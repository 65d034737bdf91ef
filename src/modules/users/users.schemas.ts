import Type, { type TProperties } from 'typebox';
import { BodyObject, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';
import { ExternalId } from '../org-structure/org-structure.schemas.js';

export const USER_ROLES = ['admin', 'member', 'safety_center_user'] as const;
export const PHONE_PATTERN = '^\\+[1-9]\\d{6,14}$';
export const MAX_BULK_USERS = 1000;

const referenceProperties = {
  supervisorId: Type.Optional(Str({ minLength: 1, maxLength: 320, description: 'User UUID, email or externalId' })),
  departmentId: Type.Optional(Str({ minLength: 1, maxLength: 255, description: 'Department UUID, externalId or slug; replaces the user\'s departments' })),
  locationId: Type.Optional(Str({ minLength: 1, maxLength: 255, description: 'Location UUID or externalId; replaces the user\'s locations' })),
  teamId: Type.Optional(Uuid({ description: 'Team UUID; replaces the user\'s teams (new users default to the default team)' })),
  permissionGroupId: Type.Optional(Uuid()),
} satisfies TProperties;

const identity = {
  email: Str({ format: 'email', maxLength: 320 }),
  fullName: Str({ minLength: 1, maxLength: 500 }),
};

export const UserWriteBody = BodyObject({
  ...identity,
  phoneNumber: Type.Optional(Nullable(Str({ pattern: PHONE_PATTERN, description: '+ then 7 to 15 digits' }))),
  role: Type.Optional(StringEnum(USER_ROLES, { description: 'Default member' })),
  externalId: Type.Optional(ExternalId('Upsert key')),
  ...referenceProperties,
}, { title: 'UserInput' });

export const UserBulkElement = BodyObject({
  ...identity,
  phoneNumber: Type.Optional(Nullable(Str({ maxLength: 100 }))),
  role: Type.Optional(Str({ maxLength: 100 })),
  externalId: ExternalId('Upsert key (required in bulk)'),
  ...referenceProperties,
}, { title: 'UserBulkInput' });

export const UserBulkBody = BodyObject({ users: Type.Array(UserBulkElement, { minItems: 1, maxItems: MAX_BULK_USERS }) });

/** A validated single or bulk user payload (bulk role/phone are checked per element). */
export type UserWrite = Omit<Type.Static<typeof UserWriteBody>, 'role'> & { role?: string };

const Membership = (nullableSlug: boolean) => Type.Object({
  id: Uuid(), name: Type.String(), slug: nullableSlug ? Nullable(Type.String()) : Type.String(),
});

export const User = Type.Object({
  id: Uuid(),
  email: Type.String(),
  fullName: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  role: StringEnum(USER_ROLES),
  externalId: Nullable(Type.String()),
  supervisorId: Nullable(Uuid()),
  supervisorEmail: Nullable(Type.String()),
  departments: Type.Array(Membership(false)),
  locations: Type.Array(Membership(true)),
  teams: Type.Array(Membership(false)),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
}, { $id: 'User' });

export type UserRecord = Type.Static<typeof User>;

export const UserListQuery = Type.Object({
  role: Type.Optional(StringEnum(USER_ROLES)),
  email: Type.Optional(Type.String({ maxLength: 320, description: 'Exact, case-insensitive' })),
  externalId: Type.Optional(Type.String({ maxLength: 255 })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in name and email' })),
});
export type UserListFilters = Type.Static<typeof UserListQuery>;

export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 320, description: 'UUID or email' }) });
