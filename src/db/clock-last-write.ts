/**
 * The fast write path: a write that takes the org's clock last (docs/architecture.md, "The
 * clock-last write").
 *
 * The write gate (org-write.ts) serializes an org's writes on its clock row; a transaction that
 * takes the clock first holds that row while it reads, plans and writes. A clock-last write plans
 * without it, from the committed state (`attempt`), and then sends one statement that takes the
 * clock (`clock`, org-write.ts `clockCte`), writes its rows guarded by what the plan read, logs
 * them (change-log.ts `loggedWriteTailSql`) and, for a single write with a new Idempotency-Key,
 * stores the response it answers (keyed-write.ts). Alone, that statement is its own transaction:
 * the clock row is locked for one statement and its commit. In a request transaction it runs in
 * a savepoint.
 *
 * When what the plan read has moved by the time the statement holds the clock, the statement is
 * undone whole and the write runs again with the clock taken first (`fallback`, in the gate's
 * transaction, where its reads are serialized with the org's other writes). The reasons it is
 * undone are classified here, once (`undoReason`): a guarded row or the org's configuration
 * changed since (`smr_stale_write`, SQLSTATE 40001), an externalId or a key found free was taken
 * since (a unique violation), or the plan refused an element against what it read without the
 * clock (the configuration it remembered may be stale). A keyed write never runs its fallback
 * itself: the Idempotency-Key layer runs the request again the usual way (`KeyedWriteUndone`);
 * a deadlock of a keyed write (against a claim taking no key lock) is handed over the same way.
 *
 * A single write that offers a part of a statement (`combinable`, with its module's `combined`)
 * goes through its org's write combiner (write-combiner.ts): with the writes of its org that
 * waited for the statement running, in one statement; alone again when that one fails.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { writtenRecord, type ChangeLog, type StatementLog, type WrittenRow } from './change-log.js';
import type { LoggedRecord, LoggedTable } from './change-log-types.js';
import { combinedKeysSql, keyedStatementSql, type StoredKeyWrite } from './idempotency-keys.js';
import { currentKeyedWrite, KeyedWriteUndone } from './keyed-write.js';
import {
  changeLogOf, clockCte, committedWrite, UnknownOrganizationError, withOrgWriteRecords, type OrgWriter, type OrgWriteWork, type WrittenRecords,
} from './org-write.js';
import { inRequestTransaction } from './driver/request-transaction.js';
import type { DB } from './schema.js';
import { sqlState } from './sql.js';
import { WriteCombiner, type CombinedWrite } from './write-combiner.js';

declare const atClockBrand: unique symbol;

/** A timestamp the write's statement fills in with the clock it takes (a clock-last write knows its clock only there). */
export type AtClock = { readonly [atClockBrand]: true };

/** How AT_CLOCK travels in a statement's JSON input: the statement's SQL (`stampText`) reads it back. */
const AT_CLOCK_TEXT = 'clock';

/** The write's clock, as a row's timestamp before its statement has taken it. */
export const AT_CLOCK = Object.freeze({ toJSON: () => AT_CLOCK_TEXT }) as unknown as AtClock;

/** A row's timestamp: full-precision timestamptz text, or the write's clock. */
export type Stamp = string | AtClock;

/** SQL text for a `Stamp` column of a row read from the statement's JSON input (`row.column`, text): the clock's value (`clock.last`) where it is AT_CLOCK. */
export const stampText = (row: string, column: string, clock: string): string =>
  `CASE WHEN ${row}.${column} = '${AT_CLOCK_TEXT}' THEN ${clock}.last ELSE ${row}.${column}::timestamptz END`;

/**
 * The parts of a clock-last statement that are the primitive's, around the module's own
 * data-modifying CTE (named as the table it writes, returning its columns).
 */
export interface ClockLastParts {
  /** The CTE `clock`: takes the org's clock (after the key's lock, for a keyed write) and checks the configuration version. */
  clock: RawBuilder<unknown>;
  /** What follows the module's CTE: the rows written, their change entries, the key's stored response, and the final select. */
  tail: RawBuilder<unknown>;
}

/** What the attempt without the clock decided. */
export type ClockLastPlan<T> =
  | {
    /** What the write answers (each element's outcome). */
    result: T;
    /** The statement: the module's CTE between `parts.clock` and `parts.tail`; null when nothing is to be written. */
    statement: ((parts: ClockLastParts) => RawBuilder<unknown>) | null;
    /** For a single write: the record it answers with, whose response a new Idempotency-Key stores. */
    answers?: { recordId: string; created: boolean };
    /**
     * For a single write the org's write combiner may send in one statement with others
     * (write-combiner.ts): the keys it writes (ids, externalIds), the ids of its rows, and its
     * part of such a statement, which the write's `combined` builds from several parts.
     */
    combinable?: { keys: readonly string[]; ids: readonly string[]; part: unknown };
  }
  | {
    /** Refused against what the attempt read without the clock: the write runs again clock-first. */
    rerun: string;
  };

