/** @safety-records/client: a typed client of the Safety Management Records API v2. */
export { createClient, CLIENT_VERSION, type ClientOptions, type DataMethod, type SmrClient } from './client.js';
export { ApiConnectionError, ApiError, type ErrorBody } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retrying-fetch.js';
export { FileCheckpoint, MemoryCheckpoint, replaceFileAtomically, type Checkpoint } from './checkpoints.js';
export type { ItemOf, ListInit, ListPath, SyncOptions, SyncPage, SyncPath } from './pagination.js';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent } from './webhooks.js';
export type { components, operations, paths } from './generated/api.js';
