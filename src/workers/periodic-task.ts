/**
 * A background pass repeated at an interval inside the instance (change-log retention,
 * idempotency-key purge): started when the app is ready, stopped when it closes, never
 * overlapping itself. A failed pass is logged and retried at the next one. Passes delete in
 * small batches (`inBatches`). Each worker extends it with its pass.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTaskSchedule {
  /** What the log lines name ("change log pruning"). */
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** A worker: what one pass does (`pass`, returning how many rows it removed, logged when not 0). */
export abstract class PeriodicTask {
  readonly #stopped = new AbortController();
  #running: Promise<void> | null = null;

  constructor(private readonly schedule: PeriodicTaskSchedule) {}

  protected abstract pass(): Promise<number>;

  /** Aborted once the task is stopped: a pass in several steps checks it between steps. */
  get signal(): AbortSignal {
    return this.#stopped.signal;
  }

  start(): void {
    this.#running ??= this.#loop();
  }

  async stop(): Promise<void> {
    this.#stopped.abort();
    await this.#running;
  }

  /**
   * Runs `removeBatch` (which removes at most `batch` rows and says how many) until it removes
   * fewer than `batch` or the task stops, pausing between batches so that no pass holds locks
   * long; returns how many rows went.
   */
  protected async inBatches(removeBatch: () => Promise<number>, batch: number, pauseMs: number): Promise<number> {
    let removed = 0;
    while (!this.signal.aborted) {
      const count = await removeBatch();
      removed += count;
      if (count < batch) break;
      await sleep(pauseMs, undefined, { signal: this.signal }).catch(() => {});
    }
    return removed;
  }

  async #loop(): Promise<void> {
    const { name, intervalMs, log } = this.schedule;
    while (!this.signal.aborted) {
      try {
        const removed = await this.pass();
        if (removed > 0) log.info({ removed }, `${name} done`);
      } catch (error) {
        log.error({ err: error }, `${name} failed; retrying at the next pass`);
      }
      await sleep(intervalMs, undefined, { signal: this.signal }).catch(() => {});
    }
  }
}