/** A write on the fast path: what the primitive needs from a module. */
export interface ClockLastWrite<T> {
  /** The logged table the statement writes. */
  table: LoggedTable;
  /** The org's configuration version the attempt validates against (the statement checks it under the clock). */
  configVersion: number;
  /** A single write (a bulk of one): a new Idempotency-Key of its request is stored by its statement. */
  single: boolean;
  /**
   * Its statement's rows are logged after it, in its transaction, by the gate's change log
   * (`ChangeLog.record`): for a write that stamps rows its statement's tail cannot read (what
   * its triggers stamp after it: a parent row, the records showing a renamed value) or whose
   * records are built in TypeScript. The clock is still taken last, by the write's one
   * statement, and held until the commit that follows the log. Such a write is never combined
   * and stores no Idempotency-Key itself (`single` is false: a keyed request runs in its
   * request transaction, like every other route's).
   */
  logsAfterStatement?: boolean;
  /** Plans the write from the committed state, reading through `db`, without the clock. */
  attempt(db: Kysely<DB>): Promise<ClockLastPlan<T>>;
  /** The one statement of several single writes of this kind, from their plans' `combinable.part`, in order. */
  combined?(parts: readonly unknown[]): (parts: ClockLastParts) => RawBuilder<unknown>;
  /**
   * The same write with the clock taken first, run when the attempt is undone: what it reads
   * without the clock (the configuration afresh), then the work the gate's transaction runs.
   */
  fallback(reason: UndoReason): Promise<OrgWriteWork<T>>;
}

/** Why a clock-last attempt was undone; null when the error is not an undo. */
export type UndoReason = 'changed since read' | 'taken since read' | 'refused on what it read' | 'deadlock';

/** The attempt refused an element against what it read without the clock. */
class AttemptRefused extends Error {
  override name = 'AttemptRefused';
}

/** The one classification of an attempt's failure: an undo (which reason), or an error (null). */
export function undoReason(error: unknown): UndoReason | null {
  if (error instanceof AttemptRefused) return 'refused on what it read';
  switch (sqlState(error)) {
    case '40001': return 'changed since read';
    case '23505': return 'taken since read';
    case '40P01': return 'deadlock';
    default: return null;
  }
}

/**
 * The statement parts for the org's writer: the clock CTE and the logged tail, with a keyed
 * write's key lock and stored response when given. Also what a module declares its statements'
 * texts with (values are parameters).
 */
export function clockLastParts(
  changeLog: ChangeLog, orgId: string, configVersion: number, log: StatementLog, keyed: ReturnType<typeof keyedStatementSql> | null,
): ClockLastParts {
  return { clock: clockCte(orgId, configVersion, keyed?.lockFirst ?? null), tail: changeLog.statementTail(orgId, log, keyed) };
}

/**
 * Runs `write` on the fast path: its attempt and one statement taking the clock last; on an undo,
 * its fallback with the clock taken first (a keyed write: `KeyedWriteUndone`, for the
 * Idempotency-Key layer). Returns what the write answers and the records it left.
 */
export async function writeClockLast<T>(db: Kysely<DB>, writer: OrgWriter, write: ClockLastWrite<T>): Promise<{ result: T; written: WrittenRecords }> {
  const keyed = write.single ? currentKeyedWrite() : null;
  let reason: UndoReason | null;
  try {
    const done = await attemptClockLast(db, writer, write, keyed);
    if (keyed) keyed.stored = true;
    return done;
  } catch (error) {
    reason = undoReason(error);
    if (keyed && reason !== null) throw new KeyedWriteUndone(`the keyed write statement was undone: ${reason}`);
    if (reason === null || reason === 'deadlock') throw error;
  }
  return withOrgWriteRecords(db, writer, await write.fallback(reason));
}

