/**
 * What the rest of the service uses of the stored Idempotency-Keys: their housekeeping, and the
 * SQL with which a write's own statement stores its key's response (keyed-write.ts).
 */
export { deleteExpiredKeys, keyedStatementSql, type KeyedStatementSql } from './idempotency.repository.js';
