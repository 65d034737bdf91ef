import Type from 'typebox';
import { BodyObject, Nullable, Str, StringEnum, Uuid } from '../../http/schemas.js';
import { ExternalId } from '../org-structure/org-structure.schemas.js';

export const STATUS_GROUPS = ['new', 'in_progress', 'on_hold', 'complete', 'cancelled'] as const;
export const ITEM_STATUSES = ['open', 'in_progress', 'complete'] as const;

export const ActionItemStatusRecord = Type.Object({
  id: Uuid(),
  name: Type.String(),
  group: StringEnum(STATUS_GROUPS),
  externalId: Nullable(Type.String()),
  ordinal: Type.Number(),
  isDefault: Type.Boolean({ description: 'The status chosen when an item is given only `status` of this group' }),
}, { $id: 'ActionItemStatus' });
export type ActionItemStatusOut = Type.Static<typeof ActionItemStatusRecord>;

export const CreateStatusBody = BodyObject({
  name: Str({ minLength: 1, maxLength: 200 }),
  group: StringEnum(STATUS_GROUPS),
  externalId: Type.Optional(Nullable(ExternalId())),
  ordinal: Type.Optional(Type.Number()),
  isDefault: Type.Optional(Type.Boolean()),
});
export const PatchStatusBody = BodyObject({
  name: Type.Optional(Str({ minLength: 1, maxLength: 200 })),
  group: Type.Optional(StringEnum(STATUS_GROUPS)),
  externalId: Type.Optional(Nullable(ExternalId())),
  ordinal: Type.Optional(Type.Number()),
  isDefault: Type.Optional(Type.Boolean()),
});
export type CreateStatusInput = Type.Static<typeof CreateStatusBody>;
export type PatchStatusInput = Type.Static<typeof PatchStatusBody>;

export const StatusParams = Type.Object({ id: Uuid() });
