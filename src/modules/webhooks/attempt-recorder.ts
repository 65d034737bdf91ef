/**
 * Records the outcomes of attempts in batches (group commit): an outcome that ends while a batch
 * is being recorded joins the next one, and one statement, one commit, records each batch. While
 * the worker is idle a batch holds one outcome and is recorded at once; under load, one commit
 * serves every attempt that ended meanwhile, where one per attempt made the attempts wait on
 * the database's log flushes. Batches are recorded one at a time, in the order their outcomes
 * ended.
 */
import { isDeadlock } from '../../db/sql.js';
import type { FinishedAttempt } from './deliveries.repository.js';

/** The most outcomes one statement records. */
export const MAX_BATCH = 500;
/** Tries of a batch that lost a deadlock (to a subscription being disabled meanwhile, say). */
const DEADLOCK_TRIES = 3;

export interface AttemptRecorderOptions {
  /** Records a batch; returns how many were recorded. */
  record: (attempts: readonly FinishedAttempt[]) => Promise<number>;
  /** Told when a batch could not be recorded: its deliveries' leases run out and they are attempted again (at least once). */
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
        const attempts = batch.map((waiting) => waiting.attempt);
        try {
          await this.#recordBatch(attempts);
        } catch (error) {
          this.#options.failed(error, attempts);
        }
        this.#waiting = this.#waiting.slice(batch.length);
        for (const waiting of batch) waiting.done();
        this.#options.recorded();
      }
    } finally {
      this.#active = false;
    }
  }

  async #recordBatch(attempts: readonly FinishedAttempt[]): Promise<void> {
    for (let tries = 1; ; tries++) {
      try {
        await this.#options.record(attempts);
        return;
      } catch (error) {
        if (!isDeadlock(error) || tries >= DEADLOCK_TRIES) throw error;
      }
    }
  }
}
