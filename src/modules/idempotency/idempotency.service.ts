/** What the rest of the service uses of the stored Idempotency-Keys: their housekeeping. */
export { deleteExpiredKeys } from './idempotency.repository.js';
