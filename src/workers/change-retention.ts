/**
 * Pruning of the change log (DECISIONS 12, `CHANGE_RETENTION_DAYS`): in the background, org by
 * org, in small batches with a pause between them, so it never holds a lock long and never
 * blocks a write. Every record keeps its latest entry (the next change of the record is
 * compared with it). The instance that owns the worker stops it when it closes.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { firstSeqAt } from '../db/change-log.js';
import type { DB } from '../db/schema.js';
import { pruneEntries } from '../modules/changes/changes.service.js';
import { listAllOrganizations } from '../modules/organizations/organizations.service.js';
import { PeriodicTask } from './periodic-task.js';

export interface RetentionOptions {
  /** Entries older than this many days go; 0 keeps them all. */
  retentionDays: number;
  /** Between two passes over every org (default one hour). */
  intervalMs?: number;
  batch?: number;
  /** Between two batches (default 50 ms). */
  pauseMs?: number;
}

export class ChangeRetention extends PeriodicTask {
  constructor(private readonly db: Kysely<DB>, private readonly options: RetentionOptions, log: FastifyBaseLogger) {
    super({ name: 'change log pruning', intervalMs: options.intervalMs ?? 3_600_000, log });
  }

  protected pass(): Promise<number> {
    return this.pruneOnce();
  }

  /** One pass over every org; returns how many entries it deleted. */
  async pruneOnce(now = Date.now()): Promise<number> {
    let deleted = 0;
    for (const org of await listAllOrganizations(this.db)) deleted += await this.pruneOrg(org.id, now);
    return deleted;
  }

  /** Prunes one org's entries older than the retention at `now`, batch after batch. */
  async pruneOrg(orgId: string, now = Date.now()): Promise<number> {
    const { retentionDays, batch = 1000, pauseMs = 50 } = this.options;
    if (retentionDays <= 0) return 0; // 0 keeps the log forever
    const cutoffSeq = firstSeqAt((now - retentionDays * 86_400_000) * 1000);
    return this.inBatches(() => pruneEntries(this.db, orgId, cutoffSeq, batch), batch, pauseMs);
  }
}
