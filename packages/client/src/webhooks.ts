/**
 * Verifying a webhook delivery: its `webhook-id`, `webhook-timestamp` and `webhook-signature`
 * headers against the raw body, with the subscription's `whsec_` secret, by the Standard Webhooks
 * library (a timestamp more than 5 minutes away is refused, against replays).
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './generated/api.js';

export { WebhookVerificationError };

type Schemas = components['schemas'];
type Change = Schemas['Change'];

/** The resources whose changes the service sends (the change feed's `resource`). */
export type WebhookResource = Change['resource'];

/** The record each resource's event carries: what its GET returns (or, without a GET of one, its list's element). */
interface RecordOfResource {
  action_item: Schemas['ActionItem'];
  user: Schemas['User'];
  department: Schemas['Department'];
  team: Schemas['Team'];
  asset: Schemas['Asset'];
  location: Schemas['Location'];
  equipment_type: Schemas['EquipmentType'];
  event: Schemas['Event'];
  event_metric: Schemas['EventMetric'];
  workflow: Schemas['WorkflowDetail'];
  workflow_run: Schemas['WorkflowRunDetail'];
  node_result: Schemas['NodeResult'];
  custom_field: Schemas['FieldDefinition'];
  action_item_status: Schemas['ActionItemStatus'];
  metric_definition: Schemas['MetricDefinition'];
}

/**
 * The resources that can be deleted, with the record their `.deleted` event carries: an action
 * item's tombstone; the record itself, `deletedAt` set, for the soft-deleted ones; a retired
 * custom field's definition; a deleted run's record. Users, teams, departments, equipment
 * types, statuses, metrics and node results are never deleted.
 */
interface DeletedRecordOf {
  action_item: Schemas['ActionItemTombstone'];
  asset: Schemas['Asset'] & { deletedAt: string };
  location: Schemas['Location'] & { deletedAt: string };
  event: Schemas['Event'] & { deletedAt: string };
  workflow: Schemas['WorkflowDetail'] & { deletedAt: string };
  workflow_run: Schemas['WorkflowRunDetail'];
  custom_field: Schemas['FieldDefinition'];
}

/** Every resource has its record type (a resource added to the API document and not here does not compile). */
type RecordsOf = { [Resource in WebhookResource]: RecordOfResource[Resource] };

/** The body of a delivery of a change: `type` is `<resource>.<action>`, `data.record` the record after the write. */
export interface WebhookChangeEvent<Type extends string, RecordType> {
  id: string;
  type: Type;
  occurredAt: string;
  organizationId: string;
  data: {
    record: RecordType;
    /** Updates: the keys a client can write that changed; `[]` for creates and deletes. */
    changes: Change['changes'];
    actor: Change['actor'];
  };
}

/** The event `POST /v2/webhooks/{id}/test` sends: no record, no changes. */
export type WebhookTestEvent = WebhookChangeEvent<'webhook.test', null>;

/**
 * A delivery's body, by `type`: `action_item.created` and `action_item.updated` carry an
 * ActionItem, `action_item.deleted` its tombstone, and so on for every resource; `webhook.test`
 * no record. Narrow with `event.type === '…'` (or a switch) to type `data.record`.
 */
export type WebhookEvent =
  | { [Resource in WebhookResource]: WebhookChangeEvent<`${Resource}.created` | `${Resource}.updated`, RecordsOf[Resource]> }[WebhookResource]
  | { [Resource in keyof DeletedRecordOf]: WebhookChangeEvent<`${Resource}.deleted`, DeletedRecordOf[Resource]> }[keyof DeletedRecordOf]
  | WebhookTestEvent;

/** The `type`s a delivery has. */
export type WebhookEventType = WebhookEvent['type'];

/** Fetch's Headers (or any object with its get()), or Node's IncomingHttpHeaders. */
type HeaderSource = Pick<Headers, 'get'> | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderSource, name: string): string {
  if (typeof headers.get === 'function') return (headers as Pick<Headers, 'get'>).get(name) ?? '';
  headers = headers as Record<string, string | string[] | undefined>;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(', ') : value ?? '';
}

/**
 * The event, once its signature checks out; throws WebhookVerificationError otherwise. `body` is
 * the raw request body, exactly as received (parsing and re-serializing it breaks the signature).
 */
export function verifyWebhook(secret: string, headers: HeaderSource, body: string | Buffer): WebhookEvent {
  const names = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const signed = Object.fromEntries(names.map((name) => [name, headerValue(headers, name)]));
  return new Webhook(secret).verify(typeof body === 'string' ? body : body.toString('utf8'), signed) as WebhookEvent;
}
