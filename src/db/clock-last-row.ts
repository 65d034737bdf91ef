/**
 * One row's write on the fast path (clock-last-write.ts), for a write that reads a record, checks
 * it, and writes it back changed, or writes a new one: `plan` reads (without the clock; in the
 * fallback, under it) and returns the row, stamped with the write's clock where it needs one,
 * and the rows of other tables it relied on. The statement is the guarded upsert
 * (guarded-upsert.ts) of that row; the write is logged after it (`logsAfterStatement`), so a
 * row its triggers stamp (a parent) is logged too and the records may be built in TypeScript.
 */
import type { Kysely } from 'kysely';
import type { LoggedTable } from './change-log-types.js';
import { AT_CLOCK, writeClockLast, type Stamp } from './clock-last-write.js';
import { clockLastUpsert, onClock, type UnchangedRows, type UpsertOf } from './guarded-upsert.js';
import type { OrgWriter } from './org-write.js';
import type { DB } from './schema.js';

/** What a write of one row read: the row to write (with `seen`, the `updated_at` it was read with, null for a new row), the rows it relied on, and what it answers. */
export interface RowPlan<T = void> {
  row: object;
  unchanged: UnchangedRows[];
  result: T;
}

/** A row as read, for its guarded rewrite: its `updated_at` becomes its `seen`. */
export function asRead<R extends { updated_at: string }>(row: R): Omit<R, 'updated_at'> & { seen: string } {
  const { updated_at: seen, ...rest } = row;
  return { ...rest, seen };
}

export interface RowWrite<T = void> {
  table: LoggedTable;
  upsert: UpsertOf;
  /** The org's configuration version as the write remembers it (the statement checks it under the clock). */
  configVersion: number;
  plan(read: Kysely<DB>, now: Stamp): Promise<RowPlan<T>>;
}

/** Writes the row `write` plans, and returns what its last plan (the one written) answers. */
export async function writeRowClockLast<T = void>(db: Kysely<DB>, writer: OrgWriter, write: RowWrite<T>): Promise<T> {
  const { orgId } = writer;
  const { result } = await writeClockLast<T>(db, writer, {
    table: write.table,
    configVersion: write.configVersion,
    single: false,
    logsAfterStatement: true,
    async attempt(read) {
      const { row, unchanged, result } = await write.plan(read, AT_CLOCK);
      return { result, statement: clockLastUpsert({ ...write.upsert, unchanged }, orgId, [row]) };
    },
    async fallback() {
      return async (tx, now) => {
        const { row, result } = await write.plan(tx, now);
        await onClock(write.upsert, orgId, now, [row]).execute(tx);
        return result;
      };
    },
  });
  return result;
}
