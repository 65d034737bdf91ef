/**
 * Webhook subscriptions and their delivery log (DECISIONS 13), all with scope admin. Their GETs
 * are `clockless`: a subscription or a delivery changes without moving the org's commit clock.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendJson } from '../../http/json-text.js';
import { paramsOf } from '../../http/record-path.js';
import { firstRecordTag, recordBody } from '../../http/record-body.js';
import { bodyErrorResponses, DataOf, errorResponses, ListOf } from '../../http/schemas.js';
import { toApiTimestamp } from '../../http/time.js';
import { orgIdOf } from '../../http/request-context.js';
import { writerOf } from '../../http/request-context.js';
import type { ModuleDeps } from '../deps.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import {
  Accepted, CreatedWebhookSubscription, CreateWebhookBody, DeliveriesPage, DeliveriesQuery, DeliveryParams, PatchWebhookBody, ReplayBody,
  RotatedSecret, WebhookParams, WebhookSubscription, type DeliveriesInput, type WebhookSubscriptionOut,
} from './webhooks.schemas.js';
import {
  createSubscription, deliveryLog, patchSubscription, removeSubscription, replayChanges, retrySubscriptionDelivery, rotateSubscriptionSecret,
  sendTestEvent, subscriptionOf, listSubscriptions, type TargetPolicy,
} from './webhooks.service.js';

const tags = ['Webhooks'];
const admin = { scope: 'admin' as const };
const adminRead = { scope: 'admin' as const, clockless: true };

const toSubscription = (row: SubscriptionRow): WebhookSubscriptionOut => ({
  id: row.id, url: row.url, events: row.events, description: row.description, enabled: row.enabled, disabledReason: row.disabled_reason,
  createdAt: toApiTimestamp(row.created_at), updatedAt: toApiTimestamp(row.updated_at),
});

const subscriptionBodyOf = recordBody<WebhookSubscriptionOut>(WebhookSubscription);

export const webhookRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, config }) => {
  /** The body of the GET of the subscription a request names (If-Match's current tag is taken over it too). */
  const subscriptionBody = async (request: FastifyRequest): Promise<string> =>
    subscriptionBodyOf(toSubscription(await subscriptionOf(db, orgIdOf(request), paramsOf<{ id: string }>(request).id)));
  const subscriptionTag = (request: FastifyRequest) => firstRecordTag([() => subscriptionBody(request)]);
  const policy: TargetPolicy = { allowPrivate: config.webhookAllowPrivateTargets };

  app.post('/webhooks', {
    config: admin,
    schema: {
      operationId: 'createWebhook', summary: 'Subscribe a URL to changes (scope admin); the secret is in this response only', tags,
      description: 'At most 20 subscriptions per organization. The subscription receives the changes committed after it was created; earlier ones through replay.',
      body: CreateWebhookBody, response: { 201: DataOf(CreatedWebhookSubscription), ...bodyErrorResponses(403, 409) },
    },
  }, async (request, reply) => {
    const row = await createSubscription(db, orgIdOf(request), request.body, policy);
    return reply.status(201).send({ data: { ...toSubscription(row), secret: row.secret } });
  });

  app.get('/webhooks', {
    config: adminRead,
    schema: { operationId: 'listWebhooks', summary: 'The organization\'s webhook subscriptions (scope admin)', tags, response: { 200: ListOf(WebhookSubscription), ...errorResponses(403) } },
  }, async (request) => ({ data: (await listSubscriptions(db, orgIdOf(request))).map(toSubscription) }));

  app.get('/webhooks/:id', {
    config: adminRead,
    schema: { operationId: 'getWebhook', summary: 'One webhook subscription (scope admin)', tags, params: WebhookParams, response: { 200: DataOf(WebhookSubscription), ...errorResponses(403, 404) } },
  }, async (request, reply) => sendJson(reply, await subscriptionBody(request)));

  app.patch('/webhooks/:id', {
    config: { ...admin, currentTag: subscriptionTag },
    schema: {
      operationId: 'updateWebhook', summary: 'Change a subscription\'s url, events, description or enabled (scope admin)', tags,
      description: 'Re-enabling a subscription makes it receive the changes committed from then on, and clears disabledReason.',
      params: WebhookParams, body: PatchWebhookBody, response: { 200: DataOf(WebhookSubscription), ...bodyErrorResponses(403, 404, 412) },
    },
  }, async (request) => ({ data: toSubscription(await patchSubscription(db, orgIdOf(request), request.params.id, request.body, policy)) }));

  app.delete('/webhooks/:id', {
    config: { ...admin, currentTag: subscriptionTag },
    schema: { operationId: 'deleteWebhook', summary: 'Delete a subscription and its delivery log (scope admin)', tags, params: WebhookParams, response: { 204: { type: 'null' }, ...errorResponses(403, 404, 412) } },
  }, async (request, reply) => {
    await removeSubscription(db, orgIdOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/webhooks/:id/rotate-secret', {
    config: admin,
    schema: {
      operationId: 'rotateWebhookSecret', summary: 'Give a subscription a new secret; the old one signs alongside it for 24 hours (scope admin)', tags,
      params: WebhookParams, response: { 200: RotatedSecret, ...errorResponses(403, 404) },
    },
  }, async (request) => ({ data: { secret: await rotateSubscriptionSecret(db, orgIdOf(request), request.params.id) } }));

  app.get('/webhooks/:id/deliveries', {
    config: adminRead,
    schema: {
      operationId: 'listWebhookDeliveries', summary: 'The delivery log of a subscription, newest first, with every attempt (scope admin)', tags,
      description: 'Deliveries that finished (succeeded or failed) leave the log WEBHOOK_LOG_RETENTION_DAYS (30 by default) days after they were queued, or after their last attempt if later; pending ones stay.',
      params: WebhookParams, querystring: DeliveriesQuery, response: { 200: DeliveriesPage, ...errorResponses(403, 404) },
    },
  }, async (request) => deliveryLog(db, orgIdOf(request), request.params.id, request.query as DeliveriesInput));

  app.post('/webhooks/:id/deliveries/:deliveryId/retry', {
    config: admin,
    schema: {
      operationId: 'retryWebhookDelivery', summary: 'Attempt a delivery again now, whatever its status (scope admin)', tags,
      params: DeliveryParams, response: { 202: Accepted, ...errorResponses(403, 404) },
    },
  }, async (request, reply) => {
    await retrySubscriptionDelivery(db, orgIdOf(request), request.params.id, request.params.deliveryId);
    return reply.status(202).send({ data: { deliveries: 1 } });
  });

  app.post('/webhooks/:id/test', {
    config: admin,
    schema: { operationId: 'testWebhook', summary: 'Send a webhook.test event to the subscription (scope admin)', tags, params: WebhookParams, response: { 202: Accepted, ...errorResponses(403, 404) } },
  }, async (request, reply) => {
    await sendTestEvent(db, orgIdOf(request), request.params.id, writerOf(request).actor);
    return reply.status(202).send({ data: { deliveries: 1 } });
  });

  app.post('/webhooks/:id/replay', {
    config: admin,
    schema: {
      operationId: 'replayWebhook', summary: 'Re-send every matching change since an instant still in the change log (scope admin)', tags,
      description: 'Includes changes from before the subscription existed: recovery after an outage of the consumer.',
      params: WebhookParams, body: ReplayBody, response: { 202: Accepted, ...bodyErrorResponses(403, 404) },
    },
  }, async (request, reply) => {
    const deliveries = await replayChanges(db, orgIdOf(request), request.params.id, request.body.since);
    return reply.status(202).send({ data: { deliveries } });
  });
};
