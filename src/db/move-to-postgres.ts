/**
 * Moves an embedded database (PGlite) into an empty PostgreSQL database: the target is brought
 * to the source's migration, then every row of every table of the `public` schema (read from the
 * catalog) is copied as the row's text form, each column through its type's output and input
 * functions as COPY does, so values arrive byte for byte; every sequence is set to the source's
 * value; each table's row count and checksum are compared on both sides. All of it is one
 * transaction on the target, committed only when every table compares equal: a failure, or a
 * difference, leaves the target as it was. Triggers do not fire in that transaction
 * (session_replication_role = replica): the rows are the source's as they are, stamps and
 * change-log positions included, and foreign keys do not hold the copy to an order.
 * docs/decisions/moving-to-postgresql.md.
 */
import { sql, type Kysely } from 'kysely';
import { appliedMigrationNames, knownMigrationNames, migrateInOpenTransaction } from './migrate.js';
import { publicName, publicRelations, publicSequences, publicTables, writableColumns, type CatalogTable } from './public-schema.js';
import { compareChecksums, tableChecksum, type TableComparison } from './table-checksums.js';

/** A move refused before anything was written: the message is the one line to print. */
export class MoveRefusedError extends Error {
  override readonly name = 'MoveRefusedError';
}

export interface MoveProgress {
  /** The target's migrations were applied. */
  migrated(applied: string[]): void;
  /** A table's rows are all in the target. */
  copied(table: string, rows: number): void;
}

export interface MoveReport {
  /** The migration both databases are at. */
  migration: string;
  sequences: number;
  tables: TableComparison[];
  /** Whether the target's transaction committed: every table compared equal. */
  committed: boolean;
}

/** Heap pages read from the source at a time (8 KiB each): what bounds the copy's memory, whatever the table's size. */
const BATCH_BLOCKS = 64;

/** Refuses a source that is not at this build's latest migration, saying what to do; returns that migration. */
export async function sourceMigration(source: Kysely<any>, describe: string): Promise<string> {
  const known = knownMigrationNames();
  const applied = await appliedMigrationNames(source);
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new MoveRefusedError(`${describe} has migrations this build does not know (${unknown.join(', ')}): move it with the build that made them.`);
  }
  const pending = known.filter((name) => !applied.includes(name));
  if (pending.length > 0) {
    throw new MoveRefusedError(`${describe} is at migration ${applied.at(-1) ?? '(none)'}, and this build's latest is ${known.at(-1)}: run \`smr migrate\` on it first (DATA_DIR=<its directory> smr migrate).`);
  }
  return known.at(-1)!;
}

