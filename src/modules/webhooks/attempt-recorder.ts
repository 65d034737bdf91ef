/**
 * Records the outcomes of attempts in batches (group commit): an outcome that ends while a batch
 * is being recorded joins the next one, and each batch is recorded with one statement, one
 * commit, per org in it. While the worker is idle a batch holds one outcome and is recorded at
 * once; under load, one commit serves every attempt of an org that ended meanwhile, where one
 * per attempt made the attempts wait on the database's log flushes. Batches are recorded one at
 * a time, in the order their outcomes ended; each org's part is tried again when it loses a
 * deadlock, and one org's failure leaves the others' recorded.
 */
import { retryingDeadlocks } from '../../db/sql.js';
import { groupBy } from '../../lib/group-by.js';
import type { FinishedAttempt } from './deliveries.record.repository.js';

/** The most outcomes one batch holds. */
export const MAX_BATCH = 500;

export interface AttemptRecorderOptions {
  /** Records one org's attempts; returns how many were recorded. */
  record: (orgId: string, attempts: readonly FinishedAttempt[]) => Promise<number>;
  /** Told when an org's attempts could not be recorded: their leases run out and they are attempted again (at least once). */
  failed: (error: unknown, attempts: readonly FinishedAttempt[]) => void;
  /** Told after each batch (recorded or not): the records' next changes may be due now. */
  recorded: () => void;
}

interface Waiting {
  attempt: FinishedAttempt;
  done: () => void;
}


export class AttemptRecorder {
  readonly #options: AttemptRecorderOptions;
  #waiting: Waiting[] = [];
  /** Whether batches are being recorded; set and cleared in the same turn as `#waiting` is read, so no outcome is left behind. */
  #active = false;
  #recording: Promise<void> = Promise.resolve();

  constructor(options: AttemptRecorderOptions) {
    this.#options = options;
  }

  /** Outcomes not yet recorded (waiting or in the batch being recorded). */
  get size(): number {
    return this.#waiting.length;
  }

  /** Records the attempt with the next batch; resolves once that batch is recorded (or has failed, told to `failed`). */
  add(attempt: FinishedAttempt): Promise<void> {
    const recorded = new Promise<void>((done) => this.#waiting.push({ attempt, done }));
    if (!this.#active) {
      this.#active = true;
      this.#recording = this.#recordAll();
    }
    return recorded;
  }

  /** Resolves once every outcome added so far is recorded. */
  async drain(): Promise<void> {
    while (this.#active) await this.#recording;
  }

  async #recordAll(): Promise<void> {
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.slice(0, MAX_BATCH);
        for (const [orgId, attempts] of groupBy(batch.map((waiting) => waiting.attempt), (attempt) => attempt.delivery.organization_id)) {
          try {
            await retryingDeadlocks(() => this.#options.record(orgId, attempts));
          } catch (error) {
            this.#tell(() => this.#options.failed(error, attempts));
          }
        }
        this.#waiting = this.#waiting.slice(batch.length);
        for (const waiting of batch) waiting.done();
        this.#tell(() => this.#options.recorded());
      }
    } finally {
      this.#active = false;
    }
  }

  /** Runs a callback; one that throws stops nothing. */
  #tell(callback: () => void): void {
    try {
      callback();
    } catch {
      // A listener's failure is not the recorder's: the batch is done either way.
    }
  }
}
