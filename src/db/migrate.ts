/**
 * Applies pending migrations, and tells which are applied. All pending migrations run in one
 * transaction that first takes a transaction-scoped advisory lock, so instances starting
 * together apply each migration once. Kysely's own lock is session-scoped (taken before its
 * transaction, released after it on the same connection): behind a transaction pooler the
 * release may run on another server connection, and the lock stays held on the first one. So
 * the migrator runs inside our transaction, and the dialect (driver/request-transaction.ts) makes
 * Kysely's lock a no-op: only `migrateToLatest` applies migrations.
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

export interface MigrationReport {
  applied: string[];
}

export interface MigrationState {
  name: string;
  /** When it was applied (ISO 8601); null while pending. */
  appliedAt: string | null;
}

const migratorFor = (db: Kysely<any>, { inOpenTransaction = false } = {}): Migrator =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, disableTransactions: inOpenTransaction });

/** Kysely's lock id, so an instance of an older build (Kysely's session lock) and this one exclude each other. */
const MIGRATION_LOCK_ID = '3853314791062309107';

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  // One connection, one transaction opened here: Kysely 0.28's migrator cannot be handed a
  // transaction (it asks its handle for a connection), so it runs on the connection with its own
  // transactions off, inside ours.
  return db.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      const report = await migrateInOpenTransaction(connection);
      await sql`COMMIT`.execute(connection);
      return report;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Applies pending migrations on `connection` (one connection, its transaction opened and
 * committed by the caller): what migrateToLatest does inside its own transaction, for a caller
 * whose transaction does more (moving an embedded database to PostgreSQL).
 */
export async function migrateInOpenTransaction(connection: Kysely<any>): Promise<MigrationReport> {
  // Wait for another instance's migrations at most an hour (as Kysely's lock did), then fail.
  await sql`SELECT set_config('lock_timeout', '3600000', true)`.execute(connection);
  await sql`SELECT pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_ID)})`.execute(connection);
  const { error, results } = await migratorFor(connection, { inOpenTransaction: true }).migrateToLatest();
  // A failed migration rolls every migration of the run back.
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** Every migration this build knows, in order, with when it was applied; reads only (nothing is created). */
export async function migrationStates(db: Kysely<any>): Promise<MigrationState[]> {
  const known = await migratorFor(db).getMigrations();
  return known.map((migration) => ({ name: migration.name, appliedAt: migration.executedAt?.toISOString() ?? null }));
}

/** The migrations applied to a database, by name, in order (none where the migrator never ran). */
export async function appliedMigrationNames(db: Kysely<any>): Promise<string[]> {
  const { rows: [table] } = await sql<{ present: boolean }>`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS present`.execute(db);
  if (!table!.present) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/** The names of every migration this build knows, in order. */
export const knownMigrationNames = (): string[] => Object.keys(migrations).sort();