/** Throws MoveRefusedError with `describe` and the driver's reason unless the target answers. */
export async function assertReachable(target: Kysely<any>, describe: string): Promise<void> {
  try {
    await sql`SELECT 1`.execute(target);
  } catch (error) {
    throw new MoveRefusedError(`Cannot reach ${describe}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function moveToPostgres(source: Kysely<any>, target: Kysely<any>, progress: MoveProgress): Promise<MoveReport> {
  const migration = await sourceMigration(source, 'The embedded database');
  const tables = await publicTables(source);
  const sequences = await publicSequences(source);
  return target.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      const report = await moveInOpenTransaction(source, connection, { migration, tables, sequences }, progress);
      await sql.raw(report.committed ? 'COMMIT' : 'ROLLBACK').execute(connection);
      return report;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

interface SourceSchema {
  migration: string;
  tables: CatalogTable[];
  sequences: string[];
}

async function moveInOpenTransaction(source: Kysely<any>, target: Kysely<any>, schema: SourceSchema, progress: MoveProgress): Promise<MoveReport> {
  await refuseNonEmpty(target);
  progress.migrated((await migrateInOpenTransaction(target)).applied);
  assertSameTables(schema.tables, await publicTables(target));
  await sql`SET LOCAL session_replication_role = replica`.execute(target);
  // The rows the migrations wrote (the migrator's own) make way for the source's.
  await sql.raw(`TRUNCATE ${schema.tables.map((table) => publicName(table.name)).join(', ')}`).execute(target);
  for (const table of schema.tables) progress.copied(table.name, await copyTable(source, target, table));
  for (const sequence of schema.sequences) await copySequence(source, target, sequence);
  const comparisons: TableComparison[] = [];
  for (const table of schema.tables) {
    comparisons.push(compareChecksums(table.name, await tableChecksum(source, table.name), await tableChecksum(target, table.name)));
  }
  return { migration: schema.migration, sequences: schema.sequences.length, tables: comparisons, committed: comparisons.every((c) => c.equal) };
}

/** The target must hold no table, view or sequence in `public`: the move never merges into, nor overwrites, a database in use. */
async function refuseNonEmpty(target: Kysely<any>): Promise<void> {
  const present = await publicRelations(target, 6);
  if (present.length === 0) return;
  const named = present.length > 5 ? `${present.slice(0, 5).join(', ')}, …` : present.join(', ');
  throw new MoveRefusedError(`The target database is not empty: its public schema holds ${named}. Move into a new, empty database (CREATE DATABASE …); nothing was written.`);
}

/** After migrating, the target's tables are the source's, column for column (a row's text form lists them in order). */
function assertSameTables(source: CatalogTable[], target: CatalogTable[]): void {
  const shape = (tables: CatalogTable[]) => JSON.stringify(tables);
  if (shape(source) === shape(target)) return;
  const differing = source.filter((table) => shape([table]) !== shape(target.filter((t) => t.name === table.name)))
    .map((table) => table.name)
    .concat(target.filter((table) => !source.some((t) => t.name === table.name)).map((table) => table.name));
  throw new MoveRefusedError(`The migrated target's tables differ from the embedded database's (${differing.join(', ')}): the embedded database's schema was changed outside the migrations.`);
}

/** Copies the table a range of heap pages at a time (keyset by ctid); returns its row count. */
async function copyTable(source: Kysely<any>, target: Kysely<any>, table: CatalogTable): Promise<number> {
  const name = publicName(table.name);
  const { rows: [size] } = await sql<{ blocks: number }>`
    SELECT (pg_relation_size(${name}::regclass) / current_setting('block_size')::bigint)::int AS blocks`.execute(source);
  const columns = writableColumns(table);
  // Each text is read back as a row of the table's type; OFFSET 0 keeps that once per row, not once per column.
  const insert = (rows: string[]) => sql`
    INSERT INTO ${sql.raw(name)} (${sql.raw(columns.join(', '))}) OVERRIDING SYSTEM VALUE
    SELECT ${sql.raw(columns.map((column) => `(r).${column}`).join(', '))}
    FROM (SELECT x::${sql.raw(name)} AS r FROM unnest(${rows}::text[]) AS x OFFSET 0) AS s`.execute(target);
  let copied = 0;
  for (let from = 0; from < size!.blocks; from += BATCH_BLOCKS) {
    const { rows } = await sql<{ row: string }>`
      SELECT t::text AS row FROM ${sql.raw(name)} AS t
      WHERE t.ctid >= ${`(${from},0)`}::tid AND t.ctid < ${`(${from + BATCH_BLOCKS},0)`}::tid`.execute(source);
    if (rows.length === 0) continue;
    await insert(rows.map((row) => row.row));
    copied += rows.length;
  }
  return copied;
}

async function copySequence(source: Kysely<any>, target: Kysely<any>, sequence: string): Promise<void> {
  const name = publicName(sequence);
  const { rows: [state] } = await sql<{ value: string; called: boolean }>`
    SELECT last_value::text AS value, is_called AS called FROM ${sql.raw(name)}`.execute(source);
  await sql`SELECT setval(${name}::regclass, ${state!.value}::bigint, ${state!.called})`.execute(target);
}
