/** Request and response shapes of the webhook routes (DECISIONS 13). */
import Type from 'typebox';
import { BodyObject, Nullable, Str, StringEnum, Timestamp, Uuid } from '../../http/schemas.js';

export const MAX_SUBSCRIPTIONS_PER_ORG = 20;

const EventPatterns = Type.Array(Str({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: 50,
  description: 'Change types to receive: `resource.action`, `resource.*` (for example `action_item.*`) or `*` for every change',
});

const Url = Str({ minLength: 1, maxLength: 2048, description: 'Where deliveries are POSTed: https and a public address (WEBHOOK_ALLOW_PRIVATE_TARGETS=true also allows http and private addresses)' });

export const WebhookSubscription = Type.Object({
  id: Uuid(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  disabledReason: Nullable(Type.String({ description: 'Why the service disabled the subscription (410 Gone, or 5 days of failed deliveries); null when enabled or disabled by a client' })),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
}, { $id: 'WebhookSubscription' });
export type WebhookSubscriptionOut = Type.Static<typeof WebhookSubscription>;

export const CreatedWebhookSubscription = Type.Object({
  ...WebhookSubscription.properties,
  secret: Type.String({ description: 'The signing secret (whsec_…), shown in this response only' }),
});

export const CreateWebhookBody = BodyObject({
  url: Url,
  events: EventPatterns,
  description: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
  enabled: Type.Optional(Type.Boolean()),
});
export type CreateWebhookInput = Type.Static<typeof CreateWebhookBody>;

export const PatchWebhookBody = BodyObject({
  url: Type.Optional(Url),
  events: Type.Optional(EventPatterns),
  description: Type.Optional(Nullable(Str({ maxLength: 1000 }))),
  enabled: Type.Optional(Type.Boolean()),
});
export type PatchWebhookInput = Type.Static<typeof PatchWebhookBody>;

export const WebhookParams = Type.Object({ id: Uuid() });
export const DeliveryParams = Type.Object({ id: Uuid(), deliveryId: Uuid() });

export const RotatedSecret = Type.Object(
  { data: Type.Object({ secret: Type.String({ description: 'The new signing secret; the previous one keeps signing alongside it for 24 hours' }) }) },
  { description: 'The new secret, shown in this response only.' },
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DeliveryAttempt = Type.Object({
  attemptedAt: Timestamp(),
  durationMs: Type.Integer(),
  responseStatus: Nullable(Type.Integer()),
  error: Nullable(Type.String({ description: 'Why the attempt failed without a 2xx (timeout, connection error, refused target, status)' })),
  responseBody: Nullable(Type.String({ description: 'The first 1 KiB of the response body' })),
});

export const WebhookDelivery = Type.Object({
  id: Uuid(),
  changeId: Type.String({ description: 'The change entry id (the webhook-id header), or the test event id' }),
  type: Type.String(),
  status: StringEnum(DELIVERY_STATUSES),
  nextAttemptAt: Nullable(Timestamp()),
  createdAt: Timestamp(),
  attempts: Type.Array(DeliveryAttempt),
}, { $id: 'WebhookDelivery' });
export type WebhookDeliveryOut = Type.Static<typeof WebhookDelivery>;

export const DeliveriesQuery = Type.Object({
  status: Type.Optional(StringEnum(DELIVERY_STATUSES)),
  cursor: Type.Optional(Type.String({ maxLength: 64, description: 'meta.nextCursor of the previous page' })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Deliveries per page, 1 to 100 (default 50)' }),
});
export type DeliveriesInput = Type.Static<typeof DeliveriesQuery>;

export const DeliveriesPage = Type.Object({
  data: Type.Array(WebhookDelivery),
  meta: Type.Object({ limit: Type.Integer(), hasNext: Type.Boolean(), nextCursor: Nullable(Type.String()) }),
});

export const ReplayBody = BodyObject({
  since: Str({ format: 'date-time', description: 'Re-send every matching change with occurredAt at or after this instant still in the change log' }),
});

export const Accepted = Type.Object({ data: Type.Object({ deliveries: Type.Integer({ description: 'How many deliveries were queued' }) }) });
