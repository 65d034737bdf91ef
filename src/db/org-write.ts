/**
 * The write gate: the one way to change an organization's data.
 *
 * `withOrgWrite` opens a transaction whose first statement advances the org's commit clock
 * (DECISIONS 5) and locks the clock row until commit, so within an org commit order equals
 * `updated_at` order and a poller reading by `updated_at` can never pass a row whose transaction
 * has not committed yet. The same statement opens the gate in the database: a
 * transaction-local setting that the guard trigger on every organization table requires
 * (migration 0007), so a statement that writes org data outside this function fails, whatever
 * code sends it. In TypeScript, write repositories take an `OrgWriteTx`, which only this module
 * creates.
 *
 * Every transaction of the gate ends by writing the change log of what it changed (src/db/
 * change-log.ts), before it commits: the descriptors of the logged tables are attached to the
 * database handle when it is opened (`attachChangeLog`), and a gate on a handle without them
 * refuses to write.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { ChangeActor, ChangeLog } from './change-log.js';
import type { CommittedChanges } from './committed-changes.js';
import { afterRequestCommit } from './driver/request-transaction.js';
import type { LoggedRecord } from './change-log-types.js';
import type { DB } from './schema.js';

export type { ChangeActor } from './change-log.js';

declare const orgWriteBrand: unique symbol;

/** A transaction of the write gate: org writes take nothing else. */
export type OrgWriteTx = Transaction<DB> & { readonly [orgWriteBrand]: true };

export type OrgWriteWork<T> = (tx: OrgWriteTx, now: string) => Promise<T>;

/** The transaction-local setting the guard trigger requires (the org id while the gate is open). */
export const WRITE_GATE_SETTING = 'smr.org_write';

/** Who writes: the org, the actor its change entries name, and the request's trace its entries keep (if any). */
export interface OrgWriter {
  orgId: string;
  actor: ChangeActor;
  /** The W3C `traceparent` of the request's span (migration 0018; webhooks continue its trace). */
  traceParent?: string | null;
}

/** A write by the operator (admin routes, the CLI): the org's default team and statuses, the demo org. */
export const operatorWriter = (orgId: string): OrgWriter => ({ orgId, actor: { type: 'operator' } });

const changeLogs = new WeakMap<Kysely<DB>, ChangeLog>();

/** Attaches the change log's descriptors to a database handle: its gate writes entries from then on. */
export function attachChangeLog(db: Kysely<DB>, log: ChangeLog): void {
  changeLogs.set(db, log);
}

/** The change log attached to a database handle (for the gate's transactions and the clock-last write, clock-last-write.ts). */
export function changeLogOf(db: Kysely<DB>): ChangeLog {
  const log = changeLogs.get(db);
  if (!log) throw new Error('This database handle has no change log attached: open it with openServiceDatabase');
  return log;
}

/** Raised when the organization has no clock: it does not exist. */
export class UnknownOrganizationError extends Error {
  override name = 'UnknownOrganizationError';
}

/** The statement that advances the org's clock, opens the gate and returns the clock's new value as `last`. */
const tickClock = (orgId: string, lockFirst: RawBuilder<unknown> | null = null): RawBuilder<unknown> => sql`
    UPDATE org_clocks
       SET last = greatest(clock_timestamp(), last + interval '1 microsecond')
      ${lockFirst ? sql`FROM (SELECT ${lockFirst}) AS taken_first` : sql``}
     WHERE organization_id = ${orgId}
 RETURNING last, set_config(${WRITE_GATE_SETTING}, ${orgId}::text, true) AS gate, set_config('smr.now', last::text, true) AS clock`;

/**
 * The common table expression `clock` (one row: `last`, the clock's new value) for a statement
 * of a clock-last write (clock-last-write.ts). The statement must read `clock` before anything pulls its writes:
 * the gate's statement-level check fires when a data-modifying CTE is first read, so the main
 * query scans `clock` and reads the writes in a subquery lateral to it, fenced (`OFFSET 0`) so
 * the planner cannot run it first. Its writes select FROM `clock` too: every row takes the
 * clock's value. The org's clock row stays locked from that statement to the commit.
 *
 * The statement names the org's configuration version its write read (migration 0013), checked
 * on the clock row as it is once the statement holds it: when the version has moved since, the
 * statement is undone (`smr_stale_write`) before it writes anything. The statement reads
 * everything else in the snapshot it took before it waited for the clock; what it writes is
 * guarded by `updated_at` (rows) or by that version (configuration, and the names its records
 * show), so nothing committed while it waited goes unseen.
 *
 * `lockFirst` (a lock function call) is taken before the clock row: the update locks the row
 * only once its join with `lockFirst`'s one-row select has produced it.
 */
