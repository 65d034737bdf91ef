/**
 * A retention worker (the change log's, the webhook delivery log's): once an hour by default, a
 * pass prunes every org in turn, each in small batches with pauses between them (`pruneOrg`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { listAllOrganizations } from '../modules/organizations/organizations.service.js';
import { PeriodicTask } from './periodic-task.js';

export interface RetentionOptions {
  /** What is older than this many days goes; 0 keeps everything. */
  retentionDays: number;
  /** Between two passes over every org (default one hour). */
  intervalMs?: number;
  /** Rows per batch (default 1,000). */
  batch?: number;
  /** Between two batches (default 50 ms). */
  pauseMs?: number;
}

export abstract class OrgRetention extends PeriodicTask {
  constructor(protected readonly db: Kysely<DB>, protected readonly options: RetentionOptions, name: string, log: FastifyBaseLogger) {
    super({ name, intervalMs: options.intervalMs ?? 3_600_000, log });
  }

  protected pass(): Promise<number> {
    return this.pruneOnce();
  }

  /** One pass over every org; returns how many rows it deleted. */
  async pruneOnce(now = Date.now()): Promise<number> {
    let deleted = 0;
    for (const org of await listAllOrganizations(this.db)) {
      if (this.signal.aborted) break;
      deleted += await this.pruneOrg(org.id, now);
    }
    return deleted;
  }

  /** Prunes one org's rows older than the retention at `now`; returns how many went. */
  abstract pruneOrg(orgId: string, now?: number): Promise<number>;
}
