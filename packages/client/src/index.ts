/** @safety-records/client: a typed client of the Safety Management Records API v2. */
export { createClient, CLIENT_VERSION, type ClientOptions, type DataMethod, type GetMethod, type SmrClient } from './client.js';
export {
  ApiConnectionError, ApiError, isApiError, type AnyApiError, type ApiErrorCode, type ApiErrorOf, type ErrorBody, type ErrorDetails, type ServiceErrorCode,
} from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retrying-fetch.js';
export { FileCheckpoint, MemoryCheckpoint, replaceFileAtomically, type Checkpoint } from './checkpoints.js';
export type { DateTimeInput, DateTimeString } from './date-time.js';
export type {
  ItemOf, Live, ListBodyOf, ListInit, ListPath, ListQuery, ListWithDeleted, SyncItemOf, SyncOptions, SyncPage, SyncPath, SyncQuery,
} from './pagination.js';
export {
  verifyWebhook, WebhookVerificationError, type WebhookChangeEvent, type WebhookEvent, type WebhookEventType, type WebhookResource,
  type WebhookTestEvent,
} from './webhooks.js';
export { createWebhookHandler, receiveWebhook, DEFAULT_MAX_BODY_BYTES, type VerifiedWebhookEvent, type WebhookAnswer, type WebhookContext, type WebhookEventHandler, type WebhookHandlerOptions, type WebhookRequest } from './webhook-handler.js';
export { forwardChanges, webhookPayloadOf, ForwardError, DEFAULT_FORWARD_RETRY, type ForwardAttempt, type ForwardOptions, type ForwardRetry } from './forward-changes.js';
export type { components, operations, paths } from './generated/api.js';
