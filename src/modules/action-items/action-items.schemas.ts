import Type from 'typebox';
import { PolledList, polledListQueryProperties } from '../../http/polling.js';
import { BodyObject, JsonObjectBody, JsonValueBody, MAX_JSON_VALUE_BYTES, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';
import { ITEM_STATUSES, STATUS_GROUPS } from '../action-item-statuses/action-item-statuses.schemas.js';
import { FieldFiltersParameter, FieldSortParameter } from '../custom-fields/field-query.schemas.js';
import { ExternalId } from '../org-structure/org-structure.schemas.js';

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const MAX_BULK_ACTION_ITEMS = 100;
export const MAX_BAG_DEPTH = 32;

/** Custom-field values by definition key; each value is bounded on its own (DECISIONS 3). */
const FieldsBody = Type.Object({}, {
  additionalProperties: JsonValueBody(MAX_JSON_VALUE_BYTES, 'A custom-field value'),
  description: `Custom fields keyed by definition key; each value at most ${MAX_JSON_VALUE_BYTES.toLocaleString('en-US')} bytes as JSON`,
});
const DateTime = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

const sharedWriteProperties = {
  description: Type.Optional(Nullable(Str())),
  assignedToUserId: Type.Optional(Nullable(Uuid({ description: 'A user of the organization (404 when unknown)' }))),
  assignedToUserExternalId: Type.Optional(Nullable(ExternalId('externalId of the assignee (404 when unknown)'))),
  assignedToDepartmentId: Type.Optional(Nullable(Uuid())),
  assignedToRoleSlug: Type.Optional(Nullable(Str({ maxLength: 200 }))),
  dueDate: Type.Optional(Nullable(DateTime())),
  priority: Type.Optional(StringEnum(PRIORITIES, { description: 'Default medium' })),
  status: Type.Optional(StringEnum(ITEM_STATUSES)),
  statusExternalId: Type.Optional(Nullable(ExternalId('Sets the status from the Action Item flow; ignored when unrecognised'))),
  locationExternalId: Type.Optional(Nullable(ExternalId('Sets the asset (location or equipment); ignored when unrecognised'))),
  fields: Type.Optional(FieldsBody),
  metadata: Type.Optional(JsonObjectBody(MAX_JSON_VALUE_BYTES, 'Verbatim, unvalidated values')),
};

export const ActionItemWriteBody = BodyObject({
  title: Str({ minLength: 1, maxLength: 1000 }),
  ...sharedWriteProperties,
  completedAt: Type.Optional(Nullable(DateTime('Create path only'))),
  completedByExternalId: Type.Optional(Nullable(ExternalId('Create path only'))),
  externalId: Type.Optional(ExternalId('Upsert key')),
  eventExternalId: Type.Optional(Nullable(ExternalId('Links the item to an event (create path only; 404 when unknown)'))),
  createdAt: Type.Optional(DateTime('Accepted on create (imports)')),
  updatedAt: Type.Optional(DateTime('Ignored: the server owns updatedAt')),
}, { title: 'ActionItemInput' });
export type ActionItemWrite = Type.Static<typeof ActionItemWriteBody>;

export const ActionItemPatchBody = BodyObject({
  title: Type.Optional(Str({ minLength: 1, maxLength: 1000 })),
  ...sharedWriteProperties,
  externalId: Type.Optional(Nullable(ExternalId('Renames the item\'s externalId; 409 when another item holds it'))),
  responseNotes: Type.Optional(Nullable(Str())),
}, { title: 'ActionItemPatch' });
export type ActionItemPatch = Type.Static<typeof ActionItemPatchBody>;

export const ActionItemBulkBody = BodyObject({
  actionItems: Type.Array(ActionItemWriteBody, { minItems: 1, maxItems: MAX_BULK_ACTION_ITEMS }),
});

const ErrorDetail = Type.Object({
  code: Type.String(), message: Type.String(), details: Type.Optional(Type.Object({}, { additionalProperties: true })),
});

export const ActionItemBulkResponse = Type.Object({
  data: Type.Object({
    results: Type.Array(Type.Object({
      index: Type.Integer(),
      action: StringEnum(['created', 'updated', 'failed'] as const),
      id: Type.Optional(Uuid()),
      externalId: Type.Optional(Type.String()),
      error: Type.Optional(ErrorDetail),
    })),
    summary: Type.Object({ total: Type.Integer(), created: Type.Integer(), updated: Type.Integer(), failed: Type.Integer() }),
  }),
});

export const ActionItem = Type.Object({
  id: Uuid(),
  entityType: Nullable(Type.String()),
  entityId: Nullable(Uuid()),
  formSubmissionId: Nullable(Uuid()),
  sourceSectionNodeId: Nullable(Type.String()),
  title: Type.String(),
  description: Nullable(Type.String()),
  assignedToUserId: Nullable(Uuid()),
  assignedToUserName: Nullable(Type.String()),
  assignedToDepartmentId: Nullable(Uuid()),
  assignedToRoleSlug: Nullable(Type.String()),
  dueDate: Nullable(Timestamp()),
  priority: StringEnum(PRIORITIES),
  statusId: Nullable(Uuid()),
  statusName: Nullable(Type.String()),
  statusGroup: Nullable(StringEnum(STATUS_GROUPS)),
  status: StringEnum(ITEM_STATUSES),
  assetId: Nullable(Uuid()),
  assetName: Nullable(Type.String()),
  externalId: Nullable(Type.String()),
  responseNotes: Nullable(Type.String()),
  attachments: Nullable(Type.Array(Type.Object({}, { additionalProperties: true }))),
  completedAt: Nullable(Timestamp()),
  completedById: Nullable(Uuid()),
  completedByName: Nullable(Type.String()),
  createdById: Nullable(Uuid()),
  fields: Type.Object({}, { additionalProperties: true }),
  metadata: Type.Object({}, { additionalProperties: true }),
  organizationId: Uuid(),
  teamId: Nullable(Uuid()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
}, { $id: 'ActionItem' });
export type ActionItemRecord = Type.Static<typeof ActionItem>;

export const ActionItemListQuery = Type.Object({
  ...polledListQueryProperties({ defaultLimit: 20, maxLimit: 100 }),
  status: Type.Optional(StringEnum(ITEM_STATUSES)),
  assignedToUserId: Type.Optional(Uuid()),
  entityType: Type.Optional(Type.String({ maxLength: 100 })),
  entityId: Type.Optional(Uuid()),
  externalId: Type.Optional(Type.String({ maxLength: 255 })),
  eventExternalId: Type.Optional(Type.String({ maxLength: 255, description: 'Scopes results to that event (404 when it does not exist)' })),
  fieldFilters: Type.Optional(FieldFiltersParameter),
  fieldSort: Type.Optional(FieldSortParameter),
  includeDeleted: Type.Optional(Type.Boolean({ description: 'Also return tombstones { id, externalId, deletedAt, updatedAt } of deleted items (for sync)' })),
});
export type ActionItemListInput = Type.Static<typeof ActionItemListQuery>;

/** A deleted item as lists with includeDeleted=true show it (DECISIONS 12): exactly these four keys. */
export const ActionItemTombstone = Type.Object({
  id: Uuid(),
  externalId: Nullable(Type.String()),
  deletedAt: Timestamp(),
  updatedAt: Timestamp(),
}, { $id: 'ActionItemTombstone', additionalProperties: false, description: 'A deleted action item (includeDeleted=true): its id, externalId, when it was deleted, and updatedAt (the deletion\'s time on the commit clock)' });

export const ActionItemList = PolledList(Type.Union([ActionItem, ActionItemTombstone]));

export const ActionItemParams = Type.Object({ actionItemId: Uuid() });