async function attemptClockLast<T>(db: Kysely<DB>, writer: OrgWriter, write: ClockLastWrite<T>, keyed: ReturnType<typeof currentKeyedWrite>) {
  if (write.logsAfterStatement) return attemptLoggedAfter(db, writer, write);
  const log = changeLogOf(db);
  const run = async (handle: Kysely<DB>): Promise<{ result: T; rows: WrittenRow[] }> => {
    const plan = await write.attempt(handle);
    if ('rerun' in plan) throw new AttemptRefused(plan.rerun);
    if (keyed && !plan.answers) throw new KeyedWriteUndone('the write answers with no record for its key to store');
    if (plan.statement === null) {
      // No statement, so none stores the key's response: the Idempotency-Key layer runs the request the usual way.
      if (keyed) throw new KeyedWriteUndone('the write has nothing to write, so no statement stores its key');
      return { result: plan.result, rows: [] };
    }
    const storing = keyed && plan.answers ? keyedStatementSql(keyed, plan.answers) : null;
    const statementLog = { table: write.table, actor: writer.actor, traceParent: writer.traceParent ?? null };
    const statement = plan.statement;
    const alone = async (): Promise<WrittenRow[]> =>
      (await statement(clockLastParts(log, writer.orgId, write.configVersion, statementLog, storing)).execute(handle)).rows as WrittenRow[];
    // A write in a request transaction (its own) goes alone; a keyed one stores its key's response in the statement it goes in.
    const stores = keyed && plan.answers ? { key: keyed.key, fingerprint: keyed.fingerprint, written: plan.answers } : null;
    const combining = plan.combinable && write.combined && handle === db ? { ...plan.combinable, combined: write.combined, stores } : null;
    const rows = combining ? await combinedOrAlone(db, writer, write, combining, alone) : await alone();
    // The key's row is stored from the row written: a statement that wrote no such row (no clock: no org) stored nothing.
    if (keyed && plan.answers && !rows.some((row) => (row as WrittenRow).id === plan.answers!.recordId)) {
      throw new KeyedWriteUndone('the keyed write statement wrote no row');
    }
    return { result: plan.result, rows };
  };
  const { result, rows } = inRequestTransaction() ? await db.transaction().execute(run) : await run(db);
  // The records of echo rows too (written, not changed): the route answers with them as they are.
  const records = (which: readonly WrittenRow[]) => which.map(writtenRecord).filter((record): record is LoggedRecord => record !== null);
  return { result, written: committedWrite(log, writer, records(rows.filter((row) => row.stamped)), records(rows)) };
}

/** The end of a statement logged after it: the main query reads only `clock` (its writes run after, at the end of the statement, once the clock is held). */
const CLOCK_ONLY_TAIL = sql`SELECT c.last AS now FROM clock c`;

/**
 * A clock-last write whose rows the gate's change log logs (`logsAfterStatement`): planned
 * without the clock; then, in one transaction, its statement (which takes the clock), the log
 * of every row stamped with that clock, and the commit.
 */
async function attemptLoggedAfter<T>(db: Kysely<DB>, writer: OrgWriter, write: ClockLastWrite<T>): Promise<{ result: T; written: WrittenRecords }> {
  const log = changeLogOf(db);
  const plan = await write.attempt(db);
  if ('rerun' in plan) throw new AttemptRefused(plan.rerun);
  const { statement } = plan;
  if (statement === null) return { result: plan.result, written: committedWrite(log, writer, []) };
  const logged = await db.transaction().execute(async (trx) => {
    const parts = { clock: clockCte(writer.orgId, write.configVersion, null), tail: CLOCK_ONLY_TAIL };
    const { rows } = await statement(parts).execute(trx);
    const now = (rows[0] as { now: string } | undefined)?.now;
    if (now === undefined) throw new UnknownOrganizationError(`Organization ${writer.orgId} has no commit clock`);
    return log.record(trx, writer.orgId, now, writer.actor, writer.traceParent ?? null);
  });
  return { result: plan.result, written: committedWrite(log, writer, logged) };
}

const combiners = new WeakMap<Kysely<DB>, WriteCombiner>();

/** The write combiner of a database handle (one per app's handle: its lanes are the handle's orgs). */
export function combinerOf(db: Kysely<DB>): WriteCombiner {
  let combiner = combiners.get(db);
  if (!combiner) combiners.set(db, combiner = new WriteCombiner());
  return combiner;
}

interface LaneWrite extends CombinedWrite {
  writer: OrgWriter;
  part: unknown;
  stores: StoredKeyWrite | null;
}

/**
 * A single write through its org's write combiner: alone when its lane is idle (its own
 * statement), else in one statement with the writes that waited with it, each entry naming its
 * own writer and each new key's response stored; after a combined statement the server refused,
 * alone again (write-combiner.ts).
 */
function combinedOrAlone<T>(
  db: Kysely<DB>, writer: OrgWriter, write: ClockLastWrite<T>,
  combining: { keys: readonly string[]; ids: readonly string[]; part: unknown; combined: NonNullable<ClockLastWrite<T>['combined']>; stores: StoredKeyWrite | null },
  alone: () => Promise<WrittenRow[]>,
): Promise<WrittenRow[]> {
  const log = changeLogOf(db);
  // A key is one of the write's keys: two writes of one Idempotency-Key never share a statement.
  const keys = combining.stores ? [...combining.keys, `idempotency-key ${combining.stores.key}`] : combining.keys;
  const own: LaneWrite = { configVersion: write.configVersion, keys, ids: combining.ids, writer, part: combining.part, stores: combining.stores };
  return combinerOf(db).submit(`${writer.orgId} ${write.table.table}`, own, async (writes) => {
    const writers = writes.map((each) => ({ ids: each.ids, actor: each.writer.actor, traceParent: each.writer.traceParent ?? null }));
    const stored = writes.flatMap((each) => (each.stores ? [each.stores] : []));
    const parts = clockLastParts(log, writer.orgId, write.configVersion, { table: write.table, actor: writer.actor, writers },
      stored.length > 0 ? combinedKeysSql(writer.orgId, stored) : null);
    return (await combining.combined(writes.map((each) => each.part))(parts).execute(db)).rows as WrittenRow[];
  }, alone);
}