export const clockCte = (orgId: string, configVersion: number, lockFirst: RawBuilder<unknown> | null = null): RawBuilder<unknown> => sql`clock AS (${tickClock(orgId, lockFirst)},
   CASE WHEN config_version = ${configVersion} THEN true ELSE smr_stale_write() END AS config_current)`;

/**
 * Advances the org's clock, opens the gate for the rest of the transaction and returns the
 * clock's new value (full-precision timestamptz text).
 */
async function openGate(trx: Transaction<DB>, orgId: string): Promise<string> {
  const result = await sql<{ last: string }>`${tickClock(orgId)}`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new UnknownOrganizationError(`Organization ${orgId} has no commit clock`);
  return row.last;
}

/**
 * Runs `work` in a transaction of the writer's org clock. `now` is the value every row the
 * transaction changes takes as `updated_at` (and `created_at` on insert). The change entries of
 * what it changed are written before it commits.
 */
export async function withOrgWrite<T>(db: Kysely<DB>, writer: OrgWriter, work: OrgWriteWork<T>): Promise<T> {
  return (await withOrgWriteRecords(db, writer, work)).result;
}

/** The records a gate transaction left, as the database built them (what the change log read; a clock-last statement's echo rows too). */
export class WrittenRecords {
  readonly #texts = new Map<string, string>();

  constructor(logged: readonly LoggedRecord[]) {
    for (const record of logged) if (!record.deleted && record.text !== undefined) this.#texts.set(record.id, record.text);
  }

  /**
   * The JSON text of the live record with this id, when the write logged it (or, in a clock-last
   * statement, wrote it) and the database built it (its GET's bytes, read in the write's
   * transaction); null otherwise: read it back.
   */
  textOf(id: string): string | null {
    return this.#texts.get(id) ?? null;
  }
}

/**
 * `withOrgWrite`, also returning the records the write logged: a route answering with the record
 * it wrote takes it from there instead of reading it back.
 */
export async function withOrgWriteRecords<T>(db: Kysely<DB>, writer: OrgWriter, work: OrgWriteWork<T>): Promise<{ result: T; written: WrittenRecords }> {
  const log = changeLogOf(db);
  const { result, logged } = await db.transaction().execute((trx) => writeAndLog(trx, log, writer, work));
  return { result, written: committedWrite(log, writer, logged) };
}

/**
 * After a gate transaction: listeners told once the request's transaction has committed if it
 * logged anything, and the records the write left (`left`: by default, the ones it logged).
 */
export function committedWrite(log: ChangeLog, writer: OrgWriter, logged: LoggedRecord[], left: LoggedRecord[] = logged): WrittenRecords {
  // Once the request's transaction (if any) has committed: never for a write that rolls back.
  if (logged.length > 0) void afterRequestCommit(async () => log.committed.committed(writer.orgId));
  return new WrittenRecords(left);
}

/** The instance's listeners of committed changes on this database handle. */
export const committedChangesOf = (db: Kysely<DB>): CommittedChanges => changeLogOf(db).committed;

/** Opens the gate in `trx`, runs `work`, and logs what it changed before the transaction commits. */
async function writeAndLog<T>(trx: Transaction<DB>, log: ChangeLog, writer: OrgWriter, work: OrgWriteWork<T>): Promise<{ result: T; logged: LoggedRecord[] }> {
  const now = await openGate(trx, writer.orgId);
  const result = await work(trx as OrgWriteTx, now);
  return { result, logged: await log.record(trx, writer.orgId, now, writer.actor, writer.traceParent ?? null) };
}

/**
 * The first write of a new organization, in the transaction that creates its row (`create`
 * returns the new org's id): its clock starts now and its first rows (default team, status
 * flow) are written and logged like every later write, by the operator.
 */
export function withNewOrgWrite<O extends { id: string }, T>(
  db: Kysely<DB>,
  create: (trx: Transaction<DB>) => Promise<O>,
  work: (tx: OrgWriteTx, now: string, org: O) => Promise<T>,
): Promise<T> {
  const log = changeLogOf(db);
  return db.transaction().execute(async (trx) => {
    const org = await create(trx);
    await sql`INSERT INTO org_clocks (organization_id, last) VALUES (${org.id}, clock_timestamp())`.execute(trx);
    return (await writeAndLog(trx, log, operatorWriter(org.id), (tx, now) => work(tx, now, org))).result;
  });
}
