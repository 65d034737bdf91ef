/**
 * Applies pending migrations, and tells which are applied. Kysely's Migrator runs them in one
 * transaction holding a PostgreSQL advisory lock, so instances starting together apply each
 * migration once.
 */
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';

export interface MigrationReport {
  applied: string[];
}

export interface MigrationState {
  name: string;
  /** When it was applied (ISO 8601); null while pending. */
  appliedAt: string | null;
}

const migratorFor = (db: Kysely<any>): Migrator => new Migrator({ db, provider: { getMigrations: async () => migrations } });

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** Every migration this build knows, in order, with when it was applied; reads only (nothing is created). */
export async function migrationStates(db: Kysely<any>): Promise<MigrationState[]> {
  const known = await migratorFor(db).getMigrations();
  return known.map((migration) => ({ name: migration.name, appliedAt: migration.executedAt?.toISOString() ?? null }));
}
