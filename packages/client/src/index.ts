/** @safety-records/client: a typed client of the Safety Management Records API v2. */
export { createClient, CLIENT_VERSION, type ClientOptions, type DataMethod, type SmrClient } from './client.js';
export { ApiConnectionError, ApiError, type ErrorBody } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retrying-fetch.js';
export { FileCheckpoint, MemoryCheckpoint, replaceFileAtomically, type Checkpoint } from './checkpoints.js';
export type { ItemOf, ListInit, ListPath, SyncOptions, SyncPage, SyncPath } from './pagination.js';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent } from './webhooks.js';
export { createWebhookHandler, receiveWebhook, DEFAULT_MAX_BODY_BYTES, type VerifiedWebhookEvent, type WebhookAnswer, type WebhookContext, type WebhookEventHandler, type WebhookHandlerOptions, type WebhookRequest } from './webhook-handler.js';
export { forwardChanges, webhookPayloadOf, ForwardError, DEFAULT_FORWARD_RETRY, type ForwardAttempt, type ForwardOptions, type ForwardRetry } from './forward-changes.js';
export type { components, operations, paths } from './generated/api.js';
