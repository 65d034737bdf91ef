/**
 * The upsert of a logged table's rows, in one statement, the way every bulk write of records
 * writes them: the rows travel as one JSON parameter, are inserted on the write's clock, and
 * update the org's row of the same id on conflict. Two uses:
 * - in a transaction of the write gate (org-write.ts), on the clock it took (`onClock`);
 * - as the statement of a clock-last write (clock-last-write.ts, `clockLastUpsert`): it takes
 *   the clock itself (`parts.clock`), and updates a row only when its `updated_at` is still the
 *   one its element read (`seen`), undoing the whole statement otherwise (`smr_stale_write`);
 *   the rows it wrote are read back, and logged, by `parts.tail`.
 * A column declared a `stamp` holds a `Stamp` (clock-last-write.ts): a timestamp, or the write's
 * clock where the plan could not know it.
 */
import { sql, type RawBuilder } from 'kysely';
import { stampText, type ClockLastParts } from './clock-last-write.js';

/** A column the upsert writes from its input rows. */
export interface UpsertColumn {
  /** The column, also the key of the input row holding its value. */
  column: string;
  /** Its SQL type in the input (a stamp travels as text). */
  type: string;
  /** The value is a `Stamp`. */
  stamp?: boolean;
  /** SQL for the value written when the input's is null. */
  whenNull?: string;
  /** Kept as stored on conflict (an id, a creation time, a team): not updated. */
  kept?: boolean;
}

/** What one upsert writes. */
export interface UpsertOf {
  /** The logged table (its primary key is (organization_id, id); `updated_at` is its stamp). */
  table: string;
  columns: readonly UpsertColumn[];
  /** More assignments on conflict (SQL: `deleted_at = NULL`). */
  onConflict?: string;
  /** CTEs of the statement after `input` (the rows) and before the table's (more writes on the same clock). */
  ctes?: RawBuilder<unknown>;
  /**
   * Rows of other tables the plan read and relied on (a run's workflow, an asset's ancestors),
   * each with the `updated_at` it read: a clock-last statement writes only while every one is
   * still so, and is undone otherwise (`smr_stale_write`). Read once the statement holds the
   * clock, each row locked FOR SHARE: in READ COMMITTED that reads its latest committed version,
   * not the snapshot taken before the statement waited for the clock. Every writer changes an
   * org's rows only while it holds the org's clock, so what is read there stays so until commit.
   */
  unchanged?: readonly UnchangedRows[];
}

/** Rows of one logged table, each as read (`seen`: its `updated_at`). */
export interface UnchangedRows {
  table: string;
  rows: ReadonlyArray<{ id: string; seen: string }>;
}

/** The CTEs checking `unchanged` (one row each, `ok`), and the condition the upsert's rows are selected under. */
function unchangedSql(orgId: string, unchanged: readonly UnchangedRows[]): { ctes: RawBuilder<unknown>; condition: string } | null {
  const checks = unchanged.filter((each) => each.rows.length > 0);
  if (checks.length === 0) return null;
  const ctes = checks.map((each, index) => {
    if (!/^[a-z_]+$/.test(each.table)) throw new Error(`Not a table: ${each.table}`);
    const rows = [...new Map(each.rows.map((row) => [row.id, row])).values()];
    // Lateral to `clock`: the rows are locked, and read as they are, only once the clock is held.
    return sql`unchanged_${sql.raw(String(index))} AS (
      SELECT CASE WHEN count(*) = ${rows.length} THEN true ELSE smr_stale_write() END AS ok
        FROM clock c0 CROSS JOIN LATERAL (
          SELECT 1 FROM ${sql.raw(each.table)} t
           WHERE t.organization_id = ${orgId} AND c0.last IS NOT NULL
             AND (t.id, t.updated_at) IN (SELECT x.id, x.seen FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id uuid, seen timestamptz))
           FOR SHARE OF t) g
    )`;
  });
  return { ctes: sql.join(ctes, sql`, `), condition: `WHERE ${checks.map((_, index) => `(SELECT ok FROM unchanged_${index})`).join(' AND ')}` };
}

/** The statement writing `rows` (in that order, the lock order), under the `clock` CTE, guarded or not, then `tail`. */
function upsertSql(of: UpsertOf, orgId: string, rows: readonly object[], clock: RawBuilder<unknown>, guarded: boolean, tail: RawBuilder<unknown>): RawBuilder<unknown> {
  const names = of.columns.map((c) => c.column);
  for (const name of [of.table, ...names]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a column: ${name}`);
  const recordset = [...of.columns.map((c) => `${c.column} ${c.stamp ? 'text' : c.type}`), 'seen timestamptz'].join(', ');
  const values = of.columns.map((c) => (c.stamp ? stampText('r', c.column, 'c') : c.whenNull ? `coalesce(r.${c.column}, ${c.whenNull})` : `r.${c.column}`));
  const updated = [...of.columns.filter((c) => !c.kept).map((c) => `${c.column} = EXCLUDED.${c.column}`), 'updated_at = EXCLUDED.updated_at', ...(of.onConflict ? [of.onConflict] : [])];
  const checked = guarded ? unchangedSql(orgId, of.unchanged ?? []) : null;
  const guard = guarded
    ? `WHERE CASE WHEN (${of.table}.id, ${of.table}.updated_at) IN (SELECT i.id, i.seen FROM input i) THEN true ELSE smr_stale_write() END`
    : '';
  return sql`
    WITH ${clock}, input AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(recordset)})
    )${of.ctes ? sql`, ${of.ctes}` : sql``}${checked ? sql`, ${checked.ctes}` : sql``}, ${sql.raw(of.table)} AS (
      INSERT INTO ${sql.raw(of.table)} (organization_id, ${sql.raw(names.join(', '))}, updated_at)
      SELECT ${orgId}, ${sql.raw(values.join(', '))}, c.last
        FROM clock c CROSS JOIN input r
      ${sql.raw(checked?.condition ?? '')}
      ON CONFLICT (organization_id, id) DO UPDATE SET ${sql.raw(updated.join(', '))}
      ${sql.raw(guard)}
      RETURNING *
    )
    ${tail}`;
}

/** The upsert in a gate transaction, on its clock `now`: no guard (the transaction read under the clock), nothing read back. */
export const onClock = (of: UpsertOf, orgId: string, now: string, rows: readonly object[]): RawBuilder<unknown> =>
  upsertSql(of, orgId, rows, sql`clock AS (SELECT ${now}::timestamptz AS last)`, false, sql`SELECT count(*) FROM ${sql.raw(of.table)} WHERE organization_id = ${orgId}`);

/** The statement of a clock-last write of `rows` (each with the `seen` stamp its element read, null for a new row). */
export const clockLastUpsert = (of: UpsertOf, orgId: string, rows: readonly object[]) => (parts: ClockLastParts): RawBuilder<unknown> =>
  upsertSql(of, orgId, rows, parts.clock, true, parts.tail);
