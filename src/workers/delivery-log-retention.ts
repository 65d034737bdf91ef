/**
 * Pruning of the webhook delivery log (DECISIONS 13, `WEBHOOK_LOG_RETENTION_DAYS`): in the
 * background, every hour, org by org and subscription by subscription, walking each log from
 * its oldest delivery in small steps with a pause between them, so it never holds locks long.
 * Deliveries that finished (succeeded or failed) and were queued before the cutoff go, with
 * their attempts; pending ones stay. The changes themselves stay in the change log (its own
 * retention), where a replay finds them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { pruneDeliveryLogStep, subscriptionIdsOf } from '../modules/webhooks/delivery-log-pruning.js';
import { OrgRetention, type RetentionOptions } from './org-retention.js';

export class DeliveryLogRetention extends OrgRetention {
  constructor(db: Kysely<DB>, options: RetentionOptions, log: FastifyBaseLogger) {
    super(db, options, 'webhook delivery log pruning', log);
  }

  /** Prunes one org's delivery logs at `now`; returns how many deliveries went. */
  async pruneOrg(orgId: string, now = Date.now()): Promise<number> {
    const { retentionDays, batch = 1000, pauseMs = 50 } = this.options;
    if (retentionDays <= 0) return 0; // 0 keeps the log forever
    const cutoff = new Date(now - retentionDays * 86_400_000);
    let deleted = 0;
    for (const subscriptionId of await subscriptionIdsOf(this.db, orgId)) {
      let after = '0';
      while (!this.signal.aborted) {
        const step = await pruneDeliveryLogStep(this.db, orgId, subscriptionId, after, cutoff, batch);
        deleted += step.deleted;
        if (step.done || step.last === null) break;
        after = step.last;
        await sleep(pauseMs, undefined, { signal: this.signal }).catch(() => {});
      }
    }
    return deleted;
  }
}
