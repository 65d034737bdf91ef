import Type, { type TProperties } from 'typebox';
import { BodyObject, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';
import { ExternalId } from '../org-structure/org-structure.schemas.js';

export const ASSET_TYPES = ['location', 'equipment'] as const;
export const ASSET_STATUSES = ['active', 'inactive'] as const;
export const MAX_BULK_ASSETS = 1000;

/** Coordinate bounds of the spec (2.5). */
const COORDINATE = { minimum: -140737488355328, maximum: 140737488355327 };

const nullableText = (maxLength = 1000) => Type.Optional(Nullable(Str({ maxLength })));

/** Keys shared by the asset and the location write payloads (2.6). */
const commonWriteProperties = {
  id: Type.Optional(Uuid({ description: 'Id for a new record (imports); ignored when externalId matches' })),
  name: Str({ minLength: 1, maxLength: 500 }),
  description: nullableText(10_000),
  address1: nullableText(),
  address2: nullableText(),
  city: nullableText(),
  state: nullableText(),
  zip: nullableText(100),
  latitude: Type.Optional(Nullable(Type.Number(COORDINATE))),
  longitude: Type.Optional(Nullable(Type.Number(COORDINATE))),
  status: Type.Optional(StringEnum(ASSET_STATUSES)),
  parentId: Type.Optional(Nullable(Uuid())),
  externalId: Type.Optional(ExternalId('Upsert key')),
  createdAt: Type.Optional(Type.String({ format: 'date-time', description: 'Accepted on create (imports)' })),
  updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'Ignored: the server owns updatedAt' })),
  deletedAt: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'A time soft-deletes; null restores' }))),
  tagIds: Type.Optional(Type.Array(Str({ minLength: 1, maxLength: 255 }), { maxItems: 100 })),
} satisfies TProperties;

const assetOnlyWriteProperties = {
  type: Type.Optional(StringEnum(ASSET_TYPES, { description: 'Default location on create; kept on update when omitted' })),
  externalParentId: Type.Optional(Nullable(ExternalId('External id of the parent; wins over parentId'))),
  equipmentTypeId: Type.Optional(Nullable(Uuid({ description: 'Required when type is equipment' }))),
} satisfies TProperties;

export const AssetWriteBody = BodyObject({ ...commonWriteProperties, ...assetOnlyWriteProperties }, { title: 'AssetInput' });
export const AssetBulkElement = BodyObject({
  ...commonWriteProperties, ...assetOnlyWriteProperties, externalId: ExternalId('Upsert key (required in bulk)'),
}, { title: 'AssetBulkInput' });
export const AssetBulkBody = BodyObject({
  assets: Type.Array(AssetBulkElement, { minItems: 1, maxItems: MAX_BULK_ASSETS }),
});
export const LocationWriteBody = BodyObject(commonWriteProperties, { title: 'LocationInput' });

/** A validated asset or location payload. */
export type AssetWrite = Type.Static<typeof AssetWriteBody>;

const recordProperties = {
  id: Uuid(),
  organizationId: Uuid(),
  name: Type.String(),
  description: Nullable(Type.String()),
  slug: Type.String(),
  address1: Nullable(Type.String()),
  address2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  status: StringEnum(ASSET_STATUSES),
  type: StringEnum(ASSET_TYPES),
  parentId: Nullable(Uuid()),
  externalId: Nullable(Type.String()),
  createdById: Nullable(Uuid()),
  lastEditedById: Nullable(Uuid()),
  searchText: Nullable(Type.String()),
  tagIds: Type.Array(Type.String()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  deletedAt: Nullable(Timestamp()),
};

export const Asset = Type.Object(
  { ...recordProperties, equipmentTypeId: Nullable(Uuid()), externalParentId: Nullable(Type.String({ description: 'External id of the parent' })) },
  { $id: 'Asset' },
);
export const Location = Type.Object(recordProperties, { $id: 'Location' });

export type AssetRecord = Type.Static<typeof Asset>;
export type LocationRecord = Type.Static<typeof Location>;

export const BulkResult = Type.Object({
  externalId: Type.String(),
  success: Type.Boolean(),
  created: Type.Optional(Type.Boolean()),
  id: Type.Optional(Uuid()),
  error: Type.Optional(Type.String()),
}, { $id: 'BulkResult' });

export const BulkResponse = Type.Object({
  data: Type.Object({
    results: Type.Array(BulkResult),
    summary: Type.Object({ total: Type.Integer(), created: Type.Integer(), updated: Type.Integer(), failed: Type.Integer() }),
  }),
});

export const AssetListQuery = Type.Object({
  type: Type.Optional(StringEnum(ASSET_TYPES)),
  status: Type.Optional(StringEnum(ASSET_STATUSES)),
  parentId: Type.Optional(Uuid()),
  externalId: Type.Optional(Type.String({ maxLength: 255 })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the name' })),
  includeDeleted: Type.Optional(Type.Boolean({ default: false })),
});
export type AssetListFilters = Type.Static<typeof AssetListQuery>;

/** A location named by UUID or externalId (its GET and its history). */
export const LocationIdParams = Type.Object({ locationId: Type.String({ minLength: 1, maxLength: 255, description: 'UUID or externalId' }) });
export const AssetIdParams = Type.Object({ assetId: Type.String({ minLength: 1, maxLength: 255, description: 'UUID or externalId' }) });
