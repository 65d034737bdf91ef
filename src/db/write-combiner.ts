/**
 * The per-org write combiner (docs/decisions/performance.md, "One org's writes committed
 * together"). Every write of one org serializes on its clock row, so one org's write rate is the
 * inverse of the time one statement holds the row: its work and its commit's WAL flush. Single
 * clock-last writes (clock-last-write.ts) that arrive while a statement of their org and table
 * runs wait in that org's lane and go, when it ends, as one statement: one clock tick, one
 * commit, one flush for all of them. The first write of an idle lane goes at once, alone.
 *
 * - A statement takes writes in arrival order while they share the configuration version their
 *   plans were validated against, write no key (id, externalId, Idempotency-Key) another write of
 *   the statement writes (one statement cannot write a row twice, and two creates of one
 *   externalId must stay two writes, the second an update), and number at most MAX_COMBINED. A
 *   write left out waits for the next statement, keeping its place, and so does every later
 *   write of one of its keys.
 * - Each write keeps its own outcome: the statement returns every row it wrote and each write
 *   takes its own, with its own actor and trace on its change entries (StatementLog.writers).
 * - A combined statement the server refused (an error with a SQLSTATE: it rolled back; a guarded
 *   row changed since a plan read it, an externalId taken since, a deadlock) is not any one
 *   write's failure: each of its writes then runs its own statement alone, in order, before the
 *   lane takes its next statement, where the usual rules (undo, rerun clock-first) apply, so a
 *   refusal or an error stays the write's that caused it. Any other error (the connection lost:
 *   the statement may have committed) is every write's answer, as it would be for a write
 *   alone: running them again could write twice.
 * - A statement runs in the async context of its first write (its statement spans are that
 *   request's children); a write run alone, in its own.
 */
import { AsyncResource } from 'node:async_hooks';
import type { WrittenRow } from './change-log.js';
import { sqlState } from './sql.js';

/** At most this many writes go in one statement (its JSON input and its lock time stay small). */
export const MAX_COMBINED = 64;

/** A write waiting in a lane. */
export interface CombinedWrite {
  /** The configuration version its plan was validated against (the statement checks one under the clock). */
  configVersion: number;
  /** The keys it writes (ids, externalIds, its Idempotency-Key): no other write of its statement may write one. */
  keys: readonly string[];
  /** The ids of the rows it writes: what it takes of the statement's rows. */
  ids: readonly string[];
}

/** Runs one statement for several writes of a lane (in order); returns every row it wrote. */
export type RunCombined<W extends CombinedWrite> = (writes: readonly W[]) => Promise<WrittenRow[]>;

/** Runs a write's own statement; returns its rows. */
export type RunAlone = () => Promise<WrittenRow[]>;

interface Waiting<W extends CombinedWrite> {
  write: W;
  run: RunCombined<W>;
  alone: RunAlone;
  resolve(rows: WrittenRow[]): void;
  reject(error: unknown): void;
}

interface Lane<W extends CombinedWrite> {
  waiting: Array<Waiting<W>>;
}

/** How many statements ran, and how many writes went in them: `writes / statements` is the combining. */
export interface CombinerStats {
  statements: number;
  writes: number;
  /** Statements of more than one write, and the writes they carried. */
  combined: number;
  combinedWrites: number;
  /** Combined statements the server refused (each of their writes then ran alone). */
  failed: number;
}

export class WriteCombiner {
  readonly #lanes = new Map<string, Lane<CombinedWrite>>();
  readonly stats: CombinerStats = { statements: 0, writes: 0, combined: 0, combinedWrites: 0, failed: 0 };

  /**
   * Runs `write` in lane `lane` (one org's writes of one table): alone (`alone`) at once when the
   * lane is idle, else with the writes that waited (`run`) when the running statement ends.
   * Resolves with the write's own rows; rejects with its own statement's error, or with a
   * combined statement's that may have committed.
   */
  submit<W extends CombinedWrite>(lane: string, write: W, run: RunCombined<W>, alone: RunAlone): Promise<WrittenRow[]> {
    return new Promise((resolve, reject) => {
      // Run in the submitting request's async context, whichever request's turn drains the lane.
      // One resource, not `AsyncResource.bind` twice: each bind also builds two deprecation
      // wrappers (the bound function's `asyncResource` property), 1 % of the service's CPU under
      // single upserts (a CPU profile of the bench's upserts).
      const context = new AsyncResource('smr.combinedWrite');
      const waiting: Waiting<W> = {
        write, resolve, reject,
        run: (writes) => context.runInAsyncScope(run, null, writes),
        alone: () => context.runInAsyncScope(alone),
      };
      const existing = this.#lanes.get(lane) as Lane<W> | undefined;
      if (existing) {
        existing.waiting.push(waiting);
        return;
      }
      const fresh: Lane<W> = { waiting: [waiting] };
      this.#lanes.set(lane, fresh as unknown as Lane<CombinedWrite>);
      void this.#drain(lane, fresh);
    });
  }

  /** How many writes wait in a lane behind its running statement (0 when idle or running alone). */
  waitingIn(lane: string): number {
    return this.#lanes.get(lane)?.waiting.length ?? 0;
  }

  /** Runs the lane's statements one after the other until nothing waits; then the lane is idle. */
  async #drain<W extends CombinedWrite>(lane: string, state: Lane<W>): Promise<void> {
    while (state.waiting.length > 0) await this.#runBatch(takeBatch(state.waiting));
    this.#lanes.delete(lane);
  }

  async #runBatch<W extends CombinedWrite>(batch: Array<Waiting<W>>): Promise<void> {
    this.stats.statements++;
    this.stats.writes += batch.length;
    if (batch.length === 1) {
      await settle(batch[0]!, batch[0]!.alone);
      return;
    }
    this.stats.combined++;
    this.stats.combinedWrites += batch.length;
    let rows: WrittenRow[];
    try {
      rows = await batch[0]!.run(batch.map((waiting) => waiting.write));
    } catch (error) {
      if (sqlState(error) === undefined) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // Refused by the server, so rolled back: each write on its own, in order, still in the lane.
      this.stats.failed++;
      for (const waiting of batch) await settle(waiting, waiting.alone);
      return;
    }
    for (const waiting of batch) {
      const own = new Set(waiting.write.ids);
      waiting.resolve(rows.filter((row) => own.has(row.id)));
    }
  }
}

/** Settles a waiting write with what `work` gives or throws. */
async function settle<W extends CombinedWrite>(waiting: Waiting<W>, work: RunAlone): Promise<void> {
  try {
    waiting.resolve(await work());
  } catch (error) {
    waiting.reject(error);
  }
}

/** Takes the next statement's writes off the front of `waiting` (see the module's rules); the rest keep their order. */
function takeBatch<W extends CombinedWrite>(waiting: Array<Waiting<W>>): Array<Waiting<W>> {
  const version = waiting[0]!.write.configVersion;
  const taken: Array<Waiting<W>> = [];
  const left: Array<Waiting<W>> = [];
  // Keys written by a taken write, or by a write left waiting: a later write of one of them keeps its place behind it.
  const claimed = new Set<string>();
  for (const entry of waiting) {
    const fits = taken.length < MAX_COMBINED && entry.write.configVersion === version && entry.write.keys.every((key) => !claimed.has(key));
    (fits ? taken : left).push(entry);
    for (const key of entry.write.keys) claimed.add(key);
  }
  waiting.splice(0, waiting.length, ...left);
  return taken;
}
