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
import { OrgRetention, type RetentionOptions } from './org-retention.js';

export class ChangeRetention extends OrgRetention {
  constructor(db: Kysely<DB>, options: RetentionOptions, log: FastifyBaseLogger) {
    super(db, options, 'change log pruning', log);
  }

  /** Prunes one org's entries older than the retention at `now`, batch after batch. */
  async pruneOrg(orgId: string, now = Date.now()): Promise<number> {
    const { retentionDays, batch = 1000, pauseMs = 50 } = this.options;
    if (retentionDays <= 0) return 0; // 0 keeps the log forever
    const cutoffSeq = firstSeqAt((now - retentionDays * 86_400_000) * 1000);
    return this.inBatches(() => pruneEntries(this.db, orgId, cutoffSeq, batch), batch, pauseMs);
  }
}
