/**
 * Purge of expired Idempotency-Keys (DECISIONS 14, `IDEMPOTENCY_TTL_HOURS`): in the background,
 * every 10 minutes, in batches of 1,000 with a pause between them. An expired key is already
 * ignored by requests (its next use takes it over); the purge only keeps the table small.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { deleteExpiredKeys } from '../db/idempotency-keys.js';
import { PeriodicTask } from './periodic-task.js';

export interface KeyPurgeOptions {
  ttlHours: number;
  intervalMs?: number;
  batch?: number;
  pauseMs?: number;
}

export class IdempotencyKeyPurge extends PeriodicTask {
  constructor(private readonly db: Kysely<DB>, private readonly options: KeyPurgeOptions, log: FastifyBaseLogger) {
    super({ name: 'idempotency key purge', intervalMs: options.intervalMs ?? 600_000, log });
  }

  protected pass(): Promise<number> {
    return this.purgeOnce();
  }

  /** Deletes every key older than the TTL; returns how many went. */
  purgeOnce(): Promise<number> {
    const { ttlHours, batch = 1000, pauseMs = 50 } = this.options;
    return this.inBatches(() => deleteExpiredKeys(this.db, ttlHours, batch), batch, pauseMs);
  }
}
