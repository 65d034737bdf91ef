/** Housekeeping of Idempotency-Keys: expired rows go in batches, so a purge never holds locks long. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deleteExpiredKeys } from './idempotency.repository.js';

/** Deletes every key older than the TTL, `batch` rows at a time; returns how many went. */
export async function purgeExpiredKeys(db: Kysely<DB>, ttlHours: number, batch = 1000): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await deleteExpiredKeys(db, ttlHours, batch);
    purged += count;
    if (count < batch) return purged;
  }
}
