import Type from 'typebox';
import { PolledList, polledListQueryProperties, sortQueryProperties } from '../../http/polling.js';
import { BodyObject, JsonObjectBody, MAX_JSON_VALUE_BYTES, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';
import { BulkResponse } from '../assets/assets.schemas.js';
import { ExternalId } from '../org-structure/org-structure.schemas.js';

export const EVENT_STATUSES = ['open', 'in_review', 'closed'] as const;
export const EVENT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const EVENT_SORTS = ['eventDate', 'createdAt', 'updatedAt', 'title'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const MAX_BULK_EVENTS = 1000;
export const MAX_METADATA_DEPTH = 32;

const Metadata = JsonObjectBody(MAX_JSON_VALUE_BYTES, 'Verbatim, unvalidated values (32 levels deep at most)');

export const EventBulkElement = BodyObject({
  externalId: ExternalId('Upsert key'),
  title: Str({ minLength: 1, maxLength: 1000 }),
  description: Type.Optional(Nullable(Str())),
  eventType: Type.Optional(Nullable(Str({ minLength: 1, maxLength: 100, description: 'Free text: incident, near_miss, observation, hazard, …' }))),
  eventDate: Type.Optional(Type.String({ format: 'date-time', description: 'Defaults to the creation time' })),
  status: Type.Optional(StringEnum(EVENT_STATUSES, { description: 'Default open' })),
  severity: Type.Optional(Nullable(StringEnum(EVENT_SEVERITIES))),
  locationExternalId: Type.Optional(Nullable(ExternalId('externalId of the asset (location or equipment) where it happened'))),
  reportedByExternalId: Type.Optional(Nullable(ExternalId('externalId of the reporting user'))),
  metadata: Type.Optional(Metadata),
  createdAt: Type.Optional(Type.String({ format: 'date-time', description: 'Accepted on create (imports)' })),
  updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'Ignored: the server owns updatedAt' })),
}, { title: 'EventInput' });
export type EventWrite = Type.Static<typeof EventBulkElement>;

export const EventBulkBody = BodyObject({ events: Type.Array(EventBulkElement, { minItems: 1, maxItems: MAX_BULK_EVENTS }) });
export const EventBulkResponse = BulkResponse;

export const Event = Type.Object({
  id: Uuid(),
  organizationId: Uuid(),
  teamId: Nullable(Uuid()),
  externalId: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  eventType: Nullable(Type.String()),
  eventDate: Timestamp(),
  status: StringEnum(EVENT_STATUSES),
  severity: Nullable(StringEnum(EVENT_SEVERITIES)),
  assetId: Nullable(Uuid()),
  assetName: Nullable(Type.String()),
  reportedById: Nullable(Uuid()),
  reportedByName: Nullable(Type.String()),
  metadata: Type.Object({}, { additionalProperties: true }),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  deletedAt: Nullable(Timestamp()),
}, { $id: 'Event' });
export type EventRecord = Type.Static<typeof Event>;

export const EventListQuery = Type.Object({
  ...polledListQueryProperties({ defaultLimit: 50, maxLimit: 100 }),
  ...sortQueryProperties(EVENT_SORTS, 'eventDate desc; updatedAt asc with a bound or cursor'),
  externalId: Type.Optional(Type.String({ maxLength: 255 })),
  eventType: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(EVENT_STATUSES)),
  includeDeleted: Type.Optional(Type.Boolean({ description: 'Include soft-deleted events (tombstones, with deletedAt)' })),
});
export type EventListQueryInput = Type.Static<typeof EventListQuery>;

export const EventList = PolledList(Event);

export const EventIdParams = Type.Object({ eventId: Type.String({ minLength: 1, maxLength: 255, description: 'UUID or externalId' }) });
