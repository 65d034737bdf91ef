/**
 * A background pass repeated at an interval inside the instance (change-log retention,
 * idempotency-key purge): started when the app is ready, stopped when it closes, never
 * overlapping itself. A failed pass is logged and retried at the next one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTaskOptions {
  /** What the log lines name ("change log pruning"). */
  name: string;
  intervalMs: number;
  /** One pass; returns how many rows it removed (logged when not 0). */
  pass: () => Promise<number>;
  log: FastifyBaseLogger;
}

export class PeriodicTask {
  readonly #stopped = new AbortController();
  #running: Promise<void> | null = null;

  constructor(private readonly options: PeriodicTaskOptions) {}

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

  /** Waits `ms`, or less if the task is stopped meanwhile. */
  pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.signal }).catch(() => {});
  }

  async #loop(): Promise<void> {
    const { name, intervalMs, pass, log } = this.options;
    while (!this.signal.aborted) {
      try {
        const removed = await pass();
        if (removed > 0) log.info({ removed }, `${name} done`);
      } catch (error) {
        log.error({ err: error }, `${name} failed; retrying at the next pass`);
      }
      await this.pause(intervalMs);
    }
  }
}
