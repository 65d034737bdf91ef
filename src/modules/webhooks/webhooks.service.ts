/**
 * The rules of webhook subscriptions and their delivery log (DECISIONS 13): at most 20 per org,
 * a URL refused unless https and public (checked again at connect time), the secret shown once,
 * rotation with 24 hours of overlap, re-enabling that starts from the present, and the queueing
 * of tests, retries and replays. Another org's subscription is not found, like a missing one.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChangeActor } from '../../db/change-log.js';
import { withPlainTransaction } from '../../db/plain-transaction.js';
import type { DB } from '../../db/schema.js';
import { malformedCursor } from '../../http/cursor.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { parseTimeBound, toApiTimestamp, toApiTimestampOrNull } from '../../http/time.js';
import { seqAtInstant } from '../changes/changes.service.js';
import { queueReplay } from './deliveries.fan-out.repository.js';
import { pauseDeliveries, queueEvent, readDeliveryLog, retryDelivery } from './deliveries.log.repository.js';
import { normalizedPatterns, patternErrors } from './event-patterns.js';
import { newSecret } from './signing.js';
import {
  countSubscriptions, deleteSubscription, findSubscription, insertSubscription, lockDispatch, rotateSecret, updateSubscription, type SubscriptionRow,
} from './subscriptions.repository.js';
import { assertPublicTarget, parseTargetUrl, PRIVATE_TARGETS_HINT, TargetRefusedError, type LookupAll } from './target-guard.js';
import {
  MAX_SUBSCRIPTIONS_PER_ORG, type CreateWebhookInput, type DeliveriesInput, type DeliveryStatus, type PatchWebhookInput, type WebhookDeliveryOut,
} from './webhooks.schemas.js';

/** What other modules use of this module's rows, as its repository names it. */
export { listSubscriptions } from './subscriptions.repository.js';

export interface TargetPolicy {
  allowPrivate: boolean;
  /** Name resolution (tests inject one); the system's by default. */
  lookup?: LookupAll;
}

/** The URL as saved, or 400 validation_error naming it and why it is refused. */
async function checkedUrl(raw: string, policy: TargetPolicy): Promise<string> {
  try {
    const url = parseTargetUrl(raw, policy.allowPrivate);
    await assertPublicTarget(url, policy);
    return url.href;
  } catch (error) {
    if (error instanceof TargetRefusedError) {
      throw validationError([`url: ${error.message}${error.privateTargetsOnly ? ` (${PRIVATE_TARGETS_HINT})` : ''}`]);
    }
    throw error;
  }
}

function checkedEvents(events: readonly string[]): string[] {
  const errors = patternErrors(events);
  if (errors.length > 0) throw validationError(errors);
  return normalizedPatterns(events);
}

export async function createSubscription(db: Kysely<DB>, orgId: string, input: CreateWebhookInput, policy: TargetPolicy): Promise<SubscriptionRow> {
  const events = checkedEvents(input.events);
  const url = await checkedUrl(input.url, policy);
  return withPlainTransaction(db, async (trx) => {
    await lockDispatch(trx, orgId);
    if ((await countSubscriptions(trx, orgId)) >= MAX_SUBSCRIPTIONS_PER_ORG) {
      throw conflict(`An organization has at most ${MAX_SUBSCRIPTIONS_PER_ORG} webhook subscriptions: delete one first`);
    }
    return insertSubscription(trx, orgId, { url, events, description: input.description ?? null, enabled: input.enabled ?? true, secret: newSecret() });
  });
}

export async function subscriptionOf(db: Kysely<DB>, orgId: string, id: string): Promise<SubscriptionRow> {
  const row = await findSubscription(db, orgId, id);
  if (!row) throw notFound('Webhook subscription');
  return row;
}

export async function patchSubscription(db: Kysely<DB>, orgId: string, id: string, input: PatchWebhookInput, policy: TargetPolicy): Promise<SubscriptionRow> {
  const events = input.events === undefined ? undefined : checkedEvents(input.events);
  const url = input.url === undefined ? undefined : await checkedUrl(input.url, policy);
  return withPlainTransaction(db, async (trx) => {
    const current = await findSubscription(trx, orgId, id, true);
    if (!current) throw notFound('Webhook subscription');
    const row = await updateSubscription(trx, orgId, id, {
      ...(url === undefined ? {} : { url }),
      ...(events === undefined ? {} : { events }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      reenabled: input.enabled === true && !current.enabled,
    });
    if (input.enabled !== undefined && input.enabled !== current.enabled) await pauseDeliveries(trx, orgId, id, !input.enabled);
    return row!;
  });
}

export async function removeSubscription(db: Kysely<DB>, orgId: string, id: string): Promise<void> {
  if (!(await deleteSubscription(db, orgId, id))) throw notFound('Webhook subscription');
}

export async function rotateSubscriptionSecret(db: Kysely<DB>, orgId: string, id: string): Promise<string> {
  const secret = newSecret();
  if (!(await rotateSecret(db, orgId, id, secret))) throw notFound('Webhook subscription');
  return secret;
}

const CURSOR = /^[0-9]{1,19}$/;

/** A page of the subscription's delivery log, newest first. */
export async function deliveryLog(db: Kysely<DB>, orgId: string, id: string, query: DeliveriesInput): Promise<{ data: WebhookDeliveryOut[]; meta: { limit: number; hasNext: boolean; nextCursor: string | null } }> {
  await subscriptionOf(db, orgId, id);
  if (query.cursor !== undefined && !CURSOR.test(query.cursor)) throw malformedCursor();
  const rows = await readDeliveryLog(db, orgId, id, { status: (query.status ?? null) as DeliveryStatus | null, before: query.cursor ?? null }, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((row) => ({
      id: row.id, changeId: row.event_id, type: row.type, status: row.status,
      nextAttemptAt: row.status === 'pending' ? toApiTimestampOrNull(row.next_attempt_at) : null,
      createdAt: toApiTimestamp(row.created_at), attempts: row.attempts,
    })),
    meta: { limit: query.limit, hasNext: rows.length > query.limit, nextCursor: page.at(-1)?.ordinal ?? query.cursor ?? null },
  };
}

export async function retrySubscriptionDelivery(db: Kysely<DB>, orgId: string, id: string, deliveryId: string): Promise<void> {
  await subscriptionOf(db, orgId, id);
  if (!(await retryDelivery(db, orgId, id, deliveryId))) throw notFound('Webhook delivery');
}

/** Queues a `webhook.test` event to the subscription. */
export async function sendTestEvent(db: Kysely<DB>, orgId: string, id: string, actor: ChangeActor): Promise<void> {
  await subscriptionOf(db, orgId, id);
  const eventId = randomUUID();
  const payload = JSON.stringify({
    id: eventId, type: 'webhook.test', occurredAt: new Date().toISOString(), organizationId: orgId,
    data: { record: null, changes: [], actor },
  });
  await queueEvent(db, orgId, id, { id: eventId, type: 'webhook.test', payload });
}

/** Queues every matching change at or after `since` still in the log; returns how many. */
export async function replayChanges(db: Kysely<DB>, orgId: string, id: string, since: string): Promise<number> {
  await subscriptionOf(db, orgId, id);
  const from = await seqAtInstant(db, parseTimeBound(since, 'since'));
  return queueReplay(db, orgId, id, from);
}
